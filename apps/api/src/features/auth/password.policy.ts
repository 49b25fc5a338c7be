import type { Identity } from '../../lib/access';

type UserIdentity = Extract<Identity, { kind: 'user' }>;

/**
 * Everyone changes their own password (with the old one); an admin changes anyone's without it (spec 3 §6).
 * Not while impersonating: a password belongs to the person. Decided before any lookup, so a refused caller
 * learns nothing about which users exist.
 */
export function canChangePassword(actor: UserIdentity, targetId: string): 'allow' | 'forbidden' {
  if (actor.impersonatorId) return 'forbidden';
  if (actor.userId === targetId) return 'allow';
  return actor.roles.includes('ROLE_ADMIN') ? 'allow' : 'forbidden';
}

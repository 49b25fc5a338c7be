import type { Identity } from '../../lib/access';

type UserIdentity = Extract<Identity, { kind: 'user' }>;
const isAdmin = (actor: UserIdentity) => actor.roles.includes('ROLE_ADMIN');

/** One's own profile, or anyone's with LIST_USERS (the users pages). Decided before the lookup. */
export function canViewProfile(actor: UserIdentity, targetId: string): 'allow' | 'forbidden' {
  if (actor.userId === targetId || isAdmin(actor) || actor.permissions.includes('LIST_USERS')) return 'allow';
  return 'forbidden';
}

/** One's own profile, or anyone's as admin (spec 3: editing users is admin-only). */
export function canEditProfile(actor: UserIdentity, targetId: string): 'allow' | 'forbidden' {
  return actor.userId === targetId || isAdmin(actor) ? 'allow' : 'forbidden';
}

import type { Identity } from '../../lib/access';

type UserIdentity = Extract<Identity, { kind: 'user' }>;

/**
 * Who may take over whom: an admin, or a holder of IMITATE_USER; not while already impersonating (no chains),
 * not oneself, not an inactive account, and never an admin unless one is an admin oneself (a permission holder
 * must not gain admin rights by impersonating). An unknown target answers 404 only to those who may impersonate.
 */
export function canImpersonate(
  actor: UserIdentity,
  target: { id: string; roles: readonly string[]; active: boolean } | null,
): 'allow' | 'forbidden' | 'not_found' | 'conflict' {
  const isAdmin = actor.roles.includes('ROLE_ADMIN');
  if (!isAdmin && !actor.permissions.includes('IMITATE_USER')) return 'forbidden';
  if (actor.impersonatorId) return 'conflict';
  if (!target) return 'not_found';
  if (target.id === actor.userId) return 'conflict';
  if (!target.active) return 'conflict';
  if (target.roles.includes('ROLE_ADMIN') && !isAdmin) return 'forbidden';
  return 'allow';
}

import { STAFF_ROLES, type Role } from '@portal/contracts';
import type { Access, Identity } from '../../lib/access';

export type UserActor = Extract<Identity, { kind: 'user' }>;

/** The overview and the user page (spec 3 §2: LIST_USERS; an admin passes every check). */
export const LIST_USERS_ACCESS: Access = { permissions: ['LIST_USERS'] };
/** Role changes and deleting users are admin-only (spec 3 §6). */
export const ADMIN_ACCESS: Access = { roles: ['ROLE_ADMIN'] };
/** People pickers (evaluators, staff): staff roles, or LIST_USERS. Participants and e-learning users never. */
export const USER_SEARCH_ACCESS: Access = { roles: STAFF_ROLES, permissions: ['LIST_USERS'] };
/** A machine that registers people. */
export const REGISTER_ACCESS: Access = 'apiKey:ROLE_REGISTER_USERS';

/**
 * An admin may change anyone's roles but cannot take ROLE_ADMIN from themself (nor while impersonating: the
 * impersonated user is no admin to begin with, and role changes are admin-only).
 */
export function canChangeRoles(actor: UserActor, targetId: string, roles: readonly Role[]): 'allow' | 'own_admin_role' {
  if (actor.userId === targetId && !roles.includes('ROLE_ADMIN')) return 'own_admin_role';
  return 'allow';
}

/** Nobody deletes their own account from the users screen. */
export function canDelete(actor: UserActor, targetId: string): 'allow' | 'cannot_delete_self' {
  return actor.userId === targetId ? 'cannot_delete_self' : 'allow';
}

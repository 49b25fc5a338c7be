import type { Account, Permission, View } from '@portal/contracts';

/** An admin passes every check (spec 3 §6). */
export function isAdmin(account: Account): boolean {
  return account.roles.includes('ROLE_ADMIN');
}

function can(account: Account, permission: Permission): boolean {
  return isAdmin(account) || account.permissions.includes(permission);
}

/** The users overview and the user pages (spec 3 §2: LIST_USERS). */
export const mayListUsers = (account: Account) => can(account, 'LIST_USERS');
/** Taking over a user (spec 1 §4: IMITATE_USER); never oneself, an inactive account, or an admin unless admin. */
export function mayImpersonate(
  account: Account,
  target: { id: string; active: boolean; roles: readonly string[] },
): boolean {
  if (!can(account, 'IMITATE_USER') || account.isImitating) return false;
  if (target.id === account.id || !target.active) return false;
  return isAdmin(account) || !target.roles.includes('ROLE_ADMIN');
}
/** Editing, deleting users and changing roles: an admin in the admin view (spec 3 §6). */
export const mayAdministerUsers = (account: Account, view: View | null) => isAdmin(account) && view === 'admin';

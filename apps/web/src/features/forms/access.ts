import type { Account, Permission } from '@portal/contracts';

/** An admin passes every check (spec 3 §6). */
export function isAdmin(account: Account): boolean {
  return account.roles.includes('ROLE_ADMIN');
}

function can(account: Account, permission: Permission): boolean {
  return isAdmin(account) || account.permissions.includes(permission);
}

/** The overview and the editor (spec 3 §2: LIST_FORMS). */
export const mayListForms = (account: Account) => can(account, 'LIST_FORMS');
/** Create, edit, duplicate and add fields (SAVE_FORM); without it the editor is a read-only preview. */
export const maySaveForms = (account: Account) => can(account, 'SAVE_FORM');
export const mayDeleteForms = (account: Account) => can(account, 'DELETE_FORM');
export const mayManageCategories = (account: Account) => can(account, 'MANAGE_FORM_CATEGORIES');

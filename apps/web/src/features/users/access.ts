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

/** The education menu of the users overview (spec 3: VIEW_EDUCATION; the server adds LIST_USERS, which the screen has). */
export const mayViewEducation = (account: Account) => can(account, 'VIEW_EDUCATION');

/** The tabs of a person's page at /gebruikers/opleider/{id}. */
export type EducatorPageTab = 'modulen' | 'deelnemers' | 'agenda';

/**
 * What the viewer may open of a person's teacher or educator page (spec 3 "Users overview and user pages"): the
 * modules of a teacher with VIEW_TEACHER, the participants of a practical trainer or institute educator with
 * VIEW_EDUCATOR, and the agenda for either. Nothing: no page (no link in the overview).
 */
export function educatorPageTabs(account: Account, target: { roles: readonly string[] }): EducatorPageTab[] {
  const tabs: EducatorPageTab[] = [];
  if (target.roles.includes('ROLE_TEACHER') && can(account, 'VIEW_TEACHER')) tabs.push('modulen');
  const educator = target.roles.includes('ROLE_PRACTICAL_TRAINER') || target.roles.includes('ROLE_INSTITUTE_EDUCATOR');
  if (educator && can(account, 'VIEW_EDUCATOR')) tabs.push('deelnemers');
  if (tabs.length > 0) tabs.push('agenda');
  return tabs;
}

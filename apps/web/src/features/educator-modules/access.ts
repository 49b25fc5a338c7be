import type { Account, Role } from '@portal/contracts';

const MODULE_ROLES: readonly Role[] = ['ROLE_PROGRAM_ASSISTANT', 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_TEACHER'];
const isAdmin = (account: Account) => account.roles.includes('ROLE_ADMIN');

/** /modulen (spec 3 §1): a program assistant, institute educator or teacher with VIEW_MODULES, or an admin. */
export const mayViewModules = (account: Account) =>
  isAdmin(account) ||
  (account.permissions.includes('VIEW_MODULES') && MODULE_ROLES.some((role) => account.roles.includes(role)));

/** Admins and program assistants see every event and may narrow the list to their own ('Alleen mijn modules'). */
export const seesAllEvents = (account: Account) => isAdmin(account) || account.roles.includes('ROLE_PROGRAM_ASSISTANT');

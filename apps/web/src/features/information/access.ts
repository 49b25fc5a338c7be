import type { Account } from '@portal/contracts';

// Admin passes every role and permission check (spec 1 §6).
const isAdmin = (account: Account) => account.roles.includes('ROLE_ADMIN');

/** 'Beheer nieuws' on /informatie (spec 1 §2): permission MANAGE_NEWS. */
export function canManageNews(account: Account): boolean {
  return isAdmin(account) || account.permissions.includes('MANAGE_NEWS');
}

/**
 * 'Beheer FAQ' on /informatie. The spec leaves its role list open (§6) but the page it opens requires ROLE_ADMIN
 * (§2): the button is offered to exactly those who may use it.
 */
export function canManageFaq(account: Account): boolean {
  return isAdmin(account);
}

/**
 * Admin and program assistant (spec 1 §6): they see the Published/Concept chip instead of 'Nieuw' and edit an item
 * from its page ('Item bewerken').
 */
export function isNewsEditor(account: Account): boolean {
  return account.roles.some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_PROGRAM_ASSISTANT');
}

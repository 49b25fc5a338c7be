import type { Account } from '@portal/contracts';

/** Who may fill a form in on trial: form readers (LIST_FORMS or SAVE_FORM) and admins, as the server requires. */
export function canTrialFill(account: Pick<Account, 'roles' | 'permissions'>): boolean {
  return (
    account.roles.includes('ROLE_ADMIN') ||
    account.permissions.includes('LIST_FORMS') ||
    account.permissions.includes('SAVE_FORM')
  );
}

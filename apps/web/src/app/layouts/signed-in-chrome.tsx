import type { Account } from '@portal/contracts';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ContributionRequestsLink, NewsLink } from '../navigation/badge-links';
import { AccountMenu } from './account-menu';

export { TopNavigation } from '../navigation/top-navigation';
export { ImpersonationBar } from './impersonation-bar';

/**
 * The right of the top bar when signed in: the badge links, the bell and the account menu. With the navigation and
 * the impersonation bar it is the signed-in part of the frame: a chunk of its own (root-layout.tsx loads it lazily),
 * so the login page does not carry menus, drawers, tooltips and the notification centre.
 */
export function AccountActions({ account }: { account: Account }) {
  return (
    <>
      <ContributionRequestsLink />
      <NewsLink />
      <NotificationBell />
      <AccountMenu account={account} />
    </>
  );
}

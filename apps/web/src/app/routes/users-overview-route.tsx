import type { UserListItem } from '@portal/contracts';
import { MergeAction } from '../../features/afas/components/merge-action';
import { UserSyncAction } from '../../features/afas/components/user-sync-action';
import { mayAdministerUsers } from '../../features/users/access';
import { UsersOverview } from '../../features/users/routes/users-overview-page';
import { useAccount, useView } from '../../lib/session';

/**
 * Route module of /gebruikers: the users overview (users area) with the AFAS area's sync action (SYNC_USER, for
 * people with an AFAS id) and merge dialog (an admin in the admin view). Features never import each other; the app
 * puts them together here.
 */
export function UsersOverviewRoute() {
  const account = useAccount();
  const { view } = useView();
  const admin = account.roles.includes('ROLE_ADMIN');
  const maySync = admin || account.permissions.includes('SYNC_USER');
  return (
    <UsersOverview
      renderSyncAction={
        maySync
          ? (user: UserListItem) => (user.afasId ? <UserSyncAction afasId={user.afasId} name={user.fullName} /> : null)
          : undefined
      }
      mergeAction={mayAdministerUsers(account, view) ? <MergeAction /> : undefined}
    />
  );
}

export { UsersOverviewRoute as Component };

import { Outlet } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAccount } from '../../../lib/session';
import { mayListUsers } from '../access';

/**
 * Layout route of /gebruikers and the user pages: permission LIST_USERS, or admin (spec 3 §2). Anyone else gets the
 * 403 'Oeps!' page of the route's error element; the server refuses the calls as well.
 */
export function UsersLayout() {
  const account = useAccount();
  if (!mayListUsers(account)) throw new ApiError(403, 'forbidden');
  return <Outlet />;
}

export { UsersLayout as Component };

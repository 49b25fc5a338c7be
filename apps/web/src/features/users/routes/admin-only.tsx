import { Outlet } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAccount, useView } from '../../../lib/session';
import { mayAdministerUsers } from '../access';

/** Layout route of /gebruikers/{id}/bewerken: editing users is for an admin in the admin view (spec 3 §6). */
export function UsersAdminOnly() {
  const account = useAccount();
  const { view } = useView();
  if (!mayAdministerUsers(account, view)) throw new ApiError(403, 'forbidden');
  return <Outlet />;
}

export { UsersAdminOnly as Component };

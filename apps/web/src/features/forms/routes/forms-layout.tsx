import { Outlet } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAccount } from '../../../lib/session';
import { mayListForms } from '../access';

/**
 * Layout route of /formulieren, /formulieren/aanmaken and /formulieren/:id: permission LIST_FORMS, or admin (spec 3
 * §2, §6). Anyone else gets the 403 'Oeps!' page of the route's error element; the server refuses the calls as well.
 */
export function FormsLayout() {
  const account = useAccount();
  if (!mayListForms(account)) throw new ApiError(403, 'forbidden');
  return <Outlet />;
}

export { FormsLayout as Component };

import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import type { RouteHandle } from '../../../lib/route-handle';
import { useSession } from '../../../lib/session';

function Crumb() {
  const { t } = useTranslation('management');
  return t('news.crumb');
}

/** /nieuwsbeheer: ROLE_ADMIN or permission MANAGE_NEWS (spec 1 §6; an admin passes every check). */
export function mayManageNews(account: Account): boolean {
  return account.roles.includes('ROLE_ADMIN') || account.permissions.includes('MANAGE_NEWS');
}

/**
 * Layout route of /nieuwsbeheer: anyone who may not manage news gets the 403 'Oeps!' page of the route's error
 * element; a visitor without a session goes to the login. The server refuses the calls on its own as well.
 */
export function NewsManagementLayout() {
  const { session } = useSession();
  if (session?.status !== 'signed-in') return <Navigate to="/" replace />;
  if (!mayManageNews(session.account)) throw new ApiError(403, 'forbidden');
  return <Outlet />;
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { NewsManagementLayout as Component };

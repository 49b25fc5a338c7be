import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { RouteHandle } from '../../../lib/route-handle';
import { useSession } from '../../../lib/session';

function Crumb() {
  const { t } = useTranslation('management');
  return t('faq.crumb');
}

/**
 * Layout route of /informatie/faq-beheer and its form screens: FAQ management requires ROLE_ADMIN (spec 1 §2, §6).
 * Anyone else gets the 403 'Oeps!' page of the route's error element; a visitor without a session goes to the
 * login. The server refuses the calls on its own as well: this only spares the user a screen that cannot work.
 */
export function FaqManagementLayout() {
  const { session } = useSession();
  if (session?.status !== 'signed-in') return <Navigate to="/" replace />;
  if (!session.account.roles.includes('ROLE_ADMIN')) throw new ApiError(403, 'forbidden');
  return <Outlet />;
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { FaqManagementLayout as Component };

import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session';

/** Layout route of the pages only for visitors who are not signed in (spec 1 §2): a signed-in user goes to '/'. */
export function AnonymousOnly() {
  const { session } = useSession();
  if (session?.status === 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}

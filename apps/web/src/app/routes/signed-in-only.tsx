import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session/use-session';

/**
 * Layout route of screens that need a signed-in user (spec 1 §2: "all routes need login unless stated"): a visitor
 * without a session goes to '/', which is the login page for them.
 */
export function SignedInOnly() {
  const { session } = useSession();
  if (session?.status !== 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}

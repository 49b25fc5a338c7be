import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession, type SwitchingState } from '../../lib/session';

// Two screens share '/': each stays its own chunk, and only the one the visitor needs is loaded.
const LoginPage = lazy(() => import('../../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })));
const EducationPage = lazy(() =>
  import('../../features/education/routes/education-page').then((m) => ({ default: m.EducationPage })),
);

/** '/' (spec 1 §2): the login page for an anonymous visitor, the education page (Opleiding) when signed in. */
export function StartPage() {
  const { session } = useSession();
  // Taking over a user lands here before the new account has loaded: the previous one (an admin) would be sent on
  // to its own start route, so wait for the account taken over.
  const switchingTo = (useLocation().state as SwitchingState | null)?.switchingTo;
  if (switchingTo && session?.status === 'signed-in' && session.account.id !== switchingTo) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>{session?.status === 'signed-in' ? <EducationPage /> : <LoginPage />}</Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { withCatalogue } from '../../lib/i18n';
import type { SwitchingState } from '../../lib/session/use-impersonation';
import { useSession } from '../../lib/session/use-session';

// Two screens share '/': each stays its own chunk, and only the one the visitor needs is loaded (main.tsx starts
// that as soon as the account has answered: app/preload.ts).
export const loadLoginPage = withCatalogue(() =>
  import('../../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })),
);
export const loadEducationPage = withCatalogue(() =>
  import('../../features/education/routes/education-page').then((m) => ({ default: m.EducationPage })),
);
const LoginPage = lazy(loadLoginPage);
const EducationPage = lazy(loadEducationPage);

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

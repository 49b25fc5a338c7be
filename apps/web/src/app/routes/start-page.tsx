import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';

// Two screens share '/': each stays its own chunk, and only the one the visitor needs is loaded.
const LoginPage = lazy(() => import('../../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })));
const EducationPage = lazy(() =>
  import('../../features/education/routes/education-page').then((m) => ({ default: m.EducationPage })),
);

/** '/' (spec 1 §2): the login page for an anonymous visitor, the education page (Opleiding) when signed in. */
export function StartPage() {
  const { session } = useSession();
  return (
    <Suspense fallback={<PageLoader />}>{session?.status === 'signed-in' ? <EducationPage /> : <LoginPage />}</Suspense>
  );
}

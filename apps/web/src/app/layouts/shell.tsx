import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Outlet, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { withCatalogue } from '../../lib/i18n';
import { useSession } from '../../lib/session/use-session';
import { MuiProviders } from '../mui-providers';
import { loadChrome } from './load-chrome';
import { Breadcrumbs } from '../navigation/breadcrumbs';
import { AppFrame } from './app-frame';
import { SessionFailed } from './session-failed';

// The screens' error element, lazily from this chunk (see app/router.tsx): it renders inside this shell, whose module
// has loaded by then.
export { RouteErrorPage } from '../../features/errors/components/route-error-page';

// Only an account that must still configure two-factor needs this screen: its own chunk.
const TwoFactorSetupScreen = lazy(withCatalogue(() => import('../../features/auth/routes/two-factor-setup-screen')));

// The signed-in part of the frame (navigation, badges, bell, account menu, impersonation bar) is one chunk, loaded
// once a session is signed in, while the screen's own chunk loads: a signed-out visitor never loads it.
const TopNavigation = lazy(() => loadChrome().then((m) => ({ default: m.TopNavigation })));
const AccountActions = lazy(() => loadChrome().then((m) => ({ default: m.AccountActions })));
const ImpersonationBar = lazy(() => loadChrome().then((m) => ({ default: m.ImpersonationBar })));

/**
 * The app around every screen, with MUI: the theme and snackbars, the frame with its signed-in parts, and the screen.
 * It renders once the startup fetch of the account has answered (spec 1 §4); while the account must configure
 * two-factor, that screen replaces every route. A chunk of its own (layouts/root-layout.tsx loads it at once), so
 * the first chunk stays free of MUI.
 */
export function Shell() {
  // The previous screen stays visible while the next one's chunk loads: show that something is happening.
  const navigating = useNavigation().state === 'loading';
  const { session, failed, retry, fetching } = useSession();

  let content: ReactNode;
  if (session === undefined) {
    content = failed ? <SessionFailed onRetry={() => void retry()} retrying={fetching} /> : <PageLoader />;
  } else if (session.status === 'configuration-required') {
    content = (
      <Suspense fallback={<PageLoader />}>
        <TwoFactorSetupScreen />
      </Suspense>
    );
  } else {
    content = (
      <Box sx={{ position: 'relative' }}>
        {navigating ? <PageLoader /> : null}
        {session.status === 'signed-in' ? <Breadcrumbs /> : null}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    );
  }

  // Each part of the bar appears as its chunk arrives; the bar's height does not change with them.
  const account = session?.status === 'signed-in' ? session.account : undefined;
  return (
    <MuiProviders>
      <AppFrame
        navigation={
          account ? (
            <Suspense fallback={null}>
              <TopNavigation />
            </Suspense>
          ) : undefined
        }
        actions={
          account ? (
            <Suspense fallback={null}>
              <AccountActions account={account} />
            </Suspense>
          ) : undefined
        }
        notice={
          account?.isImitating ? (
            <Suspense fallback={null}>
              <ImpersonationBar account={account} />
            </Suspense>
          ) : undefined
        }
      >
        {content}
      </AppFrame>
    </MuiProviders>
  );
}

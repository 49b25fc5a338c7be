import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../lib/session';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ContributionRequestsLink, NewsLink } from '../navigation/badge-links';
import { Breadcrumbs } from '../navigation/breadcrumbs';
import { TopNavigation } from '../navigation/top-navigation';
import { AccountMenu } from './account-menu';
import { AppFrame } from './app-frame';
import { ImpersonationBar } from './impersonation-bar';
import { SessionFailed } from './session-failed';
import { useHeadingFocusOnNavigation } from './use-heading-focus';

// Only an account that must still configure two-factor needs this screen: its own chunk.
const TwoFactorSetupScreen = lazy(() => import('../../features/auth/routes/two-factor-setup-screen'));

/**
 * Layout route of every screen. The app renders once the startup fetch of the account has answered (spec 1 §4);
 * while the account must configure two-factor, that screen replaces every route.
 */
export function RootLayout() {
  // The previous screen stays visible while the next one's chunk loads: show that something is happening.
  const navigating = useNavigation().state === 'loading';
  const { session, failed, retry, fetching } = useSession();
  useHeadingFocusOnNavigation();

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
        <Outlet />
      </Box>
    );
  }

  const account = session?.status === 'signed-in' ? session.account : undefined;
  return (
    <AppFrame
      navigation={account ? <TopNavigation /> : undefined}
      actions={
        account ? (
          <>
            <ContributionRequestsLink />
            <NewsLink />
            <NotificationBell />
            <AccountMenu account={account} />
          </>
        ) : undefined
      }
      notice={account?.isImitating ? <ImpersonationBar account={account} /> : undefined}
    >
      {content}
      <ScrollRestoration />
    </AppFrame>
  );
}

import { lazy, Suspense } from 'react';
import { ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppFrame } from './app-frame';
import { useHeadingFocusOnNavigation } from './use-heading-focus';

// The shell (MUI, the theme, the session's screens) is asked for as soon as this module runs: it loads while the
// account is fetched (main.tsx) and the route's screen loads.
const shell = import('./shell');
const Shell = lazy(() => shell.then((m) => ({ default: m.Shell })));

/** The frame with a loader: until the shell has arrived, and while the router loads the first screen. */
export function FrameLoader() {
  return (
    <AppFrame>
      <PageLoader />
    </AppFrame>
  );
}

/**
 * Layout route of every screen. The first chunk has only the plain frame (app-frame.tsx) and shows it with a loader
 * until the shell, with MUI and the screens' frame, has arrived.
 */
export function RootLayout() {
  useHeadingFocusOnNavigation();
  return (
    <>
      <Suspense fallback={<FrameLoader />}>
        <Shell />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { AppFrame } from './layouts/app-frame';
import { RootLayout } from './layouts/root-layout';
import { crumb } from './navigation/crumbs';
import { AnonymousOnly } from './routes/anonymous-only';
import { SignedInOnly } from './routes/signed-in-only';
import { StartPage } from './routes/start-page';

// Each screen is its own lazy route module (its own chunk). The error pages are not lazy: they must still render
// when loading a screen's chunk fails (e.g. after a new deployment replaced it).
const errorElement = <RouteErrorPage />;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown on the first load, until the first screen's lazy module has arrived.
    hydrateFallbackElement: (
      <AppFrame>
        <PageLoader />
      </AppFrame>
    ),
    // Only reached when the layout itself fails; the screens' own error elements render inside the layout.
    errorElement: (
      <AppFrame>
        <RouteErrorPage />
      </AppFrame>
    ),
    children: [
      {
        // Login or education page, by session: StartPage loads the one it needs (both lazily).
        index: true,
        element: <StartPage />,
        errorElement,
      },
      {
        element: <AnonymousOnly />,
        errorElement,
        children: [
          { path: 'wachtwoord-vergeten', lazy: () => import('../features/auth/routes/forgot-password-page') },
          { path: 'activeren', lazy: () => import('../features/auth/routes/activation-page') },
          { path: 'verificatiemethode-wijzigen', lazy: () => import('../features/auth/routes/two-factor-reset-page') },
        ],
      },
      {
        element: <SignedInOnly />,
        errorElement,
        children: [
          {
            path: 'notificaties/:id/leermateriaal',
            lazy: () => import('../features/notifications/routes/learning-material-page'),
          },
        ],
      },
      // Crumbs name each screen in the breadcrumbs of the screens below it (lib/route-handle.ts).
      {
        path: 'api-keys',
        handle: crumb('shell:nav.apiKeys'),
        lazy: () => import('../features/api-keys/routes/api-keys-page'),
        errorElement,
      },
      {
        path: 'account',
        handle: crumb('common:account.profile'),
        lazy: () => import('../features/profile/routes/account-page'),
        errorElement,
      },
      {
        path: '*',
        lazy: () => import('../features/errors/routes/not-found-page'),
        errorElement,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

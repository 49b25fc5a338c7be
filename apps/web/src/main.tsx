import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { CoreProviders } from './app/core-providers';
import { preloadFirstScreen } from './app/preload';
import { createAppRouter } from './app/router';
import { loadCatalogue } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { sessionQuery } from './lib/session/get-account';

// The account is asked for at once (spec 1 §4 startup), with the rest of the catalogue that every screen waits for;
// once the account has answered, the chunks of the screen it leads to load while the shell arrives and renders.
// The router is made after the account has been asked for: making it starts loading the route modules of the
// address, which would otherwise go out before the account call.
const queryClient = createQueryClient();
loadCatalogue().catch(() => undefined);
queryClient.fetchQuery(sessionQuery).then(
  (session) => preloadFirstScreen(session, window.location.pathname, router.routes),
  () => undefined,
);

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// Rendered as a transition: React then renders in slices of a few milliseconds, yielding to the browser in between,
// instead of one long task that blocks input while the first screen is built (Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <CoreProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </CoreProviders>
    </StrictMode>,
  );
});

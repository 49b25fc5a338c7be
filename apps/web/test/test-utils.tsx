import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CoreProviders } from '../src/app/core-providers';
import { AppProviders } from '../src/app/providers';
import { routes as appRoutes } from '../src/app/router';

/**
 * Renders routes (the app's own by default) at `path` inside the real providers, with a fresh query client that
 * never retries, so every test starts from nothing. The app's routes bring the theme and snackbars with their shell
 * (as in main.tsx); other routes get them here.
 */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const Providers = routes === appRoutes ? CoreProviders : AppProviders;
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user };
}

export * from './fake-api';

import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute, reply } from '../../../test/test-utils';
import { RootLayout } from '../layouts/root-layout';
import { routes as appRoutes } from '../router';
import { crumb } from './crumbs';
import { DEMO, SHELL_API } from './test-helpers';

function signIn() {
  mockApi({ [SHELL_API.account]: reply(DEMO.beheerder), [SHELL_API.unread]: reply({ totalItems: 0 }) });
}

/** A route tree of the kind later issues add: a list, one user, and the user's edit screen. */
const usersTree: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <p>start</p> },
      {
        path: 'gebruikers',
        handle: crumb('shell:nav.users'),
        children: [
          { index: true, element: <p>lijst</p> },
          {
            path: ':id',
            handle: { crumb: ({ params }: { params: Record<string, string | undefined> }) => `Gebruiker ${params.id}` },
            children: [
              { index: true, element: <p>gebruiker</p> },
              { path: 'bewerken', handle: { crumb: () => 'Bewerken' }, element: <p>bewerken</p> },
            ],
          },
        ],
      },
    ],
  },
];

const trail = () => screen.findByRole('navigation', { name: 'Kruimelpad' });

describe('breadcrumbs', () => {
  it('follow the route tree: a link per level above, the current page last', async () => {
    signIn();
    renderRoute('/gebruikers/42/bewerken', usersTree);
    const nav = await trail();

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gebruikers', '/gebruikers'],
      ['Gebruiker 42', '/gebruikers/42'],
    ]);
    expect(within(nav).getByText('Bewerken')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toContainElement(nav);
  });

  it('lead back up the tree', async () => {
    signIn();
    const { user, router } = renderRoute('/gebruikers/42/bewerken', usersTree);

    await user.click(within(await trail()).getByRole('link', { name: 'Gebruiker 42' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gebruikers/42'));
    expect(await screen.findByText('gebruiker')).toBeInTheDocument();
    expect(within(await trail()).getByText('Gebruiker 42')).toHaveAttribute('aria-current', 'page');
  });

  it('are not shown on a top-level screen', async () => {
    signIn();
    renderRoute('/gebruikers', usersTree);
    expect(await screen.findByText('lijst')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
  });

  it('are not shown to a visitor who is not signed in', async () => {
    renderRoute('/gebruikers/42/bewerken', usersTree);
    expect(await screen.findByText('bewerken')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
  });

  it.each([
    ['account', 'Profiel'],
    ['api-keys', 'API Keys'],
  ])('name the app route /%s "%s" for the screens below it', async (path, name) => {
    signIn();
    // The app's own route object, with a screen below it instead of its lazy module.
    const [root] = appRoutes;
    const route = root?.children?.find((child) => child.path === path);
    expect(route?.handle).toBeDefined();
    const tree: RouteObject[] = [
      {
        element: <RootLayout />,
        children: [
          {
            path,
            handle: route?.handle as unknown,
            element: <Outlet />,
            children: [{ path: 'onder', handle: { crumb: () => 'Onderdeel' }, element: <p>onderdeel</p> }],
          },
        ],
      },
    ];
    renderRoute(`/${path}/onder`, tree);
    expect(within(await trail()).getByRole('link', { name })).toHaveAttribute('href', `/${path}`);
  });
});

import { Button } from '@mui/material';
import { screen, waitFor, within } from '@testing-library/react';
import type { Account } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { callsTo, mockApi, networkError, renderRoute, reply, type FakeAnswer } from '../../test/test-utils';
import { useImpersonate } from '../lib/session';
import { RootLayout } from './layouts/root-layout';

const ACCOUNT = 'GET /api/users/account';
const STOP = 'GET /api/imitate?_switch_user=_exit';
const USER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const START = `GET /api/imitate?_switch_user=${USER_ID}`;

const admin = makeAccount({
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  firstName: 'Marieke',
  insertion: null,
  lastName: 'Jansen',
  fullName: 'Marieke Jansen',
  roles: ['ROLE_ADMIN'],
  permissions: ['IMITATE_USER'],
});
const taken = (overrides: Partial<Account> = {}) =>
  makeAccount({ id: USER_ID, isImitating: true, isImitatingAdmin: true, ...overrides });

describe('while impersonating', () => {
  function render(stop: FakeAnswer = reply(admin)) {
    const fetchMock = mockApi({ [ACCOUNT]: [reply(taken()), reply(admin)], [STOP]: stop });
    window.localStorage.setItem('view', 'participant');
    window.localStorage.setItem('education', 'c56a4180-65aa-42ec-a945-5fd21dec0538');
    return { ...renderRoute('/'), fetchMock };
  }

  it('shows a bar at the top naming the user, in a status region', async () => {
    render();
    const bar = await screen.findByRole('status');
    expect(bar).toHaveTextContent('Je bekijkt het Opleidingsportaal als Lotte de Graaf.');
    expect(screen.getByRole('banner')).toContainElement(bar);
    expect(within(bar).getByRole('button', { name: 'Stop overnemen' })).toBeInTheDocument();
  });

  it('offers "Stop overnemen" in the account menu, before Uitloggen', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profiel', 'Stop overnemen', 'Uitloggen']);
  });

  it('stops from the menu: restores the admin, clears the stored view and education, opens /gebruikers', async () => {
    const { user, router, fetchMock } = render();
    await user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Stop overnemen' }));

    expect(await screen.findByRole('button', { name: 'Marieke Jansen' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gebruikers'));
    expect(screen.queryByText(/Je bekijkt het Opleidingsportaal als/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('view')).toBeNull();
    expect(window.localStorage.getItem('education')).toBeNull();
    expect(callsTo(fetchMock, STOP)).toHaveLength(1);
    // Once at startup, once after stopping.
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(2);
  });

  it('stops from the bar as well', async () => {
    const { user, router } = render();
    const bar = await screen.findByRole('status');
    await user.click(within(bar).getByRole('button', { name: 'Stop overnemen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gebruikers'));
  });

  it('says so and stays when stopping fails', async () => {
    const { user, router } = render(networkError);
    await user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Stop overnemen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het overnemen kon niet worden gestopt. Probeer het opnieuw.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('view')).toBe('participant');
    expect(screen.getByRole('button', { name: 'Lotte de Graaf' })).toBeInTheDocument();
  });

  it('shows no bar and no "Stop overnemen" for a user who is not impersonating', async () => {
    mockApi({ [ACCOUNT]: reply(makeAccount()) });
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Stop overnemen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

/** A stand-in for the users screen (a later issue): one button that takes over Lotte. */
function TakeOver() {
  const { impersonate, isPending } = useImpersonate();
  return (
    <Button onClick={() => impersonate({ id: USER_ID, fullName: 'Lotte de Graaf' })} loading={isPending}>
      impersonate Lotte
    </Button>
  );
}

const harnessRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/gebruikers', element: <TakeOver /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  },
];

describe('useImpersonate', () => {
  function render(start: FakeAnswer, after: Account) {
    const fetchMock = mockApi({ [ACCOUNT]: [reply(admin), reply(after)], [START]: start });
    window.localStorage.setItem('education', 'c56a4180-65aa-42ec-a945-5fd21dec0538');
    return { ...renderRoute('/gebruikers', harnessRoutes), fetchMock };
  }

  it('takes over: clears the saved education, reloads the account and opens the view’s initial route', async () => {
    window.localStorage.setItem('view', 'admin');
    const { user, router, fetchMock } = render(reply(taken()), taken());

    await user.click(await screen.findByRole('button', { name: 'impersonate Lotte' }));

    expect(await screen.findByRole('button', { name: 'Lotte de Graaf' })).toBeInTheDocument();
    // The stored admin view is not Lotte's: her first view (participant) starts at '/'.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('education')).toBeNull();
    expect(callsTo(fetchMock, START)).toHaveLength(1);
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(2);
    expect(await screen.findByRole('status')).toHaveTextContent('Je bekijkt het Opleidingsportaal als Lotte de Graaf.');
  });

  it('keeps a stored view the user has: a teacher opens the agenda', async () => {
    window.localStorage.setItem('view', 'educator');
    const { user, router } = render(reply(taken({ roles: ['ROLE_TEACHER'] })), taken({ roles: ['ROLE_TEACHER'] }));

    await user.click(await screen.findByRole('button', { name: 'impersonate Lotte' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
  });

  it('says the user cannot be impersonated when the server refuses, and stays', async () => {
    const { user, router } = render(reply({ detail: 'forbidden' }, 403), admin);

    await user.click(await screen.findByRole('button', { name: 'impersonate Lotte' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Kan de gebruiker "Lotte de Graaf" niet imiteren.');
    expect(router.state.location.pathname).toBe('/gebruikers');
    expect(window.localStorage.getItem('education')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Marieke Jansen' })).toBeInTheDocument();
  });
});

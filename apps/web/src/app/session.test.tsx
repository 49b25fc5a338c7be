import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { callsTo, mockApi, networkError, pending, renderRoute, reply, SIGNED_OUT } from '../../test/test-utils';

const ACCOUNT = 'GET /api/users/account';
const LOGOUT = 'POST /api/logout';
const signedIn = reply(makeAccount());

describe('startup', () => {
  it('renders no screen until the account fetch has answered', async () => {
    mockApi({ [ACCOUNT]: pending });
    renderRoute('/');

    expect(await screen.findByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Opleidingsportaal');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the login page to a visitor who is signed out', async () => {
    const fetchMock = mockApi({ [ACCOUNT]: SIGNED_OUT });
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the education home with the first name, and the account menu, when signed in', async () => {
    mockApi({ [ACCOUNT]: signedIn });
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Opleiding' })).toBeInTheDocument();
    expect(screen.getByText('Welkom, Lotte')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Lotte de Graaf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Opleiding | Opleidingsportaal'));
  });

  it.each([
    ['the server cannot be reached', networkError],
    ['the server fails', reply({ detail: 'internal_error' }, 500)],
  ])('stops with the spec’s message when %s, and can try again', async (_label, failure) => {
    const fetchMock = mockApi({ [ACCOUNT]: [failure, signedIn] });
    const { user } = renderRoute('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Er is iets fout gegaan bij het inloggen!');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));

    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(2);
  });
});

describe('signed-in shell', () => {
  it('has an account menu with Profiel (/account) and Uitloggen', async () => {
    mockApi({ [ACCOUNT]: signedIn });
    const { user } = renderRoute('/');
    const button = await screen.findByRole('button', { name: 'Lotte de Graaf' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);

    const menu = await screen.findByRole('menu', { name: 'Lotte de Graaf' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profiel', 'Uitloggen']);
    expect(items[0]).toHaveAttribute('href', '/account');
  });

  it('logs out: calls the server, forgets the account and shows the login form at /', async () => {
    const fetchMock = mockApi({ [ACCOUNT]: signedIn, [LOGOUT]: reply({ loggedOut: true }) });
    const { user, router } = renderRoute('/onbekend');
    await user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Lotte de Graaf' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, LOGOUT)).toHaveLength(1);
    // The state after logout is known: no new account fetch.
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(1);
  });

  it('stays signed in and says so when logging out fails', async () => {
    mockApi({ [ACCOUNT]: signedIn, [LOGOUT]: networkError });
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Uitloggen is niet gelukt. Probeer het opnieuw.');
    expect(screen.getByText('Welkom, Lotte')).toBeInTheDocument();
  });
});

describe('anonymous-only routes', () => {
  it('send a signed-in user from /wachtwoord-vergeten to /', async () => {
    mockApi({ [ACCOUNT]: signedIn });
    const { router } = renderRoute('/wachtwoord-vergeten');

    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('stay where they are for a visitor who is signed out', async () => {
    const { router } = renderRoute('/wachtwoord-vergeten');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/wachtwoord-vergeten');
  });
});

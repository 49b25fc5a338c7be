import { screen, waitFor, within } from '@testing-library/react';
import type { Account } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoute, reply } from '../../../test/test-utils';
import { DEMO, FURTHER_EDUCATION_ID, SHELL_API, type DemoLogin } from './test-helpers';

function signInAs(account: Account) {
  return mockApi({ [SHELL_API.account]: reply(account), [SHELL_API.unread]: reply({ totalItems: 0 }) });
}

function renderRouteAs(account: Account, path: string) {
  signInAs(account);
  return renderRoute(path);
}

async function navigation() {
  return screen.findByRole('navigation', { name: 'Hoofdmenu' });
}

function linkNames(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Narrow screens: every media query of the `down(lg)` kind matches. */
function narrowScreen() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  // jsdom has no matchMedia of its own: without it MUI renders the wide layout.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('top navigation per demo login', () => {
  // The labels and order spec 1 §2 lists, for each demo login in its first view (nothing stored).
  it.each([
    ['beheerder', ['Gebruikers', 'Formulieren', 'Modulen', 'API Keys', 'Sync Issues']],
    ['assistent', ['Agenda', 'Beoordelingen', 'Gebruikers', 'Formulieren', 'Modulen']],
    ['docent', ['Agenda', 'Beoordelingen', 'Modulen']],
    ['praktijkopleider', ['Agenda', 'Beoordelingen', 'Mijn deelnemers']],
    ['opleider', ['Agenda', 'Beoordelingen', 'Mijn deelnemers', 'Modulen']],
    ['deelnemer', ['Bij- en nascholing', 'Agenda', 'Gratis E-Learnings (opent in een nieuw tabblad)']],
    ['elearning', ['Gratis E-Learnings']],
    ['multi', ['Agenda', 'Beoordelingen', 'Modulen']],
  ] as [DemoLogin, string[]][])('%s', async (login, expected) => {
    signInAs(DEMO[login]);
    renderRoute('/');
    expect(linkNames(await navigation())).toEqual(expected);
  });

  it('links each item to its screen', async () => {
    signInAs(DEMO.beheerder);
    renderRoute('/');
    const nav = await navigation();
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/gebruikers', '/formulieren', '/modulen', '/api-keys', '/afas/synchronisatie-issues']);
  });

  it('gives the participant the further education and the learning platform in a new tab', async () => {
    signInAs(DEMO.deelnemer);
    renderRoute('/');
    const nav = await navigation();
    expect(within(nav).getByRole('link', { name: 'Bij- en nascholing' })).toHaveAttribute(
      'href',
      `/onderwijs/${FURTHER_EDUCATION_ID}`,
    );
    const elearnings = within(nav).getByRole('link', { name: /^Gratis E-Learnings/ });
    expect(elearnings).toHaveAttribute('href', '/e-learnings/moodle');
    expect(elearnings).toHaveAttribute('target', '_blank');
    expect(elearnings).toHaveAttribute('rel', 'noopener');
  });

  it('opens the e-learning list in place for the e-learning user', async () => {
    signInAs(DEMO.elearning);
    renderRoute('/');
    const link = within(await navigation()).getByRole('link', { name: 'Gratis E-Learnings' });
    expect(link).toHaveAttribute('href', '/e-learnings');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows no navigation to a visitor who is not signed in', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notificaties/ })).not.toBeInTheDocument();
  });
});

describe('switching view', () => {
  it('changes the items with the view', async () => {
    const { user } = renderRouteAs(DEMO.multi, '/');
    expect(linkNames(await navigation())).toEqual(['Agenda', 'Beoordelingen', 'Modulen']);

    await user.click(screen.getByRole('button', { name: 'Lotte de Graaf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deelnemer weergave' }));

    await waitFor(async () =>
      expect(linkNames(await navigation())).toEqual(['Agenda', 'Gratis E-Learnings (opent in een nieuw tabblad)']),
    );

    await user.click(screen.getByRole('button', { name: 'Lotte de Graaf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Opleider weergave' }));
    await waitFor(async () => expect(linkNames(await navigation())).toEqual(['Agenda', 'Beoordelingen', 'Modulen']));
  });

  it('follows the stored view', async () => {
    window.localStorage.setItem('view', 'participant');
    renderRouteAs(DEMO.multi, '/');
    expect(linkNames(await navigation())).toEqual(['Agenda', 'Gratis E-Learnings (opent in een nieuw tabblad)']);
  });
});

describe('the current item', () => {
  it('is marked with aria-current="page", also on screens below it', async () => {
    renderRouteAs(DEMO.beheerder, '/api-keys');
    const nav = await navigation();
    expect(within(nav).getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Gebruikers' })).not.toHaveAttribute('aria-current');
  });

  it('moves along when the user follows another item', async () => {
    const { user, router } = renderRouteAs(DEMO.opleider, '/account');
    const nav = await navigation();
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Mijn deelnemers' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mijn-deelnemers'));
    expect(await within(nav).findByRole('link', { current: 'page' })).toHaveTextContent('Mijn deelnemers');
    // The screen itself comes in a later issue.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });
});

describe('on a narrow screen', () => {
  it('moves the items into a menu that opens from a button and closes after a choice', async () => {
    narrowScreen();
    const { user, router } = renderRouteAs(DEMO.beheerder, '/account');

    const menuButton = await screen.findByRole('button', { name: 'Menu openen' });
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Opleidingsportaal' });
    const nav = within(drawer).getByRole('navigation', { name: 'Hoofdmenu' });
    expect(linkNames(nav)).toEqual(['Gebruikers', 'Formulieren', 'Modulen', 'API Keys', 'Sync Issues']);

    await user.click(within(nav).getByRole('link', { name: 'API Keys' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/api-keys'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Opleidingsportaal' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    const again = await screen.findByRole('dialog', { name: 'Opleidingsportaal' });
    expect(within(again).getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
  });

  it('is keyboard usable: Enter opens, Escape closes and gives focus back to the button', async () => {
    narrowScreen();
    const { user } = renderRouteAs(DEMO.deelnemer, '/account');
    const menuButton = await screen.findByRole('button', { name: 'Menu openen' });

    menuButton.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Opleidingsportaal' });
    expect(within(drawer).getByRole('link', { name: 'Bij- en nascholing' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Opleidingsportaal' })).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/fixtures';
import { mockApi, renderRoute, reply } from '../../test/test-utils';

function signInAs(roles: Role[]) {
  mockApi({ 'GET /api/users/account': reply(makeAccount({ roles })) });
}

async function openMenu(path = '/') {
  const view = renderRoute(path);
  await view.user.click(await screen.findByRole('button', { name: 'Lotte de Graaf' }));
  const menu = await screen.findByRole('menu', { name: 'Lotte de Graaf' });
  return {
    ...view,
    menu,
    items: () =>
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
  };
}

describe('views in the account menu', () => {
  it('lists no views for a user with one view', async () => {
    signInAs(['ROLE_PARTICIPANT']);
    const { items } = await openMenu();
    expect(items()).toEqual(['Profiel', 'Uitloggen']);
  });

  it('lists the other views by priority; the current one is the first available when none is stored', async () => {
    signInAs(['ROLE_ADMIN', 'ROLE_TEACHER', 'ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER']);
    const { items } = await openMenu();
    // Current: admin (highest priority).
    expect(items()).toEqual(['Profiel', 'Opleider weergave', 'Deelnemer weergave', 'E-learning weergave', 'Uitloggen']);
  });

  it('follows the stored view', async () => {
    window.localStorage.setItem('view', 'participant');
    signInAs(['ROLE_PARTICIPANT', 'ROLE_TEACHER']);
    const { items } = await openMenu();
    expect(items()).toEqual(['Profiel', 'Opleider weergave', 'Uitloggen']);
  });

  it('falls back to the first available view when the stored one is not allowed by the roles', async () => {
    window.localStorage.setItem('view', 'admin');
    signInAs(['ROLE_PARTICIPANT', 'ROLE_TEACHER']);
    const { items } = await openMenu();
    expect(items()).toEqual(['Profiel', 'Deelnemer weergave', 'Uitloggen']);
  });

  it('switches: stores the view and opens its initial route', async () => {
    signInAs(['ROLE_PARTICIPANT', 'ROLE_TEACHER']);
    const { user, router } = await openMenu();

    await user.click(screen.getByRole('menuitem', { name: 'Deelnemer weergave' }));

    expect(window.localStorage.getItem('view')).toBe('participant');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lotte de Graaf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Opleider weergave' }));

    expect(window.localStorage.getItem('view')).toBe('educator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agenda'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBeInTheDocument();
  });

  it.each([
    [['ROLE_ADMIN', 'ROLE_PARTICIPANT'], 'Beheerder weergave', 'admin', '/gebruikers'],
    [['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'], 'E-learning weergave', 'e-learning', '/e-learnings'],
  ] as [Role[], string, string, string][])(
    'opens the initial route of each view (%j → %s)',
    async (roles, item, stored, path) => {
      window.localStorage.setItem('view', 'participant');
      signInAs(roles);
      const { user, router } = await openMenu();

      await user.click(screen.getByRole('menuitem', { name: item }));

      expect(window.localStorage.getItem('view')).toBe(stored);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );
});

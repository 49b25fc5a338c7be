import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import {
  admin,
  API,
  BNS_EDUCATION,
  HA_EDUCATION,
  list,
  lister,
  mockUsersApi,
  PIETER,
  PIETER_USER,
  SANNE,
} from '../test-helpers';

const PATH = '/gebruikers';

async function renderPage() {
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Gebruikers' });
  await screen.findByRole('rowheader', { name: /Boer, Pieter de/ });
  return view;
}
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('/gebruikers', () => {
  it('refuses a user without LIST_USERS with the 403 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockUsersApi({}, { ...lister, permissions: [] });
    renderRoute(PATH);
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.table)).toHaveLength(0);
  });

  it('shows name, e-mail, a column per role, AFAS ID and status', async () => {
    mockUsersApi();
    const { user } = await renderPage();
    const table = screen.getByRole('table', { name: 'Gebruikers' });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    // On a desktop the roles most users hold, the AFAS ID, the status and the actions fit (issue 31); the other
    // roles are one click away in 'Kolommen'.
    expect(headers()).toEqual(['Naam', 'E-mailadres', 'Deelnemer', 'Docent', 'AFAS ID', 'Status', 'Acties']);
    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    for (const column of [
      'Beoordelaar',
      'Praktijkopleider',
      'Opleidingsportaal opleider',
      'Programma assistent',
      'E-learninggebruiker',
      'Admin',
    ]) {
      const item = await screen.findByRole('menuitemcheckbox', { name: column });
      expect(item).toHaveAttribute('aria-checked', 'false');
      await user.click(item);
      expect(item).toHaveAttribute('aria-checked', 'true');
    }
    await user.keyboard('{Escape}');
    expect(headers()).toEqual([
      'Naam',
      'E-mailadres',
      'Deelnemer',
      'Docent',
      'Beoordelaar',
      'Praktijkopleider',
      'Opleidingsportaal opleider',
      'Programma assistent',
      'E-learninggebruiker',
      'Admin',
      'AFAS ID',
      'Status',
      'Acties',
    ]);
    expect(within(row('Boer')).getByRole('link', { name: 'Boer, Pieter de' })).toHaveAttribute(
      'href',
      `/gebruikers/${PIETER.id}`,
    );
    expect(within(row('Boer')).getByText('1234567')).toBeInTheDocument();
  });

  it('sends the role filter and the search to the server', async () => {
    const fetchMock = mockUsersApi({
      'GET /api/users?page=1&perPage=10&query=sanne': reply({ items: [SANNE], totalItems: 1, perPage: 10 }),
      'GET /api/users?page=1&perPage=10&query=sanne&filters%5Brole%5D=ROLE_TEACHER': reply({
        items: [SANNE],
        totalItems: 1,
        perPage: 10,
      }),
    });
    const { user } = await renderPage();
    await user.type(screen.getByRole('searchbox'), 'sanne{Enter}');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Boer/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Docent' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/users?page=1&perPage=10&query=sanne&filters%5Brole%5D=ROLE_TEACHER'),
      ).toHaveLength(1),
    );
  });

  it('lets an admin switch a role inline and undoes a refused change with the spec message', async () => {
    const fetchMock = mockUsersApi({
      [API.roles(PIETER.id)]: [
        reply({ detail: 'internal_error' }, 500),
        reply({ ...PIETER_USER, roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'] }),
      ],
    });
    const { user } = await renderPage();
    const teacher = within(row('Boer')).getByRole('checkbox', { name: 'Docent voor Pieter de Boer' });
    expect(teacher).not.toBeChecked();
    await user.click(teacher);
    expect(await screen.findByText('Er is een fout opgetreden, de wijziging is niet opgeslagen!')).toBeInTheDocument();
    await waitFor(() => expect(teacher).not.toBeChecked());
    expect(callsTo(fetchMock, API.roles(PIETER.id))).toEqual([{ roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'] }]);
    await user.click(teacher);
    expect(await screen.findByText('De rollen van Pieter de Boer zijn gewijzigd.')).toBeInTheDocument();
  });

  it('shows roles read-only, and no edit or delete, to a LIST_USERS holder who is no admin', async () => {
    mockUsersApi({}, lister);
    await renderPage();
    expect(within(row('Boer')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(row('Boer')).queryByRole('link', { name: /bewerken/ })).not.toBeInTheDocument();
    expect(within(row('Boer')).queryByRole('button', { name: /verwijderen/ })).not.toBeInTheDocument();
    expect(within(row('Boer')).queryByRole('button', { name: /imiteren/ })).not.toBeInTheDocument();
  });

  it('explains a refused delete of a person with training records', async () => {
    mockUsersApi({
      [API.remove(PIETER.id)]: reply(
        {
          detail: 'user_has_training_records',
          records: { educations: 1, assignments: 3, evaluations: 0, enrolments: 0, presence: 0, certificates: 0 },
        },
        409,
      ),
    });
    const { user } = await renderPage();
    await user.click(within(row('Boer')).getByRole('button', { name: 'Pieter de Boer verwijderen' }));
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText(/heeft opleidingsgegevens/)).toBeInTheDocument();
  });

  it('impersonates a user with one view at once, and asks the view of a user with several', async () => {
    const fetchMock = mockUsersApi({
      [API.imitate(PIETER.id)]: reply({ detail: 'conflict' }, 409),
      [API.imitate(SANNE.id)]: reply({ detail: 'conflict' }, 409),
    });
    const { user } = await renderPage();
    await user.click(within(row('Boer')).getByRole('button', { name: 'Pieter de Boer imiteren' }));
    expect(await screen.findByText('Kan de gebruiker "Pieter de Boer" niet imiteren.')).toBeInTheDocument();
    await user.click(within(row('Jansen')).getByRole('button', { name: 'Sanne Jansen imiteren' }));
    const menu = await screen.findByRole('menu', { name: 'Kies de weergave' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Opleider weergave', 'Deelnemer weergave']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Deelnemer weergave' }));
    await waitFor(() => expect(callsTo(fetchMock, API.imitate(SANNE.id))).toHaveLength(1));
  });

  it('offers the education menu per education with VIEW_EDUCATION: the page, and both PDFs in a new tab', async () => {
    mockUsersApi({}, { ...lister, permissions: ['LIST_USERS', 'VIEW_EDUCATION'] });
    const { user } = await renderPage();
    // Sanne has no education: no menu.
    expect(within(row('Jansen')).queryByRole('button', { name: /Onderwijs van/ })).not.toBeInTheDocument();
    await user.click(within(row('Boer')).getByRole('button', { name: 'Onderwijs van Pieter de Boer' }));
    const menu = await screen.findByRole('menu', { name: 'Onderwijs van Pieter de Boer' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Onderwijs: Huisartsgeneeskunde',
      'Presentieoverzicht: Huisartsgeneeskunde',
      'Opleidingsoverzicht: Huisartsgeneeskunde',
      'Onderwijs: Bij- en nascholing',
      'Presentieoverzicht: Bij- en nascholing',
      'Opleidingsoverzicht: Bij- en nascholing',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      `/gebruikers/onderwijs/${HA_EDUCATION.id}`,
      `/api/education/${HA_EDUCATION.id}/presence-overview`,
      `/api/education/${HA_EDUCATION.id}/overview`,
      `/gebruikers/onderwijs/${BNS_EDUCATION.id}`,
      `/api/education/${BNS_EDUCATION.id}/presence-overview`,
      `/api/education/${BNS_EDUCATION.id}/overview`,
    ]);
    expect(items[1]).toHaveAttribute('target', '_blank');
    expect(items[0]).not.toHaveAttribute('target');
  });

  it('has no education menu without VIEW_EDUCATION', async () => {
    mockUsersApi({}, lister);
    await renderPage();
    expect(within(row('Boer')).queryByRole('button', { name: /Onderwijs van/ })).not.toBeInTheDocument();
  });

  it("links a teacher page with VIEW_TEACHER and an educator page with VIEW_EDUCATOR, by the person's roles", async () => {
    const trainer = { ...SANNE, roles: ['ROLE_PRACTICAL_TRAINER' as const] };
    const table = list(PIETER, SANNE, {
      ...trainer,
      id: 'c0000000-0000-4000-8000-00000000000a',
      fullName: 'Karin Visser',
      fullNameLastNameFirst: 'Visser, Karin',
    });
    mockUsersApi({ [API.table]: table }, { ...lister, permissions: ['LIST_USERS', 'VIEW_TEACHER'] });
    await renderPage();
    expect(within(row('Jansen')).getByRole('link', { name: 'Docentpagina van Sanne Jansen' })).toHaveAttribute(
      'href',
      `/gebruikers/opleider/${SANNE.id}`,
    );
    // A participant has no such page; a practical trainer's needs VIEW_EDUCATOR.
    expect(within(row('Boer')).queryByRole('link', { name: /pagina van/ })).not.toBeInTheDocument();
    expect(within(row('Visser')).queryByRole('link', { name: /pagina van/ })).not.toBeInTheDocument();
  });

  it("gives an admin 'Gegevens downloaden': the export is asked for and the snackbar says what comes next", async () => {
    const fetchMock = mockUsersApi({
      [`POST /api/users/${PIETER.id}/personal-data-exports`]: [
        reply(
          {
            id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
            userId: PIETER.id,
            userName: PIETER.fullName,
            status: 'pending',
            created: '2026-11-25T09:15:00.000Z',
            expires: null,
            size: null,
          },
          202,
        ),
        reply({ detail: 'internal_error' }, 500),
      ],
    });
    const { user } = await renderPage();
    const download = within(row('Boer')).getByRole('button', { name: 'Gegevens van Pieter de Boer downloaden' });
    await user.click(download);
    expect(
      await screen.findByText(
        'De gegevens van Pieter de Boer worden verzameld. Je krijgt een notificatie zodra de download klaarstaat.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/users/${PIETER.id}/personal-data-exports`)).toHaveLength(1);
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    expect(await screen.findByText('Het aanvragen van de gegevens van Pieter de Boer is mislukt.')).toBeInTheDocument();
  });

  it("has no 'Gegevens downloaden' for a LIST_USERS holder, nor for an admin outside the admin view", async () => {
    mockUsersApi({}, lister);
    const first = await renderPage();
    expect(within(row('Boer')).queryByRole('button', { name: /downloaden/ })).not.toBeInTheDocument();
    first.unmount();
    window.localStorage.setItem('view', 'educator');
    mockUsersApi({}, { ...admin, roles: ['ROLE_ADMIN', 'ROLE_TEACHER'] });
    await renderPage();
    expect(within(row('Boer')).queryByRole('button', { name: /downloaden/ })).not.toBeInTheDocument();
    window.localStorage.removeItem('view');
  });
});

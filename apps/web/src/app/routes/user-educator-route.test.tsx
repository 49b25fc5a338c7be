import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listSearchParams, type EducatorEvent, type MyParticipant, type User } from '@portal/contracts';
import { educatorEventsUrl } from '../../features/educator-modules/api/get-educator-events';
import { admin, API, lister, mockUsersApi, PIETER_USER } from '../../features/users/test-helpers';
import { callsTo, renderRoute, reply } from '../../../test/test-utils';

const TEACHER: User = {
  ...PIETER_USER,
  id: 'd1000000-0000-4000-8000-000000000001',
  fullName: 'Pieter Bakker',
  fullNameLastNameFirst: 'Bakker, Pieter',
  roles: ['ROLE_TEACHER'],
};
const TRAINER: User = {
  ...PIETER_USER,
  id: 'd2000000-0000-4000-8000-000000000002',
  fullName: 'Karin Visser',
  fullNameLastNameFirst: 'Visser, Karin',
  roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_TEACHER'],
};
const EVENT: EducatorEvent = {
  id: 'e1000000-0000-4000-8000-000000000001',
  afasId: '31017',
  name: 'Terugkomdag huisartsgeneeskunde',
  status: 'definitive',
  startDate: '2026-12-03',
  endDate: '2026-12-03',
  writePermissions: true,
  moodleCourseId: '42',
};
const PARTICIPANT: MyParticipant = {
  id: 'f1000000-0000-4000-8000-000000000001',
  user: {
    id: 'f2000000-0000-4000-8000-000000000002',
    fullName: 'Lotte de Graaf',
    fullNameLastNameFirst: 'Graaf, Lotte de',
  },
  name: 'Huisartsgeneeskunde',
  cohortName: 'HA 2025-1',
  startDate: '2025-09-01',
  status: 'interruption',
  furtherEducation: false,
  progress: { finishedModules: 3, totalModules: 12 },
  staffRoles: ['practical_trainer'],
};

const eventsOf = (id: string) =>
  `GET ${educatorEventsUrl({ dateRange: 'current', query: '', permissions: null, status: null, onlyOwnEvents: true, educatorId: id }, 1)}`;
const archiveOf = (id: string) =>
  `GET ${educatorEventsUrl({ dateRange: 'archive', query: '', permissions: null, status: null, onlyOwnEvents: true, educatorId: id }, 1)}`;
const participantsOf = (id: string) =>
  `GET /api/my-participants/educator/${id}?${listSearchParams({ page: 1, perPage: 10, order: { status: 'desc' } }).toString()}`;
const page = <T,>(...items: T[]) => reply({ items, totalItems: items.length, perPage: 10 });

describe('/gebruikers/opleider/{id}', () => {
  it("shows a teacher's modules (their events) under the name, with learning material for an admin", async () => {
    const fetchMock = mockUsersApi({
      [API.user(TEACHER.id)]: reply(TEACHER),
      [eventsOf(TEACHER.id)]: page(EVENT),
      [archiveOf(TEACHER.id)]: page(),
    });
    const { user } = renderRoute(`/gebruikers/opleider/${TEACHER.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pieter Bakker' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar gebruikers' })).toHaveAttribute('href', '/gebruikers');
    expect(screen.getByRole('tab', { name: 'Modulen', selected: true })).toBeVisible();
    // A teacher has no participants tab.
    expect(screen.queryByRole('tab', { name: 'Deelnemers' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Modulen' });
    expect(within(table).getByRole('rowheader', { name: EVENT.name })).toBeVisible();
    expect(within(table).getByRole('link', { name: `Leermateriaal van ${EVENT.name} openen` })).toHaveAttribute(
      'href',
      `/modulen/user/${TEACHER.id}/evenement/${EVENT.id}/leermateriaal`,
    );
    expect(callsTo(fetchMock, eventsOf(TEACHER.id))).toHaveLength(1);
    // Archief asks that teacher's archive.
    await user.click(screen.getByRole('radio', { name: 'Archief' }));
    expect(await screen.findByText('Er zijn geen modules gevonden.')).toBeVisible();
    expect(callsTo(fetchMock, archiveOf(TEACHER.id))).toHaveLength(1);
  });

  it('leaves the learning material out for a VIEW_TEACHER holder who is no admin (the redirect is not theirs)', async () => {
    mockUsersApi(
      { [API.user(TEACHER.id)]: reply(TEACHER), [eventsOf(TEACHER.id)]: page(EVENT) },
      { ...lister, permissions: ['LIST_USERS', 'VIEW_TEACHER'] },
    );
    renderRoute(`/gebruikers/opleider/${TEACHER.id}`);
    const table = await screen.findByRole('table', { name: 'Modulen' });
    expect(within(table).getByRole('rowheader', { name: EVENT.name })).toBeVisible();
    expect(within(table).queryByRole('link', { name: /Leermateriaal/ })).toBeNull();
  });

  it("shows a practical trainer's participants, linked to their education, and keeps the tab in the hash", async () => {
    const fetchMock = mockUsersApi({
      [API.user(TRAINER.id)]: reply(TRAINER),
      [eventsOf(TRAINER.id)]: page(EVENT),
      [participantsOf(TRAINER.id)]: page(PARTICIPANT),
    });
    const { user, router } = renderRoute(`/gebruikers/opleider/${TRAINER.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karin Visser' })).toBeVisible();
    // Both a teacher and a practical trainer: both tabs, the modules first.
    expect(screen.getByRole('tab', { name: 'Modulen', selected: true })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Deelnemers' }));
    expect(router.state.location.hash).toBe('#tab=deelnemers');
    const table = await screen.findByRole('table', { name: 'Deelnemers' });
    const row = within(table).getByRole('rowheader', { name: 'Graaf, Lotte de' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Graaf, Lotte de' })).toHaveAttribute(
      'href',
      `/gebruikers/onderwijs/${PARTICIPANT.id}`,
    );
    expect(within(row).getByText('Huisartsgeneeskunde')).toBeVisible();
    expect(within(row).getByText('HA 2025-1')).toBeVisible();
    expect(within(row).getByText('01-09-2025')).toBeVisible();
    expect(within(row).getByText('Onderbreking')).toBeVisible();
    expect(within(row).getByText('3 van 12 modules afgerond')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Presentieoverzicht van Lotte de Graaf (opent in een nieuw tabblad)' }),
    ).toHaveAttribute('href', `/api/education/${PARTICIPANT.id}/presence-overview`);
    expect(
      within(row).getByRole('link', { name: 'Opleidingsoverzicht van Lotte de Graaf (opent in een nieuw tabblad)' }),
    ).toHaveAttribute('target', '_blank');
    expect(callsTo(fetchMock, participantsOf(TRAINER.id))).toHaveLength(1);
  });

  it('opens the tab the hash names', async () => {
    mockUsersApi({ [API.user(TRAINER.id)]: reply(TRAINER), [participantsOf(TRAINER.id)]: page(PARTICIPANT) });
    renderRoute(`/gebruikers/opleider/${TRAINER.id}#tab=deelnemers`);
    expect(await screen.findByRole('tab', { name: 'Deelnemers', selected: true })).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Graaf, Lotte de' })).toBeVisible();
  });

  it('shows only what the viewer may see: participants need VIEW_EDUCATOR, modules VIEW_TEACHER', async () => {
    const fetchMock = mockUsersApi(
      { [API.user(TRAINER.id)]: reply(TRAINER), [participantsOf(TRAINER.id)]: page(PARTICIPANT) },
      { ...lister, permissions: ['LIST_USERS', 'VIEW_EDUCATOR'] },
    );
    renderRoute(`/gebruikers/opleider/${TRAINER.id}`);
    expect(await screen.findByRole('tab', { name: 'Deelnemers', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Modulen' })).toBeNull();
    await screen.findByRole('rowheader', { name: 'Graaf, Lotte de' });
    expect(callsTo(fetchMock, eventsOf(TRAINER.id))).toHaveLength(0);
  });

  it("shows the person's agenda in its own tab, without the feed controls (a feed address is one's own)", async () => {
    const fetchMock = mockUsersApi(
      {
        [API.user(TEACHER.id)]: reply(TEACHER),
        [`GET /api/users/${TEACHER.id}/educator-schedule?includePastItems=0`]: reply({ items: [], totalItems: 0 }),
      },
      { ...lister, permissions: ['LIST_USERS', 'VIEW_TEACHER'] },
    );
    renderRoute(`/gebruikers/opleider/${TEACHER.id}#tab=agenda`);
    expect(await screen.findByRole('tab', { name: 'Agenda', selected: true })).toBeVisible();
    expect(await screen.findByText('Items afgelopen maand tonen')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
      'href',
      `/api/users/${TEACHER.id}/educator-schedule/csv-export?includePastItems=0`,
    );
    expect(screen.queryByRole('button', { name: 'Agenda synchroniseren' })).toBeNull();
    expect(callsTo(fetchMock, `GET /api/users/${TEACHER.id}/educator-schedule?includePastItems=0`)).toHaveLength(1);
  });

  it('says so when there is nothing the viewer may see of this person', async () => {
    mockUsersApi({ [API.user(TRAINER.id)]: reply(TRAINER) }, lister);
    renderRoute(`/gebruikers/opleider/${TRAINER.id}`);
    expect(
      await screen.findByText('Deze gebruiker heeft geen docent- of opleiderspagina die je mag bekijken.'),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the not-found page for an unknown person', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockUsersApi({}, admin);
    renderRoute(`/gebruikers/opleider/d9000000-0000-4000-8000-000000000009`);
    expect(await screen.findByText('Pagina niet gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as browserLocation from '../../../lib/browser-location';
import { makeAccount } from '../../../../test/fixtures';
import { mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../test/education-fixtures';

const PATH = `/onderwijs/${EDUCATION_ID}`;
const EVENT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const EVENT_WITHOUT_COURSE = '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b';
const event = (id: string, hasLearningMaterial: boolean) => ({
  id,
  name: 'Uitvoering',
  startDate: '2026-03-01',
  workshops: false,
  workshopsEditableUntil: null,
  hasLearningMaterial,
});

const modules = [
  makeModule({
    publishedName: 'Toxicologie',
    type: 'IKO',
    startDate: '2026-02-01',
    finished: true,
    status: 'finished',
  }),
  makeModule({
    publishedName: 'Arbeid en gezondheid',
    type: 'IO',
    startDate: '2026-03-01',
    finishedAssignments: 1,
    totalAssignments: 2,
    events: [event(EVENT_ID, true)],
    presenceItems: [
      {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        sessionId: '2a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        sessionName: 'Dag 1',
        sessionDate: '2026-03-01',
        sessionStartTime: '09:00',
        sessionEndTime: '17:00',
        present: false,
        catchingUpEventId: null,
        catchingUpPresenceItemId: null,
        catchingUpSessionName: 'Inhaaldag',
        catchingUpSessionDate: null,
        catchingUpSessionStartTime: null,
        catchingUpSessionEndTime: null,
        catchingUpAssignmentId: null,
        catchingUpAssignmentName: null,
        compensationProcessedAt: '2026-03-10T10:00:00+01:00',
      },
    ],
    assignments: [
      {
        id: '3a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        name: 'Reflectieverslag',
        state: 'in_review',
        finished: false,
        draft: false,
        notAssigned: false,
        assignedLevel: null,
        requestedLevel: null,
        deliveryDate: null,
        created: '2026-03-02T10:00:00+01:00',
        submitted: '2026-03-03T10:00:00+01:00',
        valuation: null,
        assignmentContainerId: null,
        deletable: false,
      },
    ],
  }),
  makeModule({ publishedName: 'Beroepsziekten', type: 'IO', events: [event(EVENT_WITHOUT_COURSE, false)] }),
];

function api(overrides: Record<string, ReturnType<typeof reply>> = {}) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(makeEducation()),
    [API.institute]: reply({ items: modules, totalItems: modules.length }),
    [API.practical]: reply({ items: [], totalItems: 0 }),
    [API.periods]: reply({
      items: [
        {
          id: '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          name: 'Periode 1',
          institution: 'Ziekenhuis Oost',
          matchStatus: 'Geplaatst',
          startDate: '2025-09-01',
          endDate: '2026-08-31',
          practicalTrainer: 'A. Bakker',
          remarks: null,
        },
      ],
      totalItems: 1,
    }),
    ...overrides,
  });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(() => vi.restoreAllMocks());

describe('education page (/onderwijs/{id})', () => {
  it('shows the tabs, keeps the chosen one in the hash and opens a deep link', async () => {
    api();
    const { user, router } = renderRoute(PATH);
    const tabs = await screen.findByRole('tablist', { name: 'Onderdelen van de opleiding' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Instituutsopleiding', 'Praktijkopleiding', 'Portfolio', 'Opleidingsgegevens', 'Downloads']);
    await user.click(within(tabs).getByRole('tab', { name: 'Opleidingsgegevens' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#tab=opleidingsgegevens'));
    expect(await screen.findByText('€ 1.234,50')).toBeVisible();
  });

  it('opens the tab of a deep link; Praktijkopleiding only with practical modules', async () => {
    api({ [API.education]: reply(makeEducation({ practicalModules: false })) });
    renderRoute(`${PATH}#tab=downloads`);
    const tabs = await screen.findByRole('tablist', { name: 'Onderdelen van de opleiding' });
    expect(within(tabs).queryByRole('tab', { name: 'Praktijkopleiding' })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Je hebt nog geen eigen materiaal toegevoegd.')).toBeVisible();
  });

  it('says so when the education cannot be loaded', async () => {
    api({ [API.education]: reply({ detail: 'not_found' }, 404) });
    renderRoute(PATH);
    expect(await screen.findByText('Er is iets fout gegaan bij het ophalen van het onderwijs.')).toBeVisible();
  });

  it('shows Opleidingsgegevens: the fields, the cards and the period table', async () => {
    api();
    const { user } = renderRoute(`${PATH}#tab=opleidingsgegevens`);
    expect(await screen.findByText('amg@example.nl')).toBeVisible();
    expect(screen.getByText('Jansen, Piet')).toBeVisible();
    expect(screen.getByText('Bakker, Anne')).toBeVisible();
    expect(screen.getByText('Sanne Visser')).toBeVisible();
    expect(screen.getByText('80%')).toBeVisible();
    expect(screen.getByText('01-09-2025')).toBeVisible();
    expect(screen.getByText('€ 1.234,50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Meer informatie' }));
    expect(screen.getByText('05-01-2026')).toBeVisible();
    expect(screen.getByText('31-08-2029')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Presentieoverzicht' })).toHaveAttribute(
      'href',
      `/api/education/${EDUCATION_ID}/presence-overview`,
    );
    expect(screen.getByRole('link', { name: 'Studiegids' })).toHaveAttribute('href', 'https://example.nl/studiegids');
    expect(screen.getByText('3 van 12')).toBeVisible();
    expect(screen.getByText('Totaal punten keuzeonderwijs')).toBeVisible();
    expect(screen.getByText(/M&G stage/)).toHaveTextContent('M&G stage: 6 van 10');
    const periods = await screen.findByRole('table', { name: 'Perioden' });
    expect(within(periods).getByText('Ziekenhuis Oost')).toBeVisible();
    expect(within(periods).getByText('Einddatum (t/m)')).toBeInTheDocument();
  });

  it('leaves out the elective points card without elective hours', async () => {
    api({ [API.education]: reply(makeEducation({ electiveCourseHours: 0 })) });
    renderRoute(`${PATH}#tab=opleidingsgegevens`);
    expect(await screen.findByText('3 van 12')).toBeVisible();
    expect(screen.queryByText('Totaal punten keuzeonderwijs')).toBeNull();
  });

  it('lists modules sorted by name, filters, searches, hides finished ones and remembers expansions', async () => {
    api();
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: 'Instituutsopleiding' });
    expect(names(table)).toEqual(['Arbeid en gezondheid', 'Beroepsziekten', 'Toxicologie']);
    expect(within(table).getByText('1/2')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Naam' }));
    expect(names(table)).toEqual(['Toxicologie', 'Beroepsziekten', 'Arbeid en gezondheid']);
    await user.click(within(table).getByRole('button', { name: 'Startdatum' }));
    expect(names(table)).toEqual(['Toxicologie', 'Arbeid en gezondheid', 'Beroepsziekten']);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Intern keuzeonderwijs' }));
    await user.keyboard('{Escape}');
    expect(names(table)).toEqual(['Toxicologie']);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Intern keuzeonderwijs' }));
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'ziek');
    expect(names(table)).toEqual(['Beroepsziekten']);
    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));

    await user.click(screen.getByRole('switch', { name: 'Afgeronde modulen verbergen' }));
    expect(names(table)).toEqual(['Arbeid en gezondheid', 'Beroepsziekten']);
    expect(window.localStorage.getItem('hide_finished_modules')).toBe('true');

    await user.click(within(table).getByRole('button', { name: 'Arbeid en gezondheid uitklappen' }));
    expect(await within(table).findByText('Dag 1')).toBeVisible();
    expect(within(table).getByText('Reflectieverslag')).toBeVisible();
    expect(within(table).getByRole('img', { name: 'Inhaalactiviteit verwerkt' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('expanded_modules')!)).toEqual([modules[1]!.id]);

    await user.click(screen.getByRole('button', { name: 'Alles inklappen' }));
    expect(within(table).queryByText('Dag 1')).toBeNull();
    expect(window.localStorage.getItem('expanded_modules')).toBe('[]');
  });

  it('offers the type filter only with several types', async () => {
    api({ [API.institute]: reply({ items: [modules[1]], totalItems: 1 }) });
    renderRoute(PATH);
    await screen.findByRole('table', { name: 'Instituutsopleiding' });
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
  });

  it('opens learning material at the click, and shows Helaas! without a course id', async () => {
    const leave = vi.spyOn(browserLocation, 'leavePortal').mockImplementation(() => {});
    const fetchMock = api({
      [API.material(EVENT_ID)]: reply({ loginUrl: 'https://moodle.example.nl/auth/userkey/login.php?key=abc' }),
      [API.material(EVENT_WITHOUT_COURSE)]: reply({ detail: 'learning_material_missing' }, 404),
    });
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: 'Instituutsopleiding' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('moodle-redirect'))).toBe(false);

    await user.click(within(table).getByRole('button', { name: 'Leermateriaal van Arbeid en gezondheid' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://moodle.example.nl/auth/userkey/login.php?key=abc'));

    await user.click(within(table).getByRole('button', { name: 'Leermateriaal van Beroepsziekten' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Module, Note } from '@portal/contracts';
import { makeAccount } from '../../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../../test/education-fixtures';
import { makeModuleAssignment } from '../../test/event-fixtures';
import { byNumberInName, requestableLevels } from './epa-levels';

const PATH = `/onderwijs/${EDUCATION_ID}#tab=portfolio`;
const TRAINER_ID = 'c0000000-0000-4000-8000-000000000003';

const guidance = [
  makeModule({
    publishedName: 'Voortgangsgesprekken',
    type: 'BEG',
    moduleType: 'guidance',
    minimumAssignments: 6,
    finishedAssignments: 1,
    assignments: [
      makeModuleAssignment({ name: 'Voortgangsgesprek jaar 1', state: 'finished', finished: true }),
      makeModuleAssignment({ name: 'Voortgangsgesprek jaar 2', state: 'open', deletable: true }),
    ],
  }),
  makeModule({
    publishedName: 'Persoonlijk ontwikkelplan (POP)',
    type: 'BEG',
    moduleType: 'guidance',
    minimumAssignments: 3,
    finishedAssignments: 2,
    assignments: [makeModuleAssignment({ name: 'Reflectieverslag avonddienst', state: 'in_review' })],
  }),
];

const epaLevels = (max: number, current: number, doing: number[] = []): Module['levels'] =>
  Array.from({ length: max }, (_, i) => i + 1).map((level) => ({
    level,
    state: level <= current ? 'finished' : doing.includes(level) ? 'doing' : 'todo',
  }));
const EPA_REQUEST_ID = 'a1000000-0000-4000-8000-0000000000e1';
const epa = [
  makeModule({
    publishedName: 'EPA 10 Spoed',
    type: 'EPA',
    moduleType: 'epa',
    currentLevel: null,
    maxLevel: 4,
    levels: epaLevels(4, 0),
  }),
  makeModule({
    publishedName: 'EPA 2 Chronische zorg',
    type: 'EPA',
    moduleType: 'epa',
    currentLevel: 2,
    maxLevel: 5,
    levels: epaLevels(5, 2, [3]),
    assignments: [
      makeModuleAssignment({
        id: EPA_REQUEST_ID,
        name: 'EPA 2 Chronische zorg – niveau 3',
        state: 'in_review',
        requestedLevel: 3,
      }),
    ],
  }),
  makeModule({
    publishedName: 'EPA 1 Acute zorg',
    type: 'EPA',
    moduleType: 'epa',
    currentLevel: 5,
    maxLevel: 5,
    levels: epaLevels(5, 5),
  }),
];

const NOTE_ID = 'b1000000-0000-4000-8000-0000000000a1';
const notes: Note[] = [
  {
    id: NOTE_ID,
    message: 'Goed gesprek gehad over de avonddiensten.',
    created: '2026-03-10T14:05:00+01:00',
    author: { id: TRAINER_ID, fullName: 'Karin Visser' },
    deletable: true,
  },
  {
    id: 'b1000000-0000-4000-8000-0000000000a2',
    message: 'Start opleiding.',
    created: '2025-09-01T09:00:00+02:00',
    author: null,
    deletable: false,
  },
];

function api(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}, education = makeEducation()) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(education),
    [API.guidance]: reply({ items: guidance, totalItems: guidance.length }),
    [API.epa]: reply({ items: epa, totalItems: epa.length }),
    [API.notes]: reply({ items: notes, totalItems: notes.length }),
    ...overrides,
  });
}

const noContent: FakeAnswer = () => new Response(null, { status: 204 });

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the Portfolio tab: its tabs', () => {
  it('sits between Praktijkopleiding and Opleidingsgegevens; Voortgang en begeleiding by default', async () => {
    api({}, makeEducation({ epaModules: true }));
    const { user, router } = renderRoute(`/onderwijs/${EDUCATION_ID}`);
    const tabs = await screen.findByRole('tablist', { name: 'Onderdelen van de opleiding' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Instituutsopleiding', 'Praktijkopleiding', 'Portfolio', 'Opleidingsgegevens', 'Downloads']);
    await user.click(within(tabs).getByRole('tab', { name: 'Portfolio' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#tab=portfolio'));
    const portfolio = await screen.findByRole('tablist', { name: 'Onderdelen van het portfolio' });
    // The spec's four, in its order (KBA's/EPA's as the education has EPA modules).
    expect(
      within(portfolio)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Voortgang en begeleiding', 'Producten', "KBA's/EPA's", 'Aanvragen']);
    expect(within(portfolio).getByRole('tab', { name: 'Voortgang en begeleiding' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("remembers the chosen tab; KBA's/EPA's only with EPA modules", async () => {
    api({}, makeEducation({ epaModules: true }));
    const first = renderRoute(PATH);
    const portfolio = await screen.findByRole('tablist', { name: 'Onderdelen van het portfolio' });
    await first.user.click(within(portfolio).getByRole('tab', { name: "KBA's/EPA's" }));
    expect(window.localStorage.getItem('portfolio_tab')).toBe('kba-epa');
    expect(await screen.findByRole('table', { name: "KBA's/EPA's" })).toBeVisible();
    first.unmount();

    const second = renderRoute(PATH);
    expect(await screen.findByRole('table', { name: "KBA's/EPA's" })).toBeVisible();
    second.unmount();

    // An education without EPA modules: the remembered tab is not there, the first one shows.
    api({}, makeEducation({ epaModules: false }));
    renderRoute(PATH);
    const other = await screen.findByRole('tablist', { name: 'Onderdelen van het portfolio' });
    expect(within(other).queryByRole('tab', { name: "KBA's/EPA's" })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Begeleiding' })).toBeVisible();
  });
});

describe('Voortgang en begeleiding', () => {
  it('lists the guidance modules with finished/minimum, searches and expands to linked assignments', async () => {
    const fetchMock = api();
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: 'Begeleiding' });
    expect(callsTo(fetchMock, API.guidance)).toHaveLength(1);
    expect(rowNames(table)).toEqual(['Persoonlijk ontwikkelplan (POP)', 'Voortgangsgesprekken']);
    expect(within(table).getByText('1/6')).toBeVisible();
    expect(within(table).getByText('2/3')).toBeVisible();

    // The search finds a module by its own name or by one of its assignments.
    const search = screen.getByRole('searchbox', { name: 'Zoeken in begeleiding' });
    await user.type(search, 'avonddienst');
    expect(rowNames(table)).toEqual(['Persoonlijk ontwikkelplan (POP)']);
    await user.clear(search);
    await user.type(search, 'niets');
    expect(within(table).getByText('Geen resultaten')).toBeVisible();
    await user.clear(search);

    const expand = within(table).getByRole('button', { name: 'Voortgangsgesprekken uitklappen' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    const collapse = within(table).getByRole('button', { name: 'Voortgangsgesprekken inklappen' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    // Finished: the read-only view; open and the participant's: the page to work on it.
    expect(within(table).getByRole('link', { name: 'Voortgangsgesprek jaar 1' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${guidance[0]!.assignments[0]!.id}/bekijken`,
    );
    expect(within(table).getByRole('link', { name: 'Voortgangsgesprek jaar 2' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${guidance[0]!.assignments[1]!.id}`,
    );
    // Deletable only when the row says so (the app composes the delete in: see app/routes).
    expect(within(table).getByRole('button', { name: 'Voortgangsgesprek jaar 2 verwijderen' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Voortgangsgesprek jaar 1 verwijderen' })).toBeNull();
  });

  it('deletes a guidance assignment after confirmation, as elsewhere', async () => {
    const target = guidance[0]!.assignments[1]!;
    const after = [{ ...guidance[0]!, assignments: [guidance[0]!.assignments[0]!] }, guidance[1]!];
    const fetchMock = api({
      [API.guidance]: [reply({ items: guidance, totalItems: 2 }), reply({ items: after, totalItems: 2 })],
      [`DELETE /api/assignment/${target.id}`]: noContent,
    });
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: 'Begeleiding' });
    await user.click(within(table).getByRole('button', { name: 'Voortgangsgesprekken uitklappen' }));
    await user.click(within(table).getByRole('button', { name: 'Voortgangsgesprek jaar 2 verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De opdracht is verwijderd.')).toBeVisible();
    expect(callsTo(fetchMock, `DELETE /api/assignment/${target.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('Voortgangsgesprek jaar 2')).toBeNull());
  });

  it('says so when the modules cannot be loaded', async () => {
    api({ [API.guidance]: reply({ detail: 'internal_error' }, 500) });
    renderRoute(PATH);
    expect(await screen.findByText('Er is iets fout gegaan bij het ophalen van het portfolio.')).toBeVisible();
  });
});

describe('the logbook (notes log)', () => {
  it("is the participant's own log: reads, adds and deletes the notes the server allows", async () => {
    const added: Note = {
      id: 'b1000000-0000-4000-8000-0000000000a3',
      message: 'Nieuwe leerdoelen voor jaar 2.',
      created: '2026-04-01T10:00:00+02:00',
      author: { id: makeAccount().id, fullName: 'Lotte de Graaf' },
      deletable: true,
    };
    const fetchMock = api({
      [API.notes]: [
        reply({ items: notes, totalItems: 2 }),
        reply({ items: [added, ...notes], totalItems: 3 }),
        reply({ items: [added, notes[1]], totalItems: 2 }),
      ],
      [API.postNote]: reply(added, 201),
      [API.deleteNote(NOTE_ID)]: noContent,
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Logboek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logboek' });
    const list = await within(dialog).findByRole('list', { name: 'Notities' });
    expect(within(list).getByText('Goed gesprek gehad over de avonddiensten.')).toBeVisible();
    expect(within(list).getByText('Karin Visser, 10-03-2026 14:05')).toBeVisible();
    expect(within(list).getByText('Onbekend, 01-09-2025 09:00')).toBeVisible();
    // Only the note the server marks deletable.
    expect(within(list).getAllByRole('button', { name: /^Notitie van .* verwijderen$/ })).toHaveLength(1);

    const add = within(dialog).getByRole('button', { name: 'Notitie toevoegen' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nieuwe notitie' }), 'Nieuwe leerdoelen voor jaar 2.');
    await user.click(add);
    expect(await within(dialog).findByText('Nieuwe leerdoelen voor jaar 2.', { selector: 'p' })).toBeVisible();
    expect(callsTo(fetchMock, API.postNote)).toEqual([{ message: 'Nieuwe leerdoelen voor jaar 2.' }]);
    expect(within(dialog).getByRole('textbox', { name: 'Nieuwe notitie' })).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Notitie van 10-03-2026 14:05 verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De notitie is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Goed gesprek gehad over de avonddiensten.')).toBeNull());
    expect(callsTo(fetchMock, API.deleteNote(NOTE_ID))).toHaveLength(1);
  });

  it("says 'Fout bij ophalen van notities.' and 'Fout bij opslaan van notities.'", async () => {
    api({
      [API.notes]: reply({ detail: 'internal_error' }, 500),
      [API.postNote]: reply({ detail: 'internal_error' }, 500),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Logboek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logboek' });
    expect(await within(dialog).findByText('Fout bij ophalen van notities.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nieuwe notitie' }), 'Tekst');
    await user.click(within(dialog).getByRole('button', { name: 'Notitie toevoegen' }));
    expect(await screen.findByText('Fout bij opslaan van notities.')).toBeInTheDocument();
    // What was typed is kept for another try.
    expect(within(dialog).getByRole('textbox', { name: 'Nieuwe notitie' })).toHaveValue('Tekst');
  });
});

describe("KBA's/EPA's", () => {
  it('orders by the number in the name; Niveau behaald; levels Behaald and In afwachting', async () => {
    window.localStorage.setItem('portfolio_tab', 'kba-epa');
    api({}, makeEducation({ epaModules: true }));
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: "KBA's/EPA's" });
    expect(rowNames(table)).toEqual(['EPA 1 Acute zorg', 'EPA 2 Chronische zorg', 'EPA 10 Spoed']);
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('EPA 2 Chronische zorg')[0]).toBe('2');
    expect(cells('EPA 10 Spoed')[0]).toBe('Nog geen');
    // Nothing left to ask: no button.
    expect(within(table).queryByRole('button', { name: 'Niveau aanvragen voor EPA 1 Acute zorg' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'EPA 2 Chronische zorg uitklappen' }));
    const levels = within(table).getByRole('list', { name: 'Niveaus van EPA 2 Chronische zorg' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Niveau 1Behaald',
      'Niveau 2Behaald',
      'Niveau 3In afwachting',
      'Niveau 4Nog niet behaald',
      'Niveau 5Nog niet behaald',
    ]);
    expect(within(table).getByText(/Te beoordelen · aangevraagd niveau 3/)).toBeVisible();
    // The participant does not grant levels.
    expect(within(table).queryByRole('button', { name: /^Niveau toekennen/ })).toBeNull();
  });

  it('offers only the levels above the current one that are not pending', async () => {
    window.localStorage.setItem('portfolio_tab', 'kba-epa');
    api({}, makeEducation({ epaModules: true }));
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: "KBA's/EPA's" });
    await user.click(within(table).getByRole('button', { name: 'Niveau aanvragen voor EPA 2 Chronische zorg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niveau aanvragen' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Welk niveau vraag je aan?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Niveau 4', 'Niveau 5']);
    expect(within(group).getByRole('radio', { name: 'Niveau 4' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets staff who assess the participant grant a level (1 to maxLevel) with its snackbars', async () => {
    window.localStorage.setItem('portfolio_tab', 'kba-epa');
    const trainer = makeAccount({ id: TRAINER_ID, roles: ['ROLE_PRACTICAL_TRAINER'], fullName: 'Karin Visser' });
    const education = makeEducation({
      epaModules: true,
      practicalEducators: [{ id: TRAINER_ID, fullNameLastNameFirst: 'Visser, Karin', email: 'k@example.nl' }],
      _permissions: { view: true, edit: false, imitatingAdmin: false },
    });
    const put = `PUT /api/assignment/${EPA_REQUEST_ID}/epa-level`;
    const fetchMock = api(
      {
        'GET /api/users/account': reply(trainer),
        [`GET /api/users/${education.user.id}/schedule?includePastItems=0`]: reply({ items: [], totalItems: 0 }),
        [put]: [reply({ assignedLevel: 3 }), reply({ detail: 'forbidden' }, 403)],
      },
      education,
    );
    const { user } = renderRoute(`/mijn-deelnemers/${EDUCATION_ID}#tab=portfolio`);
    const table = await screen.findByRole('table', { name: "KBA's/EPA's" });
    // Staff read along: no requests of their own.
    expect(within(table).queryByRole('button', { name: /^Niveau aanvragen/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'EPA 2 Chronische zorg uitklappen' }));
    const grant = within(table).getByRole('button', { name: 'Niveau toekennen voor EPA 2 Chronische zorg – niveau 3' });
    await user.click(grant);
    let dialog = await screen.findByRole('dialog', { name: 'Niveau toekennen' });
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Toegekend niveau voor EPA 2 Chronische zorg – niveau 3',
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: 'Niveau 3' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Niveau 5' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Niveau succesvol aangepast')).toBeVisible();
    expect(callsTo(fetchMock, put)).toEqual([{ level: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Niveau toekennen' })).toBeNull());

    await user.click(grant);
    dialog = await screen.findByRole('dialog', { name: 'Niveau toekennen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Niveau 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is iets mis gegaan bij het aanpassen van het niveau')).toBeVisible();
    expect(callsTo(fetchMock, put)).toEqual([{ level: 3 }, { level: 2 }]);
  });

  it('disables the levels above maxLevel when granting', async () => {
    window.localStorage.setItem('portfolio_tab', 'kba-epa');
    const admin = makeAccount({ id: 'c0000000-0000-4000-8000-000000000009', roles: ['ROLE_ADMIN'] });
    const request = makeModuleAssignment({ name: 'EPA 10 Spoed – niveau 1', requestedLevel: 1 });
    const spoed = { ...epa[0]!, levels: epaLevels(4, 0, [1]), assignments: [request] };
    api(
      {
        'GET /api/users/account': reply(admin),
        [API.epa]: reply({ items: [spoed], totalItems: 1 }),
      },
      makeEducation({ epaModules: true }),
    );
    const { user } = renderRoute(PATH);
    const table = await screen.findByRole('table', { name: "KBA's/EPA's" });
    await user.click(within(table).getByRole('button', { name: 'EPA 10 Spoed uitklappen' }));
    await user.click(within(table).getByRole('button', { name: 'Niveau toekennen voor EPA 10 Spoed – niveau 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niveau toekennen' });
    expect(within(dialog).getByRole('radio', { name: 'Niveau 4' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'Niveau 5' })).toBeDisabled();
  });
});

describe('EPA level rules', () => {
  it('sorts by the number in the name, names without one last', () => {
    const names = ['KBA 12 Zorg', 'EPA 3 Palliatief', 'Overig', 'EPA 1 Acuut', 'EPA 10 Spoed'].map((publishedName) => ({
      publishedName,
    }));
    expect(names.sort(byNumberInName).map((m) => m.publishedName)).toEqual([
      'EPA 1 Acuut',
      'EPA 3 Palliatief',
      'EPA 10 Spoed',
      'KBA 12 Zorg',
      'Overig',
    ]);
  });

  it('asks only above the current level, up to maxLevel, nothing pending', () => {
    expect(requestableLevels({ currentLevel: null, maxLevel: 4, levels: epaLevels(4, 0) })).toEqual([1, 2, 3, 4]);
    expect(requestableLevels({ currentLevel: 2, maxLevel: 5, levels: epaLevels(5, 2, [3, 5]) })).toEqual([4]);
    expect(requestableLevels({ currentLevel: 5, maxLevel: 5, levels: epaLevels(5, 5) })).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EducatorEvent, EducatorEventList, Role } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { educatorEventsUrl, type EducatorEventsParams } from '../api/get-educator-events';

const base: EducatorEventsParams = {
  dateRange: 'current',
  query: '',
  permissions: null,
  status: null,
  onlyOwnEvents: true,
};
const event = (n: number, over: Partial<EducatorEvent> = {}): EducatorEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  afasId: String(1000 + n),
  name: `Terugkomdag ${n}`,
  status: 'definitive',
  startDate: '2026-12-03',
  endDate: '2026-12-04',
  writePermissions: false,
  moodleCourseId: null,
  ...over,
});
const page = (items: EducatorEvent[]): EducatorEventList => ({ items, totalItems: items.length, perPage: 10 });
const get = (params: Partial<EducatorEventsParams>, n = 1) => `GET ${educatorEventsUrl({ ...base, ...params }, n)}`;
const account = (roles: Role[], permissions = ['VIEW_MODULES']) =>
  reply(makeAccount({ roles, permissions: permissions as never }));

describe('educator modules list', () => {
  it('is for educators holding VIEW_MODULES', async () => {
    mockApi({ 'GET /api/users/account': account(['ROLE_TEACHER'], []) });
    renderRoute('/modulen');
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeVisible();
  });

  it("shows a teacher's current events with their rights, status and dates; Archief and the filters ask again", async () => {
    mockApi({
      'GET /api/users/account': account(['ROLE_TEACHER']),
      [get({})]: reply(
        page([
          event(1, { writePermissions: true, moodleCourseId: '42' }),
          event(2, { status: 'provisional', endDate: null, name: 'Onderwijsdag' }),
        ]),
      ),
      [get({ dateRange: 'archive' })]: reply(page([event(3, { name: 'Oude terugkomdag', status: 'finished' })])),
      [get({ dateRange: 'archive', permissions: 'write' })]: reply(page([])),
      [get({ dateRange: 'archive', permissions: 'write', query: 'oud' })]: reply(
        page([event(4, { name: 'Oud en geschreven', writePermissions: true })]),
      ),
    });
    const { user } = renderRoute('/modulen');
    const table = await screen.findByRole('table', { name: 'Modulen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Schrijven', 'Definitief', '03-12-2026', '04-12-2026', ''],
      ['Lezen', 'Voorlopig', '03-12-2026', '', 'Moodle ID ontbreekt in AFAS Profit'],
    ]);
    // Learning material: a link to its redirect route, or a disabled button that says why there is none.
    expect(within(table).getByRole('link', { name: 'Leermateriaal van Terugkomdag 1 openen' })).toHaveAttribute(
      'href',
      `/modulen/user/${makeAccount().id}/evenement/${event(1).id}/leermateriaal`,
    );
    const none = within(table).getByRole('button', { name: 'Leermateriaal van Onderwijsdag openen' });
    expect(none).toBeDisabled();
    expect(none).toHaveAccessibleDescription('Moodle ID ontbreekt in AFAS Profit');
    expect(within(table).getByRole('rowheader', { name: 'Onderwijsdag' })).toBeVisible();
    // A teacher sees their own events only: no choice to make.
    expect(screen.queryByRole('switch', { name: 'Alleen mijn modules' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Archief' }));
    expect(await screen.findByRole('rowheader', { name: 'Oude terugkomdag' })).toBeVisible();
    expect(screen.getByText('Afgerond')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Rechten' }));
    await user.click(screen.getByRole('option', { name: 'Schrijven' }));
    expect(await screen.findByText('Er zijn geen modules gevonden.')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'oud');
    expect(await screen.findByRole('rowheader', { name: 'Oud en geschreven' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveAttribute('placeholder', 'Zoek een module...');
  });

  it('lets a program assistant keep to their own events, remembered in this browser', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': account(['ROLE_PROGRAM_ASSISTANT']),
      [get({ onlyOwnEvents: false })]: reply(page([event(1), event(2, { name: 'Van een ander' })])),
      [get({ onlyOwnEvents: true })]: reply(page([event(1)])),
    });
    const { user } = renderRoute('/modulen');
    expect(await screen.findByRole('rowheader', { name: 'Van een ander' })).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Alleen mijn modules' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Van een ander' })).toBeNull());
    expect(window.localStorage.getItem('show_only_own_events')).toBe('1');
    expect(fetchMock).toHaveBeenCalledWith(get({ onlyOwnEvents: true }).slice(4), expect.anything());
  });
});

describe('the admin’s event sync box', () => {
  it('takes a numeric AFAS event id and says how the sync went', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': account(['ROLE_ADMIN'], []),
      [get({ onlyOwnEvents: false })]: reply(page([event(1)])),
      'POST /api/educator-events/31001/sync': reply({ afasId: '31001', rowsWritten: 2 }),
      'POST /api/educator-events/99/sync': reply({ detail: 'afas_sync_failed' }, 502),
    });
    const { user } = renderRoute('/modulen');
    const box = await screen.findByRole('form', { name: 'Evenement synchroniseren' });
    const field = within(box).getByRole('textbox', { name: 'Evenement ID' });
    await user.click(within(box).getByRole('button', { name: 'Synchroniseren' }));
    expect(field).toHaveAccessibleDescription('Dit is een verplicht veld');
    await user.type(field, '31a');
    await user.click(within(box).getByRole('button', { name: 'Synchroniseren' }));
    expect(field).toHaveAccessibleDescription('Alleen cijfers');
    await user.clear(field);
    await user.type(field, '31001{Enter}');
    expect(await screen.findByText('Het evenement is succesvol gesynchroniseerd.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /api/educator-events/31001/sync')).toHaveLength(1);
    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(await screen.findByText('Fout bij het synchroniseren van het evenement.')).toBeVisible();
  });

  it('is not there for a teacher', async () => {
    mockApi({ 'GET /api/users/account': account(['ROLE_TEACHER']), [get({})]: reply(page([event(1)])) });
    renderRoute('/modulen');
    await screen.findByRole('table', { name: 'Modulen' });
    expect(screen.queryByRole('form', { name: 'Evenement synchroniseren' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role, ScheduleItem } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import type * as BrowserLocation from '../../../lib/browser-location';
import { visitPlatform } from '../../../lib/browser-location';

// The browser cannot leave jsdom for the calendar app: the address it is sent to is observed here.
vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserLocation>()),
  visitPlatform: vi.fn(),
}));

// A fixed clock (dates only; timers stay real): Monday 23-11-2026 08:00 in Amsterdam. The calendar opens on the
// week of today only while it holds something still to come, so 'this week' must not be a weekend's past week.
const MONDAY = new Date('2026-11-23T08:00:00+01:00');
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(MONDAY);

const USER_ID = makeAccount().id;
const FEED_URL = `https://portal.example.nl/api/users/${USER_ID}/schedule/icalendar?token=abcdefghijklmnopqrstuvwxyz`;

/** A day of this week (0: Monday), as the API writes it; the calendar opens on today's week. */
function thisWeek(day: number): string {
  const date = new Date();
  date.setDate(date.getDate() - ((date.getDay() + 6) % 7) + day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let serial = 0;
function item(over: Partial<ScheduleItem> = {}): ScheduleItem {
  serial += 1;
  const id = String(serial).padStart(12, '0');
  return {
    date: thisWeek(1),
    startTime: '09:00',
    endTime: '12:00',
    allDay: false,
    event: 'Terugkomdag blok 3',
    eventId: `5d4c3b2a-1f0e-4d9c-8b7a-${id}`,
    eventAfasId: `E${serial}`,
    eventDescription: null,
    sessionName: 'Ochtendprogramma',
    sessionId: `6e5d4c3b-2a1f-4e0d-9c8b-${id}`,
    sessionInfo: null,
    workshop: false,
    moduleId: null,
    module: 'Blok 3',
    moodleCourseId: null,
    locationDescription: 'Congrescentrum',
    street: 'Stationsplein',
    number: '1',
    postalCode: '3511 ED',
    city: 'Utrecht',
    meetingUrl: null,
    meetingId: null,
    meetingPassword: null,
    ...over,
  };
}

const MORNING = item({ moodleCourseId: '42', sessionInfo: 'Neem je casus mee.' });
const DEADLINE = item({
  date: thisWeek(3),
  allDay: true,
  startTime: null,
  endTime: null,
  event: 'Reflectieverslag',
  sessionName: 'Inleveren',
  module: 'Blok 4',
  locationDescription: null,
  street: null,
  number: null,
  postalCode: null,
  city: null,
});
const NEXT_WEEK = item({
  date: thisWeek(8),
  startTime: '13:00',
  endTime: '16:00',
  event: 'Webinar',
  sessionName: 'Webinar',
  module: 'Blok 5',
  meetingUrl: 'https://zoom.us/j/123',
  meetingId: '123 456 789',
  meetingPassword: 'geheim',
});
const ITEMS = [MORNING, DEADLINE, NEXT_WEEK];

const schedule = (items: ScheduleItem[]) => reply({ items, totalItems: items.length });
const scheduleCall = (past: 0 | 1, kind = 'schedule') => `GET /api/users/${USER_ID}/${kind}?includePastItems=${past}`;

function serve(routes: Record<string, FakeAnswer | FakeAnswer[]>, roles: Role[] = ['ROLE_PARTICIPANT']) {
  return mockApi({ 'GET /api/users/account': reply(makeAccount({ roles })), ...routes });
}

async function openAgenda() {
  const view = renderRoute('/agenda');
  const table = await screen.findByRole('table', { name: 'Agenda-items' });
  await within(table).findAllByRole('rowheader');
  return { ...view, table };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

afterEach(() => {
  vi.mocked(visitPlatform).mockClear();
  vi.setSystemTime(MONDAY);
});

describe('/agenda', () => {
  it("shows this work week's items in the calendar, with their details on a click", async () => {
    serve({ [scheduleCall(0)]: schedule(ITEMS) });
    const { user } = await openAgenda();

    expect(screen.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Werkweek' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Vorige werkweek' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vandaag' })).toBeVisible();
    const morning = screen.getByRole('button', {
      name: /^Terugkomdag blok 3 – Ochtendprogramma, dinsdag \d+ \w+ \d{4}, 09:00–12:00$/,
    });
    expect(morning).toHaveAttribute('tabindex', '0');
    // The all-day item is a deadline in the all-day row; next week's item is not in this week.
    expect(
      screen.getByRole('button', { name: /^Reflectieverslag – Inleveren, donderdag .*, Deadline$/ }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Webinar,/ })).not.toBeInTheDocument();

    await user.click(morning);
    const details = await screen.findByRole('dialog', { name: 'Terugkomdag blok 3' });
    expect(within(details).getByText('Ochtendprogramma')).toBeVisible();
    expect(within(details).getByText('Stationsplein 1, 3511 ED Utrecht')).toBeVisible();
    const destination = 'destination=Stationsplein+1%2C+3511+ED+Utrecht';
    for (const [name, mode] of [
      ['Auto', 'driving'],
      ['Openbaar vervoer', 'transit'],
      ['Lopen', 'walking'],
      ['Fiets', 'bicycling'],
    ]) {
      expect(within(details).getByRole('link', { name: new RegExp(`: ${name} \\(opent`) })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&${destination}&travelmode=${mode}`,
      );
    }
    expect(within(details).getByText('Neem je casus mee.')).toBeVisible();
    expect(within(details).getByRole('link', { name: 'Leermateriaal' })).toHaveAttribute(
      'href',
      `/agenda/user/${USER_ID}/evenement/${MORNING.eventId}/leermateriaal`,
    );

    // Next week: the item is there.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Volgende werkweek' }));
    expect(await screen.findByRole('button', { name: /^Webinar, dinsdag .*, 13:00–16:00$/ })).toBeVisible();
  });

  it('opens on a weekend on the week of the next item, not on the empty past week', async () => {
    // Saturday 28-11-2026: the work week of 23-27 November is over; the next item is on Monday 07-12.
    vi.setSystemTime(new Date('2026-11-28T12:00:00+01:00'));
    const past = item({ date: '2026-11-24', event: 'Voorbij' });
    const next = item({ date: '2026-12-07', event: 'Volgende terugkomdag' });
    serve({ [scheduleCall(0)]: schedule([past, next]) });
    await openAgenda();
    expect(
      await screen.findByRole('button', { name: /^Volgende terugkomdag – Ochtendprogramma, maandag 7 december 2026/ }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Voorbij –/ })).not.toBeInTheDocument();
  });

  it('shows 08:00 to 18:00, longer only in a week with an item outside those hours', async () => {
    const evening = item({ date: thisWeek(8), startTime: '18:30', endTime: '21:30', event: 'Avondnascholing' });
    serve({ [scheduleCall(0)]: schedule([MORNING, evening]) });
    const { user } = await openAgenda();
    expect(screen.getByText('08:00')).toBeVisible();
    expect(screen.getByText('17:00')).toBeVisible();
    expect(screen.queryByText('18:00')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volgende werkweek' }));
    expect(
      await screen.findByRole('button', { name: /^Avondnascholing – Ochtendprogramma, .*, 18:30–21:30$/ }),
    ).toBeVisible();
    expect(screen.getByText('21:00')).toBeVisible();
  });

  it('lists the items in the table and filters them on the modules present', async () => {
    serve({ [scheduleCall(0)]: schedule(ITEMS) });
    const { user, table } = await openAgenda();

    const rows = bodyRows(table);
    expect(rows).toHaveLength(3);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(`${DEADLINE.date.split('-').reverse().join('-')}donderdag`);
    expect(cells[1]).toHaveTextContent('Deadline');
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('09:00–12:00');

    await user.click(screen.getByRole('combobox', { name: 'Module' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Blok 3', 'Blok 4', 'Blok 5']);
    await user.click(screen.getByRole('option', { name: 'Blok 4' }));
    await user.click(screen.getByRole('option', { name: 'Blok 5' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ReflectieverslagInleveren', 'Webinar']);
  });

  it("says 'Geen resultaten gevonden.' when the agenda is empty", async () => {
    serve({ [scheduleCall(0)]: schedule([]) });
    renderRoute('/agenda');
    const table = await screen.findByRole('table', { name: 'Agenda-items' });
    expect(await within(table).findByText('Geen resultaten gevonden.')).toBeVisible();
  });

  it('remembers the past-items flag in this browser and sends it with the agenda and the CSV export', async () => {
    const fetchMock = serve({ [scheduleCall(0)]: schedule([MORNING]), [scheduleCall(1)]: schedule(ITEMS) });
    const first = await openAgenda();
    const flag = screen.getByRole('switch', { name: 'Items afgelopen maand tonen' });
    expect(flag).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
      'href',
      `/api/users/${USER_ID}/schedule/csv-export?includePastItems=0`,
    );

    await first.user.click(flag);
    await waitFor(() => expect(bodyRows(first.table)).toHaveLength(3));
    expect(window.localStorage.getItem('agenda_include_past_items')).toBe('1');
    expect(screen.getByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
      'href',
      `/api/users/${USER_ID}/schedule/csv-export?includePastItems=1`,
    );
    first.unmount();

    // Opened again: the flag is read as the agenda opens, and the first call already asks for the past month.
    fetchMock.mockClear();
    await openAgenda();
    expect(screen.getByRole('switch', { name: 'Items afgelopen maand tonen' })).toBeChecked();
    expect(callsTo(fetchMock, scheduleCall(1))).toHaveLength(1);
    expect(callsTo(fetchMock, scheduleCall(0))).toHaveLength(0);
  });

  it('makes a feed link to copy by hand, copies it and says so; the link can be revoked', async () => {
    const fetchMock = serve({
      [scheduleCall(0)]: schedule(ITEMS),
      [`GET /api/users/${USER_ID}/schedule/icalendar?manual=true`]: reply({ data: { url: FEED_URL } }),
      [`DELETE /api/users/${USER_ID}/schedule/icalendar`]: () => new Response(null, { status: 204 }),
    });
    const { user } = await openAgenda();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Link handmatig kopiëren' }));
    const popover = await screen.findByRole('dialog', { name: 'Agendalink' });
    expect(popover).toHaveAccessibleDescription(/Een nieuwe link vervangt de vorige/);
    await user.click(within(popover).getByRole('button', { name: 'Nieuwe link maken' }));
    const field = await within(popover).findByRole('textbox', { name: 'Link voor je agenda-app' });
    expect(field).toHaveValue(FEED_URL);
    expect(field).toHaveAttribute('readonly');
    await user.click(within(popover).getByRole('button', { name: 'Link kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(await screen.findByText('Link gekopieerd naar klembord!')).toBeVisible();

    await user.click(within(popover).getByRole('button', { name: 'Link intrekken' }));
    const confirm = await screen.findByRole('dialog', { name: 'Agendalink intrekken' });
    expect(callsTo(fetchMock, `DELETE /api/users/${USER_ID}/schedule/icalendar`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Intrekken' }));
    expect(await screen.findByText('De agendalink is ingetrokken.')).toBeVisible();
    expect(callsTo(fetchMock, `DELETE /api/users/${USER_ID}/schedule/icalendar`)).toHaveLength(1);
  });

  it("'Agenda synchroniseren' opens the new feed in the calendar app (webcal://)", async () => {
    serve({
      [scheduleCall(0)]: schedule(ITEMS),
      [`GET /api/users/${USER_ID}/schedule/icalendar?manual=true`]: reply({ data: { url: FEED_URL } }),
    });
    const { user } = await openAgenda();
    await user.click(screen.getByRole('button', { name: 'Agenda synchroniseren' }));
    await waitFor(() => expect(visitPlatform).toHaveBeenCalledWith(FEED_URL.replace('https://', 'webcal://')));
  });

  it("shows a participant the session's educators, or says none is known yet; no participants list", async () => {
    serve({
      [scheduleCall(0)]: schedule(ITEMS),
      [`GET /api/events/${MORNING.eventId}/sessions/${MORNING.sessionId}/educators`]: reply({
        items: [{ name: 'Dr. A. Docent' }],
        totalItems: 1,
      }),
      [`GET /api/events/${DEADLINE.eventId}/sessions/${DEADLINE.sessionId}/educators`]: reply({
        items: [],
        totalItems: 0,
      }),
    });
    const { user } = await openAgenda();
    expect(screen.queryByRole('button', { name: /^Deelnemers van/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Docenten van Terugkomdag blok 3 – Ochtendprogramma' }));
    expect(await screen.findByText('Dr. A. Docent')).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Docenten van Reflectieverslag – Inleveren' }));
    expect(await screen.findByText('Nog geen docent bekend.')).toBeVisible();
  });

  it("shows the educator view the educator's agenda, and a session's participants", async () => {
    const fetchMock = serve(
      {
        [scheduleCall(0, 'educator-schedule')]: schedule(ITEMS),
        [`GET /api/events/${MORNING.eventId}/sessions/${MORNING.sessionId}/participants`]: reply({
          items: [
            {
              id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
              name: 'Jansen, Jan',
              specialty: 'Specialisme ouderengeneeskunde',
              cohort: 'Cohort 2025',
            },
          ],
          totalItems: 1,
        }),
      },
      ['ROLE_TEACHER'],
    );
    const { user } = await openAgenda();
    expect(callsTo(fetchMock, scheduleCall(0))).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
      'href',
      `/api/users/${USER_ID}/educator-schedule/csv-export?includePastItems=0`,
    );
    expect(screen.queryByRole('button', { name: /^Docenten van/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deelnemers van Terugkomdag blok 3 – Ochtendprogramma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deelnemers: Terugkomdag blok 3 – Ochtendprogramma' });
    const participants = await within(dialog).findByRole('table', { name: 'Deelnemers' });
    expect(
      within(participants)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Naam', 'Specialisme', 'Deelname vanuit']);
    expect(within(participants).getByRole('rowheader', { name: 'Jansen, Jan' })).toBeVisible();
    expect(within(participants).getByText('Specialisme ouderengeneeskunde')).toBeVisible();
    expect(within(participants).getByText('Cohort 2025')).toBeVisible();
  });

  it('shows the online meeting and the learning material of a row', async () => {
    serve({ [scheduleCall(0)]: schedule(ITEMS) });
    const { user } = await openAgenda();
    expect(
      screen.getByRole('link', { name: 'Leermateriaal van Terugkomdag blok 3 – Ochtendprogramma' }),
    ).toHaveAttribute('href', `/agenda/user/${USER_ID}/evenement/${MORNING.eventId}/leermateriaal`);
    expect(screen.queryByRole('link', { name: /^Leermateriaal van Webinar/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Online bijeenkomst van Webinar' }));
    const meeting = await screen.findByRole('dialog', { name: 'Online bijeenkomst' });
    expect(within(meeting).getByText('123 456 789')).toBeVisible();
    expect(within(meeting).getByText('geheim')).toBeVisible();
    expect(within(meeting).getByRole('link', { name: /^Deelnemen aan de online bijeenkomst/ })).toHaveAttribute(
      'href',
      'https://zoom.us/j/123',
    );
  });

  it('says so when the agenda cannot be loaded', async () => {
    serve({ [scheduleCall(0)]: reply({ detail: 'internal_error' }, 500) });
    renderRoute('/agenda');
    expect(await screen.findByText('Er ging iets mis bij het ophalen van de agenda.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../test/education-fixtures';
import { enrolledIn, makeEvent, makeModuleAssignment, makePresenceItem, testId } from '../test/event-fixtures';

const PATH = `/onderwijs/${EDUCATION_ID}`;
const CATCH_UP_EVENT = testId();

const event = makeEvent({
  name: 'Communicatie groep A',
  educator: 'Jeroen van den Berg',
  educatorEmail: 'jeroen@example.nl',
  programAssistant: 'Fatima El Amrani',
  programAssistantEmail: 'fatima@example.nl',
  points: 3,
});
const communication = makeModule({
  publishedName: 'Communicatie en consultvoering',
  type: 'IO',
  status: 'definitely_placed',
  startDate: '2026-01-01',
  contactHours: 24,
  educatorName: 'Iemand anders',
  events: [enrolledIn(event)],
  presenceItems: [
    makePresenceItem({ sessionName: 'Dag 1: het consult', sessionDate: '2026-02-02', present: true }),
    makePresenceItem({
      sessionName: 'Dag 2: slecht-nieuwsgesprekken',
      sessionDate: '2026-02-09',
      sessionStartTime: '13:00',
      sessionEndTime: '16:00',
      present: false,
      catchingUpEventId: CATCH_UP_EVENT,
      catchingUpSessionName: 'Dag 2 groep B',
      catchingUpSessionDate: '2026-03-09',
      catchingUpSessionStartTime: '09:30',
      catchingUpSessionEndTime: '12:30',
    }),
    makePresenceItem({
      sessionName: 'Ochtend: kwetsbare ouderen',
      present: false,
      catchingUpAssignmentId: testId(),
      catchingUpAssignmentName: 'Vervangende opdracht',
      compensationProcessedAt: '2026-03-10T10:00:00+01:00',
    }),
  ],
  assignments: [
    makeModuleAssignment({ name: 'Consultverslag', state: 'open' }),
    makeModuleAssignment({ name: 'Video-opname', state: 'rejected' }),
    makeModuleAssignment({ name: 'Reflectie', state: 'in_review', deliveryDate: '2026-03-02' }),
    makeModuleAssignment({ name: 'Eindtoets', state: 'finished' }),
  ],
});
const elective = makeModule({
  publishedName: 'Toxicologie',
  type: 'EKO',
  status: 'excemption',
  finished: true,
  startDate: '2025-06-01',
  educatorName: 'Piet Jansen',
  programAssistantName: 'Sanne Visser',
  contactHours: 8,
  points: 8,
});
const bare = makeModule({
  publishedName: 'Basiscursus reanimatie',
  type: 'IKO',
  status: null,
  startDate: '2026-09-01',
});
const modules = [communication, elective, bare];
const EVENT_CALL = `GET /api/module/${communication.id}/event/${event.id}`;

function api(education = makeEducation()) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(education),
    [API.institute]: reply({ items: modules, totalItems: modules.length }),
    [EVENT_CALL]: reply(event),
  });
}

async function openList(education = makeEducation()) {
  const fetchMock = api(education);
  const view = renderRoute(PATH);
  const table = await screen.findByRole('table', { name: 'Instituutsopleiding' });
  return { ...view, table, fetchMock };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(() => vi.restoreAllMocks());

describe('module list: columns and sorting', () => {
  it('sorts by name by default, and by the type, status and date shown; Vrijstelling reads VS', async () => {
    const { user, table } = await openList();
    expect(names(table)).toEqual(['Basiscursus reanimatie', 'Communicatie en consultvoering', 'Toxicologie']);
    expect(within(table).getByText('VS')).toHaveAttribute('title', 'Vrijstelling');

    // Type by its label: Extern keuzeonderwijs, Instituutsonderwijs, Intern keuzeonderwijs.
    await user.click(within(table).getByRole('button', { name: 'Type' }));
    expect(names(table)).toEqual(['Toxicologie', 'Communicatie en consultvoering', 'Basiscursus reanimatie']);
    await user.click(within(table).getByRole('button', { name: 'Type' }));
    expect(names(table)).toEqual(['Basiscursus reanimatie', 'Communicatie en consultvoering', 'Toxicologie']);

    // Status by its label (Definitief geplaatst before Vrijstelling); a module without one last.
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    expect(names(table)).toEqual(['Communicatie en consultvoering', 'Toxicologie', 'Basiscursus reanimatie']);
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: 'Startdatum' }));
    expect(names(table)).toEqual(['Toxicologie', 'Communicatie en consultvoering', 'Basiscursus reanimatie']);
    await user.click(within(table).getByRole('button', { name: 'Startdatum' }));
    expect(names(table)).toEqual(['Basiscursus reanimatie', 'Communicatie en consultvoering', 'Toxicologie']);
  });
});

describe('module list: a module expanded', () => {
  it('shows presence items with the compensation flag and the catch-up learning material', async () => {
    const { user, table } = await openList();
    await user.click(within(table).getByRole('button', { name: 'Communicatie en consultvoering uitklappen' }));
    const details = await within(table).findByRole('heading', { name: 'Presentie' });
    const presence = within(details.parentElement!).getAllByRole('listitem');
    expect(presence.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Dag 1: het consult',
      'Dag 2: slecht-nieuwsgesprekken',
      'Ochtend: kwetsbare ouderen',
    ]);
    const [present, missed, compensated] = presence as [HTMLElement, HTMLElement, HTMLElement];
    // Present: no flag.
    expect(within(present).getByText('02-02-2026 09:00 - 17:00 · Aanwezig')).toBeVisible();
    expect(within(present).queryByRole('img')).toBeNull();
    // Missed, caught up in another event's session: outlined flag, the catch-up event's learning material.
    expect(within(missed).getByText('09-02-2026 13:00 - 16:00 · Afwezig')).toBeVisible();
    expect(within(missed).getByText(/Inhalen: Dag 2 groep B 09-03-2026 09:30 - 12:30/)).toBeVisible();
    expect(within(missed).getByRole('img', { name: 'Inhaalactiviteit nog niet verwerkt' })).toBeInTheDocument();
    expect(
      within(missed).getByRole('link', { name: 'Leermateriaal van inhaalbijeenkomst Dag 2 groep B' }),
    ).toHaveAttribute('href', `/onderwijs/${EDUCATION_ID}/inhaal-evenement/${CATCH_UP_EVENT}/leermateriaal`);
    // Made up with an assignment, compensation processed: the filled flag.
    expect(within(compensated).getByText(/Inhalen: Vervangende opdracht/)).toBeVisible();
    expect(within(compensated).getByRole('img', { name: 'Inhaalactiviteit verwerkt' })).toBeInTheDocument();
    expect(within(compensated).queryByRole('link')).toBeNull();
  });

  it('links assignments to their page when they can be worked on, else to the read-only view', async () => {
    const { user, table } = await openList();
    await user.click(within(table).getByRole('button', { name: 'Communicatie en consultvoering uitklappen' }));
    const [open, rejected, review, finished] = communication.assignments;
    const link = (name: string) => within(table).getByRole('link', { name });
    expect(await within(table).findByRole('link', { name: 'Consultverslag' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${open!.id}`,
    );
    expect(link('Video-opname')).toHaveAttribute('href', `/onderwijs/opdracht/${rejected!.id}`);
    expect(link('Reflectie')).toHaveAttribute('href', `/onderwijs/opdracht/${review!.id}/bekijken`);
    expect(link('Eindtoets')).toHaveAttribute('href', `/onderwijs/opdracht/${finished!.id}/bekijken`);
    expect(within(table).getByText('Nog niet ingeleverd')).toBeVisible();
    expect(within(table).getByText('In afwachting')).toBeVisible();
    expect(within(table).getByText('Te beoordelen · 02-03-2026')).toBeVisible();
    expect(within(table).getByText('Beoordeeld')).toBeVisible();
  });

  it('links every assignment to the read-only view for someone without edit permission', async () => {
    const education = makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } });
    const { user, table } = await openList(education);
    await user.click(within(table).getByRole('button', { name: 'Communicatie en consultvoering uitklappen' }));
    expect(await within(table).findByRole('link', { name: 'Consultverslag' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${communication.assignments[0]!.id}/bekijken`,
    );
  });
});

describe('module list: row actions', () => {
  it("opens the info popover with the event's educator and program assistant, contact hours and points", async () => {
    const { user, table, fetchMock } = await openList();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === EVENT_CALL.slice(4))).toBe(false);
    const button = within(table).getByRole('button', { name: 'Informatie over Communicatie en consultvoering' });
    await user.click(button);
    const popover = await screen.findByRole('dialog', { name: 'Communicatie en consultvoering' });
    expect(await within(popover).findByRole('link', { name: 'Jeroen van den Berg' })).toHaveAttribute(
      'href',
      'mailto:jeroen@example.nl',
    );
    expect(within(popover).getByRole('link', { name: 'Fatima El Amrani' })).toHaveAttribute(
      'href',
      'mailto:fatima@example.nl',
    );
    expect(within(popover).getByText('Contacturen').nextSibling).toHaveTextContent('24');
    expect(within(popover).getByText('Punten').nextSibling).toHaveTextContent('3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it("falls back on the module's names without an event, and says when nothing is known", async () => {
    const { user, table } = await openList();
    await user.click(within(table).getByRole('button', { name: 'Informatie over Toxicologie' }));
    const popover = await screen.findByRole('dialog', { name: 'Toxicologie' });
    expect(within(popover).getByText('Piet Jansen')).toBeVisible();
    expect(within(popover).getByText('Sanne Visser')).toBeVisible();
    expect(within(popover).queryByRole('link')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(table).getByRole('button', { name: 'Informatie over Basiscursus reanimatie' }));
    expect(await screen.findByText('Nog geen informatie bekend.')).toBeVisible();
  });

  it('links to the agenda for a module with events', async () => {
    const { table } = await openList();
    expect(within(table).getByRole('link', { name: 'Agenda van Communicatie en consultvoering' })).toHaveAttribute(
      'href',
      '/agenda',
    );
    expect(within(table).queryByRole('link', { name: 'Agenda van Toxicologie' })).toBeNull();
  });

  it('shows the debug popover only to an imitating admin', async () => {
    const first = await openList();
    expect(within(first.table).queryByRole('button', { name: /^Debuginformatie/ })).toBeNull();
    first.unmount();

    const education = makeEducation({ _permissions: { view: true, edit: true, imitatingAdmin: true } });
    const { user, table } = await openList(education);
    await user.click(within(table).getByRole('button', { name: 'Debuginformatie van Toxicologie' }));
    const popover = await screen.findByRole('dialog', { name: 'Debuginformatie' });
    for (const [term, value] of [
      ['id', elective.id],
      ['moduleId', elective.moduleId],
      ['type', 'EKO'],
      ['status', 'excemption'],
      ['eventRegistrationAllowed', 'false'],
    ] as const) {
      expect(within(popover).getByText(term).nextSibling).toHaveTextContent(value);
    }
  });
});

describe('module list: remembered scroll offset', () => {
  it('scrolls back to the offset stored for the education, and stores where the page was scrolled', async () => {
    window.localStorage.setItem(`scroll_offset_${EDUCATION_ID}`, '480');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { unmount } = await openList();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 480, left: 0, behavior: 'instant' }));

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1234);
    act(() => {
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(window.localStorage.getItem(`scroll_offset_${EDUCATION_ID}`)).toBe('1234'));

    // Leaving the page right after scrolling still stores the offset the page had.
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    act(() => {
      fireEvent.scroll(window);
    });
    unmount();
    expect(window.localStorage.getItem(`scroll_offset_${EDUCATION_ID}`)).toBe('200');
  });

  it('leaves the page at the top when nothing is stored for the education', async () => {
    window.localStorage.setItem('scroll_offset_another-education', '480');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await openList();
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 480 }));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { ModuleEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../test/education-fixtures';
import { enrolledIn, makeEvent, makeSession, makeWorkshop } from '../test/event-fixtures';
import { workshopChoiceOpen } from './workshop-dialog';

const NO_PLACES =
  'Er zijn geen plekken beschikbaar. Probeer het later nog eens of neem contact op met de programma assistent van de opleiding.';
const FAILED = 'De actie is mislukt. Neem contact op met de programma assistent van de opleiding.';

// The past morning of the day before (hidden: update mode), the plenary opening, and two workshop rounds.
const pastWorkshop = makeWorkshop({ title: 'Workshop van gisteren', date: '2020-01-01', past: true });
const opening = makeSession({ title: 'Opening en keynote' });
const pain = makeWorkshop({ title: 'Workshop pijn', startTime: '11:00', endTime: '12:30' });
const dyspnoea = makeWorkshop({
  title: 'Workshop dyspneu',
  startTime: '11:00',
  endTime: '12:30',
  workshopRegisteredFor: true,
  workshopRegistrationCount: 6,
  workshopMaxParticipants: 6,
});
const delirium = makeWorkshop({
  title: 'Workshop delier',
  startTime: '11:00',
  endTime: '12:30',
  workshopRegistrationCount: 10,
  workshopMaxParticipants: 10,
});
const sedation = makeWorkshop({ title: 'Workshop sedatie', startTime: '13:30', endTime: '15:00' });
const grief = makeWorkshop({
  title: 'Workshop rouw',
  startTime: '13:30',
  endTime: '15:00',
  workshopRegisteredFor: true,
});

const day = makeEvent({
  name: 'Landelijke opleidingsdag',
  workshopsEditableUntil: '2099-11-20T17:00:00+01:00',
  sessions: [pastWorkshop, opening, pain, dyspnoea, delirium, sedation, grief],
});
const MODULE = makeModule({ publishedName: 'Opleidingsdag', events: [enrolledIn(day)] });
const EVENT_CALL = `GET /api/module/${MODULE.id}/event/${day.id}`;
const SAVE = `PUT /api/module/${MODULE.id}/event/${day.id}/workshops`;

function api(answers: Record<string, FakeAnswer | FakeAnswer[]>, modules = [MODULE], education = makeEducation()) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(education),
    [API.institute]: reply({ items: modules, totalItems: modules.length }),
    [EVENT_CALL]: reply(day),
    ...answers,
  });
}

async function openDialog(name = 'Landelijke opleidingsdag') {
  const view = renderRoute(`/onderwijs/${EDUCATION_ID}`);
  await view.user.click(await screen.findByRole('button', { name: `Workshops kiezen voor ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Workshops kiezen: ${name}` });
  return { ...view, dialog };
}

describe("'Workshops kiezen'", () => {
  it('changes the workshop choice: upcoming sessions, one per time group, VOL, then saved', async () => {
    let answer!: (response: Response) => void;
    const saved: FakeAnswer = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const fetchMock = api({ [SAVE]: saved });
    const { user, dialog } = await openDialog();

    expect(await within(dialog).findByText('Je kunt je keuze wijzigen tot 20-11-2099 17:00.')).toBeVisible();
    expect(within(dialog).queryByText('Workshop van gisteren')).toBeNull();
    expect(within(dialog).getByText('Opening en keynote')).toBeVisible();
    expect(within(dialog).getByText('plenair')).toBeVisible();
    // Registered ones start chosen; the full one the participant has is not VOL, the other full one is.
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop dyspneu' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop dyspneu' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop rouw' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop delier' })).toBeDisabled();
    expect(within(dialog).getAllByText('VOL')).toHaveLength(1);
    expect(within(dialog).getByRole('group', { name: 'Workshops op 01-12-2099 11:00 - 12:30' })).toBeVisible();

    // Another in the group replaces the choice; the chosen one again turns the group off.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Workshop pijn' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop dyspneu' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop pijn' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Workshop rouw' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop rouw' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop sedatie' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Je keuze wordt verwerkt…')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeDisabled();
    answer(new Response(JSON.stringify(day), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(
      await within(dialog).findByText('Je workshopkeuze voor Landelijke opleidingsdag is opgeslagen.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, SAVE)).toEqual([{ workshopIds: [pain.id] }]);
    // The module lists reload after the change.
    await waitFor(() => expect(callsTo(fetchMock, API.institute)).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['workshops_unavailable', NO_PLACES],
    ['event_unavailable', NO_PLACES],
    ['workshops_not_editable', FAILED],
  ])('answers %s with the text of spec 2 §8', async (detail, text) => {
    api({ [SAVE]: reply({ detail }, 409) });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Workshop sedatie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText(text)).toBeVisible();
  });

  it("names 'enkele dagen voor de start' without a deadline, and says when no workshops are left", async () => {
    const open = makeEvent({ name: 'Terugkomdag', workshopsEditableUntil: null, sessions: [opening] });
    const module = makeModule({ publishedName: 'Terugkomdagen', events: [enrolledIn(open)] });
    api({ [`GET /api/module/${module.id}/event/${open.id}`]: reply(open) }, [module]);
    const { dialog } = await openDialog('Terugkomdag');
    expect(await within(dialog).findByText('Je kunt je keuze wijzigen tot enkele dagen voor de start.')).toBeVisible();
    expect(within(dialog).getByText('Er zijn geen workshops meer om te kiezen.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it('is offered only for an enrolled workshop event before its deadline, to whoever may edit', async () => {
    const closed: ModuleEvent = {
      ...day,
      id: '30000000-0000-4000-8000-000000000001',
      name: 'Voorbij',
      workshopsEditableUntil: '2020-01-01T17:00:00+01:00',
    };
    const plain: ModuleEvent = { ...day, id: '30000000-0000-4000-8000-000000000002', name: 'Zonder', workshops: false };
    const modules = [
      MODULE,
      makeModule({ publishedName: 'Gesloten', events: [enrolledIn(closed)] }),
      makeModule({ publishedName: 'Zonder workshops', events: [enrolledIn(plain)] }),
    ];
    api({}, modules);
    const first = renderRoute(`/onderwijs/${EDUCATION_ID}`);
    const table = await screen.findByRole('table', { name: 'Instituutsopleiding' });
    expect(within(table).getAllByRole('button', { name: /^Workshops kiezen/ })).toHaveLength(1);
    first.unmount();

    api({}, modules, makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } }));
    renderRoute(`/onderwijs/${EDUCATION_ID}`);
    const readOnly = await screen.findByRole('table', { name: 'Instituutsopleiding' });
    expect(within(readOnly).queryByRole('button', { name: /^Workshops kiezen/ })).toBeNull();
  });
});

describe('workshopChoiceOpen', () => {
  const ref = enrolledIn(makeEvent({ startDate: '2026-05-20', workshopsEditableUntil: '2026-05-15T17:00:00+02:00' }));
  it('is open until the deadline, to the minute', () => {
    expect(workshopChoiceOpen(ref, new Date('2026-05-15T15:00:00Z'))).toBe(true);
    expect(workshopChoiceOpen(ref, new Date('2026-05-15T15:01:00Z'))).toBe(false);
  });
  it('without a deadline, until the day before the start (Dutch time)', () => {
    const undated = { ...ref, workshopsEditableUntil: null };
    expect(workshopChoiceOpen(undated, new Date('2026-05-19T21:59:00Z'))).toBe(true);
    expect(workshopChoiceOpen(undated, new Date('2026-05-19T22:00:00Z'))).toBe(false);
  });
  it('is never open for an event without workshops', () => {
    expect(workshopChoiceOpen({ ...ref, workshops: false }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

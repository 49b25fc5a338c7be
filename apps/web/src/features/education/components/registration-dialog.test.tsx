import { screen, waitFor, within } from '@testing-library/react';
import type { EventSession, ModuleEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../test/education-fixtures';

const MODULE = makeModule({ publishedName: 'Palliatieve zorg', eventRegistrationAllowed: true });
const AVAILABLE = `GET /api/module/${MODULE.id}/event/available`;
const REGISTER = `POST /api/module/${MODULE.id}/event`;
let n = 0;
const id = () => `10000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function session(overrides: Partial<EventSession>): EventSession {
  return {
    id: id(),
    date: '2026-12-01',
    startTime: '09:00',
    endTime: '12:00',
    title: 'Plenaire opening',
    info: null,
    location: 'Utrecht',
    workshop: false,
    timeGroup: null,
    workshopRegisteredFor: false,
    workshopRegistrationCount: 0,
    workshopMaxParticipants: null,
    past: false,
    ...overrides,
  };
}

function event(overrides: Partial<ModuleEvent>): ModuleEvent {
  return {
    eventId: 'EV1',
    id: id(),
    name: 'Palliatieve zorg december',
    description: null,
    startDate: '2026-12-01',
    endDate: null,
    workshops: true,
    workshopsEditableUntil: null,
    enrolled: false,
    capacity: 20,
    registrationCount: 3,
    full: false,
    overlapsAgenda: false,
    sessions: [],
    hasLearningMaterial: false,
    educationId: EDUCATION_ID,
    educator: null,
    educatorEmail: null,
    programAssistant: null,
    programAssistantEmail: null,
    points: null,
    ...overrides,
  };
}

const group = '2026-12-01 13:00-15:00';
const workshopA = session({
  title: 'Workshop pijn',
  workshop: true,
  timeGroup: group,
  startTime: '13:00',
  endTime: '15:00',
});
const workshopB = session({
  title: 'Workshop dyspneu',
  workshop: true,
  timeGroup: group,
  startTime: '13:00',
  endTime: '15:00',
});
const workshopFull = session({
  title: 'Workshop delier',
  workshop: true,
  timeGroup: group,
  startTime: '13:00',
  endTime: '15:00',
  workshopRegistrationCount: 10,
  workshopMaxParticipants: 10,
});
const december = event({ sessions: [session({}), workshopA, workshopB, workshopFull] });
const january = event({ name: 'Palliatieve zorg januari', startDate: '2027-01-10', overlapsAgenda: true });

function api(answers: Record<string, ReturnType<typeof reply>>) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(makeEducation()),
    [API.institute]: reply({ items: [MODULE], totalItems: 1 }),
    ...answers,
  });
}

async function openDialog() {
  const view = renderRoute(`/onderwijs/${EDUCATION_ID}`);
  await view.user.click(await screen.findByRole('button', { name: 'Kies uitvoering voor Palliatieve zorg' }));
  const dialog = await screen.findByRole('dialog', { name: /Kies uitvoering/ });
  return { ...view, dialog };
}

describe("'Kies uitvoering'", () => {
  it('registers for the chosen event with one workshop per time group', async () => {
    const fetchMock = api({
      [AVAILABLE]: reply({ items: [december, january], totalItems: 2 }),
      [REGISTER]: reply({ ...december, enrolled: true }, 201),
    });
    const { user, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Inschrijven' });
    expect(await within(dialog).findByRole('radio', { name: /Palliatieve zorg december/ })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Deze uitvoering overlapt mogelijk met je agenda' }),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /Palliatieve zorg december/ }));
    expect(within(dialog).getByText('plenair')).toBeVisible();
    expect(within(dialog).getByText('VOL')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop delier' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Workshop pijn' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Workshop dyspneu' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop pijn' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Workshop dyspneu' })).toBeChecked();

    await user.click(submit);
    expect(await within(dialog).findByText('Je bent ingeschreven voor Palliatieve zorg december.')).toBeVisible();
    expect(callsTo(fetchMock, REGISTER)).toEqual([{ eventId: december.id, workshopIds: [workshopB.id] }]);
  });

  it('says when there are no places left, and when there are no events', async () => {
    api({
      [AVAILABLE]: reply({ items: [january], totalItems: 1 }),
      [REGISTER]: reply({ detail: 'event_unavailable' }, 409),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Palliatieve zorg januari/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    expect(
      await within(dialog).findByText(
        'Er zijn geen plekken beschikbaar. Probeer het later nog eens of neem contact op met de programma assistent van de opleiding.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    api({ [AVAILABLE]: reply({ items: [], totalItems: 0 }) });
    const second = await openDialog();
    expect(await within(second.dialog).findByText('Er zijn geen uitvoeringen gevonden.')).toBeVisible();
  });

  it('answers other failures with the general text', async () => {
    api({
      [AVAILABLE]: reply({ items: [january], totalItems: 1 }),
      [REGISTER]: reply({ detail: 'registration_not_allowed' }, 409),
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: /Palliatieve zorg januari/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    expect(
      await within(dialog).findByText(
        'Je inschrijving kan niet verwerkt worden. Neem contact op met de programma assistent van de opleiding.',
      ),
    ).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listSearchParams, type MyParticipant, type ScheduleItem } from '@portal/contracts';
import { API, EDUCATION_ID, makeEducation } from '../../features/education/test/education-fixtures';
import { mockUsersApi } from '../../features/users/test-helpers';
import { makeAccount } from '../../../test/fixtures';
import { callsTo, renderRoute, reply } from '../../../test/test-utils';

const trainer = makeAccount({ id: 'c0000000-0000-4000-8000-000000000003', roles: ['ROLE_PRACTICAL_TRAINER'] });
const education = makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } });
const PARTICIPANT: MyParticipant = {
  id: EDUCATION_ID,
  user: { id: education.user.id, fullName: 'Lotte de Graaf', fullNameLastNameFirst: 'Graaf, Lotte de' },
  name: 'Huisartsgeneeskunde',
  cohortName: 'HA 2025-1',
  startDate: '2025-09-01',
  status: 'definitely_placed',
  furtherEducation: false,
  progress: { finishedModules: 3, totalModules: 12 },
  staffRoles: ['practical_trainer'],
};
const ownList = `GET /api/my-participants?${listSearchParams({ page: 1, perPage: 10, order: { status: 'desc' } }).toString()}`;
const schedule = `GET /api/users/${education.user.id}/schedule?includePastItems=0`;
const ITEM: ScheduleItem = {
  date: '2026-12-03',
  startTime: '09:30',
  endTime: '12:00',
  allDay: false,
  event: 'Terugkomdag jaar 1',
  eventId: 'e1000000-0000-4000-8000-000000000001',
  eventAfasId: '31017',
  eventDescription: null,
  sessionName: 'Ochtendprogramma',
  sessionId: 'e2000000-0000-4000-8000-000000000002',
  sessionInfo: null,
  workshop: false,
  moduleId: null,
  module: 'Communicatie',
  moodleCourseId: null,
  locationDescription: 'Zaal 1',
  street: null,
  number: null,
  postalCode: null,
  city: 'Utrecht',
  meetingUrl: null,
  meetingId: null,
  meetingPassword: null,
};

describe('/mijn-deelnemers', () => {
  it("lists the trainer's participants, each leading to their education and agenda", async () => {
    mockUsersApi({ [ownList]: reply({ items: [PARTICIPANT], totalItems: 1, perPage: 10 }) }, trainer);
    renderRoute('/mijn-deelnemers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn deelnemers' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Deelnemers' });
    expect(within(table).getByRole('link', { name: 'Graaf, Lotte de' })).toHaveAttribute(
      'href',
      `/mijn-deelnemers/${EDUCATION_ID}`,
    );
  });

  it('is for practical trainers, institute educators and program assistants', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockUsersApi({}, makeAccount({ roles: ['ROLE_PARTICIPANT'] }));
    renderRoute('/mijn-deelnemers');
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ownList)).toHaveLength(0);
  });

  it("shows a participant's education and, under it, their agenda without the feed controls", async () => {
    const fetchMock = mockUsersApi(
      {
        [API.education]: reply(education),
        [API.institute]: reply({ items: [] }),
        [schedule]: reply({ items: [ITEM], totalItems: 1 }),
      },
      trainer,
    );
    renderRoute(`/mijn-deelnemers/${EDUCATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: education.name })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar mijn deelnemers' })).toHaveAttribute(
      'href',
      '/mijn-deelnemers',
    );
    const agenda = await screen.findByRole('region', { name: `Agenda van ${education.user.fullName}` });
    expect(await within(agenda).findByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
      'href',
      `/api/users/${education.user.id}/schedule/csv-export?includePastItems=0`,
    );
    expect((await within(agenda).findAllByText(/Ochtendprogramma/)).length).toBeGreaterThan(0);
    expect(within(agenda).queryByRole('button', { name: 'Agenda synchroniseren' })).toBeNull();
    expect(callsTo(fetchMock, API.education)).toHaveLength(1);
    expect(callsTo(fetchMock, schedule)).toHaveLength(1);
  });
});

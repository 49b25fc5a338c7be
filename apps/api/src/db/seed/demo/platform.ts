// The admin's side of the platform and the notification centre: synchronisation issues, API keys, and a
// notification of every type for users whose roles may see it, some read and some unread.
import { API_KEY_PREFIX, NOTIFICATION_TYPE_ROLES, type NotificationType, type Role } from '@portal/contracts';
import { apiKeys, notifications, syncIssues } from '../../schema';
import type { AssignmentSpec } from './assignment-plan';
import { addDays } from './clock';
import type { DemoAssignments } from './assignments';
import { at, demoSecret, get, insertRows, newId, sha256Hex, type DemoContext } from './context';
import type { DemoEducations } from './educations';
import type { DemoEvents } from './events';
import { DEMO_LOGINS, type DemoLoginKey } from './logins';
import type { DemoUsers } from './users';

interface IssueDefinition {
  afasId: string;
  kind: string;
  message: string;
  state: 'open' | 'resolved' | 'regression';
  firstSeen: number;
  lastSeen: number;
  occurrences: number;
}

const ISSUES: IssueDefinition[] = [
  {
    afasId: '1000110',
    kind: 'invalid_postal_code',
    message: "Persoon 1000110: postcode '35AB 12' voldoet niet aan het formaat 1234 AB.",
    state: 'open',
    firstSeen: -6,
    lastSeen: -1,
    occurrences: 3,
  },
  {
    afasId: '31017',
    kind: 'session_without_date',
    message: 'Uitvoering 31017: sessie 2 heeft geen datum (KnCourseEvent.SessionDate ontbreekt).',
    state: 'open',
    firstSeen: -2,
    lastSeen: -1,
    occurrences: 1,
  },
  {
    afasId: '1000112',
    kind: 'duplicate_email',
    message: 'Persoon 1000112: het e-mailadres is al in gebruik bij een ander account.',
    state: 'resolved',
    firstSeen: -20,
    lastSeen: -12,
    occurrences: 2,
  },
  {
    afasId: '1000115',
    kind: 'unknown_specialisation',
    message: 'Persoon 1000115: onbekende specialisatiecode 47; de standaardwaarde 99 (Overig) is niet toegepast.',
    state: 'regression',
    firstSeen: -45,
    lastSeen: -3,
    occurrences: 4,
  },
  {
    afasId: '31005',
    kind: 'workshop_without_capacity',
    message: 'Uitvoering 31005: workshop zonder maximum aantal deelnemers.',
    state: 'resolved',
    firstSeen: -33,
    lastSeen: -33,
    occurrences: 1,
  },
];

export async function seedPlatform(
  ctx: DemoContext,
  people: DemoUsers,
  educations: DemoEducations,
  agenda: DemoEvents,
  work: DemoAssignments,
): Promise<void> {
  const { db, clock } = ctx;
  const login = (key: DemoLoginKey) => get(people.logins, key);
  const admin = login('admin').id;

  const issueIds = ISSUES.map(() => newId());
  await insertRows(
    db,
    syncIssues,
    ISSUES.map((issue, n) => ({
      id: at(issueIds, n),
      afasId: issue.afasId,
      fingerprint: sha256Hex(`${issue.kind}:${issue.afasId}`),
      message: issue.message,
      trace: `AfasSyncError: ${issue.kind}\n    at mapRecord (integrations/afas/afas-mapper.ts:112:11)\n    at syncRecord (jobs/afas-sync.ts:64:5)`,
      state: issue.state,
      occurrences: issue.occurrences,
      // A regression was resolved once, then seen again.
      resolvedAt:
        issue.state === 'open' ? null : clock.at(issue.state === 'resolved' ? issue.lastSeen + 1 : -30, '10:15'),
      resolvedById: issue.state === 'open' ? null : admin,
      createdAt: clock.at(issue.firstSeen, '03:02'),
      updatedAt: clock.at(issue.lastSeen, '03:02'),
    })),
  );

  await insertRows(db, apiKeys, [
    {
      name: 'AFAS Profit synchronisatie',
      ...demoSecret(ctx, API_KEY_PREFIX),
      roles: ['ROLE_SYNCHRONIZE_AFAS'],
      enabled: true,
      createdById: admin,
      lastUsedAt: clock.at(-1, '03:00'),
      createdAt: clock.at(-400),
    },
    {
      name: 'Moodle notificaties',
      ...demoSecret(ctx, API_KEY_PREFIX),
      roles: ['ROLE_CREATE_NOTIFICATIONS'],
      enabled: false,
      createdById: admin,
      lastUsedAt: clock.at(-64, '14:20'),
      createdAt: clock.at(-380),
    },
  ]);

  const tag = (name: string) => get(work.tagged, name);
  const ha = educations.main.ha;
  const workshopDay = get(agenda.events, 'ha220');
  const closes = `${addDays(workshopDay.startDate, -5).split('-').reverse().join('-')} 17:00`;
  const notificationRows: (typeof notifications.$inferInsert)[] = [];
  const rolesOf = new Map<string, Role[]>(DEMO_LOGINS.map((l) => [login(l.key).id, l.roles]));
  // An evaluator opens the work from the evaluations overview; everyone else on the assignment's own page.
  const assignmentUrl = (type: NotificationType, id: string) =>
    type === 'EvaluatorAssigned' ? `/beoordelingen/${id}` : `/onderwijs/opdracht/${id}/bekijken`;
  const notify = (
    userId: string,
    type: NotificationType,
    message: string,
    daysAgo: number,
    read: boolean,
    extra: { assignment?: AssignmentSpec; issueId?: string; contextUrl?: string; data?: Record<string, unknown> } = {},
  ) => {
    const roles = rolesOf.get(userId) ?? ['ROLE_PARTICIPANT'];
    // Only types the recipient's roles may see (ROLE_ADMIN passes every check).
    if (!roles.includes('ROLE_ADMIN') && !NOTIFICATION_TYPE_ROLES[type].some((r) => roles.includes(r))) {
      throw new Error(`demo seed: ${type} is not for ${roles.join(', ')}`);
    }
    const createdAt = clock.at(-daysAgo, '08:30');
    notificationRows.push({
      userId,
      type,
      message,
      readAt: read ? clock.at(-daysAgo, '12:05') : null,
      assignmentId: extra.assignment?.id ?? null,
      issueId: extra.issueId ?? null,
      contextUrl: extra.contextUrl ?? (extra.assignment ? assignmentUrl(type, extra.assignment.id) : null),
      data: extra.data ?? {},
      createdAt,
    });
  };
  const strong = (text: string) => `<strong>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</strong>`;

  const me = ha.userId;
  const participantName = login('participant').fullName;
  notify(
    me,
    'MoodleNotification',
    `<p>Nieuw leermateriaal voor ${strong('Terugkomdag jaar 2 – blok 5')} staat klaar.</p>`,
    1,
    false,
    {
      data: { moodleCourseId: '5213' },
    },
  );
  notify(me, 'AssignmentEvaluated', `<p>Je opdracht ${strong(tag('catchUp').name)} is beoordeeld.</p>`, 2, false, {
    assignment: tag('catchUp'),
  });
  notify(
    me,
    'AssignmentRejected',
    `<p>Je opdracht ${strong(tag('rejectedKpb').name)} is teruggegeven. Lever hem opnieuw in.</p>`,
    4,
    false,
    {
      assignment: tag('rejectedKpb'),
    },
  );
  notify(
    me,
    'AssignmentMessage',
    `<p>Karin Visser plaatste een bericht bij ${strong(tag('rejectedKpb').name)}.</p>`,
    4,
    true,
    {
      assignment: tag('rejectedKpb'),
    },
  );
  notify(
    me,
    'ResetEvaluation',
    `<p>De beoordeling van ${strong(tag('reviewInReview').name)} is heropend.</p>`,
    6,
    true,
    {
      assignment: tag('reviewInReview'),
    },
  );
  notify(
    me,
    'ExternalSavedAssignmentFormEntry',
    `<p>${people.external.fullName} heeft het formulier van ${strong(tag('externalKpb').name)} ingevuld.</p>`,
    4,
    false,
    { assignment: tag('externalKpb') },
  );
  notify(
    me,
    'WorkshopRegistrationEndsSoon',
    `<p>Je kunt je workshops voor ${strong(workshopDay.definition.name)} nog tot ${closes} wijzigen.</p>`,
    0,
    false,
    { contextUrl: `/onderwijs/${ha.id}`, data: { eventId: workshopDay.id } },
  );
  notify(
    me,
    'RequestedDownloadFailed',
    '<p>Het samenvattingsbestand (PDF) kon niet worden gemaakt. Probeer het later opnieuw.</p>',
    12,
    true,
    {
      contextUrl: `/onderwijs/${ha.id}#downloads`,
    },
  );
  // An export of one's own data made some time ago and downloaded since (the Privacy tab lists it).
  notify(
    me,
    'RequestedDownloadReady',
    '<p>De download met je gegevens staat klaar. Je kunt hem één keer downloaden, binnen 48 uur.</p>',
    20,
    true,
    { contextUrl: '/account?tab=privacy' },
  );

  const elearning = login('elearning').id;
  notify(
    elearning,
    'MoodleNotification',
    `<p>Nieuwe gratis e-learning: ${strong('Antibioticabeleid in de eerste lijn')}.</p>`,
    3,
    false,
  );
  notify(
    elearning,
    'MoodleNotification',
    `<p>Je certificaat voor ${strong('Basis acute geneeskunde')} staat klaar.</p>`,
    20,
    true,
  );

  const trainer = login('trainer').id;
  notify(
    trainer,
    'EvaluatorAssigned',
    `<p>Je bent beoordelaar van ${strong(tag('inReviewKpb').name)} (${participantName}).</p>`,
    3,
    false,
    {
      assignment: tag('inReviewKpb'),
    },
  );
  notify(
    trainer,
    'AssignmentMessage',
    `<p>${participantName} plaatste een bericht bij ${strong(tag('rejectedKpb').name)}.</p>`,
    3,
    false,
    {
      assignment: tag('rejectedKpb'),
    },
  );
  const educator = login('educator').id;
  notify(
    educator,
    'EvaluatorAssigned',
    `<p>Je bent beoordelaar van ${strong(tag('epaInReview').name)} (${participantName}).</p>`,
    2,
    false,
    {
      assignment: tag('epaInReview'),
    },
  );
  notify(
    educator,
    'EvaluatorAssigned',
    `<p>Je bent beoordelaar van ${strong(tag('requestRequested').name)} (${participantName}).</p>`,
    5,
    true,
    {
      assignment: tag('requestRequested'),
    },
  );
  notify(
    educator,
    'RequestedDownloadFailed',
    '<p>De gebundelde PDF van het portfolio kon niet worden gemaakt.</p>',
    9,
    true,
  );
  notify(
    login('teacher').id,
    'EvaluatorAssigned',
    `<p>Je bent beoordelaar van ${strong(tag('catchUp').name)}.</p>`,
    4,
    true,
    {
      assignment: tag('catchUp'),
    },
  );
  const multiWork = work.tagged.get('multiToEvaluate');
  if (multiWork) {
    notify(
      login('multi').id,
      'EvaluatorAssigned',
      `<p>Je bent beoordelaar van ${strong(multiWork.name)}.</p>`,
      2,
      false,
      {
        assignment: multiWork,
      },
    );
  }
  // multi@demo.nl also follows an education: a notification of the participant view, so opening one of theirs
  // switches the view either way.
  const multiOwn = work.all.filter((spec) => spec.education.userId === educations.multi.userId);
  const multiEvaluated = multiOwn.find((spec) => spec.state === 'finished');
  const multiHandedIn = multiEvaluated ?? multiOwn.find((spec) => spec.state !== 'open');
  if (multiHandedIn) {
    notify(
      login('multi').id,
      multiEvaluated ? 'AssignmentEvaluated' : 'AssignmentMessage',
      multiEvaluated
        ? `<p>Je opdracht ${strong(multiEvaluated.name)} is beoordeeld.</p>`
        : `<p>Er is een nieuw bericht geplaatst bij ${strong(multiHandedIn.name)}.</p>`,
      1,
      false,
      { assignment: multiHandedIn },
    );
  }
  notify(
    login('assistant').id,
    'AssignmentMessage',
    `<p>Nieuw bericht bij ${strong(tag('requestRejected').name)}.</p>`,
    20,
    true,
    {
      assignment: tag('requestRejected'),
    },
  );
  ISSUES.forEach((issue, n) => {
    if (issue.state === 'resolved') return;
    notify(
      admin,
      'AfasSyncIssue',
      `<p>Synchronisatieprobleem bij AFAS-record ${strong(issue.afasId)}.</p>`,
      -issue.lastSeen,
      n > 1,
      {
        issueId: at(issueIds, n),
        contextUrl: `/afas/synchronisatie-issues/${at(issueIds, n)}`,
      },
    );
  });
  // The other participants hear about their latest assessments.
  const others = work.all.filter((spec) => spec.state === 'finished' && spec.education.userId !== me).slice(-8);
  for (const spec of others) {
    notify(
      spec.education.userId,
      'AssignmentEvaluated',
      `<p>Je opdracht ${strong(spec.name)} is beoordeeld.</p>`,
      -(spec.finished ?? 0),
      true,
      {
        assignment: spec,
      },
    );
  }
  await insertRows(db, notifications, notificationRows);
}

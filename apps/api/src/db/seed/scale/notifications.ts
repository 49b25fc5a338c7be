// Notifications phase: ~200 per participant over the past two years (the newest ~10% unread), types as
// NOTIFICATION_TYPE_ROLES allows for participants; EvaluatorAssigned for the evaluators of work in review; and
// AfasSyncIssue for the admins.
import type { NotificationType } from '@portal/contracts';
import { notifications } from '../../schema';
import type { ParticipantSeed, ScaleContext } from './context';
import { NOTIFICATIONS_PER_PARTICIPANT, PARTICIPANTS_PER_CHUNK, UNREAD_SHARE } from './plan';
import { type Random, STREAM, momentFrom } from './random';
import { type AssignmentSkeleton, participantSkeleton } from './skeleton';
import { type Batch, type Counts, writeBatch, writeInGroups } from './writer';

type ParticipantType = Exclude<NotificationType, 'EvaluatorAssigned' | 'AfasSyncIssue' | 'RequestedDownloadReady'>;

const PARTICIPANT_TYPES: readonly (readonly [ParticipantType, number])[] = [
  ['MoodleNotification', 30],
  ['AssignmentEvaluated', 30],
  ['AssignmentMessage', 15],
  ['AssignmentRejected', 6],
  ['ResetEvaluation', 3],
  ['ExternalSavedAssignmentFormEntry', 5],
  ['WorkshopRegistrationEndsSoon', 8],
  ['RequestedDownloadFailed', 3],
];

/** Notification messages are sanitised HTML: names go in escaped. */
function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function seedNotifications(ctx: ScaleContext, counts: Counts): Promise<void> {
  await writeInGroups(ctx.db, ctx.participants, PARTICIPANTS_PER_CHUNK, [notifications], counts, (p, batch) =>
    addForParticipant(ctx, batch, p),
  );
  const random = ctx.random.stream(STREAM.notifications, -1);
  await writeBatch(ctx.db, counts, [notifications], (batch) => {
    for (const issue of ctx.syncIssues) {
      for (const admin of ctx.staff.admins) {
        const created = momentFrom(-random.faker.number.float({ min: 0, max: 120 }));
        batch.add(notifications, {
          id: random.id(),
          userId: admin.id,
          type: 'AfasSyncIssue',
          message: `<p>De synchronisatie van AFAS-record <strong>${issue.afasId}</strong> is mislukt.</p>`,
          readAt: random.chance(0.7) ? created : null,
          issueId: issue.id,
          contextUrl: `/afas/synchronisatie-issues/${issue.id}`,
          createdAt: created,
        });
      }
    }
  });
}

function addForParticipant(ctx: ScaleContext, batch: Batch, participant: ParticipantSeed): void {
  const skeleton = participantSkeleton(ctx, participant);
  const random = ctx.random.stream(STREAM.notifications, participant.index);
  const all = skeleton.assignments;
  const handedIn = all.filter((a) => a.state !== 'open' && a.state !== 'excemption');
  const pools: Partial<Record<ParticipantType, AssignmentSkeleton[]>> = {
    AssignmentEvaluated: all.filter((a) => a.state === 'finished'),
    AssignmentMessage: handedIn,
    AssignmentRejected: all.filter((a) => a.state === 'rejected'),
    ResetEvaluation: handedIn,
    ExternalSavedAssignmentFormEntry: handedIn,
  };
  const learning = [...skeleton.modules.values()].flat().filter((m) => m.template.kind === 'education');
  const count = random.int(...NOTIFICATIONS_PER_PARTICIPANT);
  // Newest first, so the unread ones are the most recent: people read the old ones.
  const ages = Array.from({ length: count }, () => random.faker.number.float({ min: 0, max: 730 })).sort(
    (a, b) => a - b,
  );
  const unread = Math.round(count * UNREAD_SHARE);
  ages.forEach((age, i) => {
    let type = random.weighted(PARTICIPANT_TYPES);
    const pool = pools[type];
    if (pool !== undefined && pool.length === 0) type = 'MoodleNotification';
    const assignment = pool && pool.length > 0 ? random.pick(pool) : undefined;
    const created = momentFrom(-age);
    const { message, contextUrl } = describe(
      type,
      assignment,
      learning.length > 0 ? random.pick(learning).template.name : 'je opleiding',
      random,
    );
    batch.add(notifications, {
      id: random.id(),
      userId: participant.id,
      type,
      message,
      readAt: i < unread ? null : momentFrom(-age + random.faker.number.float({ min: 0.01, max: Math.min(age, 7) })),
      assignmentId: assignment?.id ?? null,
      contextUrl,
      createdAt: created,
    });
  });
  // Evaluators hear about work waiting for them.
  for (const assignment of all) {
    if (assignment.state !== 'in_review') continue;
    for (const evaluator of assignment.evaluators) {
      const age = random.faker.number.float({ min: 0, max: 60 });
      batch.add(notifications, {
        id: random.id(),
        userId: evaluator.id,
        type: 'EvaluatorAssigned',
        message: `<p>Je bent beoordelaar van <strong>${escape(assignment.name)}</strong> van ${escape(participant.fullName)}.</p>`,
        readAt: random.chance(0.5) ? momentFrom(-age / 2) : null,
        assignmentId: assignment.id,
        contextUrl: `/beoordelingen/${assignment.id}`,
        createdAt: momentFrom(-age),
      });
    }
  }
}

function describe(
  type: ParticipantType,
  assignment: AssignmentSkeleton | undefined,
  moduleName: string,
  random: Random,
): { message: string; contextUrl: string | null } {
  const name = `<strong>${escape(assignment?.name ?? moduleName)}</strong>`;
  const assignmentUrl = assignment ? `/onderwijs/opdracht/${assignment.id}/bekijken` : null;
  switch (type) {
    case 'MoodleNotification':
      return {
        message: `<p>Er staat nieuw leermateriaal klaar voor ${name}.</p>`,
        contextUrl: `https://leeromgeving.scale.demo.nl/course/view.php?id=${7000 + random.int(0, 400)}`,
      };
    case 'AssignmentEvaluated':
      return { message: `<p>Je opdracht ${name} is beoordeeld.</p>`, contextUrl: assignmentUrl };
    case 'AssignmentMessage':
      return { message: `<p>Er is een nieuw bericht geplaatst bij ${name}.</p>`, contextUrl: assignmentUrl };
    case 'AssignmentRejected':
      return {
        message: `<p>Je opdracht ${name} is teruggegeven: lever deze opnieuw in.</p>`,
        contextUrl: assignmentUrl,
      };
    case 'ResetEvaluation':
      return { message: `<p>De beoordeling van ${name} is teruggezet.</p>`, contextUrl: assignmentUrl };
    case 'ExternalSavedAssignmentFormEntry':
      return {
        message: `<p>Een externe bijdrager heeft het formulier van ${name} ingevuld.</p>`,
        contextUrl: assignmentUrl,
      };
    case 'WorkshopRegistrationEndsSoon':
      return {
        message: `<p>De inschrijving voor de workshops van ${name} sluit binnenkort.</p>`,
        contextUrl: '/agenda',
      };
    case 'RequestedDownloadFailed':
      return {
        message: '<p>Het samenstellen van je download is mislukt. Probeer het later opnieuw.</p>',
        contextUrl: null,
      };
  }
}

// Presence at the sessions of registered events (with missed sessions caught up), and attendance certificates of
// the further education.
import { certificates, presenceItems } from '../../schema';
import { addDays } from './clock';
import { addFile, at, flushFiles, get, insertRows, MIME, newId, type DemoContext } from './context';
import type { DemoEducations } from './educations';
import type { DemoEvents, SeededEnrolment, SeededSession } from './events';

interface PresenceRow {
  id: string;
  enrolment: SeededEnrolment;
  session: SeededSession;
  row: typeof presenceItems.$inferInsert;
}

/**
 * `catchUpAssignmentId` is the replacement assignment (vervangende opdracht) with which deelnemer@demo.nl made up a
 * missed return-day session; its compensation has been processed (the filled flag).
 */
export async function seedPresence(
  ctx: DemoContext,
  educations: DemoEducations,
  agenda: DemoEvents,
  catchUpAssignmentId: string,
): Promise<void> {
  const { db, clock } = ctx;
  const rows: PresenceRow[] = [];
  for (const enrolment of agenda.enrolments) {
    if (enrolment.status !== 'enrolled') continue;
    for (const session of enrolment.event.sessions) {
      const isWorkshop = session.definition.workshopMax !== undefined;
      // A deadline is not a meeting, and only chosen workshops count.
      if (session.definition.allDay || (isWorkshop && !enrolment.workshops.has(session.id))) continue;
      const id = newId();
      rows.push({
        id,
        enrolment,
        session,
        row: {
          id,
          moduleId: enrolment.module.id,
          userId: enrolment.userId,
          sessionId: session.id,
          present: session.definition.day < 0 ? true : null,
        },
      });
    }
  }
  const find = (userId: string, eventKey: string, sessionIndex: number) => {
    const found = rows.find(
      (r) =>
        r.enrolment.userId === userId &&
        r.enrolment.event.definition.key === eventKey &&
        r.session.id === at(r.enrolment.event.sessions, sessionIndex).id,
    );
    if (!found) throw new Error(`demo seed: no presence of ${userId} at ${eventKey}/${sessionIndex}`);
    return found;
  };

  const participantId = educations.main.ha.userId;
  // Missed the online day of group A; catches up at the same day of group B, three days from now.
  const missedOnline = find(participantId, 'ha210a', 1);
  const catchUpSession = at(get(agenda.events, 'ha210b').sessions, 1);
  const catchUpId = newId();
  rows.push({
    id: catchUpId,
    enrolment: missedOnline.enrolment,
    session: catchUpSession,
    row: {
      id: catchUpId,
      moduleId: missedOnline.enrolment.module.id,
      userId: participantId,
      sessionId: catchUpSession.id,
      present: null,
    },
  });
  Object.assign(missedOnline.row, {
    present: false,
    catchingUpEventId: get(agenda.events, 'ha210b').id,
    catchingUpSessionId: catchUpSession.id,
    catchingUpPresenceItemId: catchUpId,
  });
  // Missed the morning of block 4 (ill); made it up with a replacement assignment, compensation processed.
  Object.assign(find(participantId, 'ha201b', 0).row, {
    present: false,
    catchingUpAssignmentId: catchUpAssignmentId,
    compensationProcessedAt: clock.at(-2, '10:00'),
  });
  // Missed the first evening of the palliative care course: the certificate carries one point less.
  find(participantId, 'bns2', 0).row.present = false;
  // Two other absences that are not (yet) made up.
  const others = rows.filter((r) => r.enrolment.userId !== participantId && r.session.definition.day < 0);
  for (const absent of [others[1], others[others.length - 1]]) if (absent) absent.row.present = false;

  // The catch-up presence item must exist before the row that points at it.
  const ordered = [...rows].sort((a, b) => Number(b.id === catchUpId) - Number(a.id === catchUpId));
  await insertRows(
    db,
    presenceItems,
    ordered.map((r, n) => ({ ...r.row, afasId: String(950001 + n) })),
  );

  const certificateRows: (typeof certificates.$inferInsert)[] = [];
  for (const enrolment of agenda.enrolments) {
    const definition = enrolment.event.definition;
    if (enrolment.status !== 'enrolled' || !['bns1', 'bns2'].includes(definition.key)) continue;
    const issued = clock.atDay(addDays(enrolment.event.endDate, 3), '08:00');
    const lessPoints = enrolment.module.status === 'finished_less_points';
    const fileId = addFile(ctx, {
      name: `Certificaat ${definition.name}.pdf`,
      mimeType: MIME.pdf,
      context: 'certificate',
      createdAt: issued,
      size: 48_000 + certificateRows.length * 317,
    });
    certificateRows.push({
      userId: enrolment.userId,
      eventId: enrolment.event.id,
      eventAfasId: enrolment.event.afasId,
      name: definition.name,
      endDate: enrolment.event.endDate,
      // Missed part of the course: the certificate carries the points actually earned.
      points: lessPoints ? (definition.points ?? 0) - 1 : (definition.points ?? null),
      fileId,
      createdAt: issued,
    });
  }
  await flushFiles(ctx);
  await insertRows(db, certificates, certificateRows);
}

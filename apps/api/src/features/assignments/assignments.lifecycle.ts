import { HAND_IN_STATES, type AssignmentDisplayStatus, type AssignmentState } from '@portal/contracts';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { assignments, entries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from './ports';

// What the participant may do in each state is the contracts' PARTICIPANT_ACTIONS_BY_STATE (shared with the web);
// the moves below start from the states that table allows them in.
export { isEditableState } from '@portal/contracts';

/** The display status (spec 2 §3): gereed once handed in, bezig once something was saved, else nieuw. */
export function displayStatus(state: AssignmentState, answered: boolean): AssignmentDisplayStatus {
  if (state === 'in_review' || state === 'finished' || state === 'excemption') return 'done';
  return answered ? 'used' : 'new';
}

/**
 * The assignment life cycle (spec 2 §4), one conditional update per move: the row changes only from the states the
 * move allows, so two moves racing cannot both happen; any other move is 409 `assignment_transition`. The fillers'
 * entries follow: handed in they are closed (a late save of a contributor is refused), returned they open again.
 */
async function move(
  tx: Tx,
  assignmentId: string,
  from: readonly AssignmentState[],
  to: AssignmentState,
  set: Partial<typeof assignments.$inferInsert> = {},
) {
  const [row] = await tx
    .update(assignments)
    .set({ ...set, state: to, updatedAt: new Date() })
    .where(and(eq(assignments.id, assignmentId), inArray(assignments.state, [...from])))
    .returning({ id: assignments.id, userId: assignments.userId });
  if (!row) throw new AppError('assignment_transition', 409);
  return row;
}

/** The participant's entry and the contributors' entries (not the evaluators'). */
const fillerEntries = (assignmentId: string, ownerId: string) =>
  and(eq(entries.assignmentId, assignmentId), or(isNotNull(entries.accessTokenId), eq(entries.createdById, ownerId)));

export const lifecycle = {
  /** Handing in ('Inleveren', 'Opnieuw inleveren'): open or rejected → in_review; the fillers' entries close. */
  async submit(tx: Tx, assignmentId: string, at = new Date()) {
    const row = await move(tx, assignmentId, HAND_IN_STATES, 'in_review', { draft: false, submittedAt: at });
    await tx
      .update(entries)
      .set({
        status: 'submitted',
        submittedAt: sql`coalesce(${entries.submittedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(and(fillerEntries(assignmentId, row.userId), eq(entries.status, 'draft')));
    return row;
  },
  /** Returned to the participant ('Opnieuw inleveren'): in_review → rejected; the fillers' entries open again. */
  async reject(tx: Tx, assignmentId: string) {
    const row = await move(tx, assignmentId, ['in_review'], 'rejected');
    await tx
      .update(entries)
      .set({ status: 'draft', submittedAt: null })
      .where(and(fillerEntries(assignmentId, row.userId), eq(entries.status, 'submitted')));
    return row;
  },
  /** Assessed: in_review → finished. */
  finish: (tx: Tx, assignmentId: string, at = new Date()) =>
    move(tx, assignmentId, ['in_review'], 'finished', { finishedAt: at }),
  /** Its evaluations deleted: finished → in_review (the evaluations area's reopen). */
  reopen: (tx: Tx, assignmentId: string) =>
    move(tx, assignmentId, ['finished'], 'in_review', { finishedAt: null, grade: null, valuationOptionId: null }),
};

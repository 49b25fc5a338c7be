import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, assignmentVersions, educationVersions, formVersions } from '../../db/schema';
import { strongETag } from '../../lib/etag';
import type { AssignmentActor } from './ports';

/**
 * The ETag of `GET /api/assignment/{id}`: from the assignment's, its education's and its form's change counters
 * (raised by the database's triggers, migrations 0023 and 0025, with every write that changes the answer, in any
 * process), the caller (their roles and permissions decide the policy's answer and `_permissions`; whether they
 * evaluate it is the assignment's counter) and the URL. One statement of three primary-key reads. The answer depends
 * on the assignment's state and rows, never on the clock.
 */
export function createAssignmentVersions(db: Db) {
  const read = db
    .select({
      assignment: assignmentVersions.version,
      education: educationVersions.version,
      form: formVersions.version,
    })
    .from(assignments)
    .leftJoin(assignmentVersions, eq(assignmentVersions.assignmentId, assignments.id))
    .leftJoin(educationVersions, eq(educationVersions.educationId, assignments.educationId))
    .leftJoin(formVersions, eq(formVersions.formId, assignments.formId))
    .where(eq(assignments.id, sql.placeholder('id')))
    .prepare('assignment_version');
  return {
    /**
     * The tag for this caller, or null: no such assignment (the answer is 404, never 304); an external contributor
     * (a short session of a few calls, whose view filters the entries by invitation: not worth a proof); an
     * impersonation (whether the impersonator is an admin is part of the answer).
     */
    async tag(actor: AssignmentActor, assignmentId: string, url: string): Promise<string | null> {
      if (actor.kind !== 'user' || actor.impersonatorId) return null;
      const [row] = await read.execute({ id: assignmentId });
      if (!row) return null;
      return strongETag([
        url,
        assignmentId,
        row.assignment ?? 0,
        row.education ?? 0,
        row.form ?? 0,
        actor.userId,
        actor.roles.join(','),
        actor.permissions.join(','),
      ]);
    },
  };
}
export type AssignmentVersions = ReturnType<typeof createAssignmentVersions>;

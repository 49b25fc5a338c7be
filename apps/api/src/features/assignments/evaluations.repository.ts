import type { AssignmentState, EvaluationsQuery, Role } from '@portal/contracts';
import { and, asc, count, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  assignmentEvaluators,
  assignments,
  educations,
  educationStaff,
  evaluationOptions,
  evaluations,
  modules,
  users,
} from '../../db/schema';
import { fullNameSql, isoInstant, jsonObject, lastNameFirstSql } from '../../db/json-sql';
import { namedStatement } from '../../db/named-statement';
import { rowsOf } from '../../db/rows';
import { personColumns } from './assignments.repository';
import { containsText, listPage } from '../../lib/list-query';
import type { Tx } from './ports';

const participant = alias(users, 'participant');

/**
 * A row of the overview (`evaluationRowSchema`) as the default page's statement writes it: names as `lib/names.ts`
 * writes them, the instant as `toISOString` does, the row permissions from the states in which the caller's own
 * permission applies ($7 UPDATE_EVALUATORS, $8 RESET_EVALUATION), the evaluators only with $5.
 */
const ROW = jsonObject({
  id: 'a.id',
  name: 'a.name',
  state: 'a.state',
  submitted: isoInstant('a.submitted_at'),
  startDate: 'm.start_date',
  module: jsonObject({ id: 'm.id', publishedName: 'm.published_name', moduleType: 'm.module_type' }),
  user: jsonObject({ id: 'u.id', fullName: fullNameSql('u'), fullNameLastNameFirst: lastNameFirstSql('u') }),
  grade: 'a.grade',
  valuation: 'o.label',
  evaluators: `case when $5::boolean then (select coalesce(json_agg(${jsonObject({
    id: 'e.id',
    fullName: fullNameSql('e'),
  })} order by e.last_name, e.first_name, e.id), '[]'::json)
    from assignment_evaluators ae join users e on e.id = ae.user_id where ae.assignment_id = a.id)
  else '[]'::json end`,
  permissions: `to_json(array_remove(array[
    case when a.state = any($7::assignment_state[]) then 'UPDATE_EVALUATORS' end,
    case when a.state = any($8::assignment_state[]) then 'RESET_EVALUATION' end], null))`,
});
const evaluator = alias(users, 'evaluator');

/** Who asks: the list and pickers show only the assignments they may see as assessor or staff. */
export interface Viewer {
  userId: string;
  admin: boolean;
}

/** The roles whose members can be chosen as evaluators (the evaluator dialog's search). */
export const EVALUATOR_ROLES: readonly Role[] = [
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_EDUCATOR',
];

/**
 * The assignments a viewer sees in the evaluations area: every one for an admin, else those they evaluate (a
 * semi-join on `assignment_evaluators` primary key) or of an education they are staff of (`education_staff`).
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.admin) return undefined;
  return sql`(exists (select 1 from ${assignmentEvaluators} ae
      where ae.assignment_id = ${assignments.id} and ae.user_id = ${viewer.userId})
    or exists (select 1 from ${educationStaff} s
      where s.education_id = ${assignments.educationId} and s.user_id = ${viewer.userId}))`;
}

/**
 * The overview's rows for a viewer: in the states asked, and (not an admin) theirs to see. Written as a semi-join on
 * a small set of ids, each half served by one index range: the assignments they evaluate in those states
 * (`assignment_evaluators_user_idx`: user, state, assignment; the state is kept there by triggers) and the
 * assignments of the educations they are staff of (`assignments_education_idx`: education, state). The `exists ...
 * or exists ...` of `visibleTo` would read every assignment in review instead (measured on the scale set: 13 ms a
 * page against under 1).
 */
function listedFor(viewer: Viewer, states: readonly AssignmentState[]): SQL | undefined {
  const inStates = inArray(assignments.state, [...states]);
  if (viewer.admin) return inStates;
  const stateList = sql.join(
    states.map((state) => sql`${state}::assignment_state`),
    sql`, `,
  );
  return and(
    inStates,
    sql`${assignments.id} in (
      select ae.assignment_id from ${assignmentEvaluators} ae where ae.user_id = ${viewer.userId} and ae.state in (${stateList})
      union all
      select a2.id from ${educationStaff} s join ${assignments} a2 on a2.education_id = s.education_id
        where s.user_id = ${viewer.userId} and a2.state in (${stateList}))`,
  );
}

const participantName = sql`concat_ws(' ', ${participant.firstName}, ${participant.insertion}, ${participant.lastName})`;
const evaluatorName = sql`concat_ws(' ', ${users.firstName}, ${users.insertion}, ${users.lastName})`;

/** Reads of the evaluations area (the service holds the rules). */
export function createEvaluationsRepository(db: Db) {
  // The overview as an educator first opens it (by status only, default order): the page and the total in one named
  // statement, planned once per connection, over the same two index ranges as `listedFor`. The ids are gathered as
  // arrays (`= any(array(...))`, each an init plan run once): with a generic plan's guesses PostgreSQL otherwise chose
  // hash joins and a parallel scan of `education_staff` (7 ms against 0.4 ms on the scale set). PostgreSQL writes the
  // answer as the contract's JSON text (`listResponseSchema(evaluationRowSchema)`, rows as `ROW`), sent as it is.
  // $1 viewer, $2 states, $3 limit, $4 offset, $5 with the evaluators, $6 the
  // modules filtered on (none: every module), $7 the states showing UPDATE_EVALUATORS, $8 those showing
  // RESET_EVALUATION (empty: the caller lacks it).
  const defaultPageStatement = namedStatement<{ body: string }>(
    db,
    'evaluations_default_page',
    `with listed as (
  select a.id, a.submitted_at from assignments a
  where a.state = any($2::assignment_state[]) and a.id = any(array(
    select ae.assignment_id from assignment_evaluators ae where ae.user_id = $1 and ae.state = any($2::assignment_state[])
    union all
    select a2.id from assignments a2
      where a2.education_id = any(array(select s.education_id from education_staff s where s.user_id = $1))
        and a2.state = any($2::assignment_state[])))
    and (cardinality($6::uuid[]) = 0 or a.module_id = any($6::uuid[])))
select ${jsonObject({
      items: `coalesce((select json_agg(${ROW} order by a.submitted_at asc nulls last, a.id)
    from (select l.id from listed l order by l.submitted_at asc nulls last, l.id limit $3 offset $4) p
    join assignments a on a.id = p.id
    join modules m on m.id = a.module_id
    join users u on u.id = a.user_id
    left join evaluation_options o on o.id = a.valuation_option_id), '[]'::json)`,
      totalItems: '(select count(*) from listed)',
      perPage: '$3::int',
    })}::text as body`,
  );

  return {
    /**
     * The overview's page as JSON text when one statement answers it (`defaultPageStatement`): a viewer who is not an
     * admin, by status and module only (what the overview opens with, and its Module filter), in the default order;
     * else null. `rowPermissions` are the states in which each of the caller's row permissions shows.
     */
    async defaultPageText(
      viewer: Viewer,
      query: EvaluationsQuery,
      withEvaluators: boolean,
      rowPermissions: { updateEvaluators: readonly AssignmentState[]; resetEvaluation: readonly AssignmentState[] },
    ): Promise<string | null> {
      const quick = Object.entries(query.filters).every(
        ([field, value]) => field === 'status' || field === 'module' || value === undefined,
      );
      if (viewer.admin || !quick || query.query !== undefined || query.order.length > 0) return null;
      const [row] = await defaultPageStatement([
        viewer.userId,
        query.filters.status ?? ['in_review'],
        query.perPage,
        (query.page - 1) * query.perPage,
        withEvaluators,
        query.filters.module ?? [],
        rowPermissions.updateEvaluators,
        rowPermissions.resetEvaluation,
      ]);
      return row!.body;
    },

    /** One page of the overview; `withEvaluators` adds the Beoordelaar column (UPDATE_EVALUATORS only). */
    async list(viewer: Viewer, query: EvaluationsQuery, withEvaluators: boolean) {
      const states: AssignmentState[] = query.filters.status ?? ['in_review'];
      return listPage(
        db,
        () =>
          db
            .select({
              id: assignments.id,
              name: assignments.name,
              state: assignments.state,
              submittedAt: assignments.submittedAt,
              grade: assignments.grade,
              valuation: evaluationOptions.label,
              moduleId: modules.id,
              publishedName: modules.publishedName,
              moduleType: modules.moduleType,
              startDate: modules.startDate,
              userId: participant.id,
              firstName: participant.firstName,
              insertion: participant.insertion,
              lastName: participant.lastName,
              evaluators: withEvaluators
                ? sql<{ id: string; firstName: string; insertion: string | null; lastName: string }[]>`(
                    select coalesce(json_agg(json_build_object('id', u.id, 'firstName', u.first_name,
                      'insertion', u.insertion, 'lastName', u.last_name) order by u.last_name, u.first_name, u.id), '[]')
                    from ${assignmentEvaluators} ae join ${users} u on u.id = ae.user_id
                    where ae.assignment_id = ${assignments.id})`
                : sql<[]>`'[]'::json`,
            })
            .from(assignments)
            .innerJoin(modules, eq(modules.id, assignments.moduleId))
            .innerJoin(participant, eq(participant.id, assignments.userId))
            .leftJoin(evaluationOptions, eq(evaluationOptions.id, assignments.valuationOptionId))
            .$dynamic(),
        // The status condition is part of the plan's own (it has a default), so it is not a filter entry here.
        { ...query, filters: { ...query.filters, status: undefined } },
        {
          where: listedFor(viewer, states),
          search: [assignments.name],
          filters: {
            status: () => undefined,
            module: (ids: string[]) => inArray(assignments.moduleId, ids),
            participant: (ids: string[]) => inArray(assignments.userId, ids),
            evaluator: (ids: string[]) =>
              sql`exists (select 1 from ${assignmentEvaluators} ae
                where ae.assignment_id = ${assignments.id} and ae.user_id in (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )}))`,
            valuation: (ids: string[]) => inArray(assignments.valuationOptionId, ids),
          },
          order: {
            submitted: assignments.submittedAt,
            startDate: modules.startDate,
            name: assignments.name,
            module: modules.publishedName,
            participant: sql`${participant.lastName} || ' ' || ${participant.firstName}`,
            grade: assignments.grade,
            state: assignments.state,
          },
          defaultOrder: [sql`${assignments.submittedAt} asc nulls last`],
          tieBreaker: assignments.id,
        },
      );
    },

    /** Whether the viewer may see the assignment here (evaluator, staff of its education, admin). */
    async visible(viewer: Viewer, assignmentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.id, assignmentId), visibleTo(viewer)));
      return row !== undefined;
    },

    /** The staff roles the user holds on the education (institute educator, practical trainer, program assistant). */
    async staffRoles(educationId: string, userId: string) {
      const rows = await db
        .select({ role: educationStaff.role })
        .from(educationStaff)
        .where(and(eq(educationStaff.educationId, educationId), eq(educationStaff.userId, userId)));
      return rows.map((r) => r.role);
    },

    /** Every evaluation of the assignment, oldest first, with its evaluator's name. */
    history(assignmentId: string, tx: Tx = db) {
      return tx
        .select({
          id: evaluations.id,
          createdAt: evaluations.createdAt,
          grade: evaluations.grade,
          valuation: evaluations.valuation,
          outcome: evaluations.outcome,
          withdrawnAt: evaluations.withdrawnAt,
          evaluatorId: evaluator.id,
          firstName: evaluator.firstName,
          insertion: evaluator.insertion,
          lastName: evaluator.lastName,
        })
        .from(evaluations)
        .leftJoin(evaluator, eq(evaluator.id, evaluations.evaluatorId))
        .where(eq(evaluations.assignmentId, assignmentId))
        .orderBy(asc(evaluations.createdAt), asc(evaluations.id));
    },

    /** The files of the assignment's entries (not signatures), with the reader's read flag and whether they are theirs. */
    async files(assignmentId: string, readerId: string) {
      const result = await db.execute(sql`
        select f.id, f.name, f.mime_type as "mimeType", coalesce(f.uploaded_by_id = ${readerId}, false) as own,
          exists (select 1 from file_reads r where r.file_id = f.id and r.user_id = ${readerId}) as read
        from files f
        where f.id in (select vf.file_id from entries e
          join entry_values v on v.entry_id = e.id
          join form_fields ff on ff.id = v.field_id and ff.type <> 'signature'
          join entry_value_files vf on vf.entry_value_id = v.id
          where e.assignment_id = ${assignmentId})
        order by f.name, f.id`);
      return rowsOf<{ id: string; name: string; mimeType: string; own: boolean; read: boolean }>(result);
    },

    /** Modules of the assignments the viewer sees whose name contains the query (the Module filter). */
    modules(viewer: Viewer, query: string, limit: number, offset: number) {
      const where = and(visibleTo(viewer), containsText(modules.publishedName, query));
      const build = () =>
        db
          .selectDistinct({ id: modules.id, publishedName: modules.publishedName })
          .from(assignments)
          .innerJoin(modules, eq(modules.id, assignments.moduleId))
          .where(where);
      return paged(db, build, [asc(modules.publishedName), asc(modules.id)], limit, offset);
    },

    /** Participants of the assignments the viewer sees whose name contains the query (the Deelnemer filter). */
    participants(viewer: Viewer, query: string, limit: number, offset: number) {
      const where = and(visibleTo(viewer), nameMatches(participantName, query));
      const build = () =>
        db
          .selectDistinct({
            id: participant.id,
            firstName: participant.firstName,
            insertion: participant.insertion,
            lastName: participant.lastName,
          })
          .from(assignments)
          .innerJoin(participant, eq(participant.id, assignments.userId))
          .where(where);
      return paged(
        db,
        build,
        [asc(participant.lastName), asc(participant.firstName), asc(participant.id)],
        limit,
        offset,
      );
    },

    /** Evaluators of the assignments the viewer sees whose name or address contains the query (Beoordelaar filter). */
    evaluators(viewer: Viewer, query: string, limit: number, offset: number) {
      const where = and(visibleTo(viewer), personMatches(query));
      const build = () =>
        db
          .selectDistinct(evaluatorColumns)
          .from(assignmentEvaluators)
          .innerJoin(assignments, eq(assignments.id, assignmentEvaluators.assignmentId))
          .innerJoin(users, eq(users.id, assignmentEvaluators.userId))
          .where(where);
      return paged(db, build, [asc(users.lastName), asc(users.firstName), asc(users.id)], limit, offset);
    },

    /**
     * Active users who can be chosen as evaluator (an evaluator role) whose name or address contains the query; with
     * `educationId`, its staff first.
     */
    educators(query: string, limit: number, offset: number, educationId: string | undefined) {
      const where = and(
        eq(users.active, true),
        sql`${users.roles} && array[${sql.join(
          EVALUATOR_ROLES.map((r) => sql`${r}`),
          sql`, `,
        )}]::role[]`,
        personMatches(query),
      );
      // With an assignment, its education's staff first (`false` sorts before `true`).
      const staffFirst = educationId
        ? [
            asc(sql`(not exists (select 1 from ${educationStaff} s where s.education_id = ${educationId}
              and s.user_id = ${sql.raw('"users"."id"')}))`),
          ]
        : [];
      const build = () => db.select(evaluatorColumns).from(users).where(where);
      const order = [...staffFirst, asc(users.lastName), asc(users.firstName), asc(users.id)];
      return paged(db, build, order, limit, offset);
    },

    /** Whether each id is an active user with an evaluator role; answers the ones that are not. */
    async notEvaluators(ids: readonly string[], tx: Tx = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, [...ids]),
            eq(users.active, true),
            sql`${users.roles} && array[${sql.join(
              EVALUATOR_ROLES.map((r) => sql`${r}`),
              sql`, `,
            )}]::role[]`,
          ),
        );
      const found = new Set(rows.map((r) => r.id));
      return ids.filter((id) => !found.has(id));
    },

    /**
     * The participant's elective points for a request module's assignment: required by the education, achieved
     * (finished elective modules' points and the points asked in finished requests of other assignments), and asked
     * in this one (its `request-points` answers).
     */
    async educationPoints(assignmentId: string) {
      const result = await db.execute(sql`
        select m.module_type, e.elective_course_hours as required,
          (select coalesce(sum(em.points), 0) from ${modules} em where em.education_id = a.education_id
             and em.type in ('IKO', 'EKO') and em.finished)
          + (select coalesce(sum((v.value #>> '{}')::numeric), 0)
             from ${assignments} r join ${modules} rm on rm.id = r.module_id and rm.module_type = 'request'
             join entries en on en.assignment_id = r.id and en.created_by_id = r.user_id and en.access_token_id is null
             join entry_values v on v.entry_id = en.id
             join form_fields f on f.id = v.field_id and f.type = 'request-points'
             where r.education_id = a.education_id and r.state = 'finished' and r.id <> a.id
               and jsonb_typeof(v.value) = 'number') as achieved,
          (select sum((v.value #>> '{}')::numeric)
             from entries en join entry_values v on v.entry_id = en.id
             join form_fields f on f.id = v.field_id and f.type = 'request-points'
             where en.assignment_id = a.id and en.created_by_id = a.user_id and en.access_token_id is null
               and jsonb_typeof(v.value) = 'number') as requested
        from ${assignments} a join ${modules} m on m.id = a.module_id
        join ${educations} e on e.id = a.education_id
        where a.id = ${assignmentId}`);
      const [row] = rowsOf<{
        module_type: string;
        required: string | null;
        achieved: string | null;
        requested: string | null;
      }>(result);
      if (!row) return undefined;
      return {
        requestModule: row.module_type === 'request',
        required: Number(row.required ?? 0),
        achieved: Number(row.achieved ?? 0),
        requested: row.requested === null ? null : Number(row.requested),
      };
    },
  };
}
export type EvaluationsRepository = ReturnType<typeof createEvaluationsRepository>;

/** An evaluator as the pickers show them: the assignment page's person, and their AFAS id. */
const evaluatorColumns = { ...personColumns, afasId: users.afasId };

/** Every word of the query occurs in the name. */
const nameMatches = (name: SQL, query: string) => and(...words(query).map((word) => containsText(name, word)));
const personMatches = (query: string) =>
  and(...words(query).map((word) => or(containsText(evaluatorName, word), containsText(users.email, word))));
const words = (query: string) => query.split(/\s+/).filter(Boolean).slice(0, 8);

/** A picker's select before ordering (the builder's dynamic form). */
interface PickerSelect<T> extends SQLWrapper {
  orderBy(...order: SQL[]): { limit(n: number): { offset(n: number): Promise<T[]> } };
}

/** A page of a picker and the number of matches (counted only when the page is full or not the first). */
async function paged<T>(
  db: Db,
  build: () => PickerSelect<T>,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ items: T[]; totalItems: number }> {
  const items = await build()
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (offset === 0 && items.length < limit) return { items, totalItems: items.length };
  const [counted] = await db.select({ count: count() }).from(sql`(${build()}) as list`);
  return { items, totalItems: counted?.count ?? 0 };
}

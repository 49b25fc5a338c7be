import type { AssignmentPerson, Role } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import {
  accessTokens,
  assignmentContainers,
  assignmentEvaluators,
  assignments,
  educationStaff,
  entries,
  entryValues,
  evaluationOptions,
  forms,
  messages,
  modules,
  users,
} from '../../db/schema';
import { fullName } from '../../lib/names';
import type { Tx } from './ports';

const participant = alias(users, 'participant');

/** The staff roles whose members may be chosen as evaluators of a participant's assignment. */
const EVALUATOR_STAFF_ROLES = ['institute_educator', 'practical_trainer'] as const;

type NameRow = { firstName: string; insertion: string | null; lastName: string };
const personOf = (row: NameRow & { id: string; email: string; roles: Role[] }): AssignmentPerson => ({
  id: row.id,
  fullName: fullName(row),
  email: row.email,
  roles: row.roles,
});

/** A person's columns as the page names them (evaluators and their options). */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  insertion: users.insertion,
  lastName: users.lastName,
  email: users.email,
  roles: users.roles,
};

type NullableName = { firstName: string | null; insertion: string | null; lastName: string | null };
type PersonJson = NameRow & { id: string; email: string; roles: Role[] };
/** The row of `assignment_page_extras`: its JSON columns as the driver parses them (timestamps as text). */
interface PageExtrasRow {
  authors: (NullableName & { id: string; email: string | null })[];
  evaluators: PersonJson[];
  options: PersonJson[];
  evaluationOptions: { id: string; label: string }[];
  attachments: { id: string; name: string; mimeType: string }[];
  evaluations: (NullableName & { id: string; createdAt: string; grade: number | null; valuation: string | null })[];
  messages: (NullableName & {
    id: string;
    content: string;
    createdAt: string;
    updatedAt: string;
    authorId: string | null;
    accessTokenId: string | null;
    tokenEmail: string | null;
  })[];
}

/** Reads and writes of assignments (the service holds the rules). */
export function createAssignmentsRepository(db: Db) {
  const findStatement = db
    .select({
      assignment: assignments,
      module: {
        id: modules.id,
        publishedName: modules.publishedName,
        type: modules.type,
        moduleType: modules.moduleType,
        currentLevel: modules.currentLevel,
        maxLevel: modules.maxLevel,
      },
      container: { id: assignmentContainers.id, name: assignmentContainers.name },
      user: {
        id: participant.id,
        firstName: participant.firstName,
        insertion: participant.insertion,
        lastName: participant.lastName,
        email: participant.email,
      },
      form: {
        id: forms.id,
        title: forms.title,
        description: forms.description,
        valuation: forms.valuation,
        grade: forms.grade,
      },
      valuation: evaluationOptions.label,
    })
    .from(assignments)
    .innerJoin(modules, eq(modules.id, assignments.moduleId))
    .innerJoin(participant, eq(participant.id, assignments.userId))
    .innerJoin(forms, eq(forms.id, assignments.formId))
    .leftJoin(assignmentContainers, eq(assignmentContainers.id, assignments.containerId))
    .leftJoin(evaluationOptions, eq(evaluationOptions.id, assignments.valuationOptionId))
    .where(eq(assignments.id, sql.placeholder('id')))
    .prepare('assignment_page_find');
  const isEvaluatorStatement = db
    .select({ one: sql<number>`1` })
    .from(assignmentEvaluators)
    .where(
      and(
        eq(assignmentEvaluators.assignmentId, sql.placeholder('assignmentId')),
        eq(assignmentEvaluators.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('assignment_is_evaluator');
  const entriesStatement = db
    .select()
    .from(entries)
    .where(eq(entries.assignmentId, sql.placeholder('assignmentId')))
    .orderBy(asc(entries.createdAt), asc(entries.id))
    .prepare('assignment_entries');
  const evaluatorsQuery = (tx: Tx) =>
    tx
      .select(personColumns)
      .from(assignmentEvaluators)
      .innerJoin(users, eq(users.id, assignmentEvaluators.userId))
      .orderBy(asc(users.lastName), asc(users.firstName));
  const evaluatorsStatement = evaluatorsQuery(db)
    .where(eq(assignmentEvaluators.assignmentId, sql.placeholder('assignmentId')))
    .prepare('assignment_evaluators_list');
  const optionsQuery = (tx: Tx) =>
    tx
      .selectDistinct(personColumns)
      .from(educationStaff)
      .innerJoin(users, eq(users.id, educationStaff.userId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const optionsWhere = (educationId: unknown) =>
    and(
      eq(educationStaff.educationId, educationId as string),
      inArray(educationStaff.role, [...EVALUATOR_STAFF_ROLES]),
      eq(users.active, true),
    );
  const optionsStatement = optionsQuery(db)
    .where(optionsWhere(sql.placeholder('educationId')))
    .prepare('assignment_evaluator_options');
  const messagesStatement = db
    .select({
      id: messages.id,
      content: messages.content,
      createdAt: messages.createdAt,
      updatedAt: messages.updatedAt,
      authorId: messages.authorId,
      accessTokenId: messages.accessTokenId,
      firstName: users.firstName,
      insertion: users.insertion,
      lastName: users.lastName,
      tokenEmail: accessTokens.email,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .leftJoin(accessTokens, eq(accessTokens.id, messages.accessTokenId))
    .where(eq(messages.assignmentId, sql.placeholder('assignmentId')))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('assignment_messages');

  // Everything the assignment page shows beside the entries, in one statement (one round trip, planned once per
  // connection): entry authors, evaluators, the evaluator options, the form's evaluation options and attachments,
  // evaluations and messages. $4 is false for an external contributor, who sees none of the staff side (not even
  // who evaluates: their names and addresses are none of a contributor's business).
  const pageExtrasStatement = namedStatement<PageExtrasRow>(
    db,
    'assignment_page_extras',
    `select
  (select coalesce(json_agg(json_build_object('id', e.id, 'firstName', u.first_name, 'insertion', u.insertion,
      'lastName', u.last_name, 'email', t.email)), '[]'::json)
    from entries e left join users u on u.id = e.created_by_id left join access_tokens t on t.id = e.access_token_id
    where e.assignment_id = $1) as authors,
  case when $4::boolean then (select coalesce(json_agg(json_build_object('id', u.id, 'firstName', u.first_name,
      'insertion', u.insertion, 'lastName', u.last_name, 'email', u.email, 'roles', u.roles)
      order by u.last_name, u.first_name), '[]'::json)
    from assignment_evaluators ae join users u on u.id = ae.user_id where ae.assignment_id = $1)
    else '[]'::json end as evaluators,
  case when $4::boolean then (select coalesce(json_agg(json_build_object('id', o.id, 'firstName', o.first_name,
      'insertion', o.insertion, 'lastName', o.last_name, 'email', o.email, 'roles', o.roles)
      order by o.last_name, o.first_name, o.id), '[]'::json)
    from (select distinct u.id, u.first_name, u.insertion, u.last_name, u.email, u.roles
      from education_staff s join users u on u.id = s.user_id
      where s.education_id = $2 and s.role in (${EVALUATOR_STAFF_ROLES.map((r) => `'${r}'`).join(', ')})
        and u.active) o) else '[]'::json end as options,
  (select coalesce(json_agg(json_build_object('id', o.id, 'label', o.label) order by fo.sort_order), '[]'::json)
    from form_evaluation_options fo join evaluation_options o on o.id = fo.option_id
    where fo.form_id = $3) as "evaluationOptions",
  (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'mimeType', f.mime_type)
      order by f.name), '[]'::json)
    from form_attachments fa join files f on f.id = fa.file_id where fa.form_id = $3) as attachments,
  case when $4::boolean then (select coalesce(json_agg(json_build_object('id', v.id, 'createdAt', v.created_at,
      'grade', v.grade, 'valuation', v.valuation, 'firstName', u.first_name, 'insertion', u.insertion,
      'lastName', u.last_name) order by v.created_at), '[]'::json)
    from evaluations v left join users u on u.id = v.evaluator_id
    where v.assignment_id = $1 and v.outcome = 'finished' and v.withdrawn_at is null)
    else '[]'::json end as evaluations,
  case when $4::boolean then (select coalesce(json_agg(json_build_object('id', m.id, 'content', m.content,
      'createdAt', m.created_at, 'updatedAt', m.updated_at, 'authorId', m.author_id,
      'accessTokenId', m.access_token_id, 'firstName', u.first_name, 'insertion', u.insertion,
      'lastName', u.last_name, 'tokenEmail', t.email) order by m.created_at, m.id), '[]'::json)
    from messages m left join users u on u.id = m.author_id left join access_tokens t on t.id = m.access_token_id
    where m.assignment_id = $1) else '[]'::json end as messages`,
  );

  return {
    /** The assignment with its module, container, participant and form, or undefined. */
    async find(id: string) {
      const [row] = await findStatement.execute({ id });
      return row;
    },

    /**
     * What the page shows beside the entries (see the statement above); the staff side (evaluators and their
     * options, evaluations, messages) only when `staffSide`.
     */
    async pageExtras(assignment: { id: string; educationId: string; formId: string }, staffSide: boolean) {
      const [row] = await pageExtrasStatement([assignment.id, assignment.educationId, assignment.formId, staffSide]);
      const r = row!;
      const nameOf = (n: NullableName) =>
        n.firstName !== null
          ? fullName({ firstName: n.firstName, insertion: n.insertion, lastName: n.lastName ?? '' })
          : null;
      return {
        authors: new Map(r.authors.map((a) => [a.id, a.email ?? nameOf(a) ?? ''])),
        evaluators: r.evaluators.map(personOf),
        options: r.options.map(personOf),
        extras: { evaluationOptions: r.evaluationOptions, attachments: r.attachments },
        evaluations: r.evaluations.map((v) => ({
          id: v.id,
          created: new Date(v.createdAt).toISOString(),
          teacher: nameOf(v),
          grade: v.grade,
          valuation: v.valuation,
        })),
        messages: r.messages.map((m): MessageRecord => ({
          ...m,
          createdAt: new Date(m.createdAt),
          updatedAt: new Date(m.updatedAt),
        })),
      };
    },

    async isEvaluator(assignmentId: string, userId: string): Promise<boolean> {
      return (await isEvaluatorStatement.execute({ assignmentId, userId })).length > 0;
    },

    entriesOf(assignmentId: string) {
      return entriesStatement.execute({ assignmentId });
    },

    /** Whether anyone answered anything (an answer stored in any entry, or an entry handed in). */
    async hasAnswers(assignmentId: string, tx: Tx = db): Promise<boolean> {
      const [row] = await tx
        .select({ one: sql<number>`1` })
        .from(entries)
        .where(
          and(
            eq(entries.assignmentId, assignmentId),
            or(
              eq(entries.status, 'submitted'),
              sql`exists (select 1 from ${entryValues} where ${entryValues.entryId} = ${entries.id})`,
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async evaluators(assignmentId: string, tx?: Tx): Promise<AssignmentPerson[]> {
      const rows = tx
        ? await evaluatorsQuery(tx).where(eq(assignmentEvaluators.assignmentId, assignmentId))
        : await evaluatorsStatement.execute({ assignmentId });
      return rows.map(personOf);
    },

    /** The education's institute educators and practical trainers (active accounts), by name. */
    async evaluatorOptions(educationId: string, tx?: Tx): Promise<AssignmentPerson[]> {
      const rows = tx
        ? await optionsQuery(tx).where(optionsWhere(educationId))
        : await optionsStatement.execute({ educationId });
      return rows.map(personOf);
    },

    messages(assignmentId: string) {
      return messagesStatement.execute({ assignmentId });
    },

    /** The invitations not revoked, newest first. */
    tokens(assignmentId: string) {
      return db
        .select()
        .from(accessTokens)
        .where(and(eq(accessTokens.assignmentId, assignmentId), isNull(accessTokens.revokedAt)))
        .orderBy(sql`${accessTokens.createdAt} desc`, asc(accessTokens.id));
    },
  };
}
export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
export type AssignmentRecord = NonNullable<Awaited<ReturnType<AssignmentsRepository['find']>>>;
export type MessageRecord = Awaited<ReturnType<AssignmentsRepository['messages']>>[number];
export type TokenRecord = Awaited<ReturnType<AssignmentsRepository['tokens']>>[number];

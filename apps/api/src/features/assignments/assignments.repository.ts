import type { AssignmentPerson, Role } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  accessTokens,
  assignmentContainers,
  assignmentEvaluators,
  assignments,
  educationStaff,
  entries,
  entryValues,
  evaluationOptions,
  evaluations,
  files,
  formAttachments,
  formEvaluationOptions,
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

/** Reads and writes of assignments (the service holds the rules). */
/** A person's columns as the page names them (evaluators and their options). */
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  insertion: users.insertion,
  lastName: users.lastName,
  email: users.email,
  roles: users.roles,
};

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
  const evaluationOptionsStatement = db
    .select({ id: evaluationOptions.id, label: evaluationOptions.label })
    .from(formEvaluationOptions)
    .innerJoin(evaluationOptions, eq(evaluationOptions.id, formEvaluationOptions.optionId))
    .where(eq(formEvaluationOptions.formId, sql.placeholder('formId')))
    .orderBy(asc(formEvaluationOptions.sortOrder))
    .prepare('assignment_form_evaluation_options');
  const attachmentsStatement = db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType })
    .from(formAttachments)
    .innerJoin(files, eq(files.id, formAttachments.fileId))
    .where(eq(formAttachments.formId, sql.placeholder('formId')))
    .orderBy(asc(files.name))
    .prepare('assignment_form_attachments');
  const evaluationsStatement = db
    .select({
      id: evaluations.id,
      createdAt: evaluations.createdAt,
      grade: evaluations.grade,
      valuation: evaluations.valuation,
      firstName: users.firstName,
      insertion: users.insertion,
      lastName: users.lastName,
    })
    .from(evaluations)
    .leftJoin(users, eq(users.id, evaluations.evaluatorId))
    .where(eq(evaluations.assignmentId, sql.placeholder('assignmentId')))
    .orderBy(asc(evaluations.createdAt))
    .prepare('assignment_evaluations');
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
  const authorsStatement = db
    .select({
      id: entries.id,
      firstName: users.firstName,
      insertion: users.insertion,
      lastName: users.lastName,
      email: accessTokens.email,
    })
    .from(entries)
    .leftJoin(users, eq(users.id, entries.createdById))
    .leftJoin(accessTokens, eq(accessTokens.id, entries.accessTokenId))
    .where(eq(entries.assignmentId, sql.placeholder('assignmentId')))
    .prepare('assignment_entry_authors');

  return {
    /** The assignment with its module, container, participant and form, or undefined. */
    async find(id: string) {
      const [row] = await findStatement.execute({ id });
      return row;
    },

    async isEvaluator(assignmentId: string, userId: string): Promise<boolean> {
      return (await isEvaluatorStatement.execute({ assignmentId, userId })).length > 0;
    },

    entriesOf(assignmentId: string) {
      return entriesStatement.execute({ assignmentId });
    },

    /** Who filled which entry of the assignment: the users' names and the invitations' addresses. */
    async entryAuthors(assignmentId: string) {
      const rows = await authorsStatement.execute({ assignmentId });
      return new Map(rows.map((r) => [r.id, r.email ?? (r.firstName !== null ? fullName(r as NameRow) : '')]));
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

    async formExtras(formId: string) {
      const [options, attachments] = await Promise.all([
        evaluationOptionsStatement.execute({ formId }),
        attachmentsStatement.execute({ formId }),
      ]);
      return { evaluationOptions: options, attachments };
    },

    async evaluations(assignmentId: string) {
      const rows = await evaluationsStatement.execute({ assignmentId });
      return rows.map((r) => ({
        id: r.id,
        created: r.createdAt.toISOString(),
        teacher: r.firstName !== null ? fullName(r as NameRow) : null,
        grade: r.grade,
        valuation: r.valuation,
      }));
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

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt, fkIndex } from './_columns';
import { educations } from './educations';
import { accessTokenStatusEnum, assignmentStateEnum, entryStatusEnum, evaluationOutcomeEnum, roleEnum } from './enums';
import { files } from './files';
import { evaluationOptions, formFieldOptions, formFields, forms } from './forms';
import { assignmentContainers, modules } from './modules';
import { users } from './users';

/**
 * Work a participant hands in for assessment: an assignment, a request (AANVRAAG) or an EPA level request. The
 * owner and education are stored with it (they follow from the module) because most screens list by them.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    afasId: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    educationId: uuid()
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    moduleId: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    containerId: uuid().references(() => assignmentContainers.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** A form with assignments cannot be deleted (it is "Gekoppeld"). */
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    state: assignmentStateEnum().notNull().default('open'),
    /** Saved but never handed in (a concept request). */
    draft: boolean().notNull().default(true),
    /** An EPA assignment at a level that was not assigned. */
    notAssigned: boolean().notNull().default(false),
    assignedLevel: integer(),
    requestedLevel: integer(),
    grade: numeric({ precision: 4, scale: 2, mode: 'number' }),
    valuationOptionId: uuid().references(() => evaluationOptions.id, { onDelete: 'set null' }),
    deliveryDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** Where it is delivered: institute education (io) and/or practical education (po). */
    deliveryIo: boolean().notNull().default(false),
    deliveryPo: boolean().notNull().default(false),
    submittedAt: at(),
    finishedAt: at(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assignments_afas_id_key').on(t.afasId),
    index('assignments_user_idx').on(t.userId, t.createdAt),
    index('assignments_module_idx').on(t.moduleId),
    // An education's assignments, and its staff's evaluations overview by state.
    index('assignments_education_idx').on(t.educationId, t.state),
    index('assignments_container_idx').on(t.containerId),
    index('assignments_form_idx').on(t.formId),
    fkIndex('assignments_created_by_idx', t.createdById),
    fkIndex('assignments_valuation_option_idx', t.valuationOptionId, { sparse: true }),
    // The evaluations overview filters on state (default in_review).
    index('assignments_state_idx').on(t.state, t.submittedAt),
  ],
);

/** Who assesses an assignment. */
export const assignmentEvaluators = pgTable(
  'assignment_evaluators',
  {
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The assignment's state, copied by triggers (migration 0018: set on insert, followed on every change of
     * `assignments.state`), so an evaluator's overview finds what waits for them in review in one index range.
     */
    state: assignmentStateEnum().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId] }),
    // An evaluator's assignments in a state (the evaluations overview: in review by default).
    index('assignment_evaluators_user_idx').on(t.userId, t.state, t.assignmentId),
  ],
);

/** An assessment given; deleting the evaluations of a finished assignment reopens it (spec 3 §4). */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    evaluatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    grade: numeric({ precision: 4, scale: 2, mode: 'number' }),
    valuationOptionId: uuid().references(() => evaluationOptions.id, { onDelete: 'set null' }),
    /** The valuation's label when given, kept if the option is renamed later. */
    valuation: text(),
    /** Assessed (the assignment finished) or returned to the participant. */
    outcome: evaluationOutcomeEnum().notNull().default('finished'),
    /** Reopening withdraws the assessment: kept for the record, no longer the assignment's. */
    withdrawnAt: at(),
    withdrawnById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('evaluations_assignment_idx').on(t.assignmentId, t.createdAt),
    fkIndex('evaluations_evaluator_idx', t.evaluatorId),
    fkIndex('evaluations_valuation_option_idx', t.valuationOptionId, { sparse: true }),
    fkIndex('evaluations_withdrawn_by_idx', t.withdrawnById, { sparse: true }),
  ],
);

/**
 * An assessor's valuation and grade saved with 'Opslaan voor latere beoordeling': not yet an evaluation, so the
 * assignment and what its participant sees do not change; one per assessor, cleared when they assess or return it.
 */
export const evaluationDrafts = pgTable(
  'evaluation_drafts',
  {
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    evaluatorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: numeric({ precision: 4, scale: 2, mode: 'number' }),
    valuationOptionId: uuid().references(() => evaluationOptions.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.evaluatorId] }),
    fkIndex('evaluation_drafts_evaluator_idx', t.evaluatorId),
    fkIndex('evaluation_drafts_valuation_option_idx', t.valuationOptionId, { sparse: true }),
  ],
);

/**
 * An invitation for an external contributor to fill in one assignment's form with a token link. The token is
 * stored hashed for lookup and encrypted so that the invitee's "my contribution requests" list can link to it.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    explanation: text(),
    tokenHash: text().notNull(),
    tokenCiphertext: text().notNull(),
    status: accessTokenStatusEnum().notNull().default('new'),
    invitedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The link stops working then (ACCESS_TOKEN_TTL_DAYS after sending). */
    expiresAt: at()
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** When the link was first opened (exchanged for a contributor session); it works once from a browser. */
    openedAt: at(),
    usedAt: at(),
    revokedAt: at(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_key').on(t.tokenHash),
    index('access_tokens_assignment_idx').on(t.assignmentId),
    fkIndex('access_tokens_invited_by_idx', t.invitedById),
    // "My contribution requests" lists the invitations sent to the signed-in user's address.
    index('access_tokens_email_idx').on(sql`lower(${t.email})`, t.status),
  ],
);

/** One filling-in of an assignment's form (a participant's, or an external contributor's via a token). */
export const entries = pgTable(
  'entries',
  {
    id: id(),
    /** The assignment filled in; null for a trial entry (a form builder trying a form out, `trialRole`). */
    assignmentId: uuid().references(() => assignments.id, { onDelete: 'cascade' }),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    /** The form version the entry is filled against (its fields are those of that version). */
    formVersion: integer().notNull().default(1),
    status: entryStatusEnum().notNull().default('draft'),
    /** Goes up with every save; a save based on an older revision is refused (never overwrites silently). */
    revision: integer().notNull().default(1),
    /** A trial entry's role: the builder fills the fields this role may fill, as that role would. */
    trialRole: roleEnum(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    accessTokenId: uuid().references(() => accessTokens.id, { onDelete: 'set null' }),
    submittedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entries_assignment_idx').on(t.assignmentId, t.createdAt),
    // The form's foreign key; also an index-only count of a form's answered entries (the triggers' backfill).
    index('entries_form_idx').on(t.formId, t.assignmentId),
    fkIndex('entries_created_by_idx', t.createdById),
    fkIndex('entries_access_token_idx', t.accessTokenId, { sparse: true }),
    check('entries_assignment_or_trial', sql`${t.assignmentId} is not null or ${t.trialRole} is not null`),
  ],
);

/**
 * The answer to one field. `value` is the field's value as JSON: text, number, a date object {startDate, startTime,
 * endDate, endTime}, a signature's file id, request points; chosen options, files and linked assignments (product)
 * are in the join tables below, so they keep their foreign keys.
 */
export const entryValues = pgTable(
  'entry_values',
  {
    id: id(),
    entryId: uuid()
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    fieldId: uuid()
      .notNull()
      .references(() => formFields.id, { onDelete: 'restrict' }),
    value: jsonb().$type<unknown>(),
  },
  (t) => [
    uniqueIndex('entry_values_entry_field_key').on(t.entryId, t.fieldId),
    index('entry_values_field_idx').on(t.fieldId),
  ],
);

export const entryValueOptions = pgTable(
  'entry_value_options',
  {
    entryValueId: uuid()
      .notNull()
      .references(() => entryValues.id, { onDelete: 'cascade' }),
    optionId: uuid()
      .notNull()
      .references(() => formFieldOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryValueId, t.optionId] }), fkIndex('entry_value_options_option_idx', t.optionId)],
);

export const entryValueFiles = pgTable(
  'entry_value_files',
  {
    entryValueId: uuid()
      .notNull()
      .references(() => entryValues.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryValueId, t.fileId] }), index('entry_value_files_file_idx').on(t.fileId)],
);

/** Assignments a product field links to. */
export const entryValueAssignments = pgTable(
  'entry_value_assignments',
  {
    entryValueId: uuid()
      .notNull()
      .references(() => entryValues.id, { onDelete: 'cascade' }),
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.entryValueId, t.assignmentId] }),
    fkIndex('entry_value_assignments_assignment_idx', t.assignmentId),
  ],
);

/** The chat on an assignment between participant, evaluators and contributors; only the author edits or deletes. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    assignmentId: uuid()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    accessTokenId: uuid().references(() => accessTokens.id, { onDelete: 'set null' }),
    content: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('messages_assignment_idx').on(t.assignmentId, t.createdAt),
    fkIndex('messages_author_idx', t.authorId),
    fkIndex('messages_access_token_idx', t.accessTokenId, { sparse: true }),
  ],
);

/**
 * An external contributor's session: made when their invitation link is opened (the token exchanged), carried in an
 * HttpOnly cookie (its SHA-256 is stored), so the token itself never travels again. It ends when it expires or its
 * invitation is revoked (cascade) or expires.
 */
export const contributorSessions = pgTable(
  'contributor_sessions',
  {
    id: id(),
    accessTokenId: uuid()
      .notNull()
      .references(() => accessTokens.id, { onDelete: 'cascade' }),
    sessionHash: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contributor_sessions_hash_key').on(t.sessionHash),
    fkIndex('contributor_sessions_access_token_idx', t.accessTokenId),
  ],
);

/**
 * A counter per assignment, raised by the triggers of migration 0025 with every committed write that changes what
 * `GET /api/assignment/{id}` answers beyond its education's and form's counters (the assignment, its entries and
 * their answers, evaluators, evaluations, messages, invitations, and the shown columns of the people and files they
 * name), whichever process, job or script wrote it. The page's ETag is made from it with `education_versions` and
 * `form_versions`. No foreign key and never deleted, as `education_versions`.
 */
export const assignmentVersions = pgTable('assignment_versions', {
  assignmentId: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

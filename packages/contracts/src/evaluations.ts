import { z } from 'zod';
import { ASSIGNMENT_STATES, MODULE_KINDS } from './domain';
import { assignmentPersonSchema, assignmentSchema, EVALUATORS_MAX } from './assignments';
import { defineEndpoint } from './endpoint';
import { formDataSchema } from './form-entries';
import { listQuerySchema, listResponseSchema } from './list';

/**
 * The evaluations area (spec 3 "Evaluations overview", "Assessment screen", §4, §5, §7): the assignments handed in
 * that the caller may assess, assessing them with a grade and/or a valuation, returning them to the participant,
 * reopening an assessed one, and choosing who assesses.
 *
 * **Who sees an assignment here**: its assigned evaluators, the staff linked to the participant's education (institute
 * educators, practical trainers, the program assistant) and admins. Anyone else gets 404 on its detail and never sees
 * it in the list. **Who assesses** (save, return): an assigned evaluator, an institute educator or practical trainer
 * of the education, or an admin; never the participant. Per assignment, `permissions` says whether the caller may
 * change its evaluators (their UPDATE_EVALUATORS, not yet assessed) and reopen it (their RESET_EVALUATION, assessed).
 *
 * **Every evaluation is kept** (spec: created, evaluator, grade, valuation): assessing adds one; returning adds one with
 * outcome `rejected`; reopening withdraws the assessed ones (kept and shown as withdrawn, no longer counting). The
 * assignment's grade and valuation are those of the latest evaluation that counts. An audit trail records each.
 */

/** Grade range (spec 3 §5, §9). */
export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
/** The evaluations overview's page size (spec 3: pages hold 10 rows). */
export const EVALUATIONS_PER_PAGE = 10;
/** Pickers start searching at three characters and ask for up to 10000 results (spec 3 §9). */
export const PICKER_MIN_QUERY = 3;
export const PICKER_MAX_RESULTS = 10_000;
/** Per-assignment permissions of the evaluations area (spec 3 §3 Assignment.permissions). */
export const EVALUATION_ASSIGNMENT_PERMISSIONS = ['UPDATE_EVALUATORS', 'RESET_EVALUATION'] as const;
export type EvaluationAssignmentPermission = (typeof EVALUATION_ASSIGNMENT_PERMISSIONS)[number];
/** What an evaluation did: assessed (the assignment finished) or returned it to the participant. */
export const EVALUATION_OUTCOMES = ['finished', 'rejected'] as const;
export type EvaluationOutcome = (typeof EVALUATION_OUTCOMES)[number];

const idParams = z.object({ id: z.uuid() });
const personRef = z.object({ id: z.uuid(), fullName: z.string() });

/** One row of the evaluations overview. */
export const evaluationRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(ASSIGNMENT_STATES),
  /** When it was handed in (Ingeleverd). */
  submitted: z.iso.datetime().nullable(),
  /** The module's start date (Startdatum). */
  startDate: z.iso.date().nullable(),
  module: z.object({ id: z.uuid(), publishedName: z.string(), moduleType: z.enum(MODULE_KINDS) }),
  user: personRef.extend({ fullNameLastNameFirst: z.string() }),
  grade: z.number().nullable(),
  valuation: z.string().nullable(),
  /** Empty unless the caller holds UPDATE_EVALUATORS (the Beoordelaar column). */
  evaluators: z.array(personRef),
  permissions: z.array(z.enum(EVALUATION_ASSIGNMENT_PERMISSIONS)),
});
export type EvaluationRow = z.infer<typeof evaluationRowSchema>;

export const EVALUATIONS_ORDER = ['submitted', 'startDate', 'name', 'module', 'participant', 'grade', 'state'] as const;

/**
 * The overview's query: `filters[status]` (states, comma-joined; default in_review when absent), `filters[module]`,
 * `filters[participant]`, `filters[evaluator]` (ids from the pickers), `filters[valuation]` (evaluation option
 * ids), `query` (assignment name), one `order[field]` (default: handed in, oldest first), page by 10.
 */
export const evaluationsQuerySchema = listQuerySchema({
  filters: {
    status: { oneOf: ASSIGNMENT_STATES },
    module: 'uuidList',
    participant: 'uuidList',
    evaluator: 'uuidList',
    valuation: 'uuidList',
  },
  order: EVALUATIONS_ORDER,
  defaultPerPage: EVALUATIONS_PER_PAGE,
  maxPerPage: 100,
});
export type EvaluationsQuery = z.output<typeof evaluationsQuerySchema>;

/** `GET /api/educators/assignments`: the assignments the caller may assess (default: in review). */
export const getEvaluations = defineEndpoint({
  method: 'GET',
  path: '/api/educators/assignments',
  summary: 'The evaluations overview: assignments the caller may assess (paged; default status in_review)',
  tags: ['evaluations'],
  querystring: evaluationsQuerySchema,
  response: { 200: listResponseSchema(evaluationRowSchema) },
});

/** An evaluation as the assessment screen lists it. */
export const evaluationSchema = z.object({
  id: z.uuid(),
  created: z.iso.datetime(),
  evaluator: personRef.nullable(),
  grade: z.number().nullable(),
  valuation: z.string().nullable(),
  outcome: z.enum(EVALUATION_OUTCOMES),
  /** Withdrawn by reopening the assignment: kept, but no longer its assessment. */
  withdrawn: z.iso.datetime().nullable(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** The assessment screen's assignment: the assignment page's, plus what the caller may do as its assessor. */
export const evaluationDetailSchema = assignmentSchema.extend({
  evaluation: z.object({
    /** The caller may fill the evaluator fields and assess now (in review, or assessed: a new assessment). */
    editable: z.boolean(),
    /** The field roles the caller fills as assessor. */
    fillRoles: assignmentSchema.shape.fillRoles,
    /** The caller's own evaluator entry (null until their first save). */
    entryId: z.uuid().nullable(),
    /** May save an assessment or return it (an assessor of this assignment). */
    assess: z.boolean(),
    /** May return it ('Opnieuw indienen'): in review only. */
    reject: z.boolean(),
    /**
     * The valuation (an option id) and grade the caller saved for later ('Opslaan voor latere beoordeling'), not yet
     * submitted: only its assessor sees it; null when none is kept.
     */
    draft: z.object({ valuation: z.uuid().nullable(), grade: z.number().nullable() }).nullable(),
    permissions: z.array(z.enum(EVALUATION_ASSIGNMENT_PERMISSIONS)),
    history: z.array(evaluationSchema),
    /**
     * The files handed in with the assignment (uploads and products of every entry, not signatures), with the
     * caller's read flag (spec 1 §6: an educator marks a file read or unread, never their own: `own`).
     */
    files: z.array(
      z.object({ id: z.uuid(), name: z.string(), mimeType: z.string(), read: z.boolean(), own: z.boolean() }),
    ),
  }),
});
export type EvaluationDetail = z.infer<typeof evaluationDetailSchema>;

/** `GET /api/educators/assignments/{id}`: 404 for anyone who may not assess it or see it as staff. */
export const getEvaluation = defineEndpoint({
  method: 'GET',
  path: '/api/educators/assignments/:id',
  summary: 'One assignment on the assessment screen',
  tags: ['evaluations'],
  params: idParams,
  response: { 200: evaluationDetailSchema },
});

/** A grade: a number from 0 to 10 ('Getal tussen 0 en 10'), at most two decimals. */
export const gradeSchema = z
  .number({ error: 'validation.gradeRange' })
  .min(GRADE_MIN, { error: 'validation.gradeRange' })
  .max(GRADE_MAX, { error: 'validation.gradeRange' })
  .multipleOf(0.01, { error: 'validation.gradeRange' });

/**
 * `POST /api/educators/assignments/{id}` {formData, valuation, grade}: assesses it. The evaluator fields go to the
 * caller's own entry (required ones must be filled); at least one of valuation (an option of the form) and grade;
 * in review → finished, or a new assessment of a finished one. Violations: `formData.<fieldId>`, `grade`,
 * `valuation`. The participant gets AssignmentEvaluated.
 */
export const evaluationBodySchema = z.object({
  formData: formDataSchema.default({}),
  valuation: z.uuid({ error: 'validation.invalid' }).nullish(),
  grade: gradeSchema.nullish(),
});
export const postEvaluation = defineEndpoint({
  method: 'POST',
  path: '/api/educators/assignments/:id',
  summary: 'Assess an assignment (grade and/or valuation, evaluator fields)',
  tags: ['evaluations'],
  params: idParams,
  body: evaluationBodySchema,
  response: { 200: evaluationDetailSchema },
});

/**
 * `PUT /api/educators/assignments/{id}/form` {formData, valuation, grade}: 'Opslaan voor latere beoordeling'. The
 * evaluator fields go to the caller's entry (required ones may still be empty); valuation and grade are kept as the
 * caller's draft (`evaluation.draft`), checked as for assessing but neither required. No state change: the
 * participant sees nothing of it until it is assessed.
 */
export const putEvaluationForm = defineEndpoint({
  method: 'PUT',
  path: '/api/educators/assignments/:id/form',
  summary: 'Save the evaluator fields, valuation and grade for later assessment',
  tags: ['evaluations'],
  params: idParams,
  body: evaluationBodySchema,
  response: { 200: evaluationDetailSchema },
});

/** `POST /api/educators/assignments/{id}/rejected` {formData}: returned to the participant (in review only). */
export const postEvaluationRejected = defineEndpoint({
  method: 'POST',
  path: '/api/educators/assignments/:id/rejected',
  summary: 'Return an assignment to the participant',
  tags: ['evaluations'],
  params: idParams,
  body: z.object({ formData: formDataSchema.default({}) }),
  response: { 200: evaluationDetailSchema },
});

/** `DELETE /api/educators/assignments/{id}/evaluations`: reopens an assessed assignment (RESET_EVALUATION). */
export const deleteEvaluations = defineEndpoint({
  method: 'DELETE',
  path: '/api/educators/assignments/:id/evaluations',
  summary: 'Reopen an assessed assignment (its evaluations are withdrawn)',
  tags: ['evaluations'],
  params: idParams,
  response: { 200: z.object({ id: z.uuid(), state: z.enum(ASSIGNMENT_STATES) }) },
});

/**
 * `PUT /api/educators/assignments/{id}/evaluators` {evaluatorIds}: who assesses it (UPDATE_EVALUATORS, not yet
 * assessed; at least one; each an educator). New evaluators get EvaluatorAssigned.
 */
export const putEvaluators = defineEndpoint({
  method: 'PUT',
  path: '/api/educators/assignments/:id/evaluators',
  summary: 'Change the evaluators of an assignment (UPDATE_EVALUATORS)',
  tags: ['evaluations'],
  params: idParams,
  body: z.object({
    evaluatorIds: z
      .array(z.uuid())
      .min(1, { error: 'validation.evaluatorRequired' })
      .max(EVALUATORS_MAX, { error: `validation.maxItems:${EVALUATORS_MAX}` }),
  }),
  response: { 200: z.object({ evaluators: z.array(assignmentPersonSchema) }) },
});

/**
 * `GET /api/educators/assignments/{id}/education-points`: for a request (AANVRAAG) module, the participant's elective
 * points: required by the education, achieved (finished elective modules and granted requests), asked in this
 * request, and remaining = max(required − achieved, 0). `requestModule` false: nothing to show.
 */
export const getEvaluationEducationPoints = defineEndpoint({
  method: 'GET',
  path: '/api/educators/assignments/:id/education-points',
  summary: "The participant's elective points (request modules)",
  tags: ['evaluations'],
  params: idParams,
  response: {
    200: z.object({
      requestModule: z.boolean(),
      required: z.number(),
      achieved: z.number(),
      requested: z.number().nullable(),
      remaining: z.number(),
    }),
  },
});

const pickerQuerySchema = listQuerySchema({ maxPerPage: PICKER_MAX_RESULTS, defaultPerPage: 50 });

/** `GET /api/educators/evaluation-modules?query`: modules of assignments the caller may see (the Module filter). */
export const getEvaluationModules = defineEndpoint({
  method: 'GET',
  path: '/api/educators/evaluation-modules',
  summary: 'Module filter options of the evaluations overview (query from 3 characters)',
  tags: ['evaluations'],
  querystring: pickerQuerySchema,
  response: { 200: listResponseSchema(z.object({ id: z.uuid(), publishedName: z.string() })) },
});

/** `GET /api/educators/evaluation-participants?query`: participants of those assignments (the Deelnemer filter). */
export const getEvaluationParticipants = defineEndpoint({
  method: 'GET',
  path: '/api/educators/evaluation-participants',
  summary: 'Participant filter options of the evaluations overview (query from 3 characters)',
  tags: ['evaluations'],
  querystring: pickerQuerySchema,
  response: { 200: listResponseSchema(personRef.extend({ fullNameLastNameFirst: z.string() })) },
});

/** An evaluator as the pickers show them (spec 3 §3 Evaluator). */
export const evaluatorSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameLastNameFirst: z.string(),
  afasId: z.string().nullable(),
  email: z.string(),
  roles: assignmentPersonSchema.shape.roles,
});
export type Evaluator = z.infer<typeof evaluatorSchema>;

/** `GET /api/educators/evaluation-evaluators?query`: evaluators of those assignments (the Beoordelaar filter). */
export const getEvaluationEvaluators = defineEndpoint({
  method: 'GET',
  path: '/api/educators/evaluation-evaluators',
  summary: 'Evaluator filter options of the evaluations overview (query from 3 characters)',
  tags: ['evaluations'],
  querystring: pickerQuerySchema,
  response: { 200: listResponseSchema(evaluatorSchema) },
});

/**
 * `GET /api/educators/evaluation-educators?query&filters[assignment]`: who can be chosen as evaluator (active
 * teachers, practical trainers, institute educators and assessors); with `filters[assignment]`, the staff of that
 * assignment's education first. UPDATE_EVALUATORS.
 */
export const getEvaluationEducators = defineEndpoint({
  method: 'GET',
  path: '/api/educators/evaluation-educators',
  summary: 'Educators who can be chosen as evaluator (UPDATE_EVALUATORS; query from 3 characters)',
  tags: ['evaluations'],
  querystring: listQuerySchema({
    filters: { assignment: 'uuid' },
    maxPerPage: PICKER_MAX_RESULTS,
    defaultPerPage: 50,
  }),
  response: { 200: listResponseSchema(evaluatorSchema) },
});

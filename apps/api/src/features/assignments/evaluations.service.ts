import {
  FIELD_ROLES,
  PICKER_MIN_QUERY,
  type AssignmentPerson,
  type AssignmentState,
  type EvaluationAssignmentPermission,
  type EvaluationDetail,
  type EvaluationRow,
  type EvaluationsQuery,
  type Evaluator,
  type Role,
  type Violation,
} from '@portal/contracts';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignmentEvaluators, assignments, auditEvents, evaluations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { jsonText, type JsonText } from '../../lib/json-text';
import type { ListPage } from '../../lib/list-query';
import { fullName, fullNameLastNameFirst } from '../../lib/names';
import { lifecycle } from './assignments.lifecycle';
import type { AssignmentsRepository } from './assignments.repository';
import type { AssignmentsService, RequestContext } from './assignments.service';
import { assessmentViolations, createEvaluationDrafts, type AssessmentValues } from './evaluation-drafts';
import { evaluatorAssignedMessage } from './evaluator-assigned';
import type { EvaluationsRepository, Viewer } from './evaluations.repository';
import type { EntriesPort, EntryRow, Notify, Tx, UserActor } from './ports';

type FieldRole = (typeof FIELD_ROLES)[number];
/** Field roles an assessor fills as: their own assessing roles; an admin all of them (never participant/external). */
const ASSESSOR_FIELD_ROLES = FIELD_ROLES.filter((r) => r !== 'ROLE_PARTICIPANT' && r !== 'ROLE_EXTERNAL');
/** Evaluators may be changed until it is assessed (spec 3: the evaluator dialog). */
const EVALUATORS_CHANGEABLE: readonly AssignmentState[] = ['open', 'rejected', 'in_review'];
/** An assessor fills and assesses while it is in review, or again once assessed (spec 3 "Assessment screen"). */
const ASSESSABLE: readonly AssignmentState[] = ['in_review', 'finished'];

export interface EvaluationsServiceDeps {
  db: Db;
  repo: EvaluationsRepository;
  assignmentsRepo: AssignmentsRepository;
  assignments: AssignmentsService;
  entries: EntriesPort;
  notify: Notify;
  now?: () => Date;
}

const isAdmin = (actor: UserActor) => actor.roles.includes('ROLE_ADMIN');
const holds = (actor: UserActor, permission: EvaluationAssignmentPermission) =>
  isAdmin(actor) || actor.permissions.includes(permission);
const viewerOf = (actor: UserActor): Viewer => ({ userId: actor.userId, admin: isAdmin(actor) });

/** The per-assignment permissions of spec 3 §3: the caller's global permission, applied to its state. */
function assignmentPermissions(actor: UserActor, state: AssignmentState): EvaluationAssignmentPermission[] {
  const granted: EvaluationAssignmentPermission[] = [];
  if (holds(actor, 'UPDATE_EVALUATORS') && EVALUATORS_CHANGEABLE.includes(state)) granted.push('UPDATE_EVALUATORS');
  if (holds(actor, 'RESET_EVALUATION') && state === 'finished') granted.push('RESET_EVALUATION');
  return granted;
}

function fillRolesOf(actor: UserActor): FieldRole[] {
  if (isAdmin(actor)) return [...ASSESSOR_FIELD_ROLES];
  const own = ASSESSOR_FIELD_ROLES.filter((r) => actor.roles.includes(r as Role));
  // Whoever assesses counts as an educator on the form ('ROLE_EDUCATOR' fields: the assessor's part).
  return own.includes('ROLE_EDUCATOR') ? own : [...own, 'ROLE_EDUCATOR'];
}

/**
 * The evaluations area (spec 3 "Evaluations overview", "Assessment screen", §4-§8): the list of what the caller may
 * assess, the assessment with its evaluator fields, returning, reopening and the evaluators. The assignment itself is
 * presented by the assignments service; this adds what its assessor may do.
 */
export function createEvaluationsService(deps: EvaluationsServiceDeps) {
  const { db, repo, assignmentsRepo, entries, notify } = deps;
  const now = deps.now ?? (() => new Date());
  const drafts = createEvaluationDrafts(db);

  /** The caller's standing as assessor of a visible assignment; 404 when it is not visible to them here. */
  async function standing(actor: UserActor, id: string) {
    if (!(await repo.visible(viewerOf(actor), id))) throw AppError.notFound();
    const record = (await assignmentsRepo.find(id))!;
    const owner = record.assignment.userId === actor.userId;
    const [isEvaluator, staffRoles] = await Promise.all([
      assignmentsRepo.isEvaluator(id, actor.userId),
      repo.staffRoles(record.assignment.educationId, actor.userId),
    ]);
    const assess =
      !owner &&
      (isAdmin(actor) ||
        isEvaluator ||
        staffRoles.some((role) => role === 'institute_educator' || role === 'practical_trainer'));
    return { record, assess, state: record.assignment.state };
  }

  /** The caller's own evaluator entry on the assignment, if any. */
  async function ownEntry(assignmentId: string, userId: string): Promise<EntryRow | undefined> {
    const rows = await assignmentsRepo.entriesOf(assignmentId);
    return rows.find((e) => e.createdById === userId && e.accessTokenId === null);
  }

  async function detail(actor: UserActor, id: string): Promise<EvaluationDetail> {
    const { assess, state } = await standing(actor, id);
    const [assignment, entry, history, files, draft] = await Promise.all([
      deps.assignments.get(actor, id),
      ownEntry(id, actor.userId),
      repo.history(id),
      repo.files(id, actor.userId),
      drafts.find(id, actor.userId),
    ]);
    const editable = assess && ASSESSABLE.includes(state);
    return {
      ...assignment,
      evaluation: {
        editable,
        fillRoles: assess ? fillRolesOf(actor) : [],
        entryId: entry?.id ?? null,
        assess,
        reject: assess && state === 'in_review',
        draft: assess ? draft : null,
        permissions: assignmentPermissions(actor, state),
        history: history.map((h) => ({
          id: h.id,
          created: h.createdAt.toISOString(),
          evaluator: h.evaluatorId
            ? {
                id: h.evaluatorId,
                fullName: fullName({ ...h, lastName: h.lastName ?? '', firstName: h.firstName ?? '' }),
              }
            : null,
          grade: h.grade,
          valuation: h.valuation,
          outcome: h.outcome,
          withdrawn: h.withdrawnAt ? h.withdrawnAt.toISOString() : null,
        })),
        files,
      },
    };
  }

  /**
   * Saves the evaluator fields to the caller's own entry (made on first use) and runs `then` in the same transaction;
   * `complete` checks the required evaluator fields (assessing, not saving for later or returning).
   */
  async function saveOwn(
    actor: UserActor,
    record: { assignment: { id: string; formId: string; userId: string } },
    formData: Record<string, unknown>,
    complete: boolean,
    then?: (tx: Tx) => Promise<void>,
  ) {
    const { id, formId, userId } = record.assignment;
    let entry = await ownEntry(id, actor.userId);
    if (!entry) {
      const rows = await assignmentsRepo.entriesOf(id);
      const version = rows.find((e) => e.createdById === userId && e.accessTokenId === null)?.formVersion;
      const created = await entries.create({
        formId,
        assignmentId: id,
        createdById: actor.userId,
        ...(version !== undefined && { formVersion: version }),
      });
      entry = (await entries.find(created.id))!;
    }
    await entries.save(
      entry,
      { formData, revision: entry.revision, submit: false },
      { actorId: actor.userId, roles: fillRolesOf(actor), ownerId: userId },
      then ? { afterWrite: then, always: true, complete } : { complete },
    );
  }

  async function audit(
    tx: Tx,
    type: typeof auditEvents.$inferInsert.type,
    actor: UserActor,
    ownerId: string,
    data: object,
  ) {
    await tx.insert(auditEvents).values({ type, userId: ownerId, actorId: actor.userId, data: { ...data } });
  }

  /** 400 with violations when the valuation or grade does not fit the assignment's form (see assessmentViolations). */
  async function checkAssessment(
    record: {
      assignment: { id: string; educationId: string; formId: string };
      form: { grade: boolean; valuation: boolean };
    },
    body: AssessmentValues,
    required: boolean,
  ) {
    const options = (await assignmentsRepo.pageExtras(record.assignment, false)).extras.evaluationOptions;
    const violations = assessmentViolations(record.form, options, body, required);
    if (violations.length > 0) throw AppError.validation(violations);
    return options;
  }

  /**
   * The assignment row locked for the move, with its state now. NO KEY UPDATE, as the counter triggers of migration
   * 0026 take it (and as an UPDATE of the row does): FOR UPDATE would also wait for the key-share locks of another
   * evaluator's entry being inserted, which waits for this row: a deadlock.
   */
  async function lock(tx: Tx, id: string) {
    const [row] = await tx
      .select({ state: assignments.state, grade: assignments.grade, valuationOptionId: assignments.valuationOptionId })
      .from(assignments)
      .where(eq(assignments.id, id))
      .for('no key update');
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    /** The overview's page: as PostgreSQL's JSON text when one statement answers it, else presented here. */
    async list(
      actor: UserActor,
      query: EvaluationsQuery,
    ): Promise<JsonText<ListPage<EvaluationRow>> | ListPage<EvaluationRow>> {
      const withEvaluators = holds(actor, 'UPDATE_EVALUATORS');
      const text = await repo.defaultPageText(viewerOf(actor), query, withEvaluators, {
        updateEvaluators: withEvaluators ? EVALUATORS_CHANGEABLE : [],
        resetEvaluation: holds(actor, 'RESET_EVALUATION') ? ['finished'] : [],
      });
      if (text !== null) return jsonText(text);
      const page = await repo.list(viewerOf(actor), query, withEvaluators);
      return {
        ...page,
        items: page.items.map((r): EvaluationRow => ({
          id: r.id,
          name: r.name,
          state: r.state,
          submitted: r.submittedAt ? r.submittedAt.toISOString() : null,
          startDate: r.startDate,
          module: { id: r.moduleId, publishedName: r.publishedName, moduleType: r.moduleType },
          user: { id: r.userId, fullName: fullName(r), fullNameLastNameFirst: fullNameLastNameFirst(r) },
          grade: r.grade,
          valuation: r.valuation,
          evaluators: r.evaluators.map((e) => ({ id: e.id, fullName: fullName(e) })),
          permissions: assignmentPermissions(actor, r.state),
        })),
      };
    },

    detail,

    /**
     * 'Opslaan voor latere beoordeling': the evaluator fields, and the valuation and grade as the caller's draft (not
     * an evaluation: the assignment's state, grade and valuation stay as they are until it is assessed).
     */
    async saveForLater(actor: UserActor, id: string, body: { formData: Record<string, unknown> } & AssessmentValues) {
      const { record, assess, state } = await standing(actor, id);
      if (!assess) throw AppError.forbidden();
      if (!ASSESSABLE.includes(state)) throw new AppError('assignment_transition', 409);
      await checkAssessment(record, body, false);
      await saveOwn(actor, record, body.formData, false, (tx) => drafts.save(tx, id, actor.userId, body));
      return detail(actor, id);
    },

    /** `POST /api/educators/assignments/{id}`: assessed with a grade and/or valuation; AssignmentEvaluated. */
    async evaluate(
      actor: UserActor,
      id: string,
      body: {
        formData: Record<string, unknown>;
        grade?: number | null | undefined;
        valuation?: string | null | undefined;
      },
      context: RequestContext,
    ) {
      const { record, assess, state } = await standing(actor, id);
      if (!assess) throw AppError.forbidden();
      if (!ASSESSABLE.includes(state)) throw new AppError('assignment_transition', 409);
      const grade = body.grade ?? null;
      const options = await checkAssessment(record, body, true);
      const valuation = options.find((o) => o.id === body.valuation);
      await saveOwn(actor, record, body.formData, true, async (tx) => {
        const before = await lock(tx, id);
        await drafts.clear(tx, id, actor.userId);
        if (before.state === 'in_review') await lifecycle.finish(tx, id, now());
        else if (before.state !== 'finished') throw new AppError('assignment_transition', 409);
        const [evaluation] = await tx
          .insert(evaluations)
          .values({
            assignmentId: id,
            evaluatorId: actor.userId,
            grade,
            valuationOptionId: valuation?.id ?? null,
            valuation: valuation?.label ?? null,
            outcome: 'finished',
          })
          .returning({ id: evaluations.id });
        await tx
          .update(assignments)
          .set({ grade, valuationOptionId: valuation?.id ?? null, updatedAt: now() })
          .where(eq(assignments.id, id));
        await audit(tx, 'assignment_evaluated', actor, record.assignment.userId, {
          assignmentId: id,
          evaluationId: evaluation!.id,
          grade,
          valuation: valuation?.label ?? null,
          previous: { grade: before.grade, valuationOptionId: before.valuationOptionId },
          ip: context.ip,
        });
        await notify(tx as Db, {
          type: 'AssignmentEvaluated',
          recipients: [record.assignment.userId],
          message: `<p>Je opdracht <strong>${escapeHtml(record.assignment.name)}</strong> is beoordeeld.</p>`,
          references: { assignmentId: id },
        });
      });
      return detail(actor, id);
    },

    /** `POST /api/educators/assignments/{id}/rejected`: returned to the participant; AssignmentRejected. */
    async reject(actor: UserActor, id: string, formData: Record<string, unknown>, context: RequestContext) {
      const { record, assess, state } = await standing(actor, id);
      if (!assess) throw AppError.forbidden();
      if (state !== 'in_review') throw new AppError('assignment_transition', 409);
      await saveOwn(actor, record, formData, false, async (tx) => {
        await lifecycle.reject(tx, id);
        await drafts.clear(tx, id, actor.userId);
        const [evaluation] = await tx
          .insert(evaluations)
          .values({ assignmentId: id, evaluatorId: actor.userId, outcome: 'rejected' })
          .returning({ id: evaluations.id });
        await audit(tx, 'assignment_rejected', actor, record.assignment.userId, {
          assignmentId: id,
          evaluationId: evaluation!.id,
          ip: context.ip,
        });
        await notify(tx as Db, {
          type: 'AssignmentRejected',
          recipients: [record.assignment.userId],
          message: `<p>Je opdracht <strong>${escapeHtml(record.assignment.name)}</strong> is teruggegeven: je kunt hem aanpassen en opnieuw inleveren.</p>`,
          references: { assignmentId: id },
        });
      });
      return detail(actor, id);
    },

    /** `DELETE /api/educators/assignments/{id}/evaluations`: reopened (RESET_EVALUATION); ResetEvaluation. */
    async reopen(actor: UserActor, id: string, context: RequestContext) {
      const { record, state } = await standing(actor, id);
      if (!holds(actor, 'RESET_EVALUATION')) throw AppError.forbidden();
      if (state !== 'finished') throw new AppError('assignment_transition', 409);
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await lifecycle.reopen(tx, id);
        const withdrawn = await tx
          .update(evaluations)
          .set({ withdrawnAt: now(), withdrawnById: actor.userId })
          .where(
            and(eq(evaluations.assignmentId, id), eq(evaluations.outcome, 'finished'), isNull(evaluations.withdrawnAt)),
          )
          .returning({ id: evaluations.id });
        await audit(tx, 'assignment_evaluation_reset', actor, record.assignment.userId, {
          assignmentId: id,
          withdrawn: withdrawn.map((w) => w.id),
          previous: { grade: before.grade, valuationOptionId: before.valuationOptionId },
          ip: context.ip,
        });
        await notify(tx as Db, {
          type: 'ResetEvaluation',
          recipients: [record.assignment.userId],
          message: `<p>De beoordeling van je opdracht <strong>${escapeHtml(record.assignment.name)}</strong> is ingetrokken; de opdracht wordt opnieuw beoordeeld.</p>`,
          references: { assignmentId: id },
        });
      });
      return { id, state: 'in_review' as const };
    },

    /** `PUT /api/educators/assignments/{id}/evaluators`: UPDATE_EVALUATORS, until assessed; EvaluatorAssigned. */
    async setEvaluators(actor: UserActor, id: string, ids: readonly string[], context: RequestContext) {
      const { record, state } = await standing(actor, id);
      if (!holds(actor, 'UPDATE_EVALUATORS')) throw AppError.forbidden();
      if (!EVALUATORS_CHANGEABLE.includes(state)) throw new AppError('assignment_transition', 409);
      const wanted = [...new Set(ids)];
      const refused = new Set(await repo.notEvaluators(wanted));
      const currentIds = new Set((await assignmentsRepo.evaluators(id)).map((p) => p.id));
      const violations = wanted
        .map((userId, i) =>
          refused.has(userId) && !currentIds.has(userId)
            ? { propertyPath: `evaluatorIds[${i}]`, detail: 'validation.invalid' }
            : null,
        )
        .filter((v): v is Violation => v !== null);
      if (violations.length > 0) throw AppError.validation(violations);
      await db.transaction(async (tx) => {
        await lock(tx, id);
        const removed = await tx
          .delete(assignmentEvaluators)
          .where(and(eq(assignmentEvaluators.assignmentId, id), notInArray(assignmentEvaluators.userId, wanted)))
          .returning({ userId: assignmentEvaluators.userId });
        const added = (
          await tx
            .insert(assignmentEvaluators)
            .values(wanted.map((userId) => ({ assignmentId: id, userId })))
            .onConflictDoNothing()
            .returning({ userId: assignmentEvaluators.userId })
        ).map((r) => r.userId);
        if (added.length === 0 && removed.length === 0) return;
        await audit(tx, 'assignment_evaluators_set', actor, record.assignment.userId, {
          assignmentId: id,
          added,
          removed: removed.map((r) => r.userId),
          ip: context.ip,
        });
        if (added.length > 0) {
          await notify(tx as Db, {
            type: 'EvaluatorAssigned',
            recipients: added,
            message: evaluatorAssignedMessage(record.assignment.name, fullName(record.user)),
            references: { assignmentId: id },
          });
        }
      });
      return { evaluators: await assignmentsRepo.evaluators(id) } satisfies { evaluators: AssignmentPerson[] };
    },

    async educationPoints(actor: UserActor, id: string) {
      await standing(actor, id);
      const points = (await repo.educationPoints(id))!;
      return { ...points, remaining: Math.max(points.required - points.achieved, 0) };
    },

    // ----- Pickers (from three characters) ----------------------------------------------------------------------

    async modules(actor: UserActor, query: PickerQuery) {
      if (!searchable(query)) return empty(query);
      const page = await repo.modules(viewerOf(actor), query.query!, query.perPage, offset(query));
      return { ...page, perPage: query.perPage };
    },
    async participants(actor: UserActor, query: PickerQuery) {
      if (!searchable(query)) return empty(query);
      const page = await repo.participants(viewerOf(actor), query.query!, query.perPage, offset(query));
      return {
        ...page,
        perPage: query.perPage,
        items: page.items.map((p) => ({
          id: p.id,
          fullName: fullName(p),
          fullNameLastNameFirst: fullNameLastNameFirst(p),
        })),
      };
    },
    async evaluators(actor: UserActor, query: PickerQuery) {
      if (!searchable(query)) return empty(query);
      const page = await repo.evaluators(viewerOf(actor), query.query!, query.perPage, offset(query));
      return { ...page, perPage: query.perPage, items: page.items.map(presentEvaluator) };
    },
    async educators(actor: UserActor, query: PickerQuery & { filters: { assignment?: string } }) {
      if (!holds(actor, 'UPDATE_EVALUATORS')) throw AppError.forbidden();
      if (!searchable(query)) return empty(query);
      let educationId: string | undefined;
      if (query.filters.assignment) {
        if (!(await repo.visible(viewerOf(actor), query.filters.assignment))) throw AppError.notFound();
        educationId = (await assignmentsRepo.find(query.filters.assignment))?.assignment.educationId;
      }
      const page = await repo.educators(query.query!, query.perPage, offset(query), educationId);
      return { ...page, perPage: query.perPage, items: page.items.map(presentEvaluator) };
    },
  };
}
export type EvaluationsService = ReturnType<typeof createEvaluationsService>;

interface PickerQuery {
  page: number;
  perPage: number;
  query: string | undefined;
}
const searchable = (query: PickerQuery) => (query.query?.length ?? 0) >= PICKER_MIN_QUERY;
const empty = (query: PickerQuery) => ({ items: [], totalItems: 0, perPage: query.perPage });
const offset = (query: PickerQuery) => (query.page - 1) * query.perPage;

function presentEvaluator(p: {
  id: string;
  firstName: string;
  insertion: string | null;
  lastName: string;
  email: string;
  afasId: string | null;
  roles: Role[];
}): Evaluator {
  return {
    id: p.id,
    fullName: fullName(p),
    fullNameLastNameFirst: fullNameLastNameFirst(p),
    afasId: p.afasId,
    email: p.email,
    roles: p.roles,
  };
}

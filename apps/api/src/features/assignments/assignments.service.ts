import {
  handInOf,
  PARTICIPANT_ACTIONS_BY_STATE,
  participantMay,
  statesAllowing,
  ACCESS_TOKEN_TTL_DAYS,
  CONTRIBUTOR_SESSION_HOURS,
  LAYOUT_FIELD_TYPES,
  type AccessToken,
  type Assignment,
  type AssignmentEntry,
  type AssignmentEntrySaved,
  type AssignmentMessage,
  type AssignmentPerson,
  type EducationPermissions,
  type FIELD_ROLES,
  type FormFieldType,
  type ModuleAssignmentCreate,
  type ParticipantAction,
  type Role,
  type Violation,
} from '@portal/contracts';
import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessTokens,
  assignmentContainers,
  assignmentEvaluators,
  assignments,
  auditEvents,
  contributorSessions,
  educations,
  entries as entryTable,
  entryValues,
  messages,
  modules,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { fullName } from '../../lib/names';
import type { SecretBox } from '../../lib/secret-box';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { displayStatus, isEditableState, lifecycle } from './assignments.lifecycle';
import { evaluatorAssignedMessage } from './evaluator-assigned';
import type { AssignmentRecord, AssignmentsRepository, MessageRecord, TokenRecord } from './assignments.repository';
import type {
  AssignmentActor,
  EducationAccess,
  EntriesPort,
  EntryRow,
  Notify,
  SendInvitation,
  TokenActor,
  Tx,
  UserActor,
} from './ports';

type FieldRole = (typeof FIELD_ROLES)[number];
const DAY_MS = 86_400_000;
/** The longest request description taken from the participant's answer (characters). */
const REQUEST_NAME_MAX = 255;
const HOUR_MS = 3_600_000;
/** Field roles of assessors: a form with such fields, a valuation or a grade asks for evaluators on submit. */
const ASSESSOR_ROLES: readonly Role[] = [
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
  'ROLE_EDUCATOR',
];

/** A form with fields its assessors fill asks for evaluators on submit (as do a valuation and a grade). */
const hasAssessorFields = (fields: readonly { type: FormFieldType; roles: readonly Role[] }[]) =>
  fields.some((f) => !LAYOUT_FIELD_TYPES.includes(f.type) && f.roles.some((role) => ASSESSOR_ROLES.includes(role)));

/** Who the caller is on one assignment, worked out once per call. */
interface Access {
  record: AssignmentRecord;
  external: TokenActor | null;
  user: UserActor | null;
  permissions: EducationPermissions;
  isEvaluator: boolean;
}

/** The context of a request for the audit trail. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export interface AssignmentsServiceDeps {
  db: Db;
  repo: AssignmentsRepository;
  entries: EntriesPort;
  educationAccess: EducationAccess;
  notify: Notify;
  sendInvitation: SendInvitation;
  /** Seals invitation tokens so the invitee's contribution requests can link to them again. */
  box: SecretBox;
  now?: () => Date;
}

const iso = (d: Date) => d.toISOString();

/**
 * An address as a page may name it to whoever holds a link: its first letter, the domain's first letter and the
 * top-level domain (`observator@zorggroep-oost.nl` → `o•••@z•••.nl`), enough to recognise one's own, never to learn it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${domain.slice(0, 1)}•••${tld}`;
}

/**
 * The assignments area (spec 2 "Assignment page", "Practical tab", §4-§6): who may see and do what on an assignment,
 * its life cycle through the entries' saves, the chat, evaluators, and external contributors by invitation.
 */
export function createAssignmentsService(deps: AssignmentsServiceDeps) {
  const { db, repo, entries, educationAccess, notify, sendInvitation, box } = deps;
  const now = deps.now ?? (() => new Date());

  async function audit(
    tx: Tx,
    action: string,
    data: { tokenId: string | null; assignmentId: string; userId?: string | null },
    context: RequestContext,
  ) {
    await tx.insert(auditEvents).values({
      type: 'contributor_access',
      userId: data.userId ?? null,
      actorId: data.userId ?? null,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      data: { action, assignmentId: data.assignmentId, tokenId: data.tokenId },
    });
  }

  /** The caller's standing on the assignment; 404 when it does not exist for them. */
  async function access(actor: AssignmentActor, id: string): Promise<Access> {
    const record = await repo.find(id);
    if (!record) throw AppError.notFound();
    if (actor.kind === 'token') {
      if (actor.assignmentId !== id) throw AppError.notFound();
      // A contributor has nothing to do with an assignment handed in (spec: refused after the submit).
      if (!isEditableState(record.assignment.state)) throw new AppError('assignment_not_editable', 403);
      return {
        record,
        external: actor,
        user: null,
        permissions: { view: true, edit: false, imitatingAdmin: false },
        isEvaluator: false,
      };
    }
    const [permissions, isEvaluator] = await Promise.all([
      educationAccess(actor, record.assignment.educationId),
      repo.isEvaluator(id, actor.userId),
    ]);
    if (!permissions?.view && !isEvaluator) throw AppError.notFound();
    return {
      record,
      external: null,
      user: actor,
      permissions: permissions ?? { view: true, edit: false, imitatingAdmin: false },
      isEvaluator,
    };
  }

  /** The roles the caller fills the form as: the contributor ROLE_EXTERNAL, whoever may edit the participant's. */
  const fillRolesOf = (a: Access): FieldRole[] =>
    a.external ? ['ROLE_EXTERNAL'] : a.permissions.edit ? ['ROLE_PARTICIPANT'] : [];

  /** The caller's own entry among the assignment's. */
  function ownEntryOf(a: Access, rows: readonly EntryRow[]): EntryRow | undefined {
    if (a.external) return rows.find((e) => e.accessTokenId === a.external!.tokenId);
    if (a.permissions.edit) return participantEntryOf(a.record, rows);
    return undefined;
  }

  /**
   * What the caller may do now: the state's actions (PARTICIPANT_ACTIONS_BY_STATE) for who they are. Filling and
   * handing in need their own entry still open; delete, that nobody answered anything; a contributor only saves
   * (their 'Opslaan en gereed' is the last save); without edit rights nothing.
   */
  function actionsOf(a: Access, own: EntryRow | undefined, answered: boolean): ParticipantAction[] {
    const { state } = a.record.assignment;
    const fills = own !== undefined && own.status === 'draft';
    if (a.external) return fills && participantMay(state, 'save') ? ['save'] : [];
    if (!a.permissions.edit) return [];
    return PARTICIPANT_ACTIONS_BY_STATE[state].filter((action) => {
      if (action === 'save' || action === 'submit' || action === 'resubmit') return fills;
      if (action === 'delete') return !answered;
      return true;
    });
  }

  const participantEntryOf = (record: AssignmentRecord, rows: readonly EntryRow[]) =>
    rows.find((e) => e.accessTokenId === null && e.createdById === record.assignment.userId);

  /**
   * A request's Omschrijving ('Mijn aanvragen') is what the participant typed in its form's first text field of
   * theirs (the course or activity), as the institute's seeded requests have it, not the form's name: the field's id,
   * or null for other assignments (their name is their container's or module's).
   */
  async function requestNameFieldOf(record: AssignmentRecord, version: number): Promise<string | null> {
    if (record.module.moduleType !== 'request') return null;
    const fields = await entries.fields(record.assignment.formId, version);
    return fields.find((f) => f.type === 'text' && f.roles.includes('ROLE_PARTICIPANT'))?.id ?? null;
  }

  async function evaluatorChoiceOf(record: AssignmentRecord, version: number): Promise<boolean> {
    if (record.form.valuation || record.form.grade) return true;
    return hasAssessorFields(await entries.fields(record.assignment.formId, version));
  }

  function presentMessage(row: MessageRecord, a: Access): AssignmentMessage {
    return {
      id: row.id,
      content: row.content,
      created: iso(row.createdAt),
      updated: iso(row.updatedAt),
      user: {
        id: row.authorId,
        fullName:
          row.firstName !== null
            ? fullName({ firstName: row.firstName, insertion: row.insertion, lastName: row.lastName ?? '' })
            : (row.tokenEmail ?? ''),
      },
      own: a.user !== null && row.authorId === a.user.userId,
    };
  }

  function presentToken(row: TokenRecord): AccessToken {
    return {
      id: row.id,
      email: row.email,
      explanation: row.explanation,
      created: iso(row.createdAt),
      expires: iso(row.expiresAt),
      status: row.status,
      opened: row.openedAt ? iso(row.openedAt) : null,
      expired: row.expiresAt.getTime() <= now().getTime(),
    };
  }

  async function present(a: Access): Promise<Assignment> {
    const { record } = a;
    const row = record.assignment;
    const rows = await repo.entriesOf(row.id);
    const own = ownEntryOf(a, rows);
    const participantEntry = participantEntryOf(record, rows);
    // An external contributor sees the participant's answers and their own, not other contributors'.
    const visible = a.external ? rows.filter((e) => e === own || e === participantEntry) : rows;
    const version = participantEntry?.formVersion ?? visible[0]?.formVersion ?? null;
    const [presented, pageExtras, evaluatorChoice] = await Promise.all([
      Promise.all(visible.map((e) => entries.presentSaved(e))),
      repo.pageExtras(row, a.external === null),
      version === null ? Promise.resolve(false) : evaluatorChoiceOf(record, version),
    ]);
    const { authors, evaluators, options, extras, evaluations: evaluationList, messages: messageRows } = pageExtras;
    const fields = version === null ? [] : await entries.presentedFields(row.formId, version);
    const answered = presented.some((e) => Object.keys(e.values).length > 0 || e.status === 'submitted');
    const actions = actionsOf(a, own, answered);
    const editable = actions.includes('save');
    const optionIds = new Set(options.map((o) => o.id));
    const entryList: AssignmentEntry[] = presented.map((e, i) => {
      const source = visible[i]!;
      return {
        ...e,
        author: {
          kind: source.accessTokenId ? 'external' : source.createdById === row.userId ? 'participant' : 'evaluator',
          name: authors.get(source.id) ?? '',
        },
        own: source === own,
      };
    });
    return {
      id: row.id,
      afasId: row.afasId,
      name: row.name,
      educationId: row.educationId,
      user: { id: record.user.id, fullName: fullName(record.user) },
      module: record.module,
      assignmentContainer: record.container?.id ? { id: record.container.id, name: record.container.name } : null,
      form: {
        ...record.form,
        version: version ?? 1,
        evaluationOptions: extras.evaluationOptions,
        attachments: extras.attachments,
        fields,
        externalFields: fields.filter((f) => f.roles.includes('ROLE_EXTERNAL')).map((f) => f.id),
      },
      state: row.state,
      status: displayStatus(row.state, answered),
      inReview: row.state === 'in_review',
      rejected: row.state === 'rejected',
      finished: row.state === 'finished',
      draft: row.draft,
      notAssigned: row.notAssigned,
      assignedLevel: row.assignedLevel,
      requestedLevel: row.requestedLevel,
      grade: row.grade,
      valuation: record.valuation,
      deliveryDate: row.deliveryDate,
      endDate: row.endDate,
      delivery: { io: row.deliveryIo, po: row.deliveryPo },
      created: iso(row.createdAt),
      submitted: row.submittedAt ? iso(row.submittedAt) : null,
      editable,
      actions,
      fillRoles: editable || a.external ? fillRolesOf(a) : [],
      ownEntryId: own?.id ?? null,
      entries: entryList,
      evaluatorChoice,
      evaluators,
      // The current evaluators stay choosable even when they left the education's staff.
      evaluatorOptions: [...options, ...evaluators.filter((e) => !optionIds.has(e.id))],
      evaluations: evaluationList,
      messages: messageRows.map((m) => presentMessage(m, a)),
      external: a.external !== null,
      _permissions: {
        ...a.permissions,
        delete: actions.includes('delete'),
        invite: actions.includes('invite'),
        message: a.external === null,
        chooseEvaluators: actions.includes('chooseEvaluators'),
      },
    };
  }

  /**
   * Sets the evaluators to `ids` (each one of the education's evaluator options, or already an evaluator) on the
   * caller's transaction; the new ones get EvaluatorAssigned. Answers the violations, if any, instead.
   */
  async function setEvaluators(
    tx: Tx,
    record: AssignmentRecord,
    ids: readonly string[],
  ): Promise<{ violations: Violation[]; added: string[] }> {
    const wanted = [...new Set(ids)];
    const allowed = new Set([
      ...(await repo.evaluatorOptions(record.assignment.educationId, tx)).map((p) => p.id),
      ...(await repo.evaluators(record.assignment.id, tx)).map((p) => p.id),
    ]);
    const violations: Violation[] = wanted
      .map((id, i) => (allowed.has(id) ? null : { propertyPath: `assignedUsers[${i}]`, detail: 'validation.invalid' }))
      .filter((v): v is Violation => v !== null);
    if (violations.length > 0) return { violations, added: [] };
    const assignmentId = record.assignment.id;
    await tx
      .delete(assignmentEvaluators)
      .where(
        wanted.length > 0
          ? and(eq(assignmentEvaluators.assignmentId, assignmentId), notInArray(assignmentEvaluators.userId, wanted))
          : eq(assignmentEvaluators.assignmentId, assignmentId),
      );
    const added =
      wanted.length === 0
        ? []
        : (
            await tx
              .insert(assignmentEvaluators)
              .values(wanted.map((userId) => ({ assignmentId, userId })))
              .onConflictDoNothing()
              .returning({ userId: assignmentEvaluators.userId })
          ).map((r) => r.userId);
    if (added.length > 0) {
      await notify(tx as Db, {
        type: 'EvaluatorAssigned',
        recipients: added,
        message: evaluatorAssignedMessage(record.assignment.name, fullName(record.user)),
        references: { assignmentId },
      });
    }
    return { violations: [], added };
  }

  async function moduleWithOwner(moduleId: string) {
    const [row] = await db
      .select({
        module: modules,
        ownerId: educations.userId,
        // The highest level granted on an assessed request (education.service `achievedLevel`).
        grantedLevel: sql<number | null>`(select max(a.assigned_level) from ${assignments} a
          where a.module_id = ${modules.id} and a.state = 'finished' and not a.not_assigned)`,
      })
      .from(modules)
      .innerJoin(educations, eq(educations.id, modules.educationId))
      .where(eq(modules.id, moduleId));
    return row;
  }

  /**
   * A level may be requested while no request at that level is pending (spec 2 §5): no assignment of the module at
   * that level that is neither finished nor notAssigned (the level's 'In afwachting'). The module row is locked
   * first, so two requests for the same level at once cannot both pass; 400 `assignment.levelRequested` otherwise.
   */
  async function requireLevelFree(tx: Tx, moduleId: string, level: number) {
    await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId)).for('update');
    const [pending] = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(
        and(
          eq(assignments.moduleId, moduleId),
          sql`coalesce(${assignments.requestedLevel}, ${assignments.assignedLevel}) = ${level}`,
          ne(assignments.state, 'finished'),
          eq(assignments.notAssigned, false),
        ),
      )
      .limit(1);
    if (pending) throw AppError.validation([{ propertyPath: 'level', detail: 'assignment.levelRequested' }]);
  }

  /** Edit rights on an education, or 404 (cannot see it) / 403 (may only read). */
  async function requireEdit(actor: UserActor, educationId: string) {
    const permissions = await educationAccess(actor, educationId);
    if (!permissions?.view) throw AppError.notFound();
    if (!permissions.edit) throw AppError.forbidden();
    return permissions;
  }

  const service = {
    get: async (actor: AssignmentActor, id: string) => present(await access(actor, id)),

    /**
     * The assignment as a reader sees it, for a document made in the background (the bundled PDF's job: the
     * education policy let its requester read the whole category when they asked). Null when it is gone.
     */
    async document(id: string): Promise<Assignment | null> {
      const record = await repo.find(id);
      if (!record) return null;
      const reader = { view: true, edit: false, imitatingAdmin: false };
      return present({ record, external: null, user: null, permissions: reader, isEvaluator: false });
    },

    /** `GET /api/module/{id}/assignment-create`: the form a new request or EPA assignment of the module is filled with. */
    async moduleTemplate(actor: UserActor, moduleId: string): Promise<ModuleAssignmentCreate> {
      const found = await moduleWithOwner(moduleId);
      if (!found) throw AppError.notFound();
      const { module } = found;
      await requireEdit(actor, module.educationId);
      if (!module.formId) throw AppError.notFound();
      const form = await db.query.forms.findFirst({
        columns: { id: true, title: true, description: true, version: true, valuation: true, grade: true },
        where: (f, { eq: is }) => is(f.id, module.formId!),
      });
      if (!form) throw AppError.notFound();
      const [fields, options] = await Promise.all([
        entries.presentedFields(form.id, form.version),
        repo.evaluatorOptions(module.educationId),
      ]);
      return {
        moduleId: module.id,
        educationId: module.educationId,
        name: module.publishedName,
        form: { id: form.id, title: form.title, description: form.description, version: form.version, fields },
        evaluatorChoice: form.valuation || form.grade || hasAssessorFields(fields),
        evaluatorOptions: options,
      };
    },

    /** `GET /api/assignment-container/{id}/create`: what a new assignment of the container will be. */
    async containerTemplate(actor: UserActor, containerId: string) {
      const [row] = await db
        .select({ container: assignmentContainers, educationId: modules.educationId })
        .from(assignmentContainers)
        .innerJoin(modules, eq(modules.id, assignmentContainers.moduleId))
        .where(eq(assignmentContainers.id, containerId));
      if (!row) throw AppError.notFound();
      await requireEdit(actor, row.educationId);
      if (!row.container.formId) throw AppError.notFound();
      const record = await db.query.forms.findFirst({
        columns: { id: true, title: true },
        where: (f, { eq: is }) => is(f.id, row.container.formId!),
      });
      if (!record) throw AppError.notFound();
      return {
        containerId: row.container.id,
        moduleId: row.container.moduleId,
        educationId: row.educationId,
        name: row.container.name,
        form: record,
      };
    },

    /** `POST /api/module/{id}/assignments`: a new assignment with the participant's entry, handed in with submit. */
    async create(
      actor: UserActor,
      moduleId: string,
      body: {
        containerId?: string | undefined;
        formData: Record<string, unknown>;
        submit: boolean;
        level?: number | undefined;
        assignedUsers: string[];
        messages: string[];
      },
      context: RequestContext,
    ): Promise<Assignment> {
      const found = await moduleWithOwner(moduleId);
      if (!found) throw AppError.notFound();
      const { module, ownerId, grantedLevel } = found;
      await requireEdit(actor, module.educationId);
      let formId = module.formId;
      let name = module.publishedName;
      let containerId: string | null = null;
      if (body.containerId) {
        const [container] = await db
          .select()
          .from(assignmentContainers)
          .where(and(eq(assignmentContainers.id, body.containerId), eq(assignmentContainers.moduleId, moduleId)));
        if (!container) {
          throw AppError.validation([{ propertyPath: 'containerId', detail: 'validation.invalid' }]);
        }
        formId = container.formId;
        name = container.name;
        containerId = container.id;
      }
      if (!formId) throw AppError.validation([{ propertyPath: 'containerId', detail: 'assignment.noForm' }]);
      if (body.level !== undefined) {
        const ok =
          module.moduleType === 'epa' &&
          body.level <= (module.maxLevel ?? 5) &&
          body.level > Math.max(module.currentLevel ?? 0, grantedLevel ?? 0);
        if (!ok) throw AppError.validation([{ propertyPath: 'level', detail: 'validation.invalid' }]);
      }
      const created = await db.transaction(async (tx) => {
        if (body.level !== undefined) await requireLevelFree(tx, moduleId, body.level);
        const [row] = await tx
          .insert(assignments)
          .values({
            userId: ownerId,
            educationId: module.educationId,
            moduleId,
            containerId,
            name,
            formId: formId!,
            requestedLevel: body.level ?? null,
            createdById: actor.userId,
          })
          .returning();
        const entry = await entries.insert(tx, { formId: formId!, assignmentId: row!.id, createdById: ownerId });
        if (body.messages.length > 0) {
          await tx
            .insert(messages)
            .values(body.messages.map((content) => ({ assignmentId: row!.id, authorId: actor.userId, content })));
        }
        return { id: row!.id, entryId: entry.id, revision: entry.revision };
      });
      const hasAnswers = Object.keys(body.formData).length > 0;
      if (hasAnswers || body.submit) {
        try {
          await service.saveEntry(
            actor,
            created.id,
            created.entryId,
            {
              formData: body.formData,
              revision: created.revision,
              submit: body.submit,
              assignedUsers: body.assignedUsers,
              autoSave: false,
              notify: false,
            },
            context,
          );
        } catch (error) {
          // Made and handed in as one: a refused first save leaves nothing behind.
          await db.delete(assignments).where(eq(assignments.id, created.id));
          throw error;
        }
      } else if (body.assignedUsers.length > 0) {
        await service.chooseEvaluators(actor, created.id, body.assignedUsers);
      }
      return service.get(actor, created.id);
    },

    /**
     * Saves the caller's entry; with `submit` hands the assignment in (open/rejected → in_review, evaluators set,
     * the fillers' entries closed) in the save's transaction; with `notify` (a contributor's 'Opslaan en gereed')
     * the invitation becomes used and the participant is told.
     */
    async saveEntry(
      actor: AssignmentActor,
      id: string,
      entryId: string,
      body: {
        formData: Record<string, unknown>;
        revision: number;
        submit: boolean;
        assignedUsers?: string[] | undefined;
        autoSave: boolean;
        notify: boolean;
      },
      context: RequestContext,
    ): Promise<AssignmentEntrySaved> {
      const a = await access(actor, id);
      const rows = await repo.entriesOf(id);
      const own = ownEntryOf(a, rows);
      if (!own || own.id !== entryId) {
        if (rows.some((e) => e.id === entryId)) throw AppError.forbidden();
        throw AppError.notFound();
      }
      const { record } = a;
      const from = record.assignment.state;
      if (!participantMay(from, 'save')) throw new AppError('assignment_transition', 409);
      if (body.submit && a.external) throw AppError.forbidden();
      if (body.submit && handInOf(from) === null) throw new AppError('assignment_transition', 409);
      if (body.notify && !a.external)
        throw AppError.validation([{ propertyPath: 'notify', detail: 'validation.invalid' }]);
      if (body.submit && body.assignedUsers === undefined) {
        const current = await repo.evaluators(id);
        if (current.length === 0 && (await evaluatorChoiceOf(record, own.formVersion))) {
          throw AppError.validation([{ propertyPath: 'assignedUsers', detail: 'assignment.evaluatorRequired' }]);
        }
      } else if (
        body.submit &&
        body.assignedUsers!.length === 0 &&
        (await evaluatorChoiceOf(record, own.formVersion))
      ) {
        throw AppError.validation([{ propertyPath: 'assignedUsers', detail: 'assignment.evaluatorRequired' }]);
      }
      const fillContext = {
        actorId: a.user?.userId ?? null,
        roles: fillRolesOf(a),
        ownerId: record.assignment.userId,
      };
      let state = record.assignment.state;
      // A request takes the participant's own description whenever they change it (empty: the module's name again).
      const nameField = a.external ? null : await requestNameFieldOf(record, own.formVersion);
      const typedName = nameField !== null && nameField in body.formData ? body.formData[nameField] : undefined;
      const rename =
        typedName === undefined
          ? null
          : (typeof typedName === 'string' ? typedName.trim().slice(0, REQUEST_NAME_MAX) : '') ||
            record.module.publishedName;
      const afterWrite = async (tx: Tx) => {
        if (rename !== null && rename !== record.assignment.name) {
          await tx.update(assignments).set({ name: rename }).where(eq(assignments.id, id));
          // What is said about it from here on (the evaluators' notification) names it so too.
          record.assignment.name = rename;
        }
        if (body.submit) {
          await lifecycle.submit(tx, id, now());
          state = 'in_review';
          if (body.assignedUsers !== undefined) {
            const { violations } = await setEvaluators(tx, record, body.assignedUsers);
            if (violations.length > 0) throw AppError.validation(violations);
          }
        }
        if (a.external) {
          await audit(tx, body.notify ? 'ready' : 'save', { tokenId: a.external.tokenId, assignmentId: id }, context);
        }
        if (body.notify && a.external) {
          const [token] = await tx
            .update(accessTokens)
            .set({ status: 'used', usedAt: now() })
            .where(eq(accessTokens.id, a.external.tokenId))
            .returning({ email: accessTokens.email });
          await notify(tx as Db, {
            type: 'ExternalSavedAssignmentFormEntry',
            recipients: [record.assignment.userId],
            message: `<p>${escapeHtml(token?.email ?? '')} heeft een bijdrage opgeslagen bij de opdracht <strong>${escapeHtml(record.assignment.name)}</strong>.</p>`,
            references: { assignmentId: id },
          });
        }
      };
      const hooked = body.submit || a.external !== null || rename !== null;
      const saved = await entries.save(
        own,
        { formData: body.formData, revision: body.revision, submit: body.submit },
        fillContext,
        hooked ? { afterWrite, always: true, complete: body.notify } : {},
      );
      const answered = true;
      return {
        ...saved,
        assignment: {
          state,
          status: displayStatus(state, answered),
          editable: participantMay(state, 'save') && saved.status === 'draft',
        },
      };
    },

    /** `POST /api/assignment/{id}/entries`: the caller's entry when they have none yet. */
    async createEntry(actor: AssignmentActor, id: string): Promise<AssignmentEntry> {
      const a = await access(actor, id);
      if (fillRolesOf(a).length === 0) throw AppError.forbidden();
      const rows = await repo.entriesOf(id);
      if (ownEntryOf(a, rows)) throw AppError.conflict();
      if (!isEditableState(a.record.assignment.state)) throw new AppError('assignment_transition', 409);
      const version = participantEntryOf(a.record, rows)?.formVersion;
      const entry = await entries.create({
        formId: a.record.assignment.formId,
        assignmentId: id,
        createdById: a.external ? null : a.record.assignment.userId,
        accessTokenId: a.external?.tokenId ?? null,
        ...(version !== undefined && { formVersion: version }),
      });
      const { fields: _fields, ...saved } = entry;
      return {
        ...saved,
        author: { kind: a.external ? 'external' : 'participant', name: a.external ? '' : fullName(a.record.user) },
        own: true,
      };
    },

    /** `DELETE /api/assignment/{id}`: edit rights, a state that allows it, nobody answered anything (one statement). */
    async remove(actor: UserActor, id: string): Promise<void> {
      const a = await access(actor, id);
      if (!a.permissions.edit) throw AppError.forbidden();
      const deleted = await db
        .delete(assignments)
        .where(
          and(
            eq(assignments.id, id),
            inArray(assignments.state, statesAllowing('delete')),
            sql`not exists (select 1 from ${entryTable} where ${entryTable.assignmentId} = ${assignments.id}
              and (${entryTable.status} = 'submitted'
                or exists (select 1 from ${entryValues} where ${entryValues.entryId} = ${entryTable.id})))`,
          ),
        )
        .returning({ id: assignments.id });
      if (deleted.length === 0) throw new AppError('assignment_not_deletable', 409);
    },

    /**
     * `PUT /api/assignment/{id}/epa-level`: the level granted on an EPA assignment, by its evaluators, the education's
     * institute educators and practical trainers, and admins; audited with the level it replaces.
     */
    async setEpaLevel(actor: UserActor, id: string, level: number, context: RequestContext): Promise<number> {
      const a = await access(actor, id);
      const { assignment, module } = a.record;
      const assessor =
        actor.roles.includes('ROLE_ADMIN') ||
        a.isEvaluator ||
        (await repo.evaluatorOptions(assignment.educationId)).some((p) => p.id === actor.userId);
      if (!assessor || actor.userId === assignment.userId) throw AppError.forbidden();
      if (module.moduleType !== 'epa' || level > (module.maxLevel ?? 5)) {
        throw AppError.validation([{ propertyPath: 'level', detail: 'validation.invalid' }]);
      }
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ level: assignments.assignedLevel })
          .from(assignments)
          .where(eq(assignments.id, id))
          .for('no key update');
        await tx.update(assignments).set({ assignedLevel: level }).where(eq(assignments.id, id));
        await tx.insert(auditEvents).values({
          type: 'assignment_level_set',
          userId: assignment.userId,
          actorId: actor.userId,
          ip: context.ip,
          userAgent: context.userAgent?.slice(0, 500) ?? null,
          data: { assignmentId: id, level, previous: before?.level ?? null },
        });
      });
      return level;
    },

    /** `POST /api/assignment/{id}/evaluators`: the participant while editable, and admins. */
    async chooseEvaluators(actor: UserActor, id: string, ids: readonly string[]): Promise<AssignmentPerson[]> {
      const a = await access(actor, id);
      if (!a.permissions.edit) throw AppError.forbidden();
      if (!participantMay(a.record.assignment.state, 'chooseEvaluators') && !actor.roles.includes('ROLE_ADMIN')) {
        throw new AppError('assignment_transition', 409);
      }
      await db.transaction(async (tx) => {
        const { violations } = await setEvaluators(tx, a.record, ids);
        if (violations.length > 0) {
          throw AppError.validation(
            violations.map((v) => ({ ...v, propertyPath: v.propertyPath.replace('assignedUsers', 'evaluatorIds') })),
          );
        }
      });
      return repo.evaluators(id);
    },

    // ----- Messages ----------------------------------------------------------------------------------------------

    async postMessage(actor: AssignmentActor, id: string, content: string): Promise<AssignmentMessage> {
      const a = await access(actor, id);
      if (!a.user) throw AppError.forbidden();
      const author = a.user.userId;
      const message = await db.transaction(async (tx) => {
        const [row] = await tx.insert(messages).values({ assignmentId: id, authorId: author, content }).returning();
        const ownerId = a.record.assignment.userId;
        const recipients = author === ownerId ? (await repo.evaluators(id, tx)).map((p) => p.id) : [ownerId];
        const others = recipients.filter((r) => r !== author);
        if (others.length > 0) {
          await notify(tx as Db, {
            type: 'AssignmentMessage',
            recipients: others,
            message: `<p>Nieuw bericht bij de opdracht <strong>${escapeHtml(a.record.assignment.name)}</strong>.</p>`,
            references: { assignmentId: id },
          });
        }
        return row!;
      });
      const [listed] = (await repo.messages(id)).filter((m) => m.id === message.id);
      return presentMessage(listed!, a);
    },

    async editMessage(actor: AssignmentActor, id: string, messageId: string, content: string) {
      const a = await access(actor, id);
      await authorOnly(a, id, messageId);
      await db.update(messages).set({ content, updatedAt: now() }).where(eq(messages.id, messageId));
      const [listed] = (await repo.messages(id)).filter((m) => m.id === messageId);
      return presentMessage(listed!, a);
    },

    async deleteMessage(actor: AssignmentActor, id: string, messageId: string) {
      const a = await access(actor, id);
      await authorOnly(a, id, messageId);
      await db.delete(messages).where(eq(messages.id, messageId));
    },

    // ----- External contributors ---------------------------------------------------------------------------------

    async invite(
      actor: UserActor,
      id: string,
      body: { emails: string[]; explanation: string },
    ): Promise<AccessToken[]> {
      const a = await access(actor, id);
      if (!a.permissions.edit) throw AppError.forbidden();
      // Spec 2: invites only while the assignment is editable (not in review, finished or exempted).
      if (!participantMay(a.record.assignment.state, 'invite')) throw new AppError('assignment_not_editable', 403);
      const emails = body.emails.map((e) => e.trim());
      const open = new Set(
        (await repo.tokens(id))
          .filter((t) => t.expiresAt.getTime() > now().getTime())
          .map((t) => t.email.toLowerCase()),
      );
      const seen = new Set<string>();
      const violations: Violation[] = [];
      emails.forEach((email, i) => {
        const key = email.toLowerCase();
        if (seen.has(key) || open.has(key))
          violations.push({ propertyPath: `emails[${i}]`, detail: 'validation.duplicate' });
        seen.add(key);
      });
      if (violations.length > 0) throw AppError.validation(violations);
      const expiresAt = new Date(now().getTime() + ACCESS_TOKEN_TTL_DAYS * DAY_MS);
      const rows = await db.transaction(async (tx) => {
        const made: TokenRecord[] = [];
        for (const email of emails) {
          const token = randomToken();
          const [row] = await tx
            .insert(accessTokens)
            .values({
              assignmentId: id,
              email,
              explanation: body.explanation || null,
              tokenHash: sha256Hex(token),
              tokenCiphertext: box.seal(token),
              invitedById: actor.userId,
              expiresAt,
            })
            .returning();
          await sendInvitation(tx, {
            to: email,
            assignmentId: id,
            assignmentName: a.record.assignment.name,
            participantName: fullName(a.record.user),
            explanation: body.explanation,
            token,
          });
          made.push(row!);
        }
        return made;
      });
      return rows.map(presentToken);
    },

    async tokens(actor: UserActor, id: string): Promise<AccessToken[]> {
      const a = await access(actor, id);
      if (a.external) throw AppError.forbidden();
      return (await repo.tokens(id)).map(presentToken);
    },

    async revokeToken(actor: UserActor, id: string, tokenId: string): Promise<void> {
      const a = await access(actor, id);
      if (!a.permissions.edit) throw AppError.forbidden();
      const revoked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(accessTokens)
          .set({ revokedAt: now() })
          .where(and(eq(accessTokens.id, tokenId), eq(accessTokens.assignmentId, id), isNull(accessTokens.revokedAt)))
          .returning({ id: accessTokens.id });
        if (rows.length > 0) await tx.delete(contributorSessions).where(eq(contributorSessions.accessTokenId, tokenId));
        return rows.length > 0;
      });
      if (!revoked) throw AppError.notFound();
    },

    /**
     * Opens an invitation link: the token (hashed) must be of this assignment, not revoked or expired, and the
     * assignment still editable. It works once; opened before, only a browser that still holds its contributor
     * session, or the signed-in invitee (same address), may open it again. Answers a new session secret for the
     * cookie. Every outcome is audited (never the token).
     */
    async openInvitation(
      input: {
        assignmentId: string;
        token: string;
        /** The contributor session the browser already holds, if any (its token id). */
        heldTokenId: string | null;
        /** The signed-in user's address, if any. */
        signedInEmail: string | null;
        signedInUserId: string | null;
      },
      context: RequestContext,
    ): Promise<{ session: string; expiresAt: Date; email: string }> {
      const refuse = async (code: string, tokenId: string | null) => {
        await audit(
          db,
          `refused:${code}`,
          { tokenId, assignmentId: input.assignmentId, userId: input.signedInUserId },
          context,
        );
        return new AppError(code as never, 403);
      };
      const [row] = await db
        .select({
          token: accessTokens,
          state: assignments.state,
          formId: assignments.formId,
          ownerId: assignments.userId,
        })
        .from(accessTokens)
        .innerJoin(assignments, eq(assignments.id, accessTokens.assignmentId))
        .where(eq(accessTokens.tokenHash, sha256Hex(input.token)));
      if (!row || row.token.assignmentId !== input.assignmentId || row.token.revokedAt) {
        throw await refuse('access_token_invalid', row?.token.id ?? null);
      }
      const token = row.token;
      if (token.expiresAt.getTime() <= now().getTime()) throw await refuse('access_token_expired', token.id);
      if (!isEditableState(row.state)) throw await refuse('assignment_not_editable', token.id);
      const sameInvitee =
        input.heldTokenId === token.id ||
        (input.signedInEmail !== null && input.signedInEmail.toLowerCase() === token.email.toLowerCase());
      const session = randomToken();
      const expiresAt = new Date(now().getTime() + CONTRIBUTOR_SESSION_HOURS * HOUR_MS);
      await db
        .transaction(async (tx) => {
          const first = await tx
            .update(accessTokens)
            .set({ openedAt: now() })
            .where(and(eq(accessTokens.id, token.id), isNull(accessTokens.openedAt)))
            .returning({ id: accessTokens.id });
          if (first.length === 0 && !sameInvitee) throw new AppError('access_token_used', 403);
          const [existing] = await tx
            .select({ id: entryTable.id })
            .from(entryTable)
            .where(eq(entryTable.accessTokenId, token.id));
          if (!existing) {
            const [participantEntry] = await tx
              .select({ formVersion: entryTable.formVersion })
              .from(entryTable)
              .where(
                and(
                  eq(entryTable.assignmentId, token.assignmentId),
                  isNull(entryTable.accessTokenId),
                  eq(entryTable.createdById, row.ownerId),
                ),
              );
            await entries.insert(tx, {
              formId: row.formId,
              assignmentId: token.assignmentId,
              createdById: null,
              accessTokenId: token.id,
              ...(participantEntry && { formVersion: participantEntry.formVersion }),
            });
          }
          await tx
            .insert(contributorSessions)
            .values({ accessTokenId: token.id, sessionHash: sha256Hex(session), expiresAt });
          await audit(
            tx,
            'open',
            { tokenId: token.id, assignmentId: token.assignmentId, userId: input.signedInUserId },
            context,
          );
        })
        .catch(async (error: unknown) => {
          // Audited outside the transaction, which is undone.
          if (error instanceof AppError && error.code === 'access_token_used') throw await refuse(error.code, token.id);
          throw error;
        });
      return { session, expiresAt, email: token.email };
    },

    /**
     * 'Stuur mij een nieuwe link': the invitation link was opened in another browser and the contributor goes on in
     * this one. Bound to that used token: it must be of this assignment, not revoked or expired, opened before, and
     * the assignment still editable. In one transaction the invitation gets a fresh token (the old one no longer
     * matches anything; the new one opens once, in the browser that follows the mail), the other browser's sessions
     * end, the fresh link is mailed to the invited address and the renewal is audited; the contributor's entry stays
     * with the invitation. Answers the address masked. Refusals are audited as the exchange's are (never the token).
     */
    async renewInvitation(
      input: { assignmentId: string; token: string },
      context: RequestContext,
    ): Promise<{ maskedEmail: string }> {
      const refuse = async (
        code: 'access_token_invalid' | 'access_token_expired' | 'assignment_not_editable',
        tokenId: string | null,
      ) => {
        await audit(db, `renew-refused:${code}`, { tokenId, assignmentId: input.assignmentId }, context);
        return new AppError(code, 403);
      };
      const oldHash = sha256Hex(input.token);
      const [row] = await db
        .select({ token: accessTokens, state: assignments.state, name: assignments.name, ownerId: assignments.userId })
        .from(accessTokens)
        .innerJoin(assignments, eq(assignments.id, accessTokens.assignmentId))
        .where(eq(accessTokens.tokenHash, oldHash));
      if (!row || row.token.assignmentId !== input.assignmentId || row.token.revokedAt) {
        throw await refuse('access_token_invalid', row?.token.id ?? null);
      }
      const token = row.token;
      if (token.expiresAt.getTime() <= now().getTime()) throw await refuse('access_token_expired', token.id);
      if (!participantMay(row.state, 'save')) throw await refuse('assignment_not_editable', token.id);
      // Never opened, the link still works as it is: nothing to renew.
      if (!token.openedAt) throw AppError.conflict();
      const record = await repo.find(token.assignmentId);
      const fresh = randomToken();
      await db.transaction(async (tx) => {
        const renewed = await tx
          .update(accessTokens)
          .set({ tokenHash: sha256Hex(fresh), tokenCiphertext: box.seal(fresh), openedAt: null })
          .where(
            and(eq(accessTokens.id, token.id), eq(accessTokens.tokenHash, oldHash), isNull(accessTokens.revokedAt)),
          )
          .returning({ id: accessTokens.id });
        // Renewed (or revoked) at the same moment by another request: this token is gone.
        if (renewed.length === 0) throw new AppError('access_token_invalid', 403);
        await tx.delete(contributorSessions).where(eq(contributorSessions.accessTokenId, token.id));
        await sendInvitation(tx, {
          to: token.email,
          assignmentId: token.assignmentId,
          assignmentName: row.name,
          participantName: record ? fullName(record.user) : '',
          explanation: '',
          token: fresh,
          renewal: true,
        });
        await audit(tx, 'renew', { tokenId: token.id, assignmentId: token.assignmentId }, context);
      });
      return { maskedEmail: maskEmail(token.email) };
    },
  };

  async function authorOnly(a: Access, id: string, messageId: string) {
    const [row] = await db
      .select({ authorId: messages.authorId })
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.assignmentId, id)));
    if (!row) throw AppError.notFound();
    if (!a.user || row.authorId !== a.user.userId) throw AppError.forbidden();
  }

  return service;
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

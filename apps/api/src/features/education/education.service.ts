import type {
  Education,
  EducationPermissions,
  ElectivePoints,
  Module,
  ModuleKind,
  ModuleTypeCode,
} from '@portal/contracts';
import { ELECTIVE_MODULE_TYPE_CODES } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { jsonText, withField, type JsonText } from '../../lib/json-text';
import { fullName, fullNameLastNameFirst } from '../../lib/names';
import {
  authorizeEducation,
  type EducationAccessFacts,
  type EducationActor,
  type EducationAction,
} from './education.policy';
import type {
  EducationPage,
  EducationRepository,
  ModuleTree,
  ModuleTreeModule,
  ModuleTreeScope,
} from './education.repository';

const FINISHED_STATUSES = new Set(['finished', 'finished_less_points', 'excemption']);

/** A module done with: marked finished, or placed as finished (with fewer points) or exempted. */
export const isFinishedModule = (m: { finished: boolean; status: string | null }) =>
  m.finished || (m.status !== null && FINISHED_STATUSES.has(m.status));

/**
 * The elective points of an education (spec 2 §9; the contract's `electivePointsSchema`): the one place they are
 * computed, for both Opleidingsgegevens and the portfolio.
 */
export function electivePointsOf(
  requiredPoints: number,
  allModules: readonly { type: string; finished: boolean; status: string | null; points: number | null }[],
): ElectivePoints {
  const elective = allModules.filter((m) => (ELECTIVE_MODULE_TYPE_CODES as readonly string[]).includes(m.type));
  const sum = (list: typeof elective) => list.reduce((total, m) => total + (m.points ?? 0), 0);
  const achieved = sum(elective.filter(isFinishedModule));
  const planned = sum(elective.filter((m) => !isFinishedModule(m)));
  return { total: requiredPoints, achieved, planned, todo: Math.max(requiredPoints - achieved - planned, 0) };
}

/** Module kinds per list of the education page (spec 2 §2 tabs). */
export const MODULE_LISTS = {
  institute: ['education'],
  practical: ['practical'],
  portfolio: ['guidance', 'epa', 'request'],
} as const satisfies Record<string, readonly ModuleKind[]>;

/**
 * The EPA level a participant has reached: the level the administration reports (AFAS `currentLevel`) or, when
 * higher, the highest level granted on a level request that has been assessed (finished and not marked not
 * assigned). The level the trainer grants counts only once the request is finished (spec 2 §4-5). The same rule
 * decides which levels may still be requested (assignments.service `moduleWithOwner`).
 */
export function achievedLevel(
  currentLevel: number | null,
  assignments: readonly { state: string; notAssigned: boolean; assignedLevel: number | null }[],
): number | null {
  let reached = currentLevel;
  for (const a of assignments) {
    if (a.state !== 'finished' || a.notAssigned || a.assignedLevel === null) continue;
    if (reached === null || a.assignedLevel > reached) reached = a.assignedLevel;
  }
  return reached;
}

/**
 * Reading a participant's education: the education, its modules (with assignments, containers, presence and
 * registrations), periods. Every call goes through the education policy first; refusals are 404.
 */
export function createEducationService(repo: EducationRepository) {
  async function authorize(actor: EducationActor, action: EducationAction, facts: EducationAccessFacts | null) {
    const permissions = authorizeEducation(actor, action, facts);
    return { facts: facts!, permissions };
  }

  /** The modules of a tree read presented with their children (grouped per module in one pass each). */
  function presentModules({ modules: rows, assignments: assignmentRows, containers, presence, events }: ModuleTree) {
    const group = <T extends { moduleId: string }>(items: readonly T[]) => {
      const map = new Map<string, T[]>();
      for (const item of items) {
        const list = map.get(item.moduleId);
        if (list) list.push(item);
        else map.set(item.moduleId, [item]);
      }
      return map;
    };
    const assignmentsBy = group(assignmentRows);
    const containersBy = group(containers);
    const presenceBy = group(presence);
    const eventsBy = group(events);

    return rows.map((m: ModuleTreeModule): Module => {
      const moduleAssignments = assignmentsBy.get(m.id) ?? [];
      const currentLevel = achievedLevel(m.currentLevel, moduleAssignments);
      const levels = [];
      for (let level = 1; level <= Math.min(m.maxLevel ?? 0, 5); level++) {
        const finished = currentLevel !== null && level <= currentLevel;
        const doing = moduleAssignments.some(
          (a) => (a.requestedLevel ?? a.assignedLevel) === level && a.state !== 'finished' && !a.notAssigned,
        );
        levels.push({ level, state: finished ? 'finished' : doing ? 'doing' : 'todo' } as const);
      }
      return {
        id: m.id,
        afasId: m.afasId,
        moduleId: m.moduleCode,
        type: m.type,
        moduleType: m.moduleType,
        publishedName: m.publishedName,
        status: m.status,
        finished: isFinishedModule(m),
        currentLevel,
        minLevel: m.minLevel,
        maxLevel: m.maxLevel,
        levels,
        points: m.points,
        minimumAssignments: m.minimumAssignments,
        finishedAssignments: moduleAssignments.filter((a) => a.state === 'finished').length,
        totalAssignments: moduleAssignments.length,
        internshipType: m.internshipType,
        // A finished module takes no more registrations ('Kies uitvoering' is not offered; the API refuses it).
        eventRegistrationAllowed: m.eventRegistrationAllowed && !isFinishedModule(m),
        elearning: m.elearning,
        hasLearningMaterial: Boolean(m.moodleCourseId),
        formId: m.formId,
        startDate: m.startDate,
        endDate: m.endDate,
        contactHours: m.contactHours,
        educatorName: m.educatorName,
        programAssistantName: m.programAssistantName,
        events: (eventsBy.get(m.id) ?? []).map((e) => ({
          id: e.id,
          name: e.name,
          startDate: e.startDate,
          workshops: e.workshops,
          workshopsEditableUntil: e.workshopsEditableUntil,
          hasLearningMaterial: Boolean(e.moodleCourseId),
        })),
        presenceItems: (presenceBy.get(m.id) ?? []).map(({ moduleId: _m, ...p }) => p),
        assignments: moduleAssignments.map((a) => ({
          id: a.id,
          name: a.name,
          state: a.state,
          finished: a.state === 'finished',
          draft: a.draft,
          notAssigned: a.notAssigned,
          assignedLevel: a.assignedLevel,
          requestedLevel: a.requestedLevel,
          deliveryDate: a.deliveryDate,
          created: a.created,
          submitted: a.submitted,
          valuation: a.state === 'finished' ? a.valuation : null,
          assignmentContainerId: a.containerId,
          deletable: a.deletable,
        })),
        assignmentContainers: (containersBy.get(m.id) ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          formId: c.formId,
          status: c.status,
          requiredNumberOfAssignments: c.requiredNumberOfAssignments,
          assignmentIds: moduleAssignments.filter((a) => a.containerId === c.id).map((a) => a.id),
        })),
      };
    });
  }

  /** The education as the contract describes it (also printed by the overview PDF). */
  function present(page: EducationPage, permissions: EducationPermissions): Education {
    const { education: e, staff, modules: totals, materials } = page;
    const person = (s: (typeof staff)[number]) => ({
      id: s.id,
      fullNameLastNameFirst: fullNameLastNameFirst(s),
      email: s.email,
    });
    const assistant = staff.find((s) => s.role === 'program_assistant');
    const internshipPoints: Record<string, number> = {};
    for (const m of totals) {
      if (m.internshipType !== null && isFinishedModule(m)) {
        internshipPoints[String(m.internshipType)] =
          (internshipPoints[String(m.internshipType)] ?? 0) + (m.points ?? 0);
      }
    }
    return {
      id: e.id,
      afasId: e.afasId,
      name: e.name,
      furtherEducation: e.furtherEducation,
      practicalModules: totals.some((m) => m.moduleType === 'practical'),
      epaModules: totals.some((m) => m.moduleType === 'epa'),
      status: e.status,
      cohortName: e.cohortName,
      email: e.email,
      instituteEducators: staff.filter((s) => s.role === 'institute_educator').map(person),
      practicalEducators: staff.filter((s) => s.role === 'practical_trainer').map(person),
      programAssistantName: assistant ? fullName(assistant) : null,
      programAssistantEmail: assistant?.email ?? null,
      fullTimePercentage: e.fullTimePercentage,
      startDate: e.startDate,
      electiveCourseHours: e.electiveCourseHours,
      electiveCourseBudget: e.electiveCourseBudgetCents,
      interruptionStartDate: e.interruptionStartDate,
      interruptionEndDate: e.interruptionEndDate,
      deregistrationDate: e.deregistrationDate,
      rgsEndDate: e.rgsEndDate,
      studyGuideUrl: e.studyGuideUrl,
      hasLearningMaterial: Boolean(e.moodleCourseId),
      internshipHours: Object.fromEntries(Object.entries(e.internshipHours).map(([k, v]) => [k, Number(v)])),
      materials,
      summary: {
        finishedModules: totals.filter(isFinishedModule).length,
        totalModules: totals.length,
        electivePoints: electivePointsOf(e.electiveCourseHours, totals),
        internshipPoints,
      },
      user: { id: page.user.id, fullName: fullName(page.user), email: page.user.email },
      _permissions: permissions,
    };
  }

  return {
    /** Answers the permissions for an education, or throws 404/403 (used by every education call). */
    async authorizeEducation(actor: EducationActor, action: EducationAction, educationId: string) {
      return authorize(actor, action, await repo.factsOfEducation(actor, educationId));
    },
    async authorizeModule(actor: EducationActor, action: EducationAction, moduleId: string) {
      return authorize(actor, action, await repo.factsOfModule(actor, moduleId));
    },
    async authorizeMaterial(actor: EducationActor, action: EducationAction, materialId: string) {
      return authorize(actor, action, await repo.factsOfMaterial(actor, materialId));
    },

    /** `GET /api/education/{id}`: one round trip reads the policy's facts and everything the answer shows. */
    async get(actor: EducationActor, id: string): Promise<Education> {
      const page = await repo.educationPage(actor, id);
      const { permissions } = await authorize(actor, 'view', page?.facts ?? null);
      return present(page!, permissions);
    },

    /**
     * `GET /api/education/{id}` as the route sends it: the same answer as `get`, written by PostgreSQL as JSON text,
     * with the policy's `_permissions` appended; one round trip.
     */
    async getText(actor: EducationActor, id: string): Promise<JsonText<Education>> {
      const page = await repo.educationPageText(actor, id);
      const { permissions } = await authorize(actor, 'view', page?.facts ?? null);
      return jsonText(withField(page!.body, '_permissions', permissions));
    },

    /** Module lists: by type codes (all without), or by the page's tab (kinds); one round trip. */
    async modules(
      actor: EducationActor,
      educationId: string,
      filter: { types?: readonly ModuleTypeCode[]; kinds?: readonly ModuleKind[] },
    ) {
      const scope: ModuleTreeScope = filter.kinds?.length
        ? { kinds: filter.kinds }
        : filter.types?.length
          ? { types: filter.types }
          : { all: true };
      const tree = await repo.moduleTree(actor, educationId, scope);
      await authorize(actor, 'view', tree?.facts ?? null);
      const items = presentModules(tree!);
      return { items, totalItems: items.length };
    },

    /**
     * The module lists as the routes send them: the same answer as `modules`, written by PostgreSQL as JSON text
     * (no parse in the driver, no second serialisation); one round trip.
     */
    async modulesText(
      actor: EducationActor,
      educationId: string,
      filter: { types?: readonly ModuleTypeCode[]; kinds?: readonly ModuleKind[] },
    ): Promise<JsonText<{ items: Module[]; totalItems: number }>> {
      const scope = filter.kinds?.length
        ? { kinds: filter.kinds }
        : filter.types?.length
          ? { types: filter.types }
          : { all: true as const };
      const list = await repo.moduleListText(actor, educationId, scope);
      await authorize(actor, 'view', list?.facts ?? null);
      return jsonText(list!.body);
    },

    async module(actor: EducationActor, id: string) {
      const tree = await repo.moduleTree(actor, id, { moduleId: id });
      const { facts, permissions } = await authorize(actor, 'view', tree?.facts ?? null);
      const [presented] = presentModules(tree!);
      return { ...presented!, educationId: facts.educationId, _permissions: permissions };
    },

    async moduleForm(actor: EducationActor, id: string) {
      await authorize(actor, 'view', await repo.factsOfModule(actor, id));
      const row = await repo.module(id);
      const form = row?.formId ? await repo.form(row.formId) : null;
      if (!form) throw AppError.notFound();
      return form;
    },

    /** What the PDFs print: the education, its periods and every module (view permission). */
    async documents(actor: EducationActor, educationId: string) {
      const [page, tree] = await Promise.all([
        repo.educationPage(actor, educationId),
        repo.moduleTree(actor, educationId, { all: true }),
      ]);
      const { permissions } = await authorize(actor, 'view', page?.facts ?? null);
      const periods = await this.periodRows(educationId);
      return { education: present(page!, permissions), periods: periods.items, modules: presentModules(tree!) };
    },

    async periods(actor: EducationActor, educationId: string) {
      await authorize(actor, 'view', await repo.factsOfEducation(actor, educationId));
      return this.periodRows(educationId);
    },

    async periodRows(educationId: string) {
      const rows = await repo.periods(educationId);
      const items = rows.map((p) => ({
        id: p.id,
        name: p.name,
        institution: p.institution,
        matchStatus: p.matchStatus,
        startDate: p.startDate,
        endDate: p.endDate,
        practicalTrainer:
          p.trainerFirstName && p.trainerLastName
            ? fullName({ firstName: p.trainerFirstName, insertion: p.trainerInsertion, lastName: p.trainerLastName })
            : p.practicalTrainerName,
        remarks: p.remarks,
      }));
      return { items, totalItems: items.length };
    },
  };
}
export type EducationService = ReturnType<typeof createEducationService>;

import type { Education, EducationPermissions, Module, ModuleKind, ModuleTypeCode } from '@portal/contracts';
import { ELECTIVE_MODULE_TYPE_CODES } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { fullName, fullNameLastNameFirst } from '../../lib/names';
import {
  authorizeEducation,
  type EducationAccessFacts,
  type EducationActor,
  type EducationAction,
} from './education.policy';
import type { EducationRepository, ModuleRow } from './education.repository';

const FINISHED_STATUSES = new Set(['finished', 'finished_less_points', 'excemption']);
const isFinishedModule = (m: { finished: boolean; status: string | null }) =>
  m.finished || (m.status !== null && FINISHED_STATUSES.has(m.status));

/** Module kinds per list of the education page (spec 2 §2 tabs). */
export const MODULE_LISTS = {
  institute: ['education'],
  practical: ['practical'],
  portfolio: ['guidance', 'epa', 'request'],
} as const satisfies Record<string, readonly ModuleKind[]>;

/**
 * Reading a participant's education: the education, its modules (with assignments, containers, presence and
 * registrations), periods. Every call goes through the education policy first; refusals are 404.
 */
export function createEducationService(repo: EducationRepository) {
  async function authorize(actor: EducationActor, action: EducationAction, facts: EducationAccessFacts | null) {
    const permissions = authorizeEducation(actor, action, facts);
    return { facts: facts!, permissions };
  }

  /** The modules presented with their children (all rows of the education, read at once, then grouped). */
  async function presentModules(educationId: string, rows: readonly ModuleRow[]): Promise<Module[]> {
    if (rows.length === 0) return [];
    const { assignmentRows, containerRows, presenceRows, eventRows } = await repo.moduleChildren(educationId);
    const group = <T extends { moduleId: string }>(items: readonly T[]) => {
      const map = new Map<string, T[]>();
      for (const item of items) map.set(item.moduleId, [...(map.get(item.moduleId) ?? []), item]);
      return map;
    };
    const assignmentsBy = group(assignmentRows);
    const containersBy = group(containerRows);
    const presenceBy = group(presenceRows);
    const eventsBy = group(eventRows);

    return rows.map((m) => {
      const moduleAssignments = assignmentsBy.get(m.id) ?? [];
      const levels = [];
      for (let level = 1; level <= Math.min(m.maxLevel ?? 0, 5); level++) {
        const finished = m.currentLevel !== null && level <= m.currentLevel;
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
        currentLevel: m.currentLevel,
        minLevel: m.minLevel,
        maxLevel: m.maxLevel,
        levels,
        points: m.points,
        minimumAssignments: m.minimumAssignments,
        finishedAssignments: moduleAssignments.filter((a) => a.state === 'finished').length,
        totalAssignments: moduleAssignments.length,
        internshipType: m.internshipType,
        eventRegistrationAllowed: m.eventRegistrationAllowed,
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
          workshopsEditableUntil: e.workshopsEditableUntil?.toISOString() ?? null,
          hasLearningMaterial: Boolean(e.moodleCourseId),
        })),
        presenceItems: (presenceBy.get(m.id) ?? []).map(({ moduleId: _m, ...p }) => ({
          ...p,
          compensationProcessedAt: p.compensationProcessedAt?.toISOString() ?? null,
        })),
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
          created: a.createdAt.toISOString(),
          assignmentContainerId: a.containerId,
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

    /** `GET /api/education/{id}`. */
    async get(actor: EducationActor, id: string): Promise<Education> {
      const { permissions } = await authorize(actor, 'view', await repo.factsOfEducation(actor, id));
      return this.present(id, permissions);
    },

    /** The education as the contract describes it (also used by the overview PDF). */
    async present(id: string, permissions: EducationPermissions): Promise<Education> {
      const [row, staff, totals, materials] = await Promise.all([
        repo.education(id),
        repo.staff(id),
        repo.modules(id),
        repo.materials(id),
      ]);
      if (!row) throw AppError.notFound();
      const e = row.education;
      const person = (s: (typeof staff)[number]) => ({
        id: s.id,
        fullNameLastNameFirst: fullNameLastNameFirst(s),
        email: s.email,
      });
      const assistant = staff.find((s) => s.role === 'program_assistant');
      const elective = totals.filter((m) => (ELECTIVE_MODULE_TYPE_CODES as readonly string[]).includes(m.type));
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
          electivePointsAchieved: elective.filter(isFinishedModule).reduce((sum, m) => sum + (m.points ?? 0), 0),
          electivePointsTotal: elective.reduce((sum, m) => sum + (m.points ?? 0), 0),
          internshipPoints,
        },
        user: { id: row.user.id, fullName: fullName(row.user), email: row.user.email },
        _permissions: permissions,
      };
    },

    /** Module lists: by type codes or by the page's tab. */
    async modules(
      actor: EducationActor,
      educationId: string,
      filter: { types?: readonly ModuleTypeCode[]; kinds?: readonly ModuleKind[] },
    ) {
      await authorize(actor, 'view', await repo.factsOfEducation(actor, educationId));
      const items = await presentModules(educationId, await repo.modules(educationId, filter));
      return { items, totalItems: items.length };
    },

    async module(actor: EducationActor, id: string) {
      const { facts, permissions } = await authorize(actor, 'view', await repo.factsOfModule(actor, id));
      const row = await repo.module(id);
      if (!row) throw AppError.notFound();
      const [presented] = await presentModules(facts.educationId, [row]);
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
      const { permissions } = await authorize(actor, 'view', await repo.factsOfEducation(actor, educationId));
      const [education, periods, modules] = await Promise.all([
        this.present(educationId, permissions),
        this.periodRows(educationId),
        repo.modules(educationId).then((rows) => presentModules(educationId, rows)),
      ]);
      return { education, periods: periods.items, modules };
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

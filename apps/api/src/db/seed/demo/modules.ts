// Each education's modules, made from its programme's catalogue, with assignment containers for practical modules.
import type { ModuleStatus } from '@portal/contracts';
import { assignmentContainers, modules } from '../../schema';
import { addDays, addMonths } from './clock';
import { get, insertRows, newId, type DemoContext } from './context';
import type { FormKey } from './form-definitions';
import type { FormRegistry } from './forms';
import { PROGRAMMES, type ContainerTemplate, type ModuleTemplate, type ProgrammeKey } from './programmes';

export interface SeededContainer {
  id: string;
  template: ContainerTemplate;
}

export interface SeededModule {
  id: string;
  educationId: string;
  userId: string;
  template: ModuleTemplate;
  status: ModuleStatus;
  currentLevel: number | null;
  maxLevel: number | null;
  startDate: string;
  endDate: string;
  containers: SeededContainer[];
}

/** What the module rows are made from: one education of one participant. */
export interface ModulePlan {
  educationId: string;
  userId: string;
  programme: ProgrammeKey;
  startDate: string;
  monthsIn: number;
  finishedEducation: boolean;
  /** Statuses that differ from what the dates say (Vrijstelling, Afgerond met minder punten). */
  overrides?: Partial<Record<string, ModuleStatus>>;
  /** EPA levels reached, by module code; otherwise derived from the months in the programme. */
  levels?: Partial<Record<string, number | null>>;
}

export interface ModuleNames {
  educatorName: string;
  programAssistantName: string;
}

/** Inserts modules and containers for each plan; returns them per education id. */
export async function seedModules(
  ctx: DemoContext,
  plans: ModulePlan[],
  formRegistry: FormRegistry,
  names: ModuleNames,
): Promise<Map<string, SeededModule[]>> {
  const { faker } = ctx;
  let afasSequence = 0;
  const formId = (key: FormKey | undefined) => (key ? get(formRegistry.forms, key).id : null);
  const moduleRows: (typeof modules.$inferInsert)[] = [];
  const containerRows: (typeof assignmentContainers.$inferInsert)[] = [];
  const result = new Map<string, SeededModule[]>();

  for (const plan of plans) {
    const programme = PROGRAMMES[plan.programme];
    const seeded: SeededModule[] = [];
    programme.modules.forEach((template, index) => {
      const id = newId();
      const status: ModuleStatus =
        plan.overrides?.[template.code] ??
        (plan.finishedEducation || template.to <= plan.monthsIn ? 'finished' : 'definitely_placed');
      const done = status !== 'definitely_placed';
      const isEpa = template.kind === 'epa';
      const maxLevel = isEpa ? (template.code.endsWith('4') ? 4 : 5) : null;
      const currentLevel = isEpa
        ? plan.levels && template.code in plan.levels
          ? (plan.levels[template.code] ?? null)
          : plan.finishedEducation
            ? maxLevel
            : derivedLevel(plan.monthsIn, faker.number.int({ min: -1, max: 1 }))
        : null;
      const points =
        template.points === undefined || !done
          ? null
          : status === 'finished_less_points'
            ? template.points - Math.max(1, Math.round(template.points / 4))
            : status === 'excemption'
              ? null
              : template.points;
      const startDate = addMonths(plan.startDate, template.from);
      const endDate = addDays(addMonths(plan.startDate, template.to), -1);
      moduleRows.push({
        id,
        afasId: String(700000 + ++afasSequence),
        educationId: plan.educationId,
        moduleCode: template.code,
        type: template.type,
        moduleType: template.kind,
        publishedName: template.name,
        status,
        finished: done,
        currentLevel,
        minLevel: isEpa ? 1 : null,
        maxLevel,
        points,
        minimumAssignments: template.minimumAssignments ?? 0,
        internshipType: template.internshipType ?? null,
        eventRegistrationAllowed: template.eventRegistrationAllowed ?? false,
        elearning: template.elearning ?? false,
        // The third-year return days have no Moodle course yet: the link shows 'Moodle ID ontbreekt in AFAS Profit'.
        moodleCourseId:
          template.type === 'IO' && template.code !== 'HA-IO-301' ? `${programme.moodleCourseId}${index + 10}` : null,
        formId: formId(template.form),
        startDate,
        endDate,
        contactHours: template.contactHours ?? null,
        educatorName: template.kind === 'education' ? names.educatorName : null,
        programAssistantName: names.programAssistantName,
      });
      const containers = (template.containers ?? []).map((container, n): SeededContainer => {
        const containerId = newId();
        containerRows.push({
          id: containerId,
          afasId: `${700000 + afasSequence}-${n + 1}`,
          moduleId: id,
          blueprintId: `${template.code}-${container.form.toUpperCase()}`,
          name: container.name,
          formId: formId(container.form),
          status: done ? 'Afgerond' : 'Actief',
          requiredNumberOfAssignments: container.required,
        });
        return { id: containerId, template: container };
      });
      seeded.push({
        id,
        educationId: plan.educationId,
        userId: plan.userId,
        template,
        status,
        currentLevel,
        maxLevel,
        startDate,
        endDate,
        containers,
      });
    });
    result.set(plan.educationId, seeded);
  }

  await insertRows(ctx.db, modules, moduleRows);
  await insertRows(ctx.db, assignmentContainers, containerRows);
  return result;
}

/** Roughly one EPA level per year in training, none in the first months. */
function derivedLevel(monthsIn: number, jitter: number): number | null {
  if (monthsIn < 6) return null;
  return Math.min(5, Math.max(1, Math.floor(monthsIn / 10) + 1 + jitter));
}

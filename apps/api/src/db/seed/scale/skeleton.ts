// The structural part of each education: which modules it has (with ids and status) and which assignments each
// participant has (ids, state, evaluators). Drawn from their own streams, so the modules, assignments, events and
// notifications phases all regenerate exactly the same skeleton instead of keeping ~1M ids in memory.
import type { AssignmentState, ModuleStatus } from '@portal/contracts';
import { type ContainerTemplate, type ModuleTemplate, formIndex } from './catalogue';
import type { EducationSeed, ParticipantSeed, Person, ScaleContext } from './context';
import { STREAM } from './random';

export interface ContainerSkeleton {
  id: string;
  template: ContainerTemplate;
}

export interface ModuleSkeleton {
  id: string;
  template: ModuleTemplate;
  status: ModuleStatus;
  /** Behind the participant (finished, with fewer points, or exempted). */
  done: boolean;
  /** Under way or done: has work in it. */
  started: boolean;
  currentLevel: number | null;
  containers: ContainerSkeleton[];
}

export interface AssignmentSkeleton {
  id: string;
  education: EducationSeed;
  module: ModuleSkeleton;
  container: ContainerSkeleton | null;
  name: string;
  formIndex: number;
  state: AssignmentState;
  level: number | null;
  evaluators: Person[];
}

/** How far ahead of the finished part the participant is working (modules under way). */
const WORKING_WINDOW = 0.2;

export function moduleSkeleton(ctx: ScaleContext, education: EducationSeed): ModuleSkeleton[] {
  const random = ctx.random.stream(STREAM.moduleSkeleton, education.ordinal);
  const modules: ModuleSkeleton[] = [];
  for (const template of education.programme.curriculum) {
    // Electives are chosen: not every participant has every one.
    if (template.elective && !random.chance(0.85)) continue;
    const id = random.id();
    const containers = template.containers.map((c) => ({ id: random.id(), template: c }));
    const position = template.position + random.faker.number.float({ min: -0.05, max: 0.05 });
    const done = position < education.progress;
    const started = position < education.progress + WORKING_WINDOW;
    let status: ModuleStatus = 'definitely_placed';
    if (done) {
      if (random.chance(0.03)) status = 'excemption';
      else if (template.elective && random.chance(0.1)) status = 'finished_less_points';
      else status = 'finished';
    }
    const maxLevel = template.maxLevel;
    const currentLevel = maxLevel === null ? null : done ? maxLevel : started ? random.int(0, maxLevel - 1) : 0;
    modules.push({ id, template, status, done, started, currentLevel, containers });
  }
  return modules;
}

const GUIDANCE_NAMES = ['Voortgangsgesprek', 'Logboekverslag', 'Intervisie', 'Evaluatiegesprek'];

/** The state of work in a module that is under way: mostly handed in or assessed. */
const WORKING_STATES: readonly (readonly [AssignmentState, number])[] = [
  ['finished', 35],
  ['in_review', 30],
  ['open', 25],
  ['rejected', 10],
];

export interface ParticipantSkeleton {
  modules: Map<EducationSeed, ModuleSkeleton[]>;
  assignments: AssignmentSkeleton[];
}

export function participantSkeleton(ctx: ScaleContext, participant: ParticipantSeed): ParticipantSkeleton {
  // Module skeletons first: each reseeds the shared generator.
  const modules = new Map(participant.educations.map((e) => [e, moduleSkeleton(ctx, e)]));
  const random = ctx.random.stream(STREAM.assignmentSkeleton, participant.index);
  const { teachers } = ctx.staff;
  const assignments: AssignmentSkeleton[] = [];
  for (const [education, educationModules] of modules) {
    const programme = education.programme.index;
    for (const module of educationModules) {
      const stateOf = (): AssignmentState => {
        if (module.status === 'excemption') return 'excemption';
        if (module.done) return 'finished';
        if (module.started) return random.weighted(WORKING_STATES);
        return 'open';
      };
      const add = (name: string, formBase: number, container: ContainerSkeleton | null, state: AssignmentState) => {
        const evaluators: Person[] = [];
        if (state === 'in_review' || state === 'finished' || state === 'rejected') {
          const kind = module.template.kind;
          evaluators.push(
            kind === 'practical' || kind === 'epa'
              ? education.practicalTrainer
              : kind === 'education'
                ? random.pick(teachers)
                : education.instituteEducator,
          );
          if (random.chance(0.15)) {
            const second = random.pick(teachers);
            if (!evaluators.includes(second)) evaluators.push(second);
          }
        }
        assignments.push({
          id: random.id(),
          education,
          module,
          container,
          name,
          formIndex: formIndex(formBase, programme),
          state,
          level: null,
          evaluators,
        });
        return assignments[assignments.length - 1]!;
      };
      const template = module.template;
      switch (template.kind) {
        case 'practical':
          // AFAS creates the required work as open assignments; the participant works through them.
          for (const container of module.containers) {
            const count = Math.max(1, container.template.required + random.int(-1, 1));
            for (let k = 0; k < count; k++) {
              add(`${container.template.name} ${k + 1}`, container.template.formBase, container, stateOf());
            }
          }
          break;
        case 'epa': {
          // One level request per level reached, plus the next one when the module is under way.
          const reached = module.currentLevel ?? 0;
          const top = module.done ? reached : Math.min(reached + 1, template.maxLevel ?? 5);
          for (let level = 1; level <= Math.max(1, top); level++) {
            const state: AssignmentState =
              module.status === 'excemption'
                ? 'excemption'
                : level <= reached
                  ? 'finished'
                  : module.started
                    ? random.weighted([
                        ['in_review', 5],
                        ['open', 3],
                        ['rejected', 2],
                      ])
                    : 'open';
            add(`${template.name} – niveau ${level}`, template.formBase!, null, state).level = level;
          }
          break;
        }
        case 'guidance': {
          const count = random.int(3, 5);
          for (let k = 0; k < count; k++) {
            add(`${GUIDANCE_NAMES[k % GUIDANCE_NAMES.length]} ${k + 1}`, template.formBase!, null, stateOf());
          }
          break;
        }
        case 'request': {
          const count = random.int(1, 2);
          for (let k = 0; k < count; k++) add(template.name, template.formBase!, null, stateOf());
          break;
        }
        case 'education':
          if (random.chance(0.5)) add(`Opdracht ${template.name}`, template.formBase!, null, stateOf());
          break;
      }
    }
  }
  return { modules, assignments };
}

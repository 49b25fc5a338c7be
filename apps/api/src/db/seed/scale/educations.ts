// Educations phase: each participant's educations with their staff and periods, and the modules (~40 per main
// education) with the assignment containers of the practical modules.
import { assignmentContainers, educationStaff, educations, modules, periods } from '../../schema';
import { formIndex } from './catalogue';
import type { EducationSeed, ScaleContext } from './context';
import { PARTICIPANTS_PER_CHUNK } from './plan';
import { STREAM, addDays, momentFrom, daysUntil } from './random';
import { type ModuleSkeleton, moduleSkeleton } from './skeleton';
import { type Batch, type Counts, writeInGroups } from './writer';

/** Programme length in days: four years for a main programme, one for further education. */
export function programmeDays(education: EducationSeed): number {
  return education.programme.further ? 365 : 4 * 365;
}

/** When a module runs for a participant, from its place in the programme. */
export function moduleDates(education: EducationSeed, module: ModuleSkeleton): { start: string; end: string } {
  const start = addDays(education.startDay, Math.round(module.template.position * programmeDays(education)));
  return { start, end: addDays(start, module.template.kind === 'education' ? 90 : 180) };
}

/** Unique AFAS id of a module (numeric, as AFAS has them). */
export function moduleAfasId(education: EducationSeed, k: number): string {
  return String(10_000_000 + education.ordinal * 100 + k);
}

const INSTITUTIONS = ['Arbodienst', 'Gezondheidsdienst', 'Bedrijfsartsenpraktijk', 'Uitvoeringsinstituut', 'GGD'];

export async function seedEducations(ctx: ScaleContext, counts: Counts): Promise<void> {
  const tables = [educations, educationStaff, periods, modules, assignmentContainers];
  await writeInGroups(ctx.db, ctx.participants, PARTICIPANTS_PER_CHUNK, tables, counts, (participant, batch) => {
    for (const education of participant.educations) {
      addEducation(ctx, batch, participant.id, participant.email, education);
      addModules(ctx, batch, education);
    }
  });
}

function addEducation(ctx: ScaleContext, batch: Batch, userId: string, email: string, education: EducationSeed) {
  const random = ctx.random.stream(STREAM.educations, education.ordinal);
  const { programme } = education;
  const main = !programme.further;
  const created = momentFrom(daysUntil(education.startDay) - 30);
  const interrupted = education.status === 'interruption';
  const interruptionStart = interrupted ? addDays(education.startDay, random.int(100, 700)) : null;
  batch.add(educations, {
    id: education.id,
    afasId: programme.afasId,
    userId,
    name: programme.name,
    furtherEducation: programme.further,
    status: education.status,
    cohortName: `Cohort ${education.startDay.slice(0, 7)}`,
    email,
    fullTimePercentage: random.weighted([
      [100, 70],
      [90, 10],
      [80, 15],
      [60, 5],
    ]),
    startDate: education.startDay,
    electiveCourseHours: main ? random.int(4, 12) * 10 : 0,
    electiveCourseBudgetCents: main ? random.int(10, 30) * 10_000 : 0,
    interruptionStartDate: interruptionStart,
    interruptionEndDate: interruptionStart ? addDays(interruptionStart, random.int(60, 240)) : null,
    rgsEndDate: main ? addDays(education.startDay, programmeDays(education)) : null,
    internshipHours: main ? { 1: 160, 2: 320, 3: 160 } : {},
    studyGuideUrl: `https://www.scale.demo.nl/studiegids/${programme.abbreviation.toLowerCase()}`,
    moodleCourseId: String(5000 + programme.index * 2 + (main ? 0 : 1)),
    createdAt: created,
    updatedAt: created,
  });
  const { instituteEducator, practicalTrainer, programAssistant } = education;
  batch.add(educationStaff, { educationId: education.id, userId: instituteEducator.id, role: 'institute_educator' });
  batch.add(educationStaff, { educationId: education.id, userId: practicalTrainer.id, role: 'practical_trainer' });
  batch.add(educationStaff, { educationId: education.id, userId: programAssistant.id, role: 'program_assistant' });
  if (!main) return;
  // The practical training in periods of a year; the current period is with the current practical trainer.
  const count = Math.min(4, Math.floor(education.progress * 4) + 1);
  for (let k = 0; k < count; k++) {
    const trainer = k === count - 1 ? practicalTrainer : random.pick(ctx.staff.practicalTrainers);
    const start = addDays(education.startDay, k * 365);
    batch.add(periods, {
      id: random.id(),
      educationId: education.id,
      name: `Opleidingsperiode ${k + 1}`,
      institution: `${random.pick(INSTITUTIONS)} ${random.faker.location.city()}`,
      matchStatus: 'Geplaatst',
      startDate: start,
      endDate: addDays(start, 364),
      practicalTrainerId: trainer.id,
      practicalTrainerName: trainer.fullName,
      remarks: random.chance(0.1) ? 'Deeltijd in overleg met de opleider.' : null,
      sortOrder: k,
    });
  }
}

function addModules(ctx: ScaleContext, batch: Batch, education: EducationSeed) {
  const skeleton = moduleSkeleton(ctx, education);
  const random = ctx.random.stream(STREAM.moduleDetails, education.ordinal);
  const programme = education.programme.index;
  skeleton.forEach((module, k) => {
    const { template } = module;
    const { start, end } = moduleDates(education, module);
    const created = momentFrom(daysUntil(education.startDay) - 20);
    const afasId = moduleAfasId(education, k);
    const formId = template.formBase === null ? null : ctx.forms[formIndex(template.formBase, programme)]!.id;
    const points =
      template.points === null
        ? null
        : module.status === 'finished_less_points'
          ? template.points / 2
          : template.points;
    batch.add(modules, {
      id: module.id,
      afasId,
      educationId: education.id,
      moduleCode: template.code,
      type: template.type,
      moduleType: template.kind,
      publishedName: template.name,
      status: module.status,
      finished: module.done,
      currentLevel: module.currentLevel,
      minLevel: template.maxLevel === null ? null : 1,
      maxLevel: template.maxLevel,
      points,
      minimumAssignments: template.minimumAssignments,
      internshipType: template.internshipType,
      eventRegistrationAllowed: template.eventRegistration && !module.done,
      elearning: template.type === 'IO' && random.chance(0.2),
      moodleCourseId: template.type === 'IO' ? String(7000 + random.int(0, 400)) : null,
      formId,
      startDate: start,
      endDate: end,
      contactHours: template.contactHours,
      educatorName: education.instituteEducator.fullName,
      programAssistantName: education.programAssistant.fullName,
      createdAt: created,
      updatedAt: created,
    });
    module.containers.forEach((container, j) => {
      batch.add(assignmentContainers, {
        id: container.id,
        afasId: `${afasId}-${j + 1}`,
        moduleId: module.id,
        blueprintId: container.template.blueprintId,
        name: container.template.name,
        formId: ctx.forms[formIndex(container.template.formBase, programme)]!.id,
        status: module.done ? 'Afgerond' : 'Actief',
        requiredNumberOfAssignments: container.template.required,
      });
    });
  });
}

// Assignments phase: ~150 assignments per participant with their evaluators, evaluations, filled-in forms
// (entries with a few values) and chat messages, generated and written per group of participants.
import {
  assignmentEvaluators,
  assignments,
  entries,
  entryValueOptions,
  entryValues,
  evaluations,
  messages,
} from '../../schema';
import type { ParticipantSeed, ScaleContext } from './context';
import { moduleDates } from './educations';
import { EVALUATION_OPTIONS } from './forms';
import { PARTICIPANTS_PER_CHUNK } from './plan';
import { type Random, STREAM, daysUntil, momentFrom } from './random';
import { type AssignmentSkeleton, participantSkeleton } from './skeleton';
import { type Batch, type Counts, writeInGroups } from './writer';

const SHORT_TEXTS = [
  'Spreekuur met werknemer met rugklachten',
  'Casus over langdurig verzuim',
  'Gesprek met leidinggevende',
  'Multidisciplinair overleg',
  'Werkplekonderzoek productieafdeling',
  'Advies over re-integratie',
  'Preventief medisch onderzoek',
  'Beoordeling arbeidsongeschiktheid',
];
const LONG_TEXTS = [
  'Ik heb de casus voorbereid met mijn opleider en de belangrijkste leerpunten vastgelegd.',
  'De werknemer was goed voorbereid; we hebben samen een plan van aanpak opgesteld.',
  'Volgende keer wil ik meer aandacht besteden aan de communicatie met de werkgever.',
  'Het gesprek verliep constructief en de afspraken zijn schriftelijk bevestigd.',
  'Ik heb de richtlijn erbij gepakt en mijn advies daarop gebaseerd.',
];
const PARTICIPANT_MESSAGES = [
  'Ik heb de opdracht ingeleverd, zou je ernaar willen kijken?',
  'Graag hoor ik je feedback op deze opdracht.',
  'Ik heb de opmerkingen verwerkt.',
];
const EVALUATOR_MESSAGES = [
  'Dank je, ik kijk er deze week naar.',
  'Goed uitgewerkt, zie mijn beoordeling.',
  'Kun je de reflectie nog wat uitbreiden?',
];

/** Valuations lean to the middle: most work is sufficient or good. */
const VALUATION_WEIGHTS = [1, 5, 4, 1];

export async function seedAssignments(ctx: ScaleContext, counts: Counts): Promise<void> {
  const tables = [assignments, assignmentEvaluators, evaluations, entries, entryValues, entryValueOptions, messages];
  await writeInGroups(ctx.db, ctx.participants, PARTICIPANTS_PER_CHUNK, tables, counts, (participant, batch) => {
    const { assignments: planned } = participantSkeleton(ctx, participant);
    const random = ctx.random.stream(STREAM.assignmentDetails, participant.index);
    for (const assignment of planned) addAssignment(ctx, random, batch, participant, assignment);
  });
}

/** A moment `days` from the reference day, never later than just before it (nothing happens in the future). */
const past = (days: number) => momentFrom(Math.min(days, -0.05));

function addAssignment(
  ctx: ScaleContext,
  random: Random,
  batch: Batch,
  participant: ParticipantSeed,
  a: AssignmentSkeleton,
): void {
  const form = ctx.forms[a.formIndex]!;
  const { start, end } = moduleDates(a.education, a.module);
  // AFAS creates the work when the module starts; days are relative to the reference day.
  const createdDay = Math.min(daysUntil(start), -2) + random.faker.number.float({ min: 0, max: 20 });
  const created = past(createdDay);
  const handedIn = a.state === 'in_review' || a.state === 'finished' || a.state === 'rejected';
  const submittedDay = createdDay + random.faker.number.float({ min: 1, max: 40 });
  const submitted = handedIn ? past(submittedDay) : null;
  const finishedAt =
    a.state === 'finished' ? past(submittedDay + random.faker.number.float({ min: 1, max: 21 })) : null;
  const valuationIndex =
    form.valuation && a.state === 'finished' ? random.weighted(VALUATION_WEIGHTS.map((w, i) => [i, w] as const)) : null;
  const grade = form.grade && a.state === 'finished' ? Math.round(random.int(55, 95)) / 10 : null;
  const kind = a.module.template.kind;
  const epa = kind === 'epa';
  batch.add(assignments, {
    id: a.id,
    userId: participant.id,
    educationId: a.education.id,
    moduleId: a.module.id,
    containerId: a.container?.id ?? null,
    name: a.name,
    formId: form.id,
    state: a.state,
    draft: a.state === 'open',
    assignedLevel: epa && a.state === 'finished' ? a.level : null,
    requestedLevel: epa ? a.level : null,
    grade,
    valuationOptionId: valuationIndex === null ? null : ctx.evaluationOptionIds[valuationIndex]!,
    deliveryDate: end,
    endDate: end,
    deliveryIo: kind === 'education' || kind === 'guidance' || kind === 'request',
    deliveryPo: kind === 'practical' || epa,
    submittedAt: submitted,
    finishedAt,
    createdById: participant.id,
    createdAt: created,
    updatedAt: finishedAt ?? submitted ?? created,
  });
  for (const evaluator of a.evaluators) {
    batch.add(assignmentEvaluators, { assignmentId: a.id, userId: evaluator.id, createdAt: submitted ?? created });
  }
  if (a.state === 'finished') {
    batch.add(evaluations, {
      id: random.id(),
      assignmentId: a.id,
      evaluatorId: a.evaluators[0]?.id ?? null,
      grade,
      valuationOptionId: valuationIndex === null ? null : ctx.evaluationOptionIds[valuationIndex]!,
      valuation: valuationIndex === null ? null : EVALUATION_OPTIONS[valuationIndex]!,
      createdAt: finishedAt!,
    });
  }
  // Handed-in work has a submitted entry (returned work an open one again, as lifecycle.reject leaves it, so it can be
  // handed in once more); some open work in running modules has a saved draft.
  const draftEntry = a.state === 'open' && a.module.started && random.chance(0.3);
  if (handedIn || draftEntry) {
    const entryId = random.id();
    const entryAt = submitted ?? past(createdDay + 1);
    batch.add(entries, {
      id: entryId,
      assignmentId: a.id,
      formId: form.id,
      status: handedIn && a.state !== 'rejected' ? 'submitted' : 'draft',
      createdById: participant.id,
      submittedAt: a.state === 'rejected' ? null : submitted,
      createdAt: entryAt,
      updatedAt: entryAt,
    });
    for (const field of form.fillable.slice(0, 3)) {
      const valueId = random.id();
      let value: unknown = null;
      switch (field.type) {
        case 'text':
          value = random.pick(SHORT_TEXTS);
          break;
        case 'textarea':
          value = random.pick(LONG_TEXTS);
          break;
        case 'number':
          value = random.int(1, 40);
          break;
        case 'date':
          value = { startDate: entryAt.toISOString().slice(0, 10), startTime: null, endDate: null, endTime: null };
          break;
        case 'choicelist':
          break;
      }
      batch.add(entryValues, { id: valueId, entryId, fieldId: field.id, value });
      if (field.type === 'choicelist' && field.optionIds.length > 0) {
        batch.add(entryValueOptions, { entryValueId: valueId, optionId: random.pick(field.optionIds) });
      }
    }
  }
  if (handedIn && random.chance(0.15)) {
    batch.add(messages, {
      id: random.id(),
      assignmentId: a.id,
      authorId: participant.id,
      content: random.pick(PARTICIPANT_MESSAGES),
      createdAt: submitted!,
      updatedAt: submitted!,
    });
    const evaluator = a.evaluators[0];
    if (evaluator && random.chance(0.6)) {
      const answered = past(submittedDay + random.faker.number.float({ min: 0.1, max: 5 }));
      batch.add(messages, {
        id: random.id(),
        assignmentId: a.id,
        authorId: evaluator.id,
        content: random.pick(EVALUATOR_MESSAGES),
        createdAt: answered,
        updatedAt: answered,
      });
    }
  }
}

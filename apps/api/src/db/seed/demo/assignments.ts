// Assignments, requests and EPA level requests with their evaluators, evaluations, invitations, messages and entries.
import { accessTokens, assignmentEvaluators, assignments, evaluations, messages } from '../../schema';
import type { AssignmentSpec } from './assignment-plan';
import { planCohortAssignments } from './assignments-cohort';
import { planMainPortfolio } from './assignments-main';
import { demoSecret, get, insertRows, type DemoContext } from './context';
import type { DemoEducations } from './educations';
import { seedEntries } from './entries';
import type { FormRegistry } from './forms';
import type { DemoUsers } from './users';

export interface DemoAssignments {
  all: AssignmentSpec[];
  /** The showcase assignments of deelnemer@demo.nl by tag (see assignments-main.ts). */
  tagged: ReadonlyMap<string, AssignmentSpec>;
}

const DELIVERY = {
  practical: { deliveryIo: false, deliveryPo: true },
  guidance: { deliveryIo: true, deliveryPo: true },
  education: { deliveryIo: true, deliveryPo: false },
  epa: { deliveryIo: true, deliveryPo: false },
  request: { deliveryIo: true, deliveryPo: false },
} as const;

export async function seedAssignments(
  ctx: DemoContext,
  people: DemoUsers,
  educations: DemoEducations,
  forms: FormRegistry,
): Promise<DemoAssignments> {
  const { db, clock } = ctx;
  const specs = [
    ...planMainPortfolio(forms, people, educations.main.ha),
    ...planCohortAssignments(ctx, forms, people, educations),
  ];
  const valuationId = (label: string | null) => (label ? get(forms.evaluationOptions, label) : null);

  await insertRows(
    db,
    assignments,
    specs.map((spec, n) => ({
      id: spec.id,
      afasId: String(800001 + n),
      userId: spec.education.userId,
      educationId: spec.education.id,
      moduleId: spec.module.id,
      containerId: spec.container?.id ?? null,
      name: spec.name,
      formId: spec.form.id,
      state: spec.state,
      draft: spec.draft,
      notAssigned: spec.notAssigned,
      assignedLevel: spec.assignedLevel,
      requestedLevel: spec.requestedLevel,
      grade: spec.grade,
      valuationOptionId: valuationId(spec.valuation),
      deliveryDate: spec.submitted === null ? null : clock.day(spec.submitted),
      // Work still to hand in has a deadline a few weeks out.
      endDate: spec.state === 'open' || spec.state === 'rejected' ? clock.day(21) : null,
      ...DELIVERY[spec.module.template.kind],
      submittedAt: spec.submitted === null ? null : clock.at(spec.submitted, '21:15'),
      finishedAt: spec.finished === null ? null : clock.at(spec.finished, '15:30'),
      createdById: spec.createdById,
      createdAt: clock.at(spec.created, '19:45'),
      updatedAt: clock.at(spec.finished ?? spec.submitted ?? spec.created, '21:20'),
    })),
  );
  await insertRows(
    db,
    assignmentEvaluators,
    specs.flatMap((spec) =>
      spec.evaluators.map((userId) => ({ assignmentId: spec.id, userId, createdAt: clock.at(spec.created, '19:50') })),
    ),
  );
  // A finished assignment carries the evaluation that finished it (grade and/or valuation, as its form asks).
  await insertRows(
    db,
    evaluations,
    specs
      .filter((spec) => spec.state === 'finished' && spec.evaluators.length > 0)
      .map((spec) => ({
        assignmentId: spec.id,
        evaluatorId: spec.evaluators[0] ?? null,
        grade: spec.grade,
        valuationOptionId: valuationId(spec.valuation),
        valuation: spec.valuation,
        createdAt: clock.at(spec.finished ?? 0, '15:30'),
      })),
  );
  await insertRows(
    db,
    accessTokens,
    specs.flatMap((spec) =>
      spec.tokens.map((token) => ({
        id: token.id,
        assignmentId: spec.id,
        email: token.email,
        explanation: token.explanation,
        ...demoSecret(ctx),
        status: token.status,
        invitedById: token.invitedById,
        createdAt: clock.at(token.day, '18:00'),
        usedAt: token.status === 'used' ? clock.at(token.day + 1, '13:40') : null,
      })),
    ),
  );
  await insertRows(
    db,
    messages,
    specs.flatMap((spec) =>
      spec.messages.map((message, n) => ({
        assignmentId: spec.id,
        authorId: message.authorId,
        accessTokenId: message.viaToken ?? null,
        content: message.content,
        createdAt: clock.at(message.day, `1${n}:2${n}`),
      })),
    ),
  );
  await seedEntries(ctx, specs);

  const tagged = new Map<string, AssignmentSpec>();
  for (const spec of specs) if (spec.tag) tagged.set(spec.tag, spec);
  return { all: specs, tagged };
}

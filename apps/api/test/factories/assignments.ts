// Assignments and the work around them: evaluators, evaluations, contributor invitations and the chat.
// Entries (the filled-in forms) are in entries.ts.
import { fakerNL } from '@faker-js/faker';
import type { AssignmentState } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  accessTokens,
  assignmentEvaluators,
  assignmentVersions,
  assignments,
  contributorSessions,
  evaluationDrafts,
  evaluations,
  messages,
} from '../../src/db/schema';
import { getEducation } from './educations';
import { createForm } from './forms';
import { createModule, getModule } from './modules';
import {
  defined,
  isoDate,
  one,
  randomSecret,
  sequence,
  sha256Hex,
  uniqueAfasNumber,
  uniqueEmail,
  uniqueName,
  type Overrides,
  type Row,
} from './support';
import { createEducator } from './users';

export type AssignmentRow = Row<typeof assignments>;

export async function getAssignment(db: Db, id: string): Promise<AssignmentRow> {
  return one(await db.select().from(assignments).where(eq(assignments.id, id)), 'assignment');
}

/** The assignment, or a new open one when no id is given. */
export function assignmentFor(db: Db, id: string | undefined): Promise<AssignmentRow> {
  return id === undefined ? createAssignment(db) : getAssignment(db, id);
}

/** States in which the participant has handed the work in. */
const HANDED_IN: readonly AssignmentState[] = ['rejected', 'in_review', 'finished'];

/**
 * An assignment whose owner, education, module and form agree: missing parents are made (or read) so that
 * `userId` is the education's participant, `educationId` the module's, and `formId` the module's form. A handed-in
 * `state` also sets `draft: false` and `submittedAt` (and `finishedAt` when finished).
 */
export async function createAssignment(db: Db, overrides: Overrides<typeof assignments> = {}): Promise<AssignmentRow> {
  const module =
    overrides.moduleId === undefined
      ? await createModule(db, {
          educationId: overrides.educationId,
          userId: overrides.userId,
          formId: overrides.formId ?? (await createForm(db)).id,
        })
      : await getModule(db, overrides.moduleId);
  const educationId = overrides.educationId ?? module.educationId;
  const userId = overrides.userId ?? (await getEducation(db, educationId)).userId;
  const formId = overrides.formId ?? module.formId ?? (await createForm(db)).id;
  const state = overrides.state ?? 'open';
  const handedIn = HANDED_IN.includes(state);
  const values = {
    afasId: uniqueAfasNumber(),
    name: `Opdracht ${sequence()}`,
    draft: !handedIn,
    submittedAt: handedIn ? new Date() : null,
    finishedAt: state === 'finished' ? new Date() : null,
    endDate: isoDate(30),
    createdById: userId,
    ...defined(overrides),
    state,
    userId,
    educationId,
    moduleId: module.id,
    formId,
  };
  return one(await db.insert(assignments).values(values).returning(), 'assignment');
}

/** An educator assigned to assess a new assignment unless told otherwise. */
export async function createAssignmentEvaluator(
  db: Db,
  overrides: Overrides<typeof assignmentEvaluators> = {},
): Promise<Row<typeof assignmentEvaluators>> {
  const values = {
    ...defined(overrides),
    assignmentId: overrides.assignmentId ?? (await createAssignment(db, { state: 'in_review' })).id,
    userId: overrides.userId ?? (await createEducator(db)).id,
  };
  return one(await db.insert(assignmentEvaluators).values(values).returning(), 'assignment evaluator');
}

/**
 * An evaluation without grade or valuation (set them when the form asks for them). A missing evaluator is made an
 * assigned evaluator of the assignment first, as the product requires of whoever evaluates.
 */
export async function createEvaluation(
  db: Db,
  overrides: Overrides<typeof evaluations> = {},
): Promise<Row<typeof evaluations>> {
  const assignmentId = overrides.assignmentId ?? (await createAssignment(db, { state: 'in_review' })).id;
  const evaluatorId =
    overrides.evaluatorId === undefined
      ? (await createAssignmentEvaluator(db, { assignmentId })).userId
      : overrides.evaluatorId;
  const values = { ...defined(overrides), assignmentId, evaluatorId };
  return one(await db.insert(evaluations).values(values).returning(), 'evaluation');
}

/** An assessor's valuation and grade saved for later (an evaluator of an assignment in review by default). */
export async function createEvaluationDraft(
  db: Db,
  overrides: Overrides<typeof evaluationDrafts> = {},
): Promise<Row<typeof evaluationDrafts>> {
  const assignmentId = overrides.assignmentId ?? (await createAssignment(db, { state: 'in_review' })).id;
  const evaluatorId = overrides.evaluatorId ?? (await createAssignmentEvaluator(db, { assignmentId })).userId;
  const values = { grade: 7.5, ...defined(overrides), assignmentId, evaluatorId };
  return one(await db.insert(evaluationDrafts).values(values).returning(), 'evaluation draft');
}

export interface AccessTokenOptions extends Overrides<typeof accessTokens> {
  /** The token in the invitation link; the row stores its hash. */
  token?: string;
}

/**
 * An invitation sent by the assignment's participant to a new address. `tokenCiphertext` is a placeholder, not a
 * real encryption; a test that needs the link back creates the invitation through the service.
 */
export async function createAccessToken(db: Db, options: AccessTokenOptions = {}): Promise<Row<typeof accessTokens>> {
  const { token, ...overrides } = options;
  const assignment = await assignmentFor(db, overrides.assignmentId);
  const values = {
    email: uniqueEmail('extern'),
    explanation: fakerNL.lorem.sentence(),
    tokenHash: sha256Hex(token ?? randomSecret()),
    tokenCiphertext: `test-ciphertext-${uniqueName('token')}`,
    ...defined(overrides),
    assignmentId: assignment.id,
    invitedById: overrides.invitedById === undefined ? assignment.userId : overrides.invitedById,
  };
  return one(await db.insert(accessTokens).values(values).returning(), 'access token');
}

/** An open contributor session of an invitation (a new one unless given), for eight hours. */
export async function createContributorSession(
  db: Db,
  options: Overrides<typeof contributorSessions> & { session?: string } = {},
): Promise<Row<typeof contributorSessions>> {
  const { session, ...overrides } = options;
  const values = {
    sessionHash: sha256Hex(session ?? randomSecret()),
    expiresAt: new Date(Date.now() + 8 * 3_600_000),
    ...defined(overrides),
    accessTokenId: overrides.accessTokenId ?? (await createAccessToken(db)).id,
  };
  return one(await db.insert(contributorSessions).values(values).returning(), 'contributor session');
}

/** A chat message by the assignment's participant unless another author (or a contributor's token) is given. */
export async function createMessage(db: Db, overrides: Overrides<typeof messages> = {}): Promise<Row<typeof messages>> {
  const assignment = await assignmentFor(db, overrides.assignmentId);
  const values = {
    content: fakerNL.lorem.sentence(),
    ...defined(overrides),
    assignmentId: assignment.id,
    authorId:
      overrides.authorId !== undefined ? overrides.authorId : overrides.accessTokenId ? null : assignment.userId,
  };
  return one(await db.insert(messages).values(values).returning(), 'message');
}

/** An assignment's change counter (its insert made it; the database keeps these rows, see migration 0025). */
export async function createAssignmentVersion(
  db: Db,
  overrides: { assignmentId?: string } = {},
): Promise<Row<typeof assignmentVersions>> {
  const assignmentId = overrides.assignmentId ?? (await createAssignment(db)).id;
  const rows = await db.select().from(assignmentVersions).where(eq(assignmentVersions.assignmentId, assignmentId));
  return one(
    rows.length > 0 ? rows : await db.insert(assignmentVersions).values({ assignmentId, version: 1 }).returning(),
    'assignment version',
  );
}

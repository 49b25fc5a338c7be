// What the participant may do with an assignment in each state of its life cycle (spec 2 §4; the contracts'
// PARTICIPANT_ACTIONS_BY_STATE): what GET /api/assignment/{id} offers (`editable`, `actions`, `_permissions`) and that
// the server holds to it when the participant tries. Each state is reached the way the portal reaches it: handed in
// and returned or assessed through the evaluators' calls; exempted by AFAS (written directly).
import type { AssignmentState, ParticipantAction } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, type CreateUser } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { assignments } from '../../db/schema';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

type Create = CreateUser;
const login = (create: Create) => signedInUser(t, create);
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined && { payload }) });

/**
 * A participant with a practical module whose form asks a participant field and a trainer field (so evaluators are
 * chosen on submit) and a grade; the practical trainer is staff of the education.
 */
async function scenario() {
  const participant = await login(f.createParticipant);
  const education = await f.createEducation(db, { userId: participant.user.id });
  const trainer = await login(f.createPracticalTrainer);
  await f.createEducationStaff(db, { educationId: education.id, userId: trainer.user.id, role: 'practical_trainer' });
  const form = await f.createForm(db, { title: 'KPB', grade: true });
  const own = await f.createFormField(db, {
    formId: form.id,
    label: 'Casus',
    required: true,
    roles: ['ROLE_PARTICIPANT'],
  });
  await f.createFormField(db, { formId: form.id, label: 'Feedback', roles: ['ROLE_PRACTICAL_TRAINER'] });
  const module = await f.createModule(db, { educationId: education.id, type: 'PRK', publishedName: 'Praktijk' });
  const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: form.id, name: 'KPB' });
  return { participant, trainer, own, module, container };
}
type Scenario = Awaited<ReturnType<typeof scenario>>;

/** An answered assignment of the scenario, brought into `state` as the portal does. */
async function inState(s: Scenario, state: AssignmentState): Promise<{ id: string; entryId: string }> {
  const handIn = state !== 'open' && state !== 'excemption';
  const res = await inject('POST', `/api/module/${s.module.id}/assignments`, s.participant.cookie, {
    containerId: s.container.id,
    formData: { [s.own.id]: 'Val op de SEH' },
    submit: handIn,
    assignedUsers: [s.trainer.user.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, ownEntryId } = res.json() as { id: string; ownEntryId: string };
  const evaluators = `/api/educators/assignments/${id}`;
  if (state === 'rejected') {
    const returned = await inject('POST', `${evaluators}/rejected`, s.trainer.cookie, { formData: {} });
    expect(returned.statusCode, returned.body).toBe(200);
  }
  if (state === 'finished') {
    const assessed = await inject('POST', evaluators, s.trainer.cookie, { grade: 8 });
    expect(assessed.statusCode, assessed.body).toBe(200);
  }
  // Exemptions come from AFAS only.
  if (state === 'excemption') await db.update(assignments).set({ state }).where(eq(assignments.id, id));
  expect((await db.select().from(assignments).where(eq(assignments.id, id)))[0]!.state).toBe(state);
  return { id, entryId: ownEntryId };
}

/** What the participant may do with an answered assignment, state by state (delete: never, something is answered). */
const EXPECTED: Record<AssignmentState, ParticipantAction[]> = {
  open: ['save', 'submit', 'invite', 'chooseEvaluators'],
  rejected: ['save', 'resubmit', 'invite', 'chooseEvaluators'],
  in_review: [],
  finished: [],
  excemption: [],
};

describe.each(Object.entries(EXPECTED) as [AssignmentState, ParticipantAction[]][])(
  'an assignment in state %s',
  (state, expected) => {
    it(`offers the participant ${expected.length > 0 ? expected.join(', ') : 'nothing'}, and holds to it`, async () => {
      const s = await scenario();
      const { id, entryId } = await inState(s, state);
      const page = await inject('GET', `/api/assignment/${id}`, s.participant.cookie);
      expect(page.statusCode, page.body).toBe(200);
      const assignment = page.json();
      const may = (action: ParticipantAction) => expected.includes(action);
      expect(assignment.actions).toEqual(expected);
      expect({ editable: assignment.editable, ...assignment._permissions }).toMatchObject({
        editable: may('save'),
        delete: false,
        invite: may('invite'),
        chooseEvaluators: may('chooseEvaluators'),
      });
      // Nobody else acts as the participant: the trainer who assesses it may do none of this on the page.
      const staff = (await inject('GET', `/api/assignment/${id}`, s.trainer.cookie)).json();
      expect({ actions: staff.actions, editable: staff.editable }).toEqual({ actions: [], editable: false });

      const entry = assignment.entries.find((e: { own: boolean }) => e.own);
      const save = (body: Record<string, unknown>) =>
        inject('POST', `/api/assignment/${id}/entries/${entryId}`, s.participant.cookie, {
          formData: { [s.own.id]: `Val op de SEH (${state})` },
          revision: entry.revision,
          ...body,
        });
      const invite = await inject('POST', `/api/assignment/${id}/external-invites`, s.participant.cookie, {
        emails: [f.uniqueEmail('extern')],
      });
      expect(invite.statusCode).toBe(may('invite') ? 201 : 403);
      const choose = await inject('POST', `/api/assignment/${id}/evaluators`, s.participant.cookie, {
        evaluatorIds: [s.trainer.user.id],
      });
      expect(choose.statusCode).toBe(may('chooseEvaluators') ? 200 : 409);
      if (may('submit') || may('resubmit')) {
        // 'Inleveren' or 'Opnieuw inleveren': handed in (again), then nothing is left to do.
        const handedIn = await save({ submit: true, assignedUsers: [s.trainer.user.id] });
        expect(handedIn.statusCode, handedIn.body).toBe(200);
        expect(handedIn.json().assignment).toMatchObject({ state: 'in_review', editable: false });
        const after = (await inject('GET', `/api/assignment/${id}`, s.participant.cookie)).json();
        expect({ actions: after.actions, editable: after.editable }).toEqual({ actions: [], editable: false });
      } else {
        const saved = await save({});
        expect([saved.statusCode, saved.json().detail]).toEqual([409, 'assignment_transition']);
        const handedIn = await save({ submit: true, assignedUsers: [s.trainer.user.id] });
        expect([handedIn.statusCode, handedIn.json().detail]).toEqual([409, 'assignment_transition']);
      }
      const removed = await inject('DELETE', `/api/assignment/${id}`, s.participant.cookie);
      expect([removed.statusCode, removed.json().detail]).toEqual([409, 'assignment_not_deletable']);
    });
  },
);

describe('an assignment nobody answered yet', () => {
  it('may be deleted while open, and is', async () => {
    const s = await scenario();
    const res = await inject('POST', `/api/module/${s.module.id}/assignments`, s.participant.cookie, {
      containerId: s.container.id,
    });
    const { id } = res.json() as { id: string };
    const page = (await inject('GET', `/api/assignment/${id}`, s.participant.cookie)).json();
    expect(page.actions).toEqual(['save', 'submit', 'invite', 'chooseEvaluators', 'delete']);
    expect(page._permissions.delete).toBe(true);
    expect((await inject('DELETE', `/api/assignment/${id}`, s.participant.cookie)).statusCode).toBe(204);
  });
});

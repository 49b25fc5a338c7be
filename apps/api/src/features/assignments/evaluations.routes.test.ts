import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, type CreateUser } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { assignments, auditEvents, entries, evaluations, notifications } from '../../db/schema';

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
const login = (create: Create, options: f.UserOptions = {}) => signedInUser(t, create, options);

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload }) });

/**
 * A participant's practical module whose form asks a grade and a valuation, with a required participant field and a
 * required field for the trainer; the trainer is staff of the education, a program assistant (staff, with both
 * evaluation permissions) runs it. The participant hands one assignment in with the trainer as evaluator.
 */
async function scenario(name = 'KPB casus') {
  const participant = await login(f.createParticipant);
  const education = await f.createEducation(db, { userId: participant.user.id });
  const trainer = await login(f.createPracticalTrainer);
  await f.createEducationStaff(db, { educationId: education.id, userId: trainer.user.id, role: 'practical_trainer' });
  const assistant = await login(f.createProgramAssistant, { permissions: ['UPDATE_EVALUATORS', 'RESET_EVALUATION'] });
  await f.createEducationStaff(db, { educationId: education.id, userId: assistant.user.id, role: 'program_assistant' });
  const form = await f.createForm(db, { title: 'KPB', grade: true, valuation: true });
  const good = await f.createEvaluationOption(db, { label: f.uniqueName('Goed') });
  await f.createFormEvaluationOption(db, { formId: form.id, optionId: good.id });
  const own = await f.createFormField(db, {
    formId: form.id,
    label: 'Casus',
    required: true,
    roles: ['ROLE_PARTICIPANT'],
  });
  const feedback = await f.createFormField(db, {
    formId: form.id,
    label: 'Feedback',
    required: true,
    roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_TEACHER'],
  });
  const module = await f.createModule(db, {
    educationId: education.id,
    type: 'PRK',
    publishedName: f.uniqueName('Praktijk'),
  });
  const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: form.id, name });
  const handIn = async () => {
    const res = await inject('POST', `/api/module/${module.id}/assignments`, participant.cookie, {
      containerId: container.id,
      formData: { [own.id]: 'Val op de SEH' },
      submit: true,
      assignedUsers: [trainer.user.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; ownEntryId: string };
  };
  return { participant, education, trainer, assistant, form, good, fields: { own, feedback }, module, handIn };
}

const stateOf = async (id: string) => (await db.select().from(assignments).where(eq(assignments.id, id)))[0]!;
const notified = (userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as 'AssignmentEvaluated')));

describe('who sees an assignment in the evaluations area', () => {
  it('the evaluator and the staff of the education; nobody else (404), and no list for a participant', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const stranger = await login(f.createTeacher);
    const otherParticipant = await login(f.createParticipant);
    const admin = await login(f.createAdmin);

    expect((await inject('GET', '/api/educators/assignments')).statusCode).toBe(401);
    expect((await inject('GET', '/api/educators/assignments', s.participant.cookie)).statusCode).toBe(403);
    expect((await inject('GET', `/api/educators/assignments/${a.id}`)).statusCode).toBe(401);

    const mine = await inject('GET', '/api/educators/assignments', s.trainer.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((r: { id: string }) => r.id)).toContain(a.id);
    const strangers = await inject('GET', '/api/educators/assignments?perPage=100', stranger.cookie);
    expect(strangers.json().items.map((r: { id: string }) => r.id)).not.toContain(a.id);

    for (const cookie of [stranger.cookie, otherParticipant.cookie]) {
      expect((await inject('GET', `/api/educators/assignments/${a.id}`, cookie)).statusCode).toBe(404);
      const post = await inject('POST', `/api/educators/assignments/${a.id}`, cookie, { grade: 8 });
      expect(post.statusCode).toBe(404);
    }
    // The participant cannot assess their own work even through the detail call.
    const own = await inject('POST', `/api/educators/assignments/${a.id}`, s.participant.cookie, { grade: 8 });
    expect(own.statusCode).toBe(404);

    const detail = await inject('GET', `/api/educators/assignments/${a.id}`, s.trainer.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().evaluation).toMatchObject({ assess: true, reject: true, editable: true, permissions: [] });
    const asAssistant = (await inject('GET', `/api/educators/assignments/${a.id}`, s.assistant.cookie)).json();
    expect(asAssistant.evaluation).toMatchObject({ assess: false, permissions: ['UPDATE_EVALUATORS'] });
    const asAdmin = (await inject('GET', `/api/educators/assignments/${a.id}`, admin.cookie)).json();
    expect(asAdmin.evaluation.assess).toBe(true);
  });

  it('lists in review by default, filters by status, module, participant and evaluator, 10 a page', async () => {
    const s = await scenario();
    const first = await s.handIn();
    const second = await s.handIn();
    const ids = (body: { items: { id: string }[] }) => body.items.map((r) => r.id);
    const list = await inject('GET', '/api/educators/assignments', s.trainer.cookie);
    expect(list.json().perPage).toBe(10);
    expect(ids(list.json())).toEqual(expect.arrayContaining([first.id, second.id]));
    const row = list.json().items.find((r: { id: string }) => r.id === first.id);
    expect(row).toMatchObject({ state: 'in_review', module: { id: s.module.id }, evaluators: [], permissions: [] });
    expect(row.user.fullNameLastNameFirst).toContain(s.participant.user.lastName);

    await inject('POST', `/api/educators/assignments/${first.id}`, s.trainer.cookie, {
      formData: { [s.fields.feedback.id]: 'Goed gedaan' },
      grade: 7.5,
    });
    const inReview = await inject('GET', `/api/educators/assignments?filters[module]=${s.module.id}`, s.trainer.cookie);
    expect(ids(inReview.json())).toEqual([second.id]);
    const finished = await inject(
      'GET',
      `/api/educators/assignments?filters[status]=finished&filters[participant]=${s.participant.user.id}`,
      s.trainer.cookie,
    );
    expect(ids(finished.json())).toEqual([first.id]);
    expect(finished.json().items[0]).toMatchObject({ grade: 7.5, state: 'finished' });
    const byEvaluator = await inject(
      'GET',
      `/api/educators/assignments?filters[status]=in_review,finished&filters[evaluator]=${s.trainer.user.id}&filters[module]=${s.module.id}`,
      s.assistant.cookie,
    );
    expect(ids(byEvaluator.json()).sort()).toEqual([first.id, second.id].sort());
    // The Beoordelaar column and the row permissions for whoever may change evaluators or reopen.
    const assistantRow = byEvaluator.json().items.find((r: { id: string }) => r.id === first.id);
    expect(assistantRow).toMatchObject({
      evaluators: [{ id: s.trainer.user.id }],
      permissions: ['RESET_EVALUATION'],
    });
    // The default page (one named statement) answers what the general list answers for the same rows.
    const general = await inject(
      'GET',
      '/api/educators/assignments?filters[status]=in_review,finished&order[submitted]=asc&perPage=100',
      s.assistant.cookie,
    );
    const quick = await inject(
      'GET',
      '/api/educators/assignments?filters[status]=in_review,finished&perPage=100',
      s.assistant.cookie,
    );
    expect(quick.json()).toEqual(general.json());
    // The default page is PostgreSQL's JSON text: a later page and one past the end answer as the general list does.
    for (const page of [2, 5]) {
      const paged = `filters[status]=in_review,finished&perPage=1&page=${page}`;
      const quickPage = await inject('GET', `/api/educators/assignments?${paged}`, s.assistant.cookie);
      const generalPage = await inject(
        'GET',
        `/api/educators/assignments?${paged}&order[submitted]=asc`,
        s.assistant.cookie,
      );
      expect(quickPage.headers['content-type']).toContain('application/json');
      expect(quickPage.json()).toMatchObject({ totalItems: 2, perPage: 1, items: page === 2 ? [{}] : [] });
      expect(quickPage.json()).toEqual(generalPage.json());
    }
    const byModule = `filters[status]=in_review,finished&filters[module]=${s.module.id}&perPage=100`;
    const generalModule = await inject(
      'GET',
      `/api/educators/assignments?${byModule}&order[submitted]=asc`,
      s.trainer.cookie,
    );
    const quickModule = await inject('GET', `/api/educators/assignments?${byModule}`, s.trainer.cookie);
    expect(quickModule.json().totalItems).toBe(2);
    expect(quickModule.json()).toEqual(generalModule.json());
    const bad = await inject('GET', '/api/educators/assignments?filters[status]=done', s.trainer.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('assessing', () => {
  it('refuses a missing or bad grade and valuation and a missing evaluator field, then assesses once', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const url = `/api/educators/assignments/${a.id}`;
    const feedback = { [s.fields.feedback.id]: 'Sterke analyse' };
    const none = await inject('POST', url, s.trainer.cookie, { formData: feedback });
    expect(none.statusCode).toBe(400);
    expect(none.json().violations).toEqual([{ propertyPath: 'grade', detail: 'validation.gradeOrValuation' }]);
    const high = await inject('POST', url, s.trainer.cookie, { formData: feedback, grade: 11 });
    expect(high.json().violations).toEqual([expect.objectContaining({ propertyPath: 'grade' })]);
    const foreign = await f.createEvaluationOption(db);
    const wrongValuation = await inject('POST', url, s.trainer.cookie, { formData: feedback, valuation: foreign.id });
    expect(wrongValuation.json().violations).toEqual([{ propertyPath: 'valuation', detail: 'validation.invalid' }]);
    const missing = await inject('POST', url, s.trainer.cookie, { grade: 8 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations).toEqual([
      expect.objectContaining({ propertyPath: `formData.${s.fields.feedback.id}`, detail: 'validation.required' }),
    ]);
    // The evaluator may not write the participant's fields.
    const theirs = await inject('POST', url, s.trainer.cookie, {
      formData: { ...feedback, [s.fields.own.id]: 'Anders' },
      grade: 8,
    });
    expect(theirs.statusCode).toBe(400);
    expect((await stateOf(a.id)).state).toBe('in_review');
    expect(await notified(s.participant.user.id, 'AssignmentEvaluated')).toEqual([]);

    const done = await inject('POST', url, s.trainer.cookie, { formData: feedback, grade: 8, valuation: s.good.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'finished', grade: 8, valuation: s.good.label });
    expect(done.json().evaluation.history).toEqual([
      expect.objectContaining({
        grade: 8,
        valuation: s.good.label,
        outcome: 'finished',
        withdrawn: null,
        evaluator: { id: s.trainer.user.id, fullName: expect.any(String) },
      }),
    ]);
    expect(done.json().entries.find((e: { author: { kind: string } }) => e.author.kind === 'evaluator').values).toEqual(
      expect.objectContaining(feedback),
    );
    expect(await notified(s.participant.user.id, 'AssignmentEvaluated')).toHaveLength(1);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'assignment_evaluated'), eq(auditEvents.userId, s.participant.user.id)));
    expect(audit).toMatchObject({
      actorId: s.trainer.user.id,
      data: expect.objectContaining({ assignmentId: a.id, grade: 8 }),
    });
    // The participant's page shows the evaluation.
    const page = await inject('GET', `/api/assignment/${a.id}`, s.participant.cookie);
    expect(page.json().evaluations).toEqual([expect.objectContaining({ grade: 8, valuation: s.good.label })]);
  });

  it('returns, is handed in again and assessed by a second evaluator: every evaluation is kept', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const second = await login(f.createTeacher);
    const url = `/api/educators/assignments/${a.id}`;
    const set = await inject('PUT', `${url}/evaluators`, s.assistant.cookie, {
      evaluatorIds: [s.trainer.user.id, second.user.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await notified(second.user.id, 'EvaluatorAssigned')).toHaveLength(1);

    const returned = await inject('POST', `${url}/rejected`, s.trainer.cookie, { formData: {} });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ state: 'rejected', evaluation: { reject: false, editable: false } });
    expect(await notified(s.participant.user.id, 'AssignmentRejected')).toHaveLength(1);
    expect((await inject('POST', `${url}/rejected`, s.trainer.cookie, { formData: {} })).statusCode).toBe(409);
    expect((await inject('POST', url, second.cookie, { grade: 6 })).statusCode).toBe(409);

    const entryUrl = `/api/assignment/${a.id}/entries/${a.ownEntryId}`;
    const entry = (await inject('GET', `/api/assignment/${a.id}`, s.participant.cookie))
      .json()
      .entries.find((e: { own: boolean }) => e.own);
    const again = await inject('POST', entryUrl, s.participant.cookie, {
      formData: { [s.fields.own.id]: 'Val op de SEH, aangevuld' },
      revision: entry.revision,
      submit: true,
    });
    expect(again.statusCode, again.body).toBe(200);

    const assessed = await inject('POST', url, second.cookie, {
      formData: { [s.fields.feedback.id]: 'Nu compleet' },
      grade: 7,
    });
    expect(assessed.statusCode, assessed.body).toBe(200);
    const history = assessed.json().evaluation.history;
    expect(history.map((h: { outcome: string; evaluator: { id: string } }) => [h.outcome, h.evaluator.id])).toEqual([
      ['rejected', s.trainer.user.id],
      ['finished', second.user.id],
    ]);
  });

  it('saves the evaluator fields for later without a move, and refuses them once it is back with the participant', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const url = `/api/educators/assignments/${a.id}/form`;
    const saved = await inject('PUT', url, s.trainer.cookie, { formData: { [s.fields.feedback.id]: 'Eerste indruk' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'in_review' });
    expect(saved.json().evaluation.entryId).toEqual(expect.any(String));
    const later = await inject('PUT', url, s.trainer.cookie, { formData: { [s.fields.feedback.id]: 'Tweede indruk' } });
    expect(later.json().evaluation.entryId).toBe(saved.json().evaluation.entryId);
    await inject('POST', `/api/educators/assignments/${a.id}/rejected`, s.trainer.cookie, { formData: {} });
    expect((await inject('PUT', url, s.trainer.cookie, { formData: {} })).statusCode).toBe(409);
    // Staff who only manage (the program assistant) do not assess.
    const b = await s.handIn();
    expect(
      (await inject('PUT', `/api/educators/assignments/${b.id}/form`, s.assistant.cookie, { formData: {} })).statusCode,
    ).toBe(403);
  });
});

describe('saving the valuation and grade for later', () => {
  it('keeps them for their assessor only, unsubmitted: no move, nothing for the participant, until assessed', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const url = `/api/educators/assignments/${a.id}`;
    const feedback = { [s.fields.feedback.id]: 'Eerste indruk' };
    const saved = await inject('PUT', `${url}/form`, s.trainer.cookie, {
      formData: feedback,
      valuation: s.good.id,
      grade: 7.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ state: 'in_review', grade: null, valuation: null });
    expect(saved.json().evaluation).toMatchObject({ draft: { valuation: s.good.id, grade: 7.5 }, history: [] });
    // After a reload the assessor finds what they chose.
    const reloaded = await inject('GET', url, s.trainer.cookie);
    expect(reloaded.json().evaluation.draft).toEqual({ valuation: s.good.id, grade: 7.5 });
    expect(await stateOf(a.id)).toMatchObject({ state: 'in_review', grade: null, valuationOptionId: null });
    // Nobody else sees it: not another assessor of the education, not the participant.
    const educator = await login(f.createInstituteEducator);
    await f.createEducationStaff(db, {
      educationId: s.education.id,
      userId: educator.user.id,
      role: 'institute_educator',
    });
    expect((await inject('GET', url, educator.cookie)).json().evaluation.draft).toBeNull();
    const page = await inject('GET', `/api/assignment/${a.id}`, s.participant.cookie);
    expect(page.json()).toMatchObject({ state: 'in_review', grade: null, valuation: null, evaluations: [] });
    expect(await notified(s.participant.user.id, 'AssignmentEvaluated')).toEqual([]);

    // Bad values are refused with violations, and what was kept stays.
    const high = await inject('PUT', `${url}/form`, s.trainer.cookie, { formData: feedback, grade: 11 });
    expect(high.statusCode).toBe(400);
    expect(high.json().violations).toEqual([expect.objectContaining({ propertyPath: 'grade' })]);
    const foreign = await f.createEvaluationOption(db);
    const wrong = await inject('PUT', `${url}/form`, s.trainer.cookie, { formData: feedback, valuation: foreign.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().violations).toEqual([{ propertyPath: 'valuation', detail: 'validation.invalid' }]);
    expect((await inject('GET', url, s.trainer.cookie)).json().evaluation.draft).toEqual({
      valuation: s.good.id,
      grade: 7.5,
    });
    // A grade alone replaces it; emptied, nothing is kept.
    const gradeOnly = await inject('PUT', `${url}/form`, s.trainer.cookie, { formData: feedback, grade: 6 });
    expect(gradeOnly.json().evaluation.draft).toEqual({ valuation: null, grade: 6 });
    const emptied = await inject('PUT', `${url}/form`, s.trainer.cookie, { formData: feedback, grade: null });
    expect(emptied.json().evaluation.draft).toBeNull();

    // Assessing submits it and the draft is gone.
    await inject('PUT', `${url}/form`, s.trainer.cookie, { formData: feedback, valuation: s.good.id, grade: 8 });
    const done = await inject('POST', url, s.trainer.cookie, { formData: feedback, valuation: s.good.id, grade: 8 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'finished', grade: 8, evaluation: { draft: null } });
  });

  it('is refused to anyone who may not assess it: anonymous, another participant, an unrelated educator', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const url = `/api/educators/assignments/${a.id}/form`;
    const body = { formData: {}, valuation: s.good.id, grade: 7 };
    expect((await inject('PUT', url, undefined, body)).statusCode).toBe(401);
    const other = await login(f.createParticipant);
    expect((await inject('PUT', url, other.cookie, body)).statusCode).toBe(404);
    const stranger = await login(f.createInstituteEducator);
    expect((await inject('PUT', url, stranger.cookie, body)).statusCode).toBe(404);
    expect((await inject('PUT', url, s.participant.cookie, body)).statusCode).toBe(404);
    expect((await inject('GET', `/api/educators/assignments/${a.id}`, s.trainer.cookie)).json().evaluation.draft).toBe(
      null,
    );
  });
});

describe('reopening and evaluators', () => {
  it('reopens an assessed assignment with RESET_EVALUATION only; its evaluation is withdrawn but kept', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const url = `/api/educators/assignments/${a.id}`;
    expect((await inject('DELETE', `${url}/evaluations`, s.assistant.cookie)).statusCode).toBe(409);
    await inject('POST', url, s.trainer.cookie, { formData: { [s.fields.feedback.id]: 'Goed' }, grade: 9 });
    expect((await inject('DELETE', `${url}/evaluations`, s.trainer.cookie)).statusCode).toBe(403);
    const stranger = await login(f.createTeacher, { permissions: ['RESET_EVALUATION'] });
    expect((await inject('DELETE', `${url}/evaluations`, stranger.cookie)).statusCode).toBe(404);

    const reopened = await inject('DELETE', `${url}/evaluations`, s.assistant.cookie);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ id: a.id, state: 'in_review' });
    const row = await stateOf(a.id);
    expect(row).toMatchObject({ state: 'in_review', grade: null, valuationOptionId: null, finishedAt: null });
    const kept = await db.select().from(evaluations).where(eq(evaluations.assignmentId, a.id));
    expect(kept).toEqual([expect.objectContaining({ grade: 9, withdrawnById: s.assistant.user.id })]);
    expect(await notified(s.participant.user.id, 'ResetEvaluation')).toHaveLength(1);
    const page = await inject('GET', `/api/assignment/${a.id}`, s.participant.cookie);
    expect(page.json().evaluations).toEqual([]);
    expect((await inject('DELETE', `${url}/evaluations`, s.assistant.cookie)).statusCode).toBe(409);
  });

  it('changes evaluators with UPDATE_EVALUATORS only: at least one, each an educator, until assessed', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const url = `/api/educators/assignments/${a.id}/evaluators`;
    const teacher = await login(f.createTeacher);
    expect((await inject('PUT', url, s.trainer.cookie, { evaluatorIds: [teacher.user.id] })).statusCode).toBe(403);
    const none = await inject('PUT', url, s.assistant.cookie, { evaluatorIds: [] });
    expect(none.json().violations).toEqual([{ propertyPath: 'evaluatorIds', detail: 'validation.evaluatorRequired' }]);
    const participantId = s.participant.user.id;
    const notEducator = await inject('PUT', url, s.assistant.cookie, { evaluatorIds: [participantId] });
    expect(notEducator.json().violations).toEqual([{ propertyPath: 'evaluatorIds[0]', detail: 'validation.invalid' }]);

    const saved = await inject('PUT', url, s.assistant.cookie, { evaluatorIds: [teacher.user.id] });
    expect(saved.json().evaluators.map((e: { id: string }) => e.id)).toEqual([teacher.user.id]);
    expect(await notified(teacher.user.id, 'EvaluatorAssigned')).toHaveLength(1);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.type, 'assignment_evaluators_set'));
    expect(audit.find((e) => e.data.assignmentId === a.id)?.data).toMatchObject({
      added: [teacher.user.id],
      removed: [s.trainer.user.id],
    });
    // The new evaluator sees and assesses it; the one removed (staff) still sees it, as staff.
    const list = await inject('GET', '/api/educators/assignments', teacher.cookie);
    expect(list.json().items.map((r: { id: string }) => r.id)).toContain(a.id);
    await inject('POST', `/api/educators/assignments/${a.id}`, teacher.cookie, {
      formData: { [s.fields.feedback.id]: 'Akkoord' },
      valuation: s.good.id,
    });
    expect((await inject('PUT', url, s.assistant.cookie, { evaluatorIds: [s.trainer.user.id] })).statusCode).toBe(409);
    // The evaluator's rows follow the assignment's state (kept by triggers): it left their in-review list.
    const ids = async (query: string) =>
      (await inject('GET', `/api/educators/assignments${query}`, teacher.cookie))
        .json()
        .items.map((r: { id: string }) => r.id);
    expect(await ids('')).not.toContain(a.id);
    expect(await ids('?filters[status]=finished')).toContain(a.id);
  });

  it('pickers search from three characters among what the caller sees; educators for the evaluator dialog', async () => {
    const s = await scenario();
    await s.handIn();
    const short = await inject('GET', '/api/educators/evaluation-modules?query=Pr', s.trainer.cookie);
    expect(short.json()).toMatchObject({ items: [], totalItems: 0 });
    const modules = await inject(
      'GET',
      `/api/educators/evaluation-modules?query=${encodeURIComponent(s.module.publishedName)}`,
      s.trainer.cookie,
    );
    expect(modules.json().items).toEqual([{ id: s.module.id, publishedName: s.module.publishedName }]);
    const participants = await inject(
      'GET',
      `/api/educators/evaluation-participants?query=${encodeURIComponent(s.participant.user.lastName)}`,
      s.trainer.cookie,
    );
    expect(participants.json().items.map((p: { id: string }) => p.id)).toContain(s.participant.user.id);
    const evaluators = await inject(
      'GET',
      `/api/educators/evaluation-evaluators?query=${encodeURIComponent(s.trainer.user.email)}&perPage=10000`,
      s.assistant.cookie,
    );
    expect(evaluators.json().items).toEqual([
      expect.objectContaining({ id: s.trainer.user.id, email: s.trainer.user.email }),
    ]);
    const stranger = await login(f.createTeacher);
    const hidden = await inject(
      'GET',
      `/api/educators/evaluation-participants?query=${encodeURIComponent(s.participant.user.lastName)}`,
      stranger.cookie,
    );
    expect(hidden.json().items.map((p: { id: string }) => p.id)).not.toContain(s.participant.user.id);
    const educators = await inject(
      'GET',
      `/api/educators/evaluation-educators?query=${encodeURIComponent(stranger.user.email)}`,
      s.assistant.cookie,
    );
    expect(educators.statusCode, educators.body).toBe(200);
    expect(educators.json().items.map((p: { id: string }) => p.id)).toEqual([stranger.user.id]);
    // For an assignment, its education's staff come first.
    const lastName = s.trainer.user.lastName;
    const forAssignment = await inject(
      'GET',
      `/api/educators/evaluation-educators?query=${encodeURIComponent(lastName)}&filters[assignment]=${(await s.handIn()).id}&perPage=10000`,
      s.assistant.cookie,
    );
    expect(forAssignment.statusCode, forAssignment.body).toBe(200);
    expect(forAssignment.json().items[0].id).toBe(s.trainer.user.id);
    expect((await inject('GET', '/api/educators/evaluation-educators?query=abc', s.trainer.cookie)).statusCode).toBe(
      403,
    );
    expect((await inject('GET', '/api/educators/evaluation-modules?query=abc', s.participant.cookie)).statusCode).toBe(
      403,
    );
  });
});

describe('concurrency', () => {
  it('two evaluators assessing at once both count; returning at the same time as assessing: one wins', async () => {
    const s = await scenario();
    const a = await s.handIn();
    const teacher = await login(f.createTeacher);
    await inject('PUT', `/api/educators/assignments/${a.id}/evaluators`, s.assistant.cookie, {
      evaluatorIds: [s.trainer.user.id, teacher.user.id],
    });
    const url = `/api/educators/assignments/${a.id}`;
    const body = { formData: { [s.fields.feedback.id]: 'Goed' }, grade: 8 };
    const both = await Promise.all([
      inject('POST', url, s.trainer.cookie, body),
      inject('POST', url, teacher.cookie, body),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await db.select().from(evaluations).where(eq(evaluations.assignmentId, a.id))).toHaveLength(2);
    expect((await stateOf(a.id)).state).toBe('finished');

    const b = await s.handIn();
    const bUrl = `/api/educators/assignments/${b.id}`;
    const race = await Promise.all([
      inject('POST', bUrl, s.trainer.cookie, body),
      inject('POST', `${bUrl}/rejected`, s.trainer.cookie, { formData: {} }),
    ]);
    const codes = race.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect((await stateOf(b.id)).state).toBe(race[0]!.statusCode === 200 ? 'finished' : 'rejected');
  });
});

describe('education points', () => {
  it('answers the elective points of a request: required, achieved, asked and remaining; 404 to a stranger', async () => {
    const participant = await login(f.createParticipant);
    const education = await f.createEducation(db, { userId: participant.user.id, electiveCourseHours: 40 });
    const trainer = await login(f.createPracticalTrainer);
    await f.createEducationStaff(db, { educationId: education.id, userId: trainer.user.id, role: 'practical_trainer' });
    await f.createModule(db, { educationId: education.id, type: 'IKO', points: 12, finished: true });
    await f.createModule(db, { educationId: education.id, type: 'EKO', points: 8, finished: false });
    const form = await f.createForm(db, { valuation: true });
    const points = await f.createFormField(db, {
      formId: form.id,
      type: 'request-points',
      label: 'Uren',
      roles: ['ROLE_PARTICIPANT'],
    });
    const request = await f.createModule(db, {
      educationId: education.id,
      type: 'AANVRAAG',
      moduleType: 'request',
      formId: form.id,
    });
    const make = async (state: 'finished' | 'in_review', hours: number) => {
      const a = await f.createAssignment(db, { moduleId: request.id, state });
      const entry = await f.createEntry(db, { assignmentId: a.id, formId: form.id, createdById: participant.user.id });
      await f.createEntryValue(db, { entryId: entry.id, fieldId: points.id, value: hours });
      return a;
    };
    await make('finished', 6);
    const asked = await make('in_review', 10);
    const res = await inject('GET', `/api/educators/assignments/${asked.id}/education-points`, trainer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ requestModule: true, required: 40, achieved: 18, requested: 10, remaining: 22 });
    const stranger = await login(f.createTeacher);
    const hidden = await inject('GET', `/api/educators/assignments/${asked.id}/education-points`, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
  });
});

describe('files handed in', () => {
  it("are listed with the caller's read flag; an educator marks one read", async () => {
    const s = await scenario();
    const a = await s.handIn();
    const upload = await f.createFormField(db, {
      formId: s.form.id,
      type: 'file-upload',
      label: 'Bijlage',
      roles: ['ROLE_PARTICIPANT'],
    });
    const [entry] = await db.select().from(entries).where(eq(entries.assignmentId, a.id));
    const value = await f.createEntryValue(db, { entryId: entry!.id, fieldId: upload.id, value: null });
    const file = await f.createFile(db, { name: 'verslag.pdf', uploadedById: s.participant.user.id });
    await f.createEntryValueFile(db, { entryValueId: value.id, fileId: file.id });
    const url = `/api/educators/assignments/${a.id}`;
    const before = (await inject('GET', url, s.trainer.cookie)).json();
    expect(before.evaluation.files).toEqual([
      { id: file.id, name: 'verslag.pdf', mimeType: 'application/pdf', read: false, own: false },
    ]);
    expect((await inject('POST', `/api/file/${file.id}/read`, s.trainer.cookie)).statusCode).toBe(200);
    const after = (await inject('GET', url, s.trainer.cookie)).json();
    expect(after.evaluation.files[0].read).toBe(true);
    // Read for the trainer only.
    expect((await inject('GET', url, s.assistant.cookie)).json().evaluation.files[0].read).toBe(false);
  });
});

describe('EPA levels granted', () => {
  it('a level granted on a request that is assessed counts as achieved, for the trainer and the participant', async () => {
    const s = await scenario();
    const educator = await login(f.createInstituteEducator);
    await f.createEducationStaff(db, {
      educationId: s.education.id,
      userId: educator.user.id,
      role: 'institute_educator',
    });
    const judgement = await f.createFormField(db, {
      formId: s.form.id,
      label: 'Oordeel instituutsopleider',
      roles: ['ROLE_INSTITUTE_EDUCATOR'],
    });
    const epa = await f.createModule(db, {
      educationId: s.education.id,
      type: 'EPA',
      moduleType: 'epa',
      publishedName: 'EPA 3 Acute zorg',
      formId: s.form.id,
      currentLevel: 2,
      maxLevel: 5,
    });
    const made = await inject('POST', `/api/module/${epa.id}/assignments`, s.participant.cookie, {
      level: 3,
      formData: { [s.fields.own.id]: 'Klaar voor niveau 4' },
      submit: true,
      assignedUsers: [educator.user.id],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    const levelsOf = async (cookie: string) => {
      const res = await inject('GET', `/api/module/${epa.id}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const module = res.json() as { currentLevel: number | null; levels: { level: number; state: string }[] };
      return { currentLevel: module.currentLevel, levels: module.levels.map((l) => l.state) };
    };

    const granted = await inject('PUT', `/api/assignment/${id}/epa-level`, s.trainer.cookie, { level: 4 });
    expect(granted.statusCode, granted.body).toBe(200);
    // Granted but not yet assessed: the request is still pending.
    expect(await levelsOf(s.participant.cookie)).toEqual({
      currentLevel: 2,
      levels: ['finished', 'finished', 'doing', 'todo', 'todo'],
    });

    const assessed = await inject('POST', `/api/educators/assignments/${id}`, educator.cookie, {
      formData: { [judgement.id]: 'Zelfstandig' },
      valuation: s.good.id,
    });
    expect(assessed.statusCode, assessed.body).toBe(200);
    expect(assessed.json()).toMatchObject({ state: 'finished' });
    const achieved = { currentLevel: 4, levels: ['finished', 'finished', 'finished', 'finished', 'todo'] };
    expect(await levelsOf(s.participant.cookie)).toEqual(achieved);
    expect(await levelsOf(s.trainer.cookie)).toEqual(achieved);
    // An achieved level can no longer be requested; the next one can.
    const again = await inject('POST', `/api/module/${epa.id}/assignments`, s.participant.cookie, { level: 4 });
    expect(again.statusCode).toBe(400);
    expect(again.json().violations).toEqual([{ propertyPath: 'level', detail: 'validation.invalid' }]);
    expect(
      (await inject('POST', `/api/module/${epa.id}/assignments`, s.participant.cookie, { level: 5 })).statusCode,
    ).toBe(201);
  });
});

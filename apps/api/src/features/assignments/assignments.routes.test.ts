import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, signIn, type CreateUser } from '../../../test/sign-in';
import { fullName } from '../../lib/names';
import type { Db } from '../../db/client';
import {
  accessTokens,
  assignmentEvaluators,
  assignments,
  auditEvents,
  entries,
  forms,
  mailOutbox,
  messages,
  notifications,
  users,
} from '../../db/schema';

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

/**
 * A participant's education with a practical module and a container whose form has a participant field (required),
 * a required external field and a field for the practical trainer (so evaluators are asked for on submit); the trainer and
 * an institute educator are staff of the education.
 */
async function practical() {
  const participant = await login(f.createParticipant);
  const education = await f.createEducation(db, { userId: participant.user.id });
  const trainer = await login(f.createPracticalTrainer);
  await f.createEducationStaff(db, { educationId: education.id, userId: trainer.user.id, role: 'practical_trainer' });
  const educator = await login(f.createInstituteEducator);
  await f.createEducationStaff(db, { educationId: education.id, userId: educator.user.id, role: 'institute_educator' });
  const form = await f.createForm(db, { title: 'KPB formulier' });
  const own = await f.createFormField(db, {
    formId: form.id,
    label: 'Casus',
    required: true,
    roles: ['ROLE_PARTICIPANT'],
  });
  const external = await f.createFormField(db, {
    formId: form.id,
    label: 'Oordeel collega',
    required: true,
    roles: ['ROLE_EXTERNAL'],
  });
  const assessor = await f.createFormField(db, {
    formId: form.id,
    label: 'Feedback opleider',
    roles: ['ROLE_PRACTICAL_TRAINER'],
  });
  const module = await f.createModule(db, { educationId: education.id, type: 'PRK', publishedName: 'Praktijk' });
  const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: form.id, name: 'KPB' });
  return { participant, education, trainer, educator, form, fields: { own, external, assessor }, module, container };
}

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined && { payload }),
  });

/** An EPA module of the scenario's education, with the scenario's form for its level requests. */
const epaModule = (p: Awaited<ReturnType<typeof practical>>, levels: { currentLevel: number; maxLevel: number }) =>
  f.createModule(db, {
    educationId: p.education.id,
    type: 'EPA',
    moduleType: 'epa',
    publishedName: 'EPA 3 Acute zorg',
    formId: p.form.id,
    ...levels,
  });

async function createAssignment(p: Awaited<ReturnType<typeof practical>>, body: Record<string, unknown> = {}) {
  const res = await inject('POST', `/api/module/${p.module.id}/assignments`, p.participant.cookie, {
    containerId: p.container.id,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const contributorCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
  return all.find((c) => c.startsWith('portal_contributor='))?.split(';')[0];
};

/** Invites an address through the API and reads the token from the mailed link. */
async function invite(cookie: string, assignmentId: string, email = f.uniqueEmail('extern')) {
  const res = await inject('POST', `/api/assignment/${assignmentId}/external-invites`, cookie, {
    emails: [email],
    explanation: 'Wil je je oordeel geven?',
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  return { token, email, invitation: res.json().items[0] };
}

async function open(assignmentId: string, token: string, cookie?: string) {
  return inject('POST', `/api/assignment/${assignmentId}/contributor-session`, cookie, { token });
}

describe('creating an assignment from a container', () => {
  it('answers what the container makes without storing anything, to those with edit rights only', async () => {
    const p = await practical();
    const url = `/api/assignment-container/${p.container.id}/create`;
    const res = await inject('GET', url, p.participant.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      containerId: p.container.id,
      moduleId: p.module.id,
      educationId: p.education.id,
      name: 'KPB',
      form: { id: p.form.id, title: 'KPB formulier' },
    });
    expect(await db.select().from(assignments).where(eq(assignments.containerId, p.container.id))).toEqual([]);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, (await login(f.createParticipant)).cookie)).statusCode).toBe(404);
    expect((await inject('GET', url, (await login(f.createEducator)).cookie)).statusCode).toBe(404);
    // Linked staff read along but do not create the participant's work.
    expect((await inject('GET', url, p.trainer.cookie)).statusCode).toBe(403);
  });

  it('creates the assignment with the participant’s empty entry; the page shows it editable', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    expect(a).toMatchObject({
      name: 'KPB',
      state: 'open',
      status: 'new',
      editable: true,
      fillRoles: ['ROLE_PARTICIPANT'],
      evaluatorChoice: true,
      external: false,
      assignmentContainer: { id: p.container.id, name: 'KPB' },
      user: { id: p.participant.user.id },
      _permissions: { view: true, edit: true, delete: true, invite: true, message: true, chooseEvaluators: true },
    });
    expect(a.form.fields.map((field: { label: string }) => field.label)).toEqual([
      'Casus',
      'Oordeel collega',
      'Feedback opleider',
    ]);
    expect(a.form.externalFields).toEqual([p.fields.external.id]);
    expect(a.entries).toHaveLength(1);
    expect(a.entries[0]).toMatchObject({ id: a.ownEntryId, own: true, author: { kind: 'participant' }, values: {} });
    expect(a.evaluatorOptions.map((o: { id: string }) => o.id).sort()).toEqual(
      [p.trainer.user.id, p.educator.user.id].sort(),
    );
  });

  it('refuses a container of another module and a level outside an EPA module', async () => {
    const p = await practical();
    const other = await f.createAssignmentContainer(db, { formId: p.form.id });
    const res = await inject('POST', `/api/module/${p.module.id}/assignments`, p.participant.cookie, {
      containerId: other.id,
    });
    expect(res.statusCode).toBe(400);
    const level = await inject('POST', `/api/module/${p.module.id}/assignments`, p.participant.cookie, {
      containerId: p.container.id,
      level: 2,
    });
    expect(level.json().violations).toEqual([{ propertyPath: 'level', detail: 'validation.invalid' }]);
  });

  it('many participants create assignments of one form at once: each gets theirs (no deadlock on the form)', async () => {
    const p = await practical();
    const others = await Promise.all(
      [1, 2, 3].map(async () => {
        const participant = await login(f.createParticipant);
        const education = await f.createEducation(db, { userId: participant.user.id });
        const module = await f.createModule(db, { educationId: education.id, type: 'PRK' });
        const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: p.form.id });
        return { participant, module, container };
      }),
    );
    const callers = [...others, { participant: p.participant, module: p.module, container: p.container }];
    const made = await Promise.all(
      [...callers, ...callers].map((c) =>
        inject('POST', `/api/module/${c.module.id}/assignments`, c.participant.cookie, { containerId: c.container.id }),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const [form] = await db.select({ entryCount: forms.entryCount }).from(forms).where(eq(forms.id, p.form.id));
    expect(form!.entryCount).toBe(8);
  });

  it('requests an EPA level above the current one, one pending request per level even when asked at once', async () => {
    const p = await practical();
    const epa = await epaModule(p, { currentLevel: 2, maxLevel: 4 });
    const request = (level: number) =>
      inject('POST', `/api/module/${epa.id}/assignments`, p.participant.cookie, { level });
    for (const level of [1, 2, 5]) {
      const refused = await request(level);
      expect(refused.statusCode, `level ${level}`).toBe(400);
      expect(refused.json().violations).toEqual([{ propertyPath: 'level', detail: 'validation.invalid' }]);
    }
    const atOnce = await Promise.all([1, 2, 3, 4, 5].map(() => request(3)));
    expect(atOnce.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of atOnce.filter((r) => r.statusCode === 400)) {
      expect(refused.json().violations).toEqual([{ propertyPath: 'level', detail: 'assignment.levelRequested' }]);
    }
    const pending = await db.select().from(assignments).where(eq(assignments.moduleId, epa.id));
    expect(pending.map((a) => a.requestedLevel)).toEqual([3]);
    expect((await request(4)).statusCode).toBe(201);
    // A request the evaluator marked not assigned no longer holds the level.
    await db.update(assignments).set({ notAssigned: true }).where(eq(assignments.id, pending[0]!.id));
    expect((await request(3)).statusCode).toBe(201);
  });

  it('the level granted on an EPA assignment is set by those who assess, up to the module’s maxLevel, audited', async () => {
    const p = await practical();
    const epa = await epaModule(p, { currentLevel: 1, maxLevel: 3 });
    const made = await inject('POST', `/api/module/${epa.id}/assignments`, p.participant.cookie, { level: 2 });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/api/assignment/${made.json().id}/epa-level`;
    const evaluator = await login(f.createEducator);
    await f.createAssignmentEvaluator(db, { assignmentId: made.json().id, userId: evaluator.user.id });
    const set = (cookie: string | undefined, level: number) => inject('PUT', url, cookie, { level });

    expect((await set(undefined, 2)).statusCode).toBe(401);
    expect((await set((await login(f.createParticipant)).cookie, 2)).statusCode).toBe(404);
    expect((await set((await login(f.createEducator)).cookie, 2)).statusCode).toBe(404);
    expect((await set(p.participant.cookie, 3)).statusCode).toBe(403);
    const tooHigh = await set(p.trainer.cookie, 4);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().violations).toEqual([{ propertyPath: 'level', detail: 'validation.invalid' }]);
    for (const [who, level] of [
      [p.trainer, 1],
      [evaluator, 2],
      [await login(f.createAdmin), 3],
    ] as const) {
      const res = await set(who.cookie, level);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ assignedLevel: level });
    }
    const [row] = await db.select().from(assignments).where(eq(assignments.id, made.json().id));
    expect(row!.assignedLevel).toBe(3);
    const audited = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'assignment_level_set'))
      .orderBy(auditEvents.createdAt);
    expect(
      audited
        .filter((e) => (e.data as { assignmentId: string }).assignmentId === made.json().id)
        .map((e) => [e.actorId, e.userId, (e.data as { level: number; previous: number | null }).previous]),
    ).toEqual([
      [p.trainer.user.id, p.participant.user.id, null],
      [evaluator.user.id, p.participant.user.id, 1],
      [expect.any(String), p.participant.user.id, 2],
    ]);
    // Not an EPA assignment: no level to grant.
    const practicalOne = await createAssignment(p);
    const notEpa = await inject('PUT', `/api/assignment/${practicalOne.id}/epa-level`, p.trainer.cookie, { level: 1 });
    expect(notEpa.statusCode).toBe(400);
  });

  it('hands in at once with submit and evaluators; a refused submit leaves nothing behind', async () => {
    const p = await practical();
    const refused = await inject('POST', `/api/module/${p.module.id}/assignments`, p.participant.cookie, {
      containerId: p.container.id,
      submit: true,
      assignedUsers: [p.trainer.user.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().violations).toEqual([
      expect.objectContaining({ propertyPath: `formData.${p.fields.own.id}`, detail: 'validation.required' }),
    ]);
    expect(await db.select().from(assignments).where(eq(assignments.containerId, p.container.id))).toEqual([]);

    const a = await createAssignment(p, {
      formData: { [p.fields.own.id]: 'Val op de SEH' },
      submit: true,
      assignedUsers: [p.trainer.user.id],
      messages: ['Graag feedback op de casus'],
    });
    expect(a).toMatchObject({ state: 'in_review', status: 'done', editable: false, inReview: true });
    expect(a.evaluators.map((e: { id: string }) => e.id)).toEqual([p.trainer.user.id]);
    expect(a.messages.map((m: { content: string }) => m.content)).toEqual(['Graag feedback op de casus']);
    const [assigned] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.trainer.user.id), eq(notifications.type, 'EvaluatorAssigned')));
    expect(assigned?.assignmentId).toBe(a.id);
  });
});

describe('requests made with the module’s own form', () => {
  /** A request module (AANVRAAG) of the scenario's education, filled in with the scenario's form. */
  const requestModule = (p: Awaited<ReturnType<typeof practical>>) =>
    f.createModule(db, {
      educationId: p.education.id,
      type: 'AANVRAAG',
      moduleType: 'request',
      publishedName: 'Aanvraag punten',
      formId: p.form.id,
    });

  it('answers the form to fill, the evaluator choice and its options before anything is stored', async () => {
    const p = await practical();
    const module = await requestModule(p);
    const url = `/api/module/${module.id}/assignment-create`;
    const res = await inject('GET', url, p.participant.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      moduleId: module.id,
      educationId: p.education.id,
      name: 'Aanvraag punten',
      form: { id: p.form.id, title: 'KPB formulier', version: p.form.version },
      // The form has a field the practical trainer fills: evaluators are chosen on submit.
      evaluatorChoice: true,
    });
    expect(body.form.fields.map((field: { label: string }) => field.label)).toEqual([
      'Casus',
      'Oordeel collega',
      'Feedback opleider',
    ]);
    expect(body.evaluatorOptions.map((o: { id: string }) => o.id).sort()).toEqual(
      [p.trainer.user.id, p.educator.user.id].sort(),
    );
    expect(await db.select().from(assignments).where(eq(assignments.moduleId, module.id))).toEqual([]);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, (await login(f.createParticipant)).cookie)).statusCode).toBe(404);
    expect((await inject('GET', url, p.trainer.cookie)).statusCode).toBe(403);
    const formless = await f.createModule(db, { educationId: p.education.id, type: 'AANVRAAG', moduleType: 'request' });
    expect((await inject('GET', `/api/module/${formless.id}/assignment-create`, p.participant.cookie)).statusCode).toBe(
      404,
    );
  });

  it('a concept and a handed-in request are listed with their dates; a finished one with its valuation', async () => {
    const p = await practical();
    const module = await requestModule(p);
    const post = (body: Record<string, unknown>) =>
      inject('POST', `/api/module/${module.id}/assignments`, p.participant.cookie, body);
    const concept = await post({ formData: { [p.fields.own.id]: 'Congres' }, messages: ['Vast een vraag'] });
    expect(concept.statusCode, concept.body).toBe(201);
    expect(concept.json()).toMatchObject({ state: 'open', draft: true, editable: true });
    const sent = await post({
      formData: { [p.fields.own.id]: 'Cursus' },
      submit: true,
      assignedUsers: [p.educator.user.id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const option = await f.createEvaluationOption(db, { label: `Voldoende ${randomBytes(3).toString('hex')}` });
    await db
      .update(assignments)
      .set({ state: 'finished', valuationOptionId: option.id })
      .where(eq(assignments.id, sent.json().id));

    const list = await inject('GET', `/api/education/${p.education.id}/portfolio-modules`, p.participant.cookie);
    const listed = list.json().items.find((m: { id: string }) => m.id === module.id).assignments;
    expect(listed).toEqual([
      expect.objectContaining({ id: concept.json().id, draft: true, submitted: null, valuation: null }),
      expect.objectContaining({
        id: sent.json().id,
        state: 'finished',
        draft: false,
        submitted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        valuation: option.label,
      }),
    ]);
  });
});

describe('a request’s description (Omschrijving in ‘Mijn aanvragen’)', () => {
  it('is what the participant typed in its first text field, also after a change; emptied, the module’s name', async () => {
    const p = await practical();
    const module = await f.createModule(db, {
      educationId: p.education.id,
      type: 'AANVRAAG',
      moduleType: 'request',
      publishedName: 'Aanvraag keuzeonderwijs',
      formId: p.form.id,
    });
    const nameOf = async (id: string) => (await db.select().from(assignments).where(eq(assignments.id, id)))[0]!.name;
    const made = await inject('POST', `/api/module/${module.id}/assignments`, p.participant.cookie, {
      formData: { [p.fields.own.id]: '  Cursus dermatoscopie  ' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const request = made.json();
    expect(request.name).toBe('Cursus dermatoscopie');
    const listed = await inject('GET', `/api/education/${p.education.id}/portfolio-modules`, p.participant.cookie);
    expect(listed.json().items.find((m: { id: string }) => m.id === module.id).assignments).toEqual([
      expect.objectContaining({ id: request.id, name: 'Cursus dermatoscopie' }),
    ]);

    // Changed later (an autosave), it follows; an autosave of another field leaves it alone; emptied, the module's.
    let revision = request.entries.find((e: { own: boolean }) => e.own).revision;
    const save = async (formData: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const res = await inject(
        'POST',
        `/api/assignment/${request.id}/entries/${request.ownEntryId}`,
        p.participant.cookie,
        {
          formData,
          revision,
          autoSave: true,
          ...extra,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      revision = res.json().revision;
    };
    await save({ [p.fields.own.id]: 'Masterclass dermatoscopie' });
    expect(await nameOf(request.id)).toBe('Masterclass dermatoscopie');
    await save({});
    expect(await nameOf(request.id)).toBe('Masterclass dermatoscopie');
    await save({ [p.fields.own.id]: '' });
    expect(await nameOf(request.id)).toBe('Aanvraag keuzeonderwijs');
    // Handed in with its description: the evaluator is told that name.
    await save(
      { [p.fields.own.id]: 'NHG-Congres 2027' },
      { submit: true, assignedUsers: [p.educator.user.id], autoSave: false },
    );
    expect(await nameOf(request.id)).toBe('NHG-Congres 2027');
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.educator.user.id), eq(notifications.type, 'EvaluatorAssigned')));
    expect(told!.message).toContain('<strong>NHG-Congres 2027</strong>');

    // Other assignments keep the name of their container, whatever is typed.
    const kpb = await createAssignment(p, { formData: { [p.fields.own.id]: 'Casus over valpreventie' } });
    expect(kpb.name).toBe('KPB');
  });
});

describe('who may read an assignment', () => {
  it('the participant, linked staff, its evaluator and admins; anyone else 404, nobody 401', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const evaluator = await login(f.createEducator);
    await db.insert(assignmentEvaluators).values({ assignmentId: a.id, userId: evaluator.user.id });
    const url = `/api/assignment/${a.id}`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, (await login(f.createParticipant)).cookie)).statusCode).toBe(404);
    expect((await inject('GET', url, (await login(f.createEducator)).cookie)).statusCode).toBe(404);
    for (const allowed of [p.participant, p.trainer, evaluator, await login(f.createAdmin)]) {
      expect((await inject('GET', url, allowed.cookie)).statusCode).toBe(200);
    }
    // Staff read along: not editable for them, nothing to fill.
    expect((await inject('GET', url, p.trainer.cookie)).json()).toMatchObject({
      editable: false,
      ownEntryId: null,
      fillRoles: [],
      _permissions: { edit: false, delete: false, invite: false, message: true },
    });
  });
});

describe('the assignment page', () => {
  it('shows the form’s options and attachments, evaluations, messages and their authors; a contributor none of the staff side', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const option = await f.createEvaluationOption(db, { label: 'Goed' });
    await f.createFormEvaluationOption(db, { formId: p.form.id, optionId: option.id });
    const file = await f.createFile(db, { context: 'form', name: 'Toelichting KPB.pdf', mimeType: 'application/pdf' });
    await f.createFormAttachment(db, { formId: p.form.id, fileId: file.id });
    await f.createAssignmentEvaluator(db, { assignmentId: a.id, userId: p.trainer.user.id });
    const evaluatedAt = new Date('2026-03-02T09:15:00.123Z');
    await f.createEvaluation(db, {
      assignmentId: a.id,
      evaluatorId: p.trainer.user.id,
      grade: 7.5,
      valuation: 'Goed',
      createdAt: evaluatedAt,
    });
    const written = await f.createMessage(db, { assignmentId: a.id, authorId: p.trainer.user.id, content: 'Mooi' });

    const page = (await inject('GET', `/api/assignment/${a.id}`, p.participant.cookie)).json();
    expect(page.form.evaluationOptions).toEqual([{ id: option.id, label: 'Goed' }]);
    expect(page.form.attachments).toEqual([{ id: file.id, name: 'Toelichting KPB.pdf', mimeType: 'application/pdf' }]);
    expect(page.evaluations).toEqual([
      {
        id: expect.any(String),
        created: evaluatedAt.toISOString(),
        teacher: fullName(p.trainer.user),
        grade: 7.5,
        valuation: 'Goed',
      },
    ]);
    expect(page.evaluators.map((e: { id: string }) => e.id)).toEqual([p.trainer.user.id]);
    expect(page.messages).toEqual([
      {
        id: written.id,
        content: 'Mooi',
        created: written.createdAt.toISOString(),
        updated: written.updatedAt.toISOString(),
        user: { id: p.trainer.user.id, fullName: fullName(p.trainer.user) },
        own: false,
      },
    ]);
    expect(page.entries[0].author).toEqual({ kind: 'participant', name: fullName(p.participant.user) });

    const token = await f.createAccessToken(db, { assignmentId: a.id, email: 'collega@example.nl' });
    const session = randomBytes(32).toString('base64url');
    await f.createContributorSession(db, { accessTokenId: token.id, session });
    const seen = (await inject('GET', `/api/assignment/${a.id}`, `portal_contributor=${session}`)).json();
    expect(seen).toMatchObject({ evaluations: [], messages: [], evaluators: [], evaluatorOptions: [] });
    expect(seen.form.attachments).toHaveLength(1);
  });
});

describe('saving and handing in', () => {
  it('autosaves the participant’s fields on the revision they build on; an older revision is a conflict', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const url = `/api/assignment/${a.id}/entries/${a.ownEntryId}`;
    const first = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.own.id]: 'Eerste versie' },
      revision: 1,
      autoSave: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      revision: 2,
      values: { [p.fields.own.id]: 'Eerste versie' },
      assignment: { state: 'open', status: 'used', editable: true },
    });
    const stale = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.own.id]: 'Oud' },
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ detail: 'entry_revision_conflict', entry: { revision: 2 } });
    expect((await inject('GET', `/api/assignment/${a.id}`, p.participant.cookie)).json().status).toBe('used');
  });

  it('refuses a field the caller’s role may not fill, another’s entry and callers without edit rights', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const url = `/api/assignment/${a.id}/entries/${a.ownEntryId}`;
    const external = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.external.id]: 'Zelf ingevuld' },
      revision: 1,
    });
    expect(external.statusCode).toBe(400);
    expect(external.json().violations).toEqual([
      expect.objectContaining({ detail: 'validation.fieldNotFillable', parameters: { fieldId: p.fields.external.id } }),
    ]);
    const body = { formData: { [p.fields.own.id]: 'x' }, revision: 1 };
    expect((await inject('POST', url, undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', url, (await login(f.createParticipant)).cookie, body)).statusCode).toBe(404);
    expect((await inject('POST', url, (await login(f.createEducator)).cookie, body)).statusCode).toBe(404);
    expect((await inject('POST', url, p.trainer.cookie, body)).statusCode).toBe(403);
    const otherEntry = await f.createEntry(db, { assignmentId: a.id, createdById: p.trainer.user.id });
    const foreign = await inject(
      'POST',
      `/api/assignment/${a.id}/entries/${otherEntry.id}`,
      p.participant.cookie,
      body,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('asks for an evaluator on submit, hands in once, and refuses every save and illegal move afterwards', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const url = `/api/assignment/${a.id}/entries/${a.ownEntryId}`;
    const none = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.own.id]: 'Casus' },
      revision: 1,
      submit: true,
      assignedUsers: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().violations).toEqual([{ propertyPath: 'assignedUsers', detail: 'assignment.evaluatorRequired' }]);
    const stranger = await f.createEducator(db);
    const wrong = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.own.id]: 'Casus' },
      revision: 1,
      submit: true,
      assignedUsers: [stranger.id],
    });
    expect(wrong.json().violations).toEqual([{ propertyPath: 'assignedUsers[0]', detail: 'validation.invalid' }]);
    expect((await db.select().from(assignments).where(eq(assignments.id, a.id)))[0]!.state).toBe('open');

    const submitted = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.own.id]: 'Casus' },
      revision: 1,
      submit: true,
      assignedUsers: [p.educator.user.id],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'submitted',
      assignment: { state: 'in_review', status: 'done', editable: false },
    });
    const again = await inject('POST', url, p.participant.cookie, {
      formData: { [p.fields.own.id]: 'Later' },
      revision: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('assignment_transition');
    const page = (await inject('GET', `/api/assignment/${a.id}`, p.participant.cookie)).json();
    expect(page).toMatchObject({ editable: false, state: 'in_review', _permissions: { delete: false, invite: false } });
    expect((await inject('DELETE', `/api/assignment/${a.id}`, p.participant.cookie)).json().detail).toBe(
      'assignment_not_deletable',
    );
  });

  it('two submits at once: exactly one hands in', async () => {
    const p = await practical();
    const a = await createAssignment(p, { formData: { [p.fields.own.id]: 'Casus' } });
    const url = `/api/assignment/${a.id}/entries/${a.ownEntryId}`;
    const body = { formData: {}, revision: 2, submit: true, assignedUsers: [p.trainer.user.id] };
    const results = await Promise.all([1, 2, 3].map(() => inject('POST', url, p.participant.cookie, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await db.select().from(notifications).where(eq(notifications.userId, p.trainer.user.id));
    expect(rows.filter((n) => n.type === 'EvaluatorAssigned')).toHaveLength(1);
  });
});

describe('deleting an assignment', () => {
  it('while nobody answered anything, by those with edit rights', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const url = `/api/assignment/${a.id}`;
    expect((await inject('DELETE', url)).statusCode).toBe(401);
    expect((await inject('DELETE', url, (await login(f.createParticipant)).cookie)).statusCode).toBe(404);
    expect((await inject('DELETE', url, p.trainer.cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', url, p.participant.cookie)).statusCode).toBe(204);
    expect(await db.select().from(assignments).where(eq(assignments.id, a.id))).toEqual([]);

    const fresh = await createAssignment(p);
    const answered = await createAssignment(p, { formData: { [p.fields.own.id]: 'Begonnen' } });
    // The module list says beforehand which rows delete would accept.
    const list = await inject('GET', `/api/education/${p.education.id}/modules`, p.participant.cookie);
    const rows = (list.json() as { items: { assignments: { id: string; deletable: boolean }[] }[] }).items.flatMap(
      (m) => m.assignments,
    );
    expect(rows.map((r) => [r.id, r.deletable])).toEqual([
      [fresh.id, true],
      [answered.id, false],
    ]);
    const refused = await inject('DELETE', `/api/assignment/${answered.id}`, p.participant.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('assignment_not_deletable');
  });
});

describe('messages', () => {
  it('notifies the other side; only the author edits or deletes', async () => {
    const p = await practical();
    const a = await createAssignment(p, { assignedUsers: [p.trainer.user.id] });
    const url = `/api/assignment/${a.id}/messages`;
    const sent = await inject('POST', url, p.participant.cookie, { content: '  Kun je meekijken?  ' });
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({ content: 'Kun je meekijken?', own: true, user: { id: p.participant.user.id } });
    const toTrainer = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.trainer.user.id), eq(notifications.type, 'AssignmentMessage')));
    expect(toTrainer).toHaveLength(1);

    const reply = await inject('POST', url, p.trainer.cookie, { content: 'Ja, morgen.' });
    expect(reply.statusCode).toBe(201);
    const toParticipant = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.participant.user.id), eq(notifications.type, 'AssignmentMessage')));
    expect(toParticipant).toHaveLength(1);

    const one = `${url}/${message.id}`;
    expect((await inject('PUT', one, p.trainer.cookie, { content: 'Overschreven' })).statusCode).toBe(403);
    expect((await inject('DELETE', one, p.trainer.cookie)).statusCode).toBe(403);
    expect((await inject('PUT', one, (await login(f.createParticipant)).cookie, { content: 'x' })).statusCode).toBe(
      404,
    );
    const edited = await inject('PUT', one, p.participant.cookie, { content: 'Kun je vandaag meekijken?' });
    expect(edited.json()).toMatchObject({ id: message.id, content: 'Kun je vandaag meekijken?' });
    expect((await inject('POST', url, p.participant.cookie, { content: '   ' })).statusCode).toBe(400);
    expect((await inject('POST', url, p.participant.cookie, { content: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await inject('DELETE', one, p.participant.cookie)).statusCode).toBe(204);
    expect(await db.select().from(messages).where(eq(messages.id, message.id))).toEqual([]);
  });
});

describe('external contributors', () => {
  it('invites valid, new addresses only while editable, by those with edit rights', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const url = `/api/assignment/${a.id}/external-invites`;
    const bad = await inject('POST', url, p.participant.cookie, { emails: ['geen-adres'], explanation: '' });
    expect(bad.json().violations).toEqual([{ propertyPath: 'emails[0]', detail: 'validation.email' }]);
    const twice = await inject('POST', url, p.participant.cookie, { emails: ['a@example.nl', 'A@example.nl'] });
    expect(twice.json().violations).toEqual([{ propertyPath: 'emails[1]', detail: 'validation.duplicate' }]);
    expect((await inject('POST', url, p.participant.cookie, { emails: [] })).statusCode).toBe(400);
    expect((await inject('POST', url, p.trainer.cookie, { emails: ['b@example.nl'] })).statusCode).toBe(403);
    expect((await inject('POST', url, undefined, { emails: ['b@example.nl'] })).statusCode).toBe(401);

    const { invitation, email, token } = await invite(p.participant.cookie, a.id);
    expect(invitation).toMatchObject({ email, status: 'new', opened: null, expired: false });
    expect(new Date(invitation.expires).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const again = await inject('POST', url, p.participant.cookie, { emails: [email] });
    expect(again.json().violations).toEqual([{ propertyPath: 'emails[0]', detail: 'validation.duplicate' }]);
    const list = await inject('GET', `/api/assignment/${a.id}/tokens`, p.participant.cookie);
    expect(list.json()).toMatchObject({ totalItems: 1, items: [{ email }] });
    // The stored mail data keeps no token; the token is stored only hashed (and sealed).
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(JSON.stringify(mail!.data)).not.toContain(token);
    const [stored] = await db.select().from(accessTokens).where(eq(accessTokens.email, email));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses an invitation once the assignment is no longer editable (in review, finished): 403 assignment_not_editable', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const url = `/api/assignment/${a.id}/external-invites`;
    const body = () => ({ emails: [f.uniqueEmail('extern')], explanation: '' });
    // Another participant and an anonymous caller get nowhere; the participant may invite while it is open.
    const other = await login(f.createParticipant);
    expect((await inject('POST', url, other.cookie, body())).statusCode).toBe(404);
    const unrelated = await login(f.createInstituteEducator);
    expect((await inject('POST', url, unrelated.cookie, body())).statusCode).toBe(404);
    expect((await inject('POST', url, undefined, body())).statusCode).toBe(401);
    expect((await inject('POST', url, p.participant.cookie, body())).statusCode).toBe(201);
    for (const state of ['in_review', 'finished'] as const) {
      await db.update(assignments).set({ state }).where(eq(assignments.id, a.id));
      const refused = await inject('POST', url, p.participant.cookie, body());
      expect(refused.statusCode, state).toBe(403);
      expect(refused.json()).toEqual({ detail: 'assignment_not_editable' });
      const page = await inject('GET', `/api/assignment/${a.id}`, p.participant.cookie);
      expect(page.json()._permissions.invite, state).toBe(false);
    }
    // Returned to the participant it is editable again: inviting is allowed once more.
    await db.update(assignments).set({ state: 'rejected' }).where(eq(assignments.id, a.id));
    expect((await inject('POST', url, p.participant.cookie, body())).statusCode).toBe(201);
    const stored = await db.select().from(accessTokens).where(eq(accessTokens.assignmentId, a.id));
    expect(stored).toHaveLength(2);
  });

  it('a contributor opens the link once, fills only the external field, and “Opslaan en gereed” notifies the participant', async () => {
    const p = await practical();
    const a = await createAssignment(p, { formData: { [p.fields.own.id]: 'Mijn casus' } });
    const { token, email } = await invite(p.participant.cookie, a.id);

    const opened = await open(a.id, token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ assignmentId: a.id, email });
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api/);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = contributorCookieOf(opened)!;

    const page = (await inject('GET', `/api/assignment/${a.id}`, cookie)).json();
    expect(page).toMatchObject({
      external: true,
      editable: true,
      fillRoles: ['ROLE_EXTERNAL'],
      messages: [],
      evaluatorOptions: [],
      _permissions: { edit: false, delete: false, invite: false, message: false },
    });
    expect(page.entries.map((e: { author: { kind: string } }) => e.author.kind).sort()).toEqual([
      'external',
      'participant',
    ]);
    const own = page.entries.find((e: { own: boolean }) => e.own);
    expect(own.author.name).toBe(email);
    const url = `/api/assignment/${a.id}/entries/${page.ownEntryId}`;
    const notMine = await inject('POST', url, cookie, { formData: { [p.fields.own.id]: 'Anders' }, revision: 1 });
    expect(notMine.statusCode).toBe(400);
    expect((await inject('POST', url, cookie, { formData: {}, revision: 1, submit: true })).statusCode).toBe(403);
    // 'Opslaan en gereed' asks the contributor's required fields, as handing in would.
    const incomplete = await inject('POST', url, cookie, { formData: {}, revision: 1, notify: true });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().violations).toEqual([
      expect.objectContaining({ detail: 'validation.required', parameters: { fieldId: p.fields.external.id } }),
    ]);
    const ready = await inject('POST', url, cookie, {
      formData: { [p.fields.external.id]: 'Goed uitgevoerd' },
      revision: 1,
      notify: true,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    const [row] = await db.select().from(accessTokens).where(eq(accessTokens.email, email));
    expect(row).toMatchObject({ status: 'used' });
    expect(row!.openedAt).not.toBeNull();
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, p.participant.user.id),
          eq(notifications.type, 'ExternalSavedAssignmentFormEntry'),
        ),
      );
    expect(told).toHaveLength(1);
    // The participant sees the contribution on the external field, read-only.
    const seen = (await inject('GET', `/api/assignment/${a.id}`, p.participant.cookie)).json();
    const contribution = seen.entries.find((e: { author: { kind: string } }) => e.author.kind === 'external');
    expect(contribution.values).toEqual({ [p.fields.external.id]: 'Goed uitgevoerd' });
    // A contributor cannot write messages or reach other calls.
    expect((await inject('POST', `/api/assignment/${a.id}/messages`, cookie, { content: 'hoi' })).statusCode).toBe(401);
    expect((await inject('GET', `/api/assignment/${a.id}/tokens`, cookie)).statusCode).toBe(401);
    // Every use is audited, without the token.
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.type, 'contributor_access'));
    const mine = audits.filter((e) => (e.data as { assignmentId?: string }).assignmentId === a.id);
    expect(mine.map((e) => (e.data as { action: string }).action).sort()).toEqual(['open', 'ready']);
    expect(JSON.stringify(mine)).not.toContain(token);
    expect(t.logs.raw.some((line) => line.includes(token) || line.includes(cookie.split('=')[1]!))).toBe(false);
  });

  it('refuses the token on another assignment, altered, expired, revoked, after the submit, and replayed elsewhere', async () => {
    const p = await practical();
    const a = await createAssignment(p, { formData: { [p.fields.own.id]: 'Casus' } });
    const other = await createAssignment(p);
    const code = async (res: Awaited<ReturnType<typeof open>>) => [res.statusCode, res.json().detail];

    const first = await invite(p.participant.cookie, a.id);
    expect(await code(await open(other.id, first.token))).toEqual([403, 'access_token_invalid']);
    const altered = `${first.token.slice(0, -1)}${first.token.endsWith('A') ? 'B' : 'A'}`;
    expect(await code(await open(a.id, altered))).toEqual([403, 'access_token_invalid']);

    // Opened in one browser: another browser (no session, not the invitee) is refused; the same browser may again.
    const opened = await open(a.id, first.token);
    const session = contributorCookieOf(opened)!;
    expect(await code(await open(a.id, first.token))).toEqual([403, 'access_token_used']);
    expect((await open(a.id, first.token, session)).statusCode).toBe(200);
    // The signed-in invitee (their address) may open it again, e.g. from their contribution requests.
    const invitee = await login(f.createExternal, { email: first.email });
    expect((await open(a.id, first.token, invitee.cookie)).statusCode).toBe(200);

    const expired = await invite(p.participant.cookie, a.id);
    await db
      .update(accessTokens)
      .set({ expiresAt: f.daysFromNow(-1) })
      .where(eq(accessTokens.email, expired.email));
    expect(await code(await open(a.id, expired.token))).toEqual([403, 'access_token_expired']);

    const revoked = await invite(p.participant.cookie, a.id);
    const revokedSession = contributorCookieOf(await open(a.id, revoked.token))!;
    expect((await inject('GET', `/api/assignment/${a.id}`, revokedSession)).statusCode).toBe(200);
    const revoke = `/api/assignment/${a.id}/tokens/${revoked.invitation.id}`;
    expect((await inject('DELETE', revoke, p.trainer.cookie)).statusCode).toBe(403);
    expect((await inject('DELETE', revoke, p.participant.cookie)).statusCode).toBe(204);
    expect((await inject('GET', `/api/assignment/${a.id}`, revokedSession)).statusCode).toBe(401);
    expect(await code(await open(a.id, revoked.token))).toEqual([403, 'access_token_invalid']);

    // The session is only for its own assignment; a signed-in user who holds one stays themselves elsewhere.
    expect((await inject('GET', `/api/assignment/${other.id}`, session)).statusCode).toBe(401);
    const both = await inject('GET', `/api/assignment/${other.id}`, `${p.participant.cookie}; ${session}`);
    expect([both.statusCode, both.json().external]).toEqual([200, false]);

    // Handed in: the link and the session are refused.
    const late = await invite(p.participant.cookie, a.id);
    const submitted = await inject('POST', `/api/assignment/${a.id}/entries/${a.ownEntryId}`, p.participant.cookie, {
      formData: {},
      revision: 2,
      submit: true,
      assignedUsers: [p.trainer.user.id],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await code(await open(a.id, late.token))).toEqual([403, 'assignment_not_editable']);
    const afterSubmit = await inject('GET', `/api/assignment/${a.id}`, session);
    expect([afterSubmit.statusCode, afterSubmit.json().detail]).toEqual([403, 'assignment_not_editable']);
    const contributorEntry = (await db.select().from(entries).where(eq(entries.assignmentId, a.id))).find(
      (e) => e.accessTokenId !== null,
    )!;
    const save = await inject('POST', `/api/assignment/${a.id}/entries/${contributorEntry.id}`, session, {
      formData: { [p.fields.external.id]: 'te laat' },
      revision: 1,
    });
    expect(save.statusCode).toBe(403);
    const refusals = (await db.select().from(auditEvents).where(eq(auditEvents.type, 'contributor_access'))).filter(
      (e) => (e.data as { action: string }).action.startsWith('refused:'),
    );
    expect(refusals.length).toBeGreaterThanOrEqual(6);
    expect(t.logs.raw.some((line) => [first.token, expired.token, revoked.token].some((tk) => line.includes(tk)))).toBe(
      false,
    );
  });

  it('a random session cookie is nobody', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const res = await inject(
      'GET',
      `/api/assignment/${a.id}`,
      `portal_contributor=${randomBytes(32).toString('base64url')}`,
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('the PDF', () => {
  it('holds the answers, messages and participant; readable by those who may read the assignment', async () => {
    const p = await practical();
    const a = await createAssignment(p, {
      formData: { [p.fields.own.id]: 'Reanimatie op de afdeling' },
      messages: ['Graag feedback'],
    });
    const res = await inject('GET', `/api/assignment/${a.id}/pdf`, p.participant.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload, encoding: 'utf8' });
    for (const expected of ['KPB', 'Reanimatie op de afdeling', 'Graag feedback', 'Nog niet ingeleverd', 'Casus']) {
      expect(text).toContain(expected);
    }
    expect(
      (await inject('GET', `/api/assignment/${a.id}/pdf`, (await login(f.createParticipant)).cookie)).statusCode,
    ).toBe(404);
  });
});

describe('ETag and If-None-Match on the assignment page', () => {
  /** The page as `cookie` gets it, with `etag` as If-None-Match. */
  const page = (id: string, cookie: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/assignment/${id}`,
      headers: { cookie, ...(etag !== undefined && { 'if-none-match': etag }) },
    });
  /** The page's current tag for the caller (a full answer). */
  const tagOf = async (id: string, cookie: string) => {
    const res = await page(id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    return String(res.headers.etag);
  };
  /** The tag from before a write no longer matches: the full answer comes back with a new tag, which is answered. */
  const expectChanged = async (id: string, cookie: string, before: string) => {
    const res = await page(id, cookie, before);
    expect(res.statusCode, 'the write should have changed the tag').toBe(200);
    expect(res.json().id).toBe(id);
    expect(res.headers.etag).toBeDefined();
    expect(res.headers.etag).not.toBe(before);
    return String(res.headers.etag);
  };
  const expectUnchanged = async (id: string, cookie: string, tag: string) =>
    expect((await page(id, cookie, tag)).statusCode).toBe(304);

  it('answers 200 with a strong ETag, then 304 with no body, no-store both times; per caller', async () => {
    const p = await practical();
    const a = await createAssignment(p, { assignedUsers: [p.trainer.user.id] });
    const first = await page(a.id, p.participant.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    const again = await page(a.id, p.participant.cookie, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-store');
    // Staff get their own tag: the participant's is no use to them, nor to a stranger (404) or anyone signed out.
    const trainers = await tagOf(a.id, p.trainer.cookie);
    expect(trainers).not.toBe(tag);
    expect((await page(a.id, p.trainer.cookie, tag)).statusCode).toBe(200);
    expect((await page(a.id, (await login(f.createParticipant)).cookie, tag)).statusCode).toBe(404);
    expect((await inject('GET', `/api/assignment/${a.id}`, undefined)).statusCode).toBe(401);
    // An evaluator taken off: their old tag no longer matches, and the answer is 404.
    const evaluator = await login(f.createEducator);
    await db.insert(assignmentEvaluators).values({ assignmentId: a.id, userId: evaluator.user.id });
    const evaluators = await tagOf(a.id, evaluator.cookie);
    await db.delete(assignmentEvaluators).where(eq(assignmentEvaluators.userId, evaluator.user.id));
    expect((await page(a.id, evaluator.cookie, evaluators)).statusCode).toBe(404);
  });

  it('changes with the participant’s autosave, messages, evaluators and handing in; not with other assignments', async () => {
    const p = await practical();
    const a = await createAssignment(p, { formData: { [p.fields.own.id]: 'Eerste versie' } });
    const other = await createAssignment(p, { formData: { [p.fields.own.id]: 'Andere casus' } });
    const me = p.participant.cookie;
    let tag = await tagOf(a.id, me);
    const save = (id: string, entryId: string, text: string, revision: number, extra = {}) =>
      inject('POST', `/api/assignment/${id}/entries/${entryId}`, me, {
        formData: { [p.fields.own.id]: text },
        revision,
        autoSave: true,
        ...extra,
      });
    expect((await save(a.id, a.ownEntryId, 'Tweede versie', 2)).statusCode).toBe(200);
    tag = await expectChanged(a.id, me, tag);
    // Another assignment's later autosave changes nothing here.
    expect((await save(other.id, other.ownEntryId, 'Nog een versie', 2)).statusCode).toBe(200);
    await expectUnchanged(a.id, me, tag);

    const sent = await inject('POST', `/api/assignment/${a.id}/messages`, me, { content: 'Kun je meekijken?' });
    expect(sent.statusCode).toBe(201);
    tag = await expectChanged(a.id, me, tag);
    const edited = await inject('PUT', `/api/assignment/${a.id}/messages/${sent.json().id}`, me, { content: 'Nu?' });
    expect(edited.statusCode).toBe(200);
    tag = await expectChanged(a.id, me, tag);
    const chosen = await inject('POST', `/api/assignment/${a.id}/evaluators`, me, {
      evaluatorIds: [p.trainer.user.id],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    tag = await expectChanged(a.id, me, tag);
    const handedIn = await save(a.id, a.ownEntryId, 'Klaar', 3, {
      submit: true,
      autoSave: false,
      assignedUsers: [p.trainer.user.id],
    });
    expect(handedIn.statusCode, handedIn.body).toBe(200);
    const after = await page(a.id, me, tag);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ state: 'in_review', editable: false });
  });

  it('changes with writes by others: the evaluator’s assessment and message, a contributor, names, the form', async () => {
    const p = await practical();
    const a = await createAssignment(p, { assignedUsers: [p.trainer.user.id] });
    const me = p.participant.cookie;
    let tag = await tagOf(a.id, me);
    const trainersFirst = await tagOf(a.id, p.trainer.cookie);

    // An external contributor saves (their session gets no tag of its own).
    const { token } = await invite(me, a.id);
    const contributor = contributorCookieOf(await open(a.id, token))!;
    const theirs = await page(a.id, contributor);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).toBeUndefined();
    expect((await page(a.id, contributor, tag)).statusCode).toBe(200);
    tag = await expectChanged(a.id, me, tag); // the invitation and the contributor's entry
    const saved = await inject('POST', `/api/assignment/${a.id}/entries/${theirs.json().ownEntryId}`, contributor, {
      formData: { [p.fields.external.id]: 'Goed gedaan' },
      revision: 1,
      autoSave: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    tag = await expectChanged(a.id, me, tag);

    // Names shown on the page (the evaluator's) and the form's title and attachments.
    await db.update(users).set({ lastName: 'Hernoemd' }).where(eq(users.id, p.trainer.user.id));
    tag = await expectChanged(a.id, me, tag);
    await db.update(forms).set({ title: 'KPB (2027)' }).where(eq(forms.id, p.form.id));
    tag = await expectChanged(a.id, me, tag);
    await f.createFormAttachment(db, { formId: p.form.id });
    tag = await expectChanged(a.id, me, tag);
    // The education's staff lose a role: the evaluator options change.
    await db.update(users).set({ active: false }).where(eq(users.id, p.educator.user.id));
    tag = await expectChanged(a.id, me, tag);
    // Nothing shown: the participant signing in again.
    await signIn(t.app, p.participant.user.email);
    await expectUnchanged(a.id, me, tag);

    // The evaluator's own tag moved with all of that too; they write a message, then assess the work handed in.
    await expectChanged(a.id, p.trainer.cookie, trainersFirst);
    const reply = await inject('POST', `/api/assignment/${a.id}/messages`, p.trainer.cookie, { content: 'Ja.' });
    expect(reply.statusCode).toBe(201);
    tag = await expectChanged(a.id, me, tag);
    const handedIn = await inject('POST', `/api/assignment/${a.id}/entries/${a.ownEntryId}`, me, {
      formData: { [p.fields.own.id]: 'Casus' },
      revision: 1,
      submit: true,
      assignedUsers: [p.trainer.user.id],
    });
    expect(handedIn.statusCode, handedIn.body).toBe(200);
    tag = await expectChanged(a.id, me, tag);
    const trainers = await tagOf(a.id, p.trainer.cookie);
    const assessed = await inject('POST', `/api/educators/assignments/${a.id}`, p.trainer.cookie, {
      formData: { [p.fields.assessor.id]: 'Sterk' },
    });
    expect(assessed.statusCode, assessed.body).toBe(200);
    const mine = await page(a.id, me, tag);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      state: 'finished',
      evaluations: [expect.objectContaining({ id: expect.any(String) })],
    });
    await expectChanged(a.id, p.trainer.cookie, trainers);
  });

  it('gives no tag to an impersonation, which never gets a 304', async () => {
    const p = await practical();
    const a = await createAssignment(p);
    const tag = await tagOf(a.id, p.participant.cookie);
    const admin = await f.createAdmin(db);
    const secret = randomBytes(32).toString('base64url');
    await f.createSession(db, {
      userId: p.participant.user.id,
      secret,
      impersonatorId: admin.id,
      expiresAt: f.daysFromNow(1),
    });
    const res = await page(a.id, `portal_session=${secret}`, tag);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.json()._permissions.imitatingAdmin).toBe(true);
  });
});

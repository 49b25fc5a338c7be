import { randomBytes } from 'node:crypto';
import type { ApiKeyRole } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { auditEvents, mailOutbox, users } from '../../db/schema';

let t: TestApp;
let db: Db;
type Caller = { id: string; cookie: string } | null;
let admin: Caller;
let lister: Caller;
let teacher: Caller;
let participant: Caller;

const user = async (options: Parameters<typeof f.createUser>[1]) => {
  const row = await f.createUser(db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
  return { id: row.id, cookie: await signIn(t.app, row.email) };
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await user({ role: 'ROLE_ADMIN' });
  lister = await user({ role: 'ROLE_PROGRAM_ASSISTANT', permissions: ['LIST_USERS'] });
  teacher = await user({ role: 'ROLE_TEACHER' });
  participant = await user({ role: 'ROLE_PARTICIPANT' });
});
afterAll(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, caller: Caller, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
const paths = (res: { json: () => { violations?: { propertyPath: string }[] } }) =>
  (res.json().violations ?? []).map((v) => v.propertyPath);

describe('GET /api/users', () => {
  it('refuses anonymous (401), no LIST_USERS (403); lets LIST_USERS holders and admins list', async () => {
    expect((await call('GET', '/api/users', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/users', participant)).statusCode).toBe(403);
    expect((await call('GET', '/api/users', teacher)).statusCode).toBe(403);
    expect((await call('GET', '/api/users', lister)).statusCode).toBe(200);
    const res = await call('GET', '/api/users', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().perPage).toBe(10);
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|twoFactorSecret/);
  });

  it('filters by role, name, e-mail, AFAS id and active, searches every word and pages with itemsPerPage', async () => {
    const tag = `zq${randomBytes(3).toString('hex')}`;
    const a = await f.createParticipant(db, { lastName: `${tag}-Aalders`, firstName: 'Anna', afasId: `A${tag}` });
    const b = await f.createTeacher(db, { lastName: `${tag}-Bakker`, firstName: 'Bram', active: false });
    const c = await f.createUser(db, {
      roles: ['ROLE_TEACHER', 'ROLE_PRACTICAL_TRAINER'],
      lastName: `${tag}-Claes`,
      firstName: 'Cor',
      email: `${tag}.cor@test.nl`,
    });
    const ids = async (query: string) => {
      const res = await call('GET', `/api/users?${query}`, admin);
      expect(res.statusCode).toBe(200);
      return (res.json().items as { id: string }[]).map((item) => item.id);
    };
    expect(await ids(`query=${tag}`)).toEqual([a.id, b.id, c.id]);
    expect(await ids(`query=${tag}&filters[role]=ROLE_TEACHER`)).toEqual([b.id, c.id]);
    expect(await ids(`query=${tag}&filters[role]=ROLE_PARTICIPANT,ROLE_PRACTICAL_TRAINER`)).toEqual([a.id, c.id]);
    expect(await ids(`filters[name]=${tag}-Bak`)).toEqual([b.id]);
    expect(await ids(`filters[name]=Anna ${tag}`)).toEqual([a.id]);
    expect(await ids(`filters[email]=${tag}.cor`)).toEqual([c.id]);
    expect(await ids(`filters[afasId]=A${tag}`)).toEqual([a.id]);
    expect(await ids(`query=${tag}&filters[active]=false`)).toEqual([b.id]);
    expect(await ids(`query=${tag} Cor`)).toEqual([c.id]);
    expect(await ids(`query=${tag}&order[name]=desc`)).toEqual([c.id, b.id, a.id]);
    const page = await call('GET', `/api/users?query=${tag}&itemsPerPage=2&page=2`, admin);
    expect(page.json()).toMatchObject({ totalItems: 3, perPage: 2, items: [{ id: c.id }] });
    expect(page.json().items[0]).toEqual({
      id: c.id,
      email: `${tag}.cor@test.nl`,
      fullName: `Cor ${tag}-Claes`,
      fullNameLastNameFirst: `${tag}-Claes, Cor`,
      afasId: null,
      roles: ['ROLE_TEACHER', 'ROLE_PRACTICAL_TRAINER'],
      active: true,
      educations: [],
    });
    // A search text is matched literally: % and _ are no wildcards.
    expect(await ids(`query=${tag}%25`)).toEqual([]);
  });

  it("carries each person's educations (for the education menu), further education last", async () => {
    const tag = `ed${randomBytes(3).toString('hex')}`;
    const anna = await f.createParticipant(db, { lastName: `${tag}-Aalders`, firstName: 'Anna' });
    const bram = await f.createParticipant(db, { lastName: `${tag}-Bakker`, firstName: 'Bram' });
    const further = await f.createEducation(db, {
      userId: anna.id,
      name: 'Bij- en nascholing',
      furtherEducation: true,
    });
    const ha = await f.createEducation(db, { userId: anna.id, name: 'Huisartsgeneeskunde' });
    const ag = await f.createEducation(db, { userId: anna.id, name: 'Arts Maatschappij en Gezondheid' });
    // Someone else's education is not hers.
    await f.createEducation(db, { name: `${tag} elders` });
    const res = await call('GET', `/api/users?query=${tag}`, lister);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: string; educations: unknown[] }[];
    expect(items.map((item) => item.id)).toEqual([anna.id, bram.id]);
    expect(items[0]!.educations).toEqual([
      { id: ag.id, name: 'Arts Maatschappij en Gezondheid', furtherEducation: false },
      { id: ha.id, name: 'Huisartsgeneeskunde', furtherEducation: false },
      { id: further.id, name: 'Bij- en nascholing', furtherEducation: true },
    ]);
    expect(items[1]!.educations).toEqual([]);
  });

  it('answers 400 with violations for an unknown filter, role or order field, and a bad page size', async () => {
    const unknown = await call('GET', '/api/users?filters[password]=x&order[passwordHash]=asc', admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('validation_failed');
    expect(paths(unknown).sort()).toEqual(['filters[password]', 'order[passwordHash]']);
    const values = await call('GET', '/api/users?filters[role]=ROLE_KING&itemsPerPage=0&filters[active]=ja', admin);
    expect(values.statusCode).toBe(400);
    expect(paths(values).sort()).toEqual(['filters[active]', 'filters[role][0]', 'itemsPerPage']);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user to LIST_USERS holders; 401, 403, 404 and 400 otherwise', async () => {
    const target = await f.createParticipant(db);
    expect((await call('GET', `/api/users/${target.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${target.id}`, teacher)).statusCode).toBe(403);
    const res = await call('GET', `/api/users/${target.id}`, lister);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, afasId: target.afasId, roles: ['ROLE_PARTICIPANT'] });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await call('GET', `/api/users/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    const bad = await call('GET', '/api/users/not-a-uuid', admin);
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['id']);
  });
});

describe('PUT /api/users/{id}/roles', () => {
  it('is for admins only: 401 anonymous, 403 for a LIST_USERS holder, nothing changes', async () => {
    const target = await f.createParticipant(db);
    expect((await call('PUT', `/api/users/${target.id}/roles`, null, { roles: ['ROLE_ADMIN'] })).statusCode).toBe(401);
    expect((await call('PUT', `/api/users/${target.id}/roles`, lister, { roles: ['ROLE_ADMIN'] })).statusCode).toBe(
      403,
    );
    const [row] = await db.select().from(users).where(eq(users.id, target.id));
    expect(row!.roles).toEqual(['ROLE_PARTICIPANT']);
  });

  it('replaces the roles, audits before and after, and the change takes effect at once', async () => {
    const target = await f.createParticipant(db);
    const res = await call('PUT', `/api/users/${target.id}/roles`, admin, {
      roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER', 'ROLE_TEACHER'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['ROLE_PARTICIPANT', 'ROLE_TEACHER']);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, target.id), eq(auditEvents.type, 'roles_changed')));
    expect(event).toMatchObject({
      actorId: admin!.id,
      data: { before: ['ROLE_PARTICIPANT'], after: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'] },
    });
  });

  it('answers 400 for an unknown role, 404 for an unknown user, 409 when an admin drops their own admin role', async () => {
    const target = await f.createParticipant(db);
    const bad = await call('PUT', `/api/users/${target.id}/roles`, admin, { roles: ['ROLE_KING'] });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['roles[0]']);
    expect((await call('PUT', `/api/users/${target.id}/roles`, admin, {})).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/users/${crypto.randomUUID()}/roles`, admin, { roles: ['ROLE_TEACHER'] })).statusCode,
    ).toBe(404);
    const own = await call('PUT', `/api/users/${admin!.id}/roles`, admin, { roles: ['ROLE_TEACHER'] });
    expect(own.statusCode).toBe(409);
    expect(own.json().detail).toBe('own_admin_role');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('is for admins only', async () => {
    const target = await f.createUser(db);
    expect((await call('DELETE', `/api/users/${target.id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/${target.id}`, lister)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/users/nope', admin)).statusCode).toBe(400);
    expect(await db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
  });

  it('refuses a participant with training records (409 with counts) and keeps everything', async () => {
    const education = await f.createEducation(db);
    const res = await call('DELETE', `/api/users/${education.userId}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'user_has_training_records',
      records: { educations: 1, assignments: 0, evaluations: 0, enrolments: 0, presence: 0, certificates: 0 },
    });
    expect(await db.select().from(users).where(eq(users.id, education.userId))).toHaveLength(1);
  });

  it('refuses an evaluator who gave evaluations, and oneself', async () => {
    const evaluator = await f.createEducator(db);
    await f.createEvaluation(db, { evaluatorId: evaluator.id });
    const res = await call('DELETE', `/api/users/${evaluator.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().records.evaluations).toBe(1);
    const self = await call('DELETE', `/api/users/${admin!.id}`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe('cannot_delete_self');
  });

  it('deletes a user without records, ends their sessions, and audits who was deleted', async () => {
    const target = await user({ role: 'ROLE_TEACHER', afasId: `D${randomBytes(3).toString('hex')}` });
    expect((await call('GET', '/api/users/account', target)).statusCode).toBe(200);
    const res = await call('DELETE', `/api/users/${target.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, target.id))).toHaveLength(0);
    expect((await call('GET', '/api/users/account', target)).statusCode).toBe(401);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'user_deleted'), sql`${auditEvents.data}->>'deletedUserId' = ${target.id}`));
    expect(event).toMatchObject({ userId: null, actorId: admin!.id, data: { roles: ['ROLE_TEACHER'] } });
    expect((await call('DELETE', `/api/users/${target.id}`, admin)).statusCode).toBe(404);
  });
});

describe('GET /api/users/search', () => {
  it('is for staff and LIST_USERS holders; needs 3 characters; finds active users by every word', async () => {
    const tag = `sq${randomBytes(3).toString('hex')}`;
    const a = await f.createEducator(db, { lastName: `${tag}-Jansen`, firstName: 'Els' });
    await f.createEducator(db, { lastName: `${tag}-Inactief`, active: false });
    const p = await f.createParticipant(db, { lastName: `${tag}-Pieters` });
    expect((await call('GET', `/api/users/search?query=${tag}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/search?query=${tag}`, participant)).statusCode).toBe(403);
    const short = await call('GET', '/api/users/search?query=ab', teacher);
    expect(short.statusCode).toBe(400);
    expect(short.json().violations).toEqual([{ propertyPath: 'query', detail: 'validation.minLength:3' }]);
    const res = await call('GET', `/api/users/search?query=${tag}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([a.id, p.id]);
    const educators = await call('GET', `/api/users/search?query=${tag} els&roles=ROLE_EDUCATOR`, lister);
    expect(educators.json().items).toEqual([expect.objectContaining({ id: a.id, fullName: `Els ${tag}-Jansen` })]);
    expect((await call('GET', `/api/users/search?query=${tag}&limit=10001`, admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/users/search?query=${tag}&limit=1`, admin)).json().items).toHaveLength(1);
  });
});

describe('GET /api/event_logs?type=login', () => {
  it('lists a user’s logins, newest first, for LIST_USERS holders', async () => {
    const target = await user({ role: 'ROLE_PARTICIPANT' });
    const url = `/api/event_logs?type=login&user=${target.id}`;
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, participant)).statusCode).toBe(403);
    const res = await call('GET', url, lister);
    expect(res.statusCode).toBe(200);
    expect(res.json()['hydra:totalItems']).toBe(1);
    expect(res.json()['hydra:member'][0]).toEqual({ id: expect.any(String), created: expect.any(String) });
    const bad = await call('GET', '/api/event_logs?type=logout&user=x', admin);
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['type', 'user']);
  });
});

describe('POST /api/machine/users', () => {
  const keyWith = async (roles: ApiKeyRole[]) => {
    const value = `opk_${randomBytes(32).toString('base64url')}`;
    await f.createApiKey(db, { key: value, roles });
    return value;
  };
  let key: string;
  beforeAll(async () => {
    key = await keyWith(['ROLE_REGISTER_USERS']);
  });
  const register = (payload: unknown, headers: Record<string, string> = { 'x-api-key': key }) =>
    t.app.inject({ method: 'POST', url: '/api/machine/users', headers, payload: payload as object });
  const person = (tag: string) => ({
    email: `${tag}@nieuw.nl`,
    firstName: 'Nieuwe',
    insertion: 'van',
    lastName: 'Deelnemer',
    afasId: tag.slice(0, 7).toUpperCase(),
    roles: ['ROLE_PARTICIPANT'],
  });

  it('needs an API key with ROLE_REGISTER_USERS; a signed-in admin is not one', async () => {
    const body = person(`r${randomBytes(3).toString('hex')}`);
    expect((await register(body, {})).statusCode).toBe(401);
    expect((await register(body, { 'x-api-key': await keyWith(['ROLE_SYNCHRONIZE_AFAS']) })).statusCode).toBe(403);
    expect((await call('POST', '/api/machine/users', admin, body)).statusCode).toBe(401);
  });

  it('creates an inactive account and mails its activation link; a repeat answers the same account', async () => {
    const body = person(`r${randomBytes(3).toString('hex')}`);
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), created: true, active: false, roles: ['ROLE_PARTICIPANT'] });
    const id = res.json().id as string;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.userId, id));
    expect(mails.map((m) => m.template)).toEqual(['activation']);
    const again = await register({ ...body, email: body.email.toUpperCase(), roles: ['ROLE_TEACHER'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      id,
      created: false,
      active: false,
      roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'],
    });
    const byAfas = await register({ ...body, email: `ander-${body.email}` });
    expect(byAfas.json()).toMatchObject({ id, created: false });
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.userId, id))).toHaveLength(1);
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, id), eq(auditEvents.type, 'user_registered')));
    expect(event?.actorId).toBeNull();
  });

  it('registers a burst of the same person once', async () => {
    const body = person(`r${randomBytes(3).toString('hex')}`);
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });

  it('refuses an e-mail address and AFAS id of two different people (409), and bad input (400)', async () => {
    const one = await f.createParticipant(db);
    const other = await f.createParticipant(db);
    const res = await register({ ...person('x'), email: one.email, afasId: other.afasId });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('registration_mismatch');
    const bad = await register({ email: 'geen-adres', firstName: '', lastName: 'x'.repeat(81), roles: ['ROLE_ADMIN'] });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['email', 'firstName', 'lastName', 'roles[0]']);
  });
});

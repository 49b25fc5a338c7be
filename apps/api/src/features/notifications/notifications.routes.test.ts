import { randomBytes } from 'node:crypto';
import type { ApiKeyRole } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, type CreateUser } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

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

/** A new user made by the factory, signed in through the real login call. */
const signedIn = (create: Create = f.createParticipant) => signedInUser(t, create);

/** An enabled API key with the given roles, as a client sends it. */
async function apiKey(roles: ApiKeyRole[]) {
  const key = `opk_${randomBytes(32).toString('base64url')}`;
  await f.createApiKey(db, { key, roles });
  return key;
}

const unknownId = '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';

const calls = (headers: Record<string, string>, id = unknownId) =>
  Promise.all([
    t.app.inject({ method: 'GET', url: '/api/notifications', headers }),
    t.app.inject({ method: 'GET', url: '/api/notifications/unread', headers }),
    t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: { id } }),
    t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-as-read', headers }),
  ]);

describe('who may use the notification centre', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await calls({})).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('refuses an API key, even one that may create notifications, with 401: the centre is a person’s', async () => {
    const key = await apiKey(['ROLE_CREATE_NOTIFICATIONS', 'ROLE_SYNCHRONIZE_AFAS', 'ROLE_REGISTER_USERS']);
    expect((await calls({ 'x-api-key': key })).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it.each([
    ['participant', f.createParticipant],
    ['teacher', f.createTeacher],
    ['e-learning user', f.createELearningUser],
    ['admin', f.createAdmin],
  ] as const)('lets a signed-in %s use it; the answers are never cached', async (_name, create) => {
    const { user, cookie } = await signedIn(create);
    const mine = await f.createNotification(db, { userId: user.id });
    const answers = await calls({ cookie }, mine.id);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const r of answers) expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/notifications', () => {
  it('lists only the caller’s own notifications, newest first, with every field of the contract', async () => {
    const { user, cookie } = await signedIn();
    const other = await f.createParticipant(db);
    const issue = await f.createSyncIssue(db);
    const assignment = await f.createAssignment(db, { userId: user.id });
    const old = await f.createNotification(db, { userId: user.id, createdAt: f.daysFromNow(-3) });
    const newest = await f.createNotification(db, {
      userId: user.id,
      type: 'AssignmentEvaluated',
      message: '<p>Je opdracht is <strong>beoordeeld</strong>.</p>',
      assignmentId: assignment.id,
      issueId: issue.id,
      contextUrl: `/onderwijs/opdracht/${assignment.id}/bekijken`,
      readAt: f.daysFromNow(-1),
      createdAt: f.daysFromNow(-1),
    });
    await f.createNotification(db, { userId: other.id });

    const res = await t.app.inject({ url: '/api/notifications', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: newest.id,
          type: 'AssignmentEvaluated',
          message: '<p>Je opdracht is <strong>beoordeeld</strong>.</p>',
          read: true,
          created: newest.createdAt.toISOString(),
          references: {
            assignmentId: assignment.id,
            issueId: issue.id,
            contexturl: `/onderwijs/opdracht/${assignment.id}/bekijken`,
          },
        },
        {
          id: old.id,
          type: 'AssignmentMessage',
          message: old.message,
          read: false,
          created: old.createdAt.toISOString(),
          references: { assignmentId: null, issueId: null, contexturl: '/opdrachten' },
        },
      ],
      totalItems: 2,
      perPage: 10,
    });
  });

  it('pages with page and perPage, the total on every page', async () => {
    const { user, cookie } = await signedIn();
    const made = [];
    for (let i = 0; i < 13; i++) {
      made.push(await f.createNotification(db, { userId: user.id, createdAt: f.daysFromNow(-i) }));
    }
    const page = async (search: string) =>
      (await t.app.inject({ url: `/api/notifications?${search}`, headers: { cookie } })).json();
    const first = await page('');
    expect(first.items.map((n: { id: string }) => n.id)).toEqual(made.slice(0, 10).map((n) => n.id));
    expect(first).toMatchObject({ totalItems: 13, perPage: 10 });
    const second = await page('page=2');
    expect(second.items.map((n: { id: string }) => n.id)).toEqual(made.slice(10).map((n) => n.id));
    expect(second.totalItems).toBe(13);
    const small = await page('page=3&perPage=5');
    expect(small.items.map((n: { id: string }) => n.id)).toEqual(made.slice(10).map((n) => n.id));
    expect(small).toMatchObject({ totalItems: 13, perPage: 5 });
    expect(await page('page=9')).toEqual({ items: [], totalItems: 13, perPage: 10 });
  });

  it.each([
    ['filters[type]=AssignmentMessage', 'filters[type]'],
    ['order[created]=desc', 'order[created]'],
    ['perPage=101', 'perPage'],
    ['page=0', 'page'],
  ])('answers %s with 400 and a violation', async (search, propertyPath) => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({ url: `/api/notifications?${search}`, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath }] });
  });
});

describe('GET /api/notifications/unread', () => {
  it('counts the caller’s own unread notifications only', async () => {
    const { user, cookie } = await signedIn();
    const other = await f.createParticipant(db);
    for (let i = 0; i < 3; i++) await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: user.id, readAt: new Date() });
    await f.createNotification(db, { userId: other.id });
    const res = await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalItems: 3 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('costs one database round trip: the session lookup brings the count along', async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < 2; i++) await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: user.id, readAt: new Date() });
    // The first poll may touch the session's last-seen time; count the statements of the next one.
    expect((await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } })).json()).toEqual({
      totalItems: 2,
    });
    const statements =
      t.database.kind === 'pglite' ? vi.spyOn(t.database.client, 'query') : vi.spyOn(pg.Pool.prototype, 'query');
    try {
      const res = await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } });
      expect(res.json()).toEqual({ totalItems: 2 });
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });

  it('answers 0 for a user without notifications', async () => {
    const { cookie } = await signedIn(f.createTeacher);
    expect((await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } })).json()).toEqual({
      totalItems: 0,
    });
  });
});

describe('POST /api/notifications/read', () => {
  const read = (cookie: string, id: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: { cookie }, payload: { id } });
  const readAtOf = async (id: string) =>
    (await db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0]?.readAt;

  it('marks the caller’s own notification read and answers it; reading again keeps the first time', async () => {
    const { user, cookie } = await signedIn();
    const mine = await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: user.id });
    const res = await read(cookie, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, read: true, message: mine.message });
    const first = await readAtOf(mine.id);
    expect(first).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } })).json()).toEqual({
      totalItems: 1,
    });
    expect((await read(cookie, mine.id)).statusCode).toBe(200);
    expect(await readAtOf(mine.id)).toEqual(first);
  });

  it('answers 404 for another user’s notification and leaves it unread; 404 for an unknown one', async () => {
    const { cookie } = await signedIn();
    const theirs = await f.createNotification(db);
    const res = await read(cookie, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'not_found' });
    expect(await readAtOf(theirs.id)).toBeNull();
    expect((await read(cookie, unknownId)).statusCode).toBe(404);
  });

  it('answers 400 with a violation for a missing or malformed id', async () => {
    const { cookie } = await signedIn();
    for (const id of [undefined, 'abc', 12]) {
      const res = await read(cookie, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'id' }] });
    }
  });

  it('refuses a request from another site (403), leaving the notification unread', async () => {
    const { user, cookie } = await signedIn();
    const mine = await f.createNotification(db, { userId: user.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: { id: mine.id },
    });
    expect(res.statusCode).toBe(403);
    expect(await readAtOf(mine.id)).toBeNull();
  });
});

describe('POST /api/notifications/mark-all-as-read', () => {
  it('marks every notification of the caller read, and nobody else’s; answers the count left', async () => {
    const { user, cookie } = await signedIn();
    const other = await f.createParticipant(db);
    const earlier = f.daysFromNow(-5);
    const alreadyRead = await f.createNotification(db, { userId: user.id, readAt: earlier });
    for (let i = 0; i < 4; i++) await f.createNotification(db, { userId: user.id });
    const theirs = await f.createNotification(db, { userId: other.id });

    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-as-read', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalItems: 0 });
    const rows = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    expect(rows.find((row) => row.id === alreadyRead.id)?.readAt).toEqual(earlier);
    const [their] = await db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(their?.readAt).toBeNull();
    expect((await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } })).json()).toEqual({
      totalItems: 0,
    });
  });
});

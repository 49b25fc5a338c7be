import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, type CreateUser } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { createSecretBox } from '../../lib/secret-box';

const config = testConfig();
const box = createSecretBox(config.sessionSecret);

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ config });
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

type Create = CreateUser;

const signedIn = (create: Create = f.createPracticalTrainer) => signedInUser(t, create);

/** An invitation as the assignments area makes it: the token hashed for lookup and sealed for the invitee's list. */
async function invite(email: string, overrides: Parameters<typeof f.createAccessToken>[1] = {}) {
  const token = randomBytes(32).toString('base64url');
  const row = await f.createAccessToken(db, { email, token, tokenCiphertext: box.seal(token), ...overrides });
  return { row, token };
}

const get = async (cookie: string, search = '') =>
  t.app.inject({ url: `/api/my-contribution-requests?${search}`, headers: { cookie } });
const ids = async (cookie: string, search = '') =>
  ((await get(cookie, search)).json().items as { id: string }[]).map((item) => item.id);

describe('who may list contribution requests', () => {
  it('refuses anonymous callers and API keys with 401', async () => {
    expect((await t.app.inject('/api/my-contribution-requests')).statusCode).toBe(401);
    const key = `opk_${randomBytes(32).toString('base64url')}`;
    await f.createApiKey(db, { key, roles: ['ROLE_CREATE_NOTIFICATIONS'] });
    const res = await t.app.inject({ url: '/api/my-contribution-requests', headers: { 'x-api-key': key } });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['practical trainer', f.createPracticalTrainer],
    ['participant', f.createParticipant],
    ['external contributor', f.createExternal],
  ] as const)('lets a signed-in %s list their own; never cached', async (_name, create) => {
    const { cookie } = await signedIn(create);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], totalItems: 0, perPage: 10 });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/my-contribution-requests', () => {
  it('lists only the invitations sent to the caller’s address (without case), newest first, with the link token', async () => {
    const { user, cookie } = await signedIn();
    const participant = await f.createParticipant(db, { firstName: 'Sanne', insertion: 'van', lastName: 'Dijk' });
    const assignment = await f.createAssignment(db, { userId: participant.id, name: 'KPB: valanalyse' });
    const older = await invite(user.email.toUpperCase(), {
      assignmentId: assignment.id,
      status: 'used',
      createdAt: f.daysFromNow(-3),
      usedAt: f.daysFromNow(-2),
    });
    const newer = await invite(user.email, { createdAt: f.daysFromNow(-1) });
    await invite(f.uniqueEmail('ander'));
    await invite(user.email, { revokedAt: new Date() });

    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(2);
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([newer.row.id, older.row.id]);
    expect(body.items[1]).toEqual({
      id: older.row.id,
      created: older.row.createdAt.toISOString(),
      token: older.token,
      assignment: { id: assignment.id, name: 'KPB: valanalyse', user: { fullName: 'Sanne van Dijk' } },
      status: 'used',
    });
    expect(body.items[0]).toMatchObject({ token: newer.token, status: 'new' });
  });

  it('never shows another user the caller’s invitations', async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const invitation = await invite(mine.user.email);
    expect(await ids(mine.cookie)).toEqual([invitation.row.id]);
    expect(await ids(theirs.cookie)).toEqual([]);
  });

  it('shows a token it cannot open as null rather than failing the list', async () => {
    const { user, cookie } = await signedIn();
    const row = await f.createAccessToken(db, { email: user.email, tokenCiphertext: 'pending:abc' });
    const [item] = (await get(cookie)).json().items;
    expect(item).toMatchObject({ id: row.id, token: null });
  });

  it('filters by status, as the badge does, and refuses other statuses and filters', async () => {
    const { user, cookie } = await signedIn();
    const fresh = await invite(user.email);
    const used = await invite(user.email, { status: 'used' });
    const badge = await get(cookie, 'filters[statuses]=new');
    expect(badge.json()).toMatchObject({ totalItems: 1 });
    expect(await ids(cookie, 'filters[statuses]=new')).toEqual([fresh.row.id]);
    expect(await ids(cookie, 'filters[statuses]=used')).toEqual([used.row.id]);
    expect((await get(cookie, 'filters[statuses]=new,used')).json().totalItems).toBe(2);
    for (const [search, propertyPath] of [
      ['filters[statuses]=new,revoked', 'filters[statuses][1]'],
      ['filters[email]=x@example.nl', 'filters[email]'],
      ['order[token]=asc', 'order[token]'],
    ]) {
      const res = await get(cookie, search);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath }] });
    }
  });

  it('searches assignment and participant names, sorts by the allowed columns and pages', async () => {
    const { user, cookie } = await signedIn();
    const made = [];
    for (const [name, lastName] of [
      ['Casus C', 'Bakker'],
      ['Casus A', 'Jansen'],
      ['Casus B', 'Visser'],
    ] as const) {
      const participant = await f.createParticipant(db, { lastName });
      const assignment = await f.createAssignment(db, { userId: participant.id, name });
      made.push((await invite(user.email, { assignmentId: assignment.id })).row);
    }
    expect(await ids(cookie, 'order[assignmentName]=asc')).toEqual([made[1]!.id, made[2]!.id, made[0]!.id]);
    expect(await ids(cookie, 'order[participantName]=desc')).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    expect(await ids(cookie, 'query=jansen')).toEqual([made[1]!.id]);
    expect(await ids(cookie, 'query=casus%20visser')).toEqual([made[2]!.id]);
    const second = (await get(cookie, 'order[assignmentName]=asc&perPage=2&page=2')).json();
    expect(second).toMatchObject({ totalItems: 3, perPage: 2 });
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([made[0]!.id]);
  });
});

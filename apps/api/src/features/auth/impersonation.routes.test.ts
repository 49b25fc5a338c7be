import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';

const PASSWORD = 'Geheim!2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return cookieOf(res)!;
}
const imitate = (cookie: string | undefined, who: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/imitate?_switch_user=${who}`, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const staff = { password: PASSWORD, twoFactorExempt: true };

describe('GET /api/imitate', () => {
  it('lets an admin take over a participant and stop again, with a new session each time and audit lines', async () => {
    const admin = await f.createAdmin(t.database.db, staff);
    const participant = await f.createParticipant(t.database.db);
    const adminCookie = await signIn(admin.email);

    const started = await imitate(adminCookie, participant.id, { 'sec-fetch-site': 'same-origin' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ id: participant.id, isImitating: true, isImitatingAdmin: true });
    const asParticipant = cookieOf(started)!;
    expect(asParticipant).not.toBe(adminCookie);
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: adminCookie } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/users/account', headers: { cookie: asParticipant } })).json(),
    ).toMatchObject({ id: participant.id, isImitating: true, isImitatingAdmin: true });

    const stopped = await imitate(asParticipant, '_exit');
    expect(stopped.json()).toMatchObject({ id: admin.id, isImitating: false });
    const back = cookieOf(stopped)!;
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: back } })).json()).toMatchObject({
      id: admin.id,
    });

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, participant.id), eq(auditEvents.actorId, admin.id)));
    expect(events.map((e) => e.type).sort()).toEqual(['impersonation_started', 'impersonation_stopped']);
    expect(events.every((e) => e.ip !== null)).toBe(true);
  });

  it('lets a holder of IMITATE_USER take over a participant, but never an admin', async () => {
    const assistant = await f.createProgramAssistant(t.database.db, { ...staff, permissions: ['IMITATE_USER'] });
    const participant = await f.createParticipant(t.database.db);
    const admin = await f.createAdmin(t.database.db);
    const cookie = await signIn(assistant.email);
    expect((await imitate(cookie, admin.id)).statusCode).toBe(403);
    const started = await imitate(cookie, participant.id);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ isImitating: true, isImitatingAdmin: false });
    const account = await t.app.inject({ url: '/api/users/account', headers: { cookie: cookieOf(started)! } });
    expect(account.json()).toMatchObject({ id: participant.id, isImitating: true, isImitatingAdmin: false });
  });

  it('refuses users without the permission, anonymous callers, chains, oneself and unknown users', async () => {
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const other = await f.createParticipant(t.database.db);
    expect((await imitate(undefined, other.id)).statusCode).toBe(401);
    expect((await imitate(await signIn(participant.email), other.id)).statusCode).toBe(403);

    const admin = await f.createAdmin(t.database.db, staff);
    const otherAdmin = await f.createAdmin(t.database.db);
    const cookie = await signIn(admin.email);
    expect((await imitate(cookie, admin.id)).statusCode).toBe(409);
    expect((await imitate(cookie, '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a')).statusCode).toBe(404);
    expect((await imitate(cookie, '_exit')).statusCode).toBe(409);
    const asOtherAdmin = cookieOf(await imitate(cookie, otherAdmin.id))!;
    expect((await imitate(asOtherAdmin, other.id)).statusCode).toBe(409);
  });

  it('is refused when another site triggers it', async () => {
    const admin = await f.createAdmin(t.database.db, staff);
    const participant = await f.createParticipant(t.database.db);
    const res = await imitate(await signIn(admin.email), participant.id, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'cross_site_request' });
  });
});

describe('GET /api/roles and GET /api/event_logs', () => {
  it('lists the roles with their Dutch labels to signed-in users', async () => {
    expect((await t.app.inject('/api/roles')).statusCode).toBe(401);
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const res = await t.app.inject({ url: '/api/roles', headers: { cookie: await signIn(user.email) } });
    expect(res.json().items).toContainEqual({ role: 'ROLE_INSTITUTE_EDUCATOR', label: 'Opleidingsportaal opleider' });
    expect(res.json().items).toContainEqual({ role: 'ROLE_PARTICIPANT', label: 'Deelnemer' });
  });

  it('lists a user’s login events to holders of LIST_USERS only', async () => {
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const own = await signIn(participant.email);
    await signIn(participant.email);
    const url = `/api/event_logs?type=login&user=${participant.id}`;
    expect((await t.app.inject({ url, headers: { cookie: own } })).statusCode).toBe(403);
    const assistant = await f.createProgramAssistant(t.database.db, { ...staff, permissions: ['LIST_USERS'] });
    const res = await t.app.inject({ url, headers: { cookie: await signIn(assistant.email) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()['hydra:totalItems']).toBe(2);
    expect(res.json()['hydra:member'][0]).toEqual({ id: expect.any(String), created: expect.any(String) });
  });
});

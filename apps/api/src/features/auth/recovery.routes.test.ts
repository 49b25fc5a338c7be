import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';

const PASSWORD = 'Geheim!2026';
const NEW_PASSWORD = 'Fietsenmaker7(';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ devMailbox: true, mailTransport: null });
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });
const login = (email: string, password = PASSWORD) => post('/api/login', { email, password });

/** The token of the newest mail to this address whose link goes to `path`. */
async function mailedToken(to: string, path: string): Promise<string | undefined> {
  const { items } = (await t.app.inject('/api/dev/mails')).json() as { items: { id: string; to: string }[] };
  for (const item of items.filter((m) => m.to === to)) {
    const { text } = (await t.app.inject(`/api/dev/mails/${item.id}`)).json() as { text: string };
    const match = new RegExp(`${path.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (match) return match[1];
  }
  return undefined;
}

describe('activation', () => {
  it('mails a link only to an inactive account, answering the same for everyone', async () => {
    const inactive = await f.createParticipant(t.database.db, { active: false });
    const active = await f.createParticipant(t.database.db);
    for (const email of [inactive.email, active.email, 'niemand@example.nl']) {
      expect((await post('/api/users/send-activation-link', { email })).json()).toEqual({ accepted: true });
    }
    expect(await mailedToken(inactive.email, '/activeren')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailedToken(active.email, '/activeren')).toBeUndefined();
  });

  it('activates with the token and a good password, signs in, and works once', async () => {
    const user = await f.createParticipant(t.database.db, { active: false });
    await post('/api/users/send-activation-link', { email: user.email });
    const token = (await mailedToken(user.email, '/activeren'))!;

    const weak = await post('/api/users/activate', { token, password: 'kort' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toBe('validation_failed');
    const common = await post('/api/users/activate', { token, password: 'Welkom01!' });
    expect(common.json()).toEqual({
      detail: 'invalid_password',
      violations: [{ propertyPath: 'password', detail: 'validation.passwordCommon' }],
    });
    expect((await post('/api/users/activate', { token: 'x'.repeat(43), password: NEW_PASSWORD })).json()).toEqual({
      detail: 'invalid_token',
    });

    const ok = await post('/api/users/activate', { token, password: NEW_PASSWORD });
    expect(ok.json()).toEqual({ '2fa_complete': true, email: user.email, auth_method: 'none' });
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: cookieOf(ok)! } })).statusCode).toBe(
      200,
    );
    expect((await post('/api/users/activate', { token, password: NEW_PASSWORD })).json()).toEqual({
      detail: 'invalid_token',
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('leads staff who must use two-factor to its configuration', async () => {
    const teacher = await f.createTeacher(t.database.db, { active: false });
    await post('/api/users/send-activation-link', { email: teacher.email });
    const token = (await mailedToken(teacher.email, '/activeren'))!;
    const res = await post('/api/users/activate', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: '2fa_configuration_required' });
  });
});

describe('forgotten password', () => {
  it('mails a reset link; the reset ends all sessions, lifts a lockout and works once', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const oldSession = cookieOf(await login(user.email))!;
    for (let i = 0; i < 5; i++) await login(user.email, 'Fout!2026x');
    expect((await login(user.email)).statusCode).toBe(429);

    expect((await post('/api/forgot-password', { email: 'niemand@example.nl' })).json()).toEqual({ accepted: true });
    expect((await post('/api/forgot-password', { email: user.email.toUpperCase() })).json()).toEqual({
      accepted: true,
    });
    const token = (await mailedToken(user.email, '/wachtwoord-vergeten'))!;
    expect(token).toBeDefined();

    expect((await post('/api/change-password', { token, password: NEW_PASSWORD })).json()).toEqual({ accepted: true });
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await post('/api/change-password', { token, password: 'Nog-een-ander9!' })).json()).toEqual({
      detail: 'invalid_token',
    });
  });
});

describe('POST /api/users/{id}/change-password', () => {
  it('needs the old password for one’s own, ends the other sessions and keeps this one', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const other = cookieOf(await login(user.email))!;
    const mine = cookieOf(await login(user.email))!;
    const url = `/api/users/${user.id}/change-password`;
    expect((await post(url, { oldPassword: 'Fout!2026x', password: NEW_PASSWORD }, mine)).json()).toEqual({
      detail: 'old_password_incorrect',
    });
    expect((await post(url, { oldPassword: PASSWORD, password: 'Password1!' }, mine)).json()).toMatchObject({
      detail: 'invalid_password',
    });
    const ok = await post(url, { oldPassword: PASSWORD, password: NEW_PASSWORD }, mine);
    expect(ok.json()).toEqual({ accepted: true });
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: cookieOf(ok)! } })).statusCode).toBe(
      200,
    );
  });

  it('lets an admin set another user’s password without the old one; refuses others and anonymous callers', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const url = `/api/users/${user.id}/change-password`;
    expect((await post(url, { password: NEW_PASSWORD })).statusCode).toBe(401);
    const stranger = await f.createParticipant(t.database.db, { password: PASSWORD });
    expect((await post(url, { password: NEW_PASSWORD }, cookieOf(await login(stranger.email)))).statusCode).toBe(403);
    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const adminCookie = cookieOf(await login(admin.email))!;
    expect((await post(url, { password: NEW_PASSWORD }, adminCookie)).json()).toEqual({ accepted: true });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("an admin's own password", () => {
  it('changes without the old password (spec 3: not required for admin); a wrong one given is still refused', async () => {
    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const cookie = cookieOf(await login(admin.email))!;
    const url = `/api/users/${admin.id}/change-password`;
    expect((await post(url, { oldPassword: 'Fout!2026x', password: NEW_PASSWORD }, cookie)).json()).toEqual({
      detail: 'old_password_incorrect',
    });
    const ok = await post(url, { password: NEW_PASSWORD }, cookie);
    expect(ok.json()).toEqual({ accepted: true });
    expect((await login(admin.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'password_changed'), eq(auditEvents.userId, admin.id)));
    expect(event).toMatchObject({ actorId: admin.id, data: { by: 'self' } });
    // Another user's password set by the admin is audited as the admin's.
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const other = await post(`/api/users/${user.id}/change-password`, { password: NEW_PASSWORD }, cookieOf(ok)!);
    expect(other.json()).toEqual({ accepted: true });
    const [set] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'password_changed'), eq(auditEvents.userId, user.id)));
    expect(set).toMatchObject({ actorId: admin.id, data: { by: 'admin' } });
  });
});

describe('two-factor reset', () => {
  it('mails a link from the code step; the reset sets the method to none', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const user = await f.createProgramAssistant(t.database.db, {
      password: PASSWORD,
      authMethod: 'authenticator',
      twoFactorSecret: secret,
    });
    expect((await post('/2fa_reset_request')).statusCode).toBe(401);
    const pending = cookieOf(await login(user.email))!;
    expect((await post('/2fa_reset_request', undefined, pending)).json()).toEqual({ accepted: true });
    const token = (await mailedToken(user.email, '/verificatiemethode-wijzigen'))!;
    expect((await post('/2fa_reset', { token })).json()).toEqual({ accepted: true });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ authMethod: 'none', twoFactorSecret: null });
    expect((await post('/2fa_reset', { token })).json()).toEqual({ detail: 'invalid_token' });
    // Staff must configure it again at the next sign-in; the old authenticator code no longer helps.
    expect((await login(user.email)).json()).toMatchObject({ detail: '2fa_configuration_required' });
  });
});

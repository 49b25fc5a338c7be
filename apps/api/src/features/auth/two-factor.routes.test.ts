import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';
import { auditEvents, mailOutbox } from '../../db/schema';

const PASSWORD = 'Geheim!2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const login = async (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
const qr = (cookie: string | undefined, format = 'json') =>
  t.app.inject({ url: `/api/users/qr-code?format=${format}`, headers: cookie ? { cookie } : {} });
const setMethod = (cookie: string | undefined, id: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${id}/two-factor`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });

describe('configuring two-factor', () => {
  it('takes a staff member from "configuration required" to an authenticator, then asks the code at sign-in', async () => {
    const teacher = await f.createTeacher(t.database.db, { password: PASSWORD });
    const setup = cookieOf(await login(teacher.email))!;

    const first = (await qr(setup)).json();
    expect(first.uri).toMatch(/^otpauth:\/\/totp\/Opleidingsportaal:/);
    expect((await qr(setup)).json().secret).toBe(first.secret);
    const png = await qr(setup, 'png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['cache-control']).toBe('no-store');

    expect((await setMethod(setup, teacher.id, { method: 'authenticator', twoFactorCode: '000000' })).json()).toEqual({
      detail: 'invalid_2fa_code',
    });
    const ok = await setMethod(setup, teacher.id, {
      method: 'authenticator',
      twoFactorCode: await generate({ secret: first.secret }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ authMethod: 'authenticator' });
    const full = cookieOf(ok)!;
    expect(full).not.toBe(setup);
    expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: full } })).statusCode).toBe(200);

    const next = await login(teacher.email);
    expect(next.json()).toMatchObject({ '2fa_complete': false, auth_method: 'authenticator' });
  });

  it('lets a user choose the e-mail method without a code', async () => {
    const assistant = await f.createProgramAssistant(t.database.db, { password: PASSWORD });
    const setup = cookieOf(await login(assistant.email))!;
    expect((await setMethod(setup, assistant.id, { method: 'email' })).json()).toEqual({ authMethod: 'email' });
    expect((await login(assistant.email)).json()).toMatchObject({ '2fa_complete': false, auth_method: 'email' });
  });

  it('is refused anonymously, for another user, and for an admin choosing a method for someone else', async () => {
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const other = await f.createParticipant(t.database.db);
    expect((await qr(undefined)).statusCode).toBe(401);
    expect((await setMethod(undefined, other.id, { method: 'email' })).statusCode).toBe(401);
    const cookie = cookieOf(await login(participant.email))!;
    expect((await setMethod(cookie, other.id, { method: 'none' })).statusCode).toBe(403);

    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const adminCookie = cookieOf(await login(admin.email))!;
    expect((await setMethod(adminCookie, other.id, { method: 'email' })).statusCode).toBe(403);
  });

  it('lets an admin reset another user to none', async () => {
    const user = await f.createProgramAssistant(t.database.db, { authMethod: 'email' });
    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const adminCookie = cookieOf(await login(admin.email))!;
    const res = await setMethod(adminCookie, user.id, { method: 'none' });
    expect(res.json()).toEqual({ authMethod: 'none' });
  });

  it('never tells a refused caller whether a user exists; an admin gets 404 for an unknown one', async () => {
    const unknown = '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const cookie = cookieOf(await login(user.email))!;
    expect((await setMethod(cookie, unknown, { method: 'none' })).statusCode).toBe(403);
    expect((await setMethod(cookie, 'nope', { method: 'none' })).statusCode).toBe(400);
    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const adminCookie = cookieOf(await login(admin.email))!;
    expect((await setMethod(adminCookie, unknown, { method: 'none' })).statusCode).toBe(404);
  });
});

describe("an admin resets another user's two-factor method", () => {
  it("is refused anonymously and to non-admins; the admin's reset is audited, mailed, ends the user's sessions and asks a new method at the next sign-in", async () => {
    const db = t.database.db;
    const teacher = await f.createTeacher(db, { password: PASSWORD, authMethod: 'email' });
    const assistant = await f.createProgramAssistant(db, {
      password: PASSWORD,
      twoFactorExempt: true,
      permissions: ['LIST_USERS'],
    });
    const admin = await f.createAdmin(db, { password: PASSWORD, twoFactorExempt: true });
    const teacherCookie = cookieOf(await login(teacher.email))!;

    expect((await setMethod(undefined, teacher.id, { method: 'none' })).statusCode).toBe(401);
    const assistantCookie = cookieOf(await login(assistant.email))!;
    expect((await setMethod(assistantCookie, teacher.id, { method: 'none' })).statusCode).toBe(403);
    const mails = () =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, teacher.id), eq(mailOutbox.template, 'twoFactorResetByAdmin')));
    expect(await mails()).toEqual([]);

    const adminCookie = cookieOf(await login(admin.email))!;
    const reset = await setMethod(adminCookie, teacher.id, { method: 'none' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ authMethod: 'none' });

    const [mail] = await mails();
    expect(mail).toMatchObject({ to: teacher.email, subject: expect.stringContaining('verificatiemethode') });
    expect(mail!.text).toContain('beheerder');
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'two_factor_changed'), eq(auditEvents.userId, teacher.id)));
    expect(event).toMatchObject({ actorId: admin.id, data: { method: 'none', by: 'admin' } });
    // The teacher is signed out everywhere and must set up a method again when signing in.
    const account = await t.app.inject({ url: '/api/users/account', headers: { cookie: teacherCookie } });
    expect(account.statusCode).toBe(401);
    const next = await login(teacher.email);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ detail: '2fa_configuration_required' });
    // Resetting one's own method sends no such mail.
    await setMethod(adminCookie, admin.id, { method: 'none' });
    const own = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, admin.id), eq(mailOutbox.template, 'twoFactorResetByAdmin')));
    expect(own).toEqual([]);
  });
});

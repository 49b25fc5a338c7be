import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';

const PASSWORD = 'Geheim!2026';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let t: TestApp;
const mailedCodes: { email: string; code: string }[] = [];
/** Slow-downs the sign-in asked for (observed instead of waited out). */
const slowDowns: number[] = [];
beforeAll(async () => {
  t = await createTestApp({
    sendEmailCode: async (user, code) => {
      mailedCodes.push({ email: user.email, code });
    },
    passwordSlowDown: async (ms) => {
      slowDowns.push(ms);
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

const login = (email: string, password = PASSWORD, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers, remoteAddress: from });
const account = (cookie?: string) => t.app.inject({ url: '/api/users/account', headers: cookie ? { cookie } : {} });
const check = (cookie: string | undefined, code: string) =>
  t.app.inject({ method: 'POST', url: '/2fa_check', payload: { _auth_code: code }, headers: cookie ? { cookie } : {} });

const participant = () => f.createParticipant(t.database.db, { password: PASSWORD });
const withAuthenticator = () =>
  f.createProgramAssistant(t.database.db, {
    password: PASSWORD,
    authMethod: 'authenticator',
    twoFactorSecret: TOTP_SECRET,
  });

describe('POST /api/login', () => {
  it('signs in an account that owes no second step, with a hardened session cookie', async () => {
    const user = await participant();
    const res = await login(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ '2fa_complete': true, email: user.email, auth_method: 'none' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    const me = await account(cookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      roles: ['ROLE_PARTICIPANT'],
      isImitating: false,
    });
  });

  it('keeps the session on the server: the cookie holds a secret whose hash is the session id', async () => {
    const user = await participant();
    const secret = cookieOf(await login(user.email))!.split('=')[1]!;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(secret)));
    expect(row).toMatchObject({ userId: user.id, pendingStep: null });
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('gives a new session at every sign-in and ends the previous one', async () => {
    const user = await participant();
    const first = cookieOf(await login(user.email))!;
    const second = cookieOf(await login(user.email, PASSWORD, { cookie: first }))!;
    expect(second).not.toBe(first);
    expect((await account(first)).statusCode).toBe(401);
    expect((await account(second)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown address alike, without a cookie', async () => {
    const user = await participant();
    for (const res of [await login(user.email, 'Fout!2026'), await login('niemand@example.nl')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'invalid_credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('tells an inactive user so only after the right password', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD, active: false });
    expect((await login(user.email, 'Fout!2026')).json()).toEqual({ detail: 'invalid_credentials' });
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'inactive_user' });
  });

  it('locks an account for an address after 5 wrong passwords from it; then even the right one is refused there, whatever X-Forwarded-For says', async () => {
    const user = await participant();
    for (let i = 0; i < 5; i++) expect((await login(user.email, `Fout!${i}`)).statusCode).toBe(401);
    const res = await login(user.email, PASSWORD, { 'x-forwarded-for': '203.0.113.99' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ detail: 'too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("an attacker's wrong passwords do not keep the owner out: the lock holds for the attacker's address only", async () => {
    const user = await participant();
    const attacker = '198.51.100.7';
    for (let i = 0; i < 5; i++) expect((await login(user.email, `Fout!${i}`, {}, attacker)).statusCode).toBe(401);
    // The attacker, now with the right password, is refused and learns nothing.
    expect((await login(user.email, PASSWORD, {}, attacker)).statusCode).toBe(429);
    expect((await login(user.email, 'Nog!fout1', {}, attacker)).statusCode).toBe(429);
    // The owner, at the hospital, signs in.
    const owner = await login(user.email, PASSWORD, {}, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(cookieOf(owner)).toBeDefined();
    // And the owner's own wrong tries count on their own.
    expect((await login(user.email, 'Fout!9', {}, '192.0.2.10')).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD, {}, '192.0.2.10')).statusCode).toBe(200);
  });

  it('guessing from many addresses slows every check of that account down, and the owner still gets in', async () => {
    const user = await participant();
    const bystander = await participant();
    slowDowns.length = 0;
    // Ten addresses, one wrong password each: no address is locked, but the account is under attack.
    for (let i = 0; i < 10; i++)
      expect((await login(user.email, `Fout!${i}`, {}, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect(slowDowns).toEqual([]);
    const wrong = await login(user.email, 'Fout!x', {}, '203.0.113.50');
    expect(wrong.statusCode).toBe(401);
    expect(slowDowns).toEqual([2000]);
    const owner = await login(user.email, PASSWORD, {}, '192.0.2.20');
    expect(owner.statusCode).toBe(200);
    expect(slowDowns).toEqual([2000, 2000]);
    // Other accounts are not slowed.
    expect((await login(bystander.email, PASSWORD, {}, '203.0.113.51')).statusCode).toBe(200);
    expect(slowDowns).toHaveLength(2);
  });

  it('locks a client address that tries many accounts', async () => {
    const app = await createTestApp();
    try {
      const victim = await f.createParticipant(app.database.db, { password: PASSWORD });
      for (let i = 0; i < 100; i++) {
        await app.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `x${i}@example.nl`, password: 'a' },
        });
      }
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: victim.email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await app.app.close();
    }
  });

  it('validates the body with the contract: 400 with violations', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'geen-adres', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('refuses a sign-in posted from another site', async () => {
    const user = await participant();
    expect((await login(user.email, PASSWORD, { 'sec-fetch-site': 'cross-site' })).json()).toEqual({
      detail: 'cross_site_request',
    });
    expect((await login(user.email, PASSWORD, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await login(user.email, PASSWORD, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
  });
});

describe('GET /api/users/account', () => {
  it("answers the account with the user's own educations, by name, and nobody else's", async () => {
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const further = await f.createEducation(t.database.db, {
      userId: participant.id,
      name: 'Bij- en nascholing',
      furtherEducation: true,
    });
    const main = await f.createEducation(t.database.db, { userId: participant.id, name: 'Anesthesiologie' });
    await f.createEducation(t.database.db, { name: 'Andermans opleiding' });
    const res = await account(cookieOf(await login(participant.email)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: participant.id,
      email: participant.email,
      roles: ['ROLE_PARTICIPANT'],
      isImitating: false,
      isImitatingAdmin: false,
      avatar: null,
      educations: [
        { id: main.id, name: 'Anesthesiologie', furtherEducation: false },
        { id: further.id, name: 'Bij- en nascholing', furtherEducation: true },
      ],
    });
  });

  it('answers an empty education list and 401 without a session', async () => {
    const assistant = await f.createProgramAssistant(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    expect((await account(cookieOf(await login(assistant.email)))).json()).toMatchObject({ educations: [] });
    expect((await account()).statusCode).toBe(401);
  });
});

describe('two-factor with an authenticator', () => {
  it('asks for the code, accepts a right one once and issues a new session', async () => {
    const user = await withAuthenticator();
    const res = await login(user.email);
    expect(res.json()).toEqual({ '2fa_complete': false, email: user.email, auth_method: 'authenticator' });
    const pending = cookieOf(res)!;
    // Startup while the code is owed: 401 with the method, not the account.
    const me = await account(pending);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ '2fa_complete': false, email: user.email, auth_method: 'authenticator' });

    // An independent implementation computes the code (Debian's oathtool; `npm test` installs it).
    const code = execFileSync('oathtool', ['--totp', '-b', TOTP_SECRET], { encoding: 'utf8' }).trim();
    const ok = await check(pending, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ '2fa_complete': true });
    const complete = cookieOf(ok)!;
    expect(complete).not.toBe(pending);
    expect((await account(pending)).statusCode).toBe(401);
    expect((await account(complete)).json()).toMatchObject({ id: user.id, authMethod: 'authenticator' });

    // The same code a second time, on a fresh sign-in: refused.
    const again = cookieOf(await login(user.email))!;
    expect((await check(again, code)).json()).toMatchObject({ detail: '2fa_failed' });
  });

  it('counts wrong codes down and then locks the code step', async () => {
    const user = await withAuthenticator();
    const pending = cookieOf(await login(user.email))!;
    for (let remaining = 4; remaining >= 1; remaining--) {
      const res = await check(pending, '000000');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: '2fa_failed', attemptsRemaining: remaining });
    }
    const last = await check(pending, '000000');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ detail: '2fa_limit_exceeded', attemptsRemaining: 0 });
    // The pending sign-in is over; a new one is still locked at the code step.
    expect((await account(pending)).statusCode).toBe(401);
    const next = cookieOf(await login(user.email))!;
    const locked = await check(next, await generate({ secret: TOTP_SECRET }));
    expect(locked.statusCode).toBe(429);
  });

  it('does not let a pending session call signed-in routes', async () => {
    const user = await withAuthenticator();
    const pending = cookieOf(await login(user.email))!;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: pending } });
    expect(res.statusCode).toBe(200);
    expect((await check(pending, '123456')).statusCode).toBe(401);
  });

  it('refuses a code without a pending sign-in', async () => {
    expect((await check(undefined, '123456')).json()).toEqual({ detail: 'unauthorized' });
    const user = await participant();
    expect((await check(cookieOf(await login(user.email)), '123456')).statusCode).toBe(401);
  });
});

describe('two-factor by e-mail code', () => {
  it('mails a code bound to this sign-in; it works once', async () => {
    const user = await f.createProgramAssistant(t.database.db, { password: PASSWORD, authMethod: 'email' });
    const first = cookieOf(await login(user.email))!;
    const second = cookieOf(await login(user.email))!;
    const codes = mailedCodes.filter((m) => m.email === user.email).map((m) => m.code);
    expect(codes).toHaveLength(2);
    // The first attempt's code was replaced, and a code never works for another sign-in.
    expect((await check(second, codes[0]!)).statusCode).toBe(401);
    expect((await check(first, codes[1]!)).statusCode).toBe(401);
    const ok = await check(second, codes[1]!);
    expect(ok.statusCode).toBe(200);
    expect((await account(cookieOf(ok))).statusCode).toBe(200);
  });
});

describe('two-factor configuration required', () => {
  it('answers 2fa_configuration_required with the account for staff without a method, and keeps them out', async () => {
    const user = await f.createTeacher(t.database.db, { password: PASSWORD });
    const res = await login(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: '2fa_configuration_required',
      account: { id: user.id, authMethod: 'none' },
    });
    const cookie = cookieOf(res)!;
    expect((await account(cookie)).json()).toMatchObject({ detail: '2fa_configuration_required' });
  });

  it('spares an exempt account and participants', async () => {
    const exempt = await f.createTeacher(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    expect((await login(exempt.email)).json()).toMatchObject({ '2fa_complete': true });
  });
});

describe('sessions end', () => {
  it('on logout, on the server at once', async () => {
    const user = await participant();
    const cookie = cookieOf(await login(user.email))!;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.json()).toEqual({ loggedOut: true });
    expect(String(out.headers['set-cookie'])).toMatch(/portal_session=;/);
    expect((await account(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('when the account is deactivated', async () => {
    const user = await participant();
    const cookie = cookieOf(await login(user.email))!;
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await account(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/token', () => {
  it('gives a bearer token (no cookie) that works like a session', async () => {
    const user = await participant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { token } = res.json();
    const me = await t.app.inject({ url: '/api/users/account', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('completes the code step for a bearer client, answering the new token', async () => {
    const user = await withAuthenticator();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { email: user.email, password: PASSWORD },
    });
    const pending = res.json().token as string;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/2fa_check',
      payload: { _auth_code: await generate({ secret: TOTP_SECRET }) },
      headers: { authorization: `Bearer ${pending}` },
    });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json();
    expect(token).not.toBe(pending);
    expect(
      (await t.app.inject({ url: '/api/users/account', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
  });
});

describe('no secret ever leaves the server', () => {
  it('account answers carry no hash, secret or step counter', async () => {
    const user = await withAuthenticator();
    const pending = cookieOf(await login(user.email))!;
    const ok = await check(pending, await generate({ secret: TOTP_SECRET }));
    const body = (await account(cookieOf(ok))).body;
    for (const secret of ['passwordHash', 'twoFactorSecret', TOTP_SECRET, 'argon2', 'twoFactorLastStep']) {
      expect(body).not.toContain(secret);
    }
  });
});

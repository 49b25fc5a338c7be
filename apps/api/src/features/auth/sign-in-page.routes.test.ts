import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';
import { renderSignInPage, SIGN_IN_PAGE_CSP } from './sign-in-page';

// The sign-in page without the framework (issue 30): '/' while nobody is signed in, and the answers to its form
// posts (no JavaScript). The page is the web's own template (apps/web/login.html, its texts not yet filled in by the
// build), so the slots the server fills are those the page has.
const TEMPLATE = fileURLToPath(new URL('../../../../web/login.html', import.meta.url));
const APP_SHELL =
  '<!doctype html><html lang="nl"><head><script type="module" src="/assets/app.js"></script></head></html>';
const PASSWORD = 'Geheim!2026';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), APP_SHELL);
  copyFileSync(TEMPLATE, join(dist, 'login.html'));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.app.close();
});

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A post of the page's form, as a browser without JavaScript sends it. */
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { ...FORM, ...SAME_ORIGIN, ...headers },
  });
const start = (cookie?: string) => t.app.inject({ url: '/', headers: cookie ? { cookie } : {} });
const alertOf = (html: string) => html.match(/data-slot="login-alert">[\s\S]*?alert__message">([^<]*)</)?.[1];
const codeAlertOf = (html: string) => html.match(/data-slot="code-alert">[\s\S]*?alert__message">([^<]*)</)?.[1];

describe("'/' by session", () => {
  it('answers an anonymous visitor with the sign-in page: no script inline, a stricter policy than the app', async () => {
    const res = await start();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(SIGN_IN_PAGE_CSP);
    expect(SIGN_IN_PAGE_CSP).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('data-step="password"');
    expect(res.body).toMatch(/<form id="login-form"[^>]*method="post" action="\/api\/login"/);
    // Every script has a source, except the page's data block, which the browser does not run.
    const inline = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((a) => !/\ssrc=/.test(a));
    expect(inline).toEqual([' type="application/json" id="login-texts"']);
  });

  it('answers a signed-in user with the app, and one owing the two-factor setup too', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const signedIn = cookieOf(await post('/api/login', { email: user.email, password: PASSWORD }));
    expect((await start(signedIn)).body).toBe(APP_SHELL);

    const staff = await f.createTeacher(t.database.db, { password: PASSWORD });
    const owingSetup = await post('/api/login', { email: staff.email, password: PASSWORD });
    expect(owingSetup.statusCode).toBe(303);
    expect((await start(cookieOf(owingSetup))).body).toBe(APP_SHELL);
  });

  it('answers a session that owes the code with the code step, and an unknown cookie with the password step', async () => {
    const user = await f.createProgramAssistant(t.database.db, {
      password: PASSWORD,
      authMethod: 'authenticator',
      twoFactorSecret: TOTP_SECRET,
    });
    const pending = cookieOf(await post('/api/login', { email: user.email, password: PASSWORD }));
    const page = await start(pending);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`data-step="code" data-email="${user.email}"`);
    expect(page.body).toContain('Open de authenticator-app op je telefoon');
    expect(page.body).toMatch(/data-slot="code-input" autofocus/);

    expect((await start('portal_session=unknown')).body).toContain('data-step="password"');
  });
});

describe('the password form without JavaScript', () => {
  it('signs in: a redirect to / with the session cookie, as the JSON call sets it', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const res = await post('/api/login', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/^portal_session=[A-Za-z0-9_-]{43};.*HttpOnly; SameSite=Lax/);
    const me = await t.app.inject({ url: '/api/users/account', headers: { cookie: cookieOf(res)! } });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('answers a wrong password with the page again: the message, the address kept, the password never echoed', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const res = await post('/api/login', { email: user.email, password: 'Verkeerd!<b>1' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(alertOf(res.body)).toBe('Het e-mailadres of wachtwoord is onjuist.');
    expect(res.body).toContain(`data-slot="email" value="${user.email}"`);
    expect(res.body).not.toContain('Verkeerd');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('escapes what was typed', async () => {
    const res = await post('/api/login', { email: '"><script>alert(1)</script>@x.nl', password: 'x' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('answers fields the contract refuses with the page and the Dutch messages', async () => {
    const res = await post('/api/login', { email: 'geen-adres', password: '' });
    expect(res.statusCode).toBe(400);
    expect(alertOf(res.body)).toBe('Vul een geldig e-mailadres in Vul je wachtwoord in');
  });

  it('counts wrong passwords with the JSON call: the same attempt limit locks both', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const from = { remoteAddress: '10.9.8.7' };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: new URLSearchParams({ email: user.email, password: 'Fout!2026' }).toString(),
        headers: { ...FORM, ...SAME_ORIGIN },
        ...from,
      });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'Fout!2026' },
        headers: SAME_ORIGIN,
        ...from,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: new URLSearchParams({ email: user.email, password: PASSWORD }).toString(),
      headers: { ...FORM, ...SAME_ORIGIN },
      ...from,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(locked.body)).toMatch(
      /^Er is te vaak een verkeerd wachtwoord ingevuld\. Probeer het over \d+ minuten? opnieuw\.$/,
    );
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a form posted from another site, as it refuses JSON, before any password is checked', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost:3000' },
      // A browser without Fetch Metadata still sends Origin with a form post.
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: new URLSearchParams({ email: user.email, password: PASSWORD }).toString(),
        headers: { ...FORM, ...clean },
      });
      expect(res.statusCode, JSON.stringify(clean)).toBe(403);
      expect(res.json()).toEqual({ detail: 'cross_site_request' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes a form body on the sign-in form routes only', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const res = await post('/api/token', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(415);
  });
});

describe('the code form without JavaScript', () => {
  it('counts a wrong code down on the page, and the right one leads into the app with a new session secret', async () => {
    const user = await f.createProgramAssistant(t.database.db, {
      password: PASSWORD,
      authMethod: 'authenticator',
      twoFactorSecret: TOTP_SECRET,
    });
    const pending = cookieOf(await post('/api/login', { email: user.email, password: PASSWORD }))!;

    const wrong = await post('/2fa_check', { _auth_code: '000000' }, { cookie: pending });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('data-step="code"');
    expect(codeAlertOf(wrong.body)).toBe('Je hebt nog 4 poging(en) over.');

    const right = await post(
      '/2fa_check',
      { _auth_code: await generate({ secret: TOTP_SECRET }) },
      { cookie: pending },
    );
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/');
    const signedIn = cookieOf(right)!;
    expect(signedIn).not.toBe(pending);
    expect((await start(signedIn)).body).toBe(APP_SHELL);
  });

  it('answers a code without a pending sign-in with the password step, saying it expired', async () => {
    const res = await post('/2fa_check', { _auth_code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(alertOf(res.body)).toBe('Je inlogpoging is verlopen. Log opnieuw in.');
  });

  it("'Annuleren' signs out and sends the browser back to the empty password step", async () => {
    const user = await f.createProgramAssistant(t.database.db, {
      password: PASSWORD,
      authMethod: 'authenticator',
      twoFactorSecret: TOTP_SECRET,
    });
    const pending = cookieOf(await post('/api/login', { email: user.email, password: PASSWORD }))!;
    const res = await post('/api/logout', { _auth_code: '' }, { cookie: pending });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await start(pending)).body).toContain('data-step="password"');
  });
});

describe('renderSignInPage', () => {
  const template = readFileSync(TEMPLATE, 'utf8');

  it('fills the slots the web template has', () => {
    const html = renderSignInPage(template, { step: 'password', email: 'a@b.nl', message: 'Fout & <mis>' });
    expect(html).toContain('data-slot="email" value="a@b.nl"');
    expect(html).toMatch(/data-slot="password"\s+autofocus/);
    expect(alertOf(html)).toBe('Fout &amp; &lt;mis&gt;');
    const code = renderSignInPage(template, { step: 'code', email: 'a@b.nl', authMethod: 'email' });
    expect(code).toContain('We hebben een verificatiecode naar a@b.nl gestuurd.');
    expect(code).toMatch(/data-slot="code-alert"\s+hidden/);
  });
});

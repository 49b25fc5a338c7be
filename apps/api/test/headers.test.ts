// Transport and caching headers: HSTS behind https, and no shared cache or back button keeping a personal answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificate, createParticipant } from './factories';
import { createTestApp, testConfig, type TestApp } from './app';
import { signIn, TEST_PASSWORD } from './sign-in';

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when the portal is reached over https, refusals included', async () => {
    const t = await createTestApp({ config: testConfig({ publicUrl: new URL('https://portal.example.nl') }) });
    try {
      for (const url of ['/api/health', '/api/users/account', '/api/nope']) {
        const res = await t.app.inject(url);
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await t.app.close();
    }
  });

  it('is not sent over plain http (a browser would ignore it, and localhost must stay reachable)', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.app.close();
    }
  });
});

describe('Cache-Control on personal answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('every signed-in JSON answer is no-store: account, profile, notifications, certificates, lists', async () => {
    const user = await createParticipant(t.database.db, { password: TEST_PASSWORD });
    await createCertificate(t.database.db, { userId: user.id });
    const cookie = await signIn(t.app, user.email);
    for (const url of [
      '/api/users/account',
      `/api/users/${user.id}/complete`,
      '/api/notifications',
      '/api/notifications/unread',
      `/api/users/${user.id}/certificates`,
      '/api/news',
      '/api/faqs',
      '/api/users/notification-preferences',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('refusals too, and the documentation is left to the browser', async () => {
    expect((await t.app.inject('/api/users/account')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/api/docs/json')).headers['cache-control']).not.toBe('no-store');
  });
});

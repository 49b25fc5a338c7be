import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/app';
import * as f from '../../../test/factories';
import { TEST_PASSWORD } from '../../../test/sign-in';

describe('the session cookie over HTTPS', () => {
  it('is __Host- prefixed, Secure, HttpOnly and SameSite=Lax, and is read back under that name', async () => {
    const t = await createTestApp({ config: testConfig({ publicUrl: new URL('https://portaal.example.nl') }) });
    try {
      const user = await f.createParticipant(t.database.db, { password: TEST_PASSWORD });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { origin: 'https://portaal.example.nl' },
      });
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-portal_session=[A-Za-z0-9_-]{43};/);
      for (const flag of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(setCookie).toContain(flag);
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(';')[0]!;
      expect((await t.app.inject({ url: '/api/users/account', headers: { cookie } })).statusCode).toBe(200);
      // The plain-HTTP name means nothing here.
      const plain = cookie.replace('__Host-portal_session', 'portal_session');
      expect((await t.app.inject({ url: '/api/users/account', headers: { cookie: plain } })).statusCode).toBe(401);
    } finally {
      await t.app.close();
    }
  });
});

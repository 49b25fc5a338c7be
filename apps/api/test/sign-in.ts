import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The test factories' default password for users created with `password`. */
export const TEST_PASSWORD = 'Geheim!2026';

/** The `portal_session=...` pair of an answer's Set-Cookie, ready to send back as a Cookie header. */
export function cookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith('portal_session='))?.split(';')[0];
}

/** Signs in through the real login call and answers the session cookie; fails the test when sign-in fails. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const cookie = cookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

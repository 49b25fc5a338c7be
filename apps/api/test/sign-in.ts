import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';
import type { UserOptions, UserRow } from './factories';

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

/** A factory of users (`createParticipant`, `createAdmin`, …). */
export type CreateUser = (db: Db, options: UserOptions) => Promise<UserRow>;

/**
 * Creates a user with the tests' password and no second factor, and signs them in through the real login call:
 * the user's row and the session cookie.
 */
export async function signedInUser(
  t: { app: FastifyInstance; database: { db: Db } },
  create: CreateUser,
  options: UserOptions = {},
): Promise<{ user: UserRow; cookie: string }> {
  const user = await create(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
  return { user, cookie: await signIn(t.app, user.email) };
}

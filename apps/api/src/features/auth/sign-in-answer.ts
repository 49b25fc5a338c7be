import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { setSessionCookie, type SessionCookie } from '../../plugins/session';
import { presentAccount } from './account.presenter';
import type { LoginOutcome } from './auth.service';

/**
 * The answer to a proven password (login, activation): the session cookie (or a bearer token), then either
 * `{ 2fa_complete, email, auth_method }` or 403 `2fa_configuration_required` with the account (spec 1 §4).
 */
export async function answerSignedIn(
  db: Db,
  reply: FastifyReply,
  cookie: SessionCookie,
  outcome: Extract<LoginOutcome, { kind: 'signed_in' }>,
  asToken = false,
) {
  if (!asToken) setSessionCookie(reply, cookie, outcome.secret, outcome.expiresAt);
  const token = asToken ? { token: outcome.secret, expiresAt: outcome.expiresAt.toISOString() } : {};
  if (outcome.step === 'setup') {
    const account = await presentAccount(db, outcome.user, null);
    return reply.code(403).send({ detail: '2fa_configuration_required' as const, account, ...token });
  }
  return reply.code(200).send({
    '2fa_complete': outcome.step === 'complete',
    email: outcome.user.email,
    auth_method: outcome.user.authMethod,
    ...token,
  });
}

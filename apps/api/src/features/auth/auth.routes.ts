import { getAccount, post2faCheck, postLogin, postLogout, postToken } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { clearSessionCookie, contextOf, setSessionCookie, type SessionCookie } from '../../plugins/session';
import type { OpenSession, SessionService } from '../../plugins/session.service';
import type { AuthService, LoginOutcome } from './auth.service';
import { audit } from './audit';
import { createAccountReader } from './account.presenter';
import { answerSignedIn } from './sign-in-answer';

export interface AuthRoutesDeps {
  db: Db;
  auth: AuthService;
  sessions: SessionService;
  cookie: SessionCookie;
  sessionOf: (request: FastifyRequest) => Promise<OpenSession | null>;
}

/**
 * Requests per client address on the sign-in calls: room for a hospital's morning behind one address, not for a
 * script (failures are limited separately, per account and per address, by the throttle service).
 */
const SIGN_IN_RATE = { max: 120, timeWindow: '1 minute' } as const;

export function authRoutes({ db, auth, sessions, cookie, sessionOf }: AuthRoutesDeps) {
  const accounts = createAccountReader(db);
  /** Answers a password outcome; `issue` sets the cookie (browser) or puts the token in the body (API client). */
  async function answerLogin(outcome: LoginOutcome, reply: FastifyReply, asToken: boolean) {
    switch (outcome.kind) {
      case 'locked':
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfter))
          .send({ detail: 'too_many_requests' as const, retryAfter: outcome.retryAfter });
      case 'invalid_credentials':
        return reply.code(401).send({ detail: 'invalid_credentials' as const });
      case 'inactive_user':
        return reply.code(403).send({ detail: 'inactive_user' as const });
      case 'signed_in':
        return answerSignedIn(db, reply, cookie, outcome, asToken);
    }
  }

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: postLogin,
        access: 'anonymous',
        rateLimit: SIGN_IN_RATE,
        handler: async (request, reply) => {
          // A new session at every sign-in: whatever session the browser had ends here.
          const previous = await sessionOf(request);
          if (previous) await sessions.destroy(previous.id);
          const outcome = await auth.login(request.body.email, request.body.password, contextOf(request));
          return answerLogin(outcome, reply, false);
        },
      }),
      defineRoute({
        endpoint: postToken,
        access: 'anonymous',
        rateLimit: SIGN_IN_RATE,
        handler: async (request, reply) => {
          const outcome = await auth.login(request.body.email, request.body.password, contextOf(request));
          return answerLogin(outcome, reply, true);
        },
      }),
      defineRoute({
        endpoint: post2faCheck,
        access: 'anonymous',
        rateLimit: SIGN_IN_RATE,
        handler: async (request, reply) => {
          const session = await sessionOf(request);
          const outcome = await auth.checkCode(session, request.body._auth_code, contextOf(request));
          switch (outcome.kind) {
            case 'no_pending_sign_in':
              return reply.code(401).send({ detail: 'unauthorized' as const });
            case 'locked':
              return reply
                .code(429)
                .header('retry-after', String(outcome.retryAfter))
                .send({ detail: '2fa_limit_exceeded' as const, attemptsRemaining: 0 });
            case 'limit_exceeded':
              clearSessionCookie(reply, cookie);
              return reply.code(429).send({ detail: '2fa_limit_exceeded' as const, attemptsRemaining: 0 });
            case 'wrong':
              return reply
                .code(401)
                .send({ detail: '2fa_failed' as const, attemptsRemaining: outcome.attemptsRemaining });
            case 'accepted':
              // The pending secret is void now: a browser gets the new one as its cookie, a bearer client in the body.
              if (request.headers.authorization) return { '2fa_complete': true as const, token: outcome.secret };
              setSessionCookie(reply, cookie, outcome.secret, outcome.expiresAt);
              return { '2fa_complete': true as const };
          }
        },
      }),
      defineRoute({
        endpoint: postLogout,
        access: 'anonymous',
        handler: async (request, reply) => {
          const session = await sessionOf(request);
          if (session) {
            await sessions.destroy(session.id);
            await audit(db, 'logout', {
              userId: session.userId,
              actorId: session.impersonatorId ?? session.userId,
              ...contextOf(request),
            });
          }
          clearSessionCookie(reply, cookie);
          return { loggedOut: true as const };
        },
      }),
      defineRoute({
        endpoint: getAccount,
        access: 'anonymous',
        handler: async (request, reply) => {
          const session = await sessionOf(request);
          if (!session) return reply.code(401).send({ detail: 'unauthorized' });
          const account = await accounts.load(session.userId, session.impersonatorId);
          if (!account) return reply.code(401).send({ detail: 'unauthorized' });
          if (session.pendingStep === 'code') {
            return reply
              .code(401)
              .send({ '2fa_complete': false as const, email: account.email, auth_method: account.authMethod });
          }
          if (session.pendingStep === 'setup') {
            return reply.code(403).send({ detail: '2fa_configuration_required' as const, account });
          }
          return account;
        },
      }),
    ]);
  };
}

import { getAccount, post2faCheck, postLogin, postLogout, postToken } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { clearSessionCookie, contextOf, setSessionCookie, type SessionCookie } from '../../plugins/session';
import type { OpenSession, SessionService } from '../../plugins/session.service';
import type { AuthService, LoginOutcome } from './auth.service';
import { audit } from './audit';
import { createAccountReader } from './account.presenter';
import { answerSignedIn } from './sign-in-answer';
import { signInMessages, type SignInPage, type SignInPageState } from './sign-in-page';

export interface AuthRoutesDeps {
  db: Db;
  auth: AuthService;
  sessions: SessionService;
  cookie: SessionCookie;
  sessionOf: (request: FastifyRequest) => Promise<OpenSession | null>;
  /** The sign-in page of the web build: form posts (without JavaScript) are answered with it. */
  signInPage?: SignInPage;
}

/**
 * Requests per client address on the sign-in calls: room for a hospital's morning behind one address, not for a
 * script (failures are limited separately, per account and per address, by the throttle service).
 */
const SIGN_IN_RATE = { max: 120, timeWindow: '1 minute' } as const;

/** A post of the sign-in page's forms without JavaScript (its script sends JSON). */
function isFormPost(request: FastifyRequest): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');
}

/** The largest form body the sign-in forms send (an address, a password, a code), in bytes. */
const FORM_BODY_LIMIT = 8 * 1024;

export function authRoutes({ db, auth, sessions, cookie, sessionOf, signInPage }: AuthRoutesDeps) {
  const accounts = createAccountReader(db);
  /** The code step for the request's pending sign-in (with a message), or the password step when none is pending. */
  async function codeStepOf(request: FastifyRequest, message?: string): Promise<SignInPageState> {
    const session = await sessionOf(request);
    const account = session?.pendingStep === 'code' ? await accounts.load(session.userId, null) : null;
    if (!account) return { step: 'password', message: signInMessages.expired };
    return { step: 'code', email: account.email, authMethod: account.authMethod, message };
  }

  /**
   * A form post's answer to a password outcome, from the same outcome the JSON answer is made of: signed in (or a
   * step owed) is a redirect to '/', where the server shows the code step or the app; a refusal is the page again.
   */
  function answerLoginForm(page: SignInPage, outcome: LoginOutcome, email: string, reply: FastifyReply) {
    switch (outcome.kind) {
      case 'locked':
        reply.header('retry-after', String(outcome.retryAfter));
        return page.send(reply, { step: 'password', email, message: signInMessages.locked(outcome.retryAfter) }, 429);
      case 'invalid_credentials':
        return page.send(reply, { step: 'password', email, message: signInMessages.invalidCredentials }, 401);
      case 'inactive_user':
        return page.send(reply, { step: 'password', email, message: signInMessages.inactive }, 403);
      case 'signed_in':
        setSessionCookie(reply, cookie, outcome.secret, outcome.expiresAt);
        return reply.redirect('/', 303);
    }
  }

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

  /**
   * The sign-in page's forms post here without JavaScript: these routes (and only these) also read a form body, and
   * a refused form post (a field the contract refuses, the request-rate limit) is answered with the page too. The
   * same routes, handlers, attempt limits and rate limits as the JSON calls; the cross-site check of every
   * state-changing request (plugins/cross-site.ts) refuses a form posted from another site as it refuses JSON.
   */
  async function formCapable(scope: FastifyInstance) {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      // Everything else goes on to the one error shape (plugins/errors.ts).
      if (!signInPage || !isFormPost(request)) throw error;
      const onCodeStep = request.url.startsWith('/2fa_check');
      if (hasZodFastifySchemaValidationErrors(error)) {
        if (onCodeStep) return signInPage.send(reply, await codeStepOf(request, signInMessages.codeInvalid), 400);
        const body = request.body as Record<string, unknown> | undefined;
        const email = typeof body?.email === 'string' ? body.email : undefined;
        const messages = [...new Set(error.validation.map((v) => signInMessages.violation(v.message ?? '')))];
        return signInPage.send(reply, { step: 'password', email, message: messages.join(' ') }, 400);
      }
      if (error.statusCode === 429) {
        const message = signInMessages.lockedUnknown;
        const state = onCodeStep ? await codeStepOf(request, message) : { step: 'password' as const, message };
        return signInPage.send(reply, state, 429);
      }
      throw error;
    });
    registerRoutes(scope, [
      defineRoute({
        endpoint: postLogin,
        access: 'anonymous',
        rateLimit: SIGN_IN_RATE,
        handler: async (request, reply) => {
          // A new session at every sign-in: whatever session the browser had ends here.
          const previous = await sessionOf(request);
          if (previous) await sessions.destroy(previous.id);
          const outcome = await auth.login(request.body.email, request.body.password, contextOf(request));
          if (signInPage && isFormPost(request)) return answerLoginForm(signInPage, outcome, request.body.email, reply);
          return answerLogin(outcome, reply, false);
        },
      }),
      defineRoute({
        endpoint: post2faCheck,
        access: 'anonymous',
        rateLimit: SIGN_IN_RATE,
        handler: async (request, reply) => {
          const session = await sessionOf(request);
          const outcome = await auth.checkCode(session, request.body._auth_code, contextOf(request));
          if (signInPage && isFormPost(request)) {
            // The same outcomes as below, as the page: the code step again, the password step, or on into the app.
            switch (outcome.kind) {
              case 'no_pending_sign_in':
                return signInPage.send(reply, { step: 'password', message: signInMessages.expired }, 401);
              case 'locked':
                // The code step is locked for a while; the sign-in itself is still pending.
                reply.header('retry-after', String(outcome.retryAfter));
                return signInPage.send(reply, await codeStepOf(request, signInMessages.limitExceeded), 429);
              case 'limit_exceeded': {
                // This pending sign-in is over: the password step again, with the address and why.
                const account = session ? await accounts.load(session.userId, null) : null;
                clearSessionCookie(reply, cookie);
                const message = signInMessages.limitExceeded;
                return signInPage.send(reply, { step: 'password', email: account?.email, message }, 429);
              }
              case 'wrong':
                return signInPage.send(
                  reply,
                  await codeStepOf(request, signInMessages.attemptsRemaining(outcome.attemptsRemaining)),
                  401,
                );
              case 'accepted':
                setSessionCookie(reply, cookie, outcome.secret, outcome.expiresAt);
                return reply.redirect('/', 303);
            }
          }
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
          // The code step's 'Annuleren' without JavaScript: back to the (empty) password step.
          if (signInPage && isFormPost(request)) return reply.redirect('/', 303);
          return { loggedOut: true as const };
        },
      }),
    ]);
  }

  return async (app: FastifyInstance) => {
    await app.register(formCapable);
    registerRoutes(app, [
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

/**
 * '/' for a visitor who is nobody yet (no session, or a code owed): the sign-in page, in its password or code step.
 * Answers false for a signed-in session (or one owing the two-factor setup), which gets the app's shell instead.
 */
export function signInStart({
  db,
  sessionOf,
  signInPage,
}: Pick<AuthRoutesDeps, 'db' | 'sessionOf'> & { signInPage: SignInPage }) {
  const accounts = createAccountReader(db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const session = await sessionOf(request);
    if (session && session.pendingStep !== 'code') return false;
    const account = session ? await accounts.load(session.userId, null) : null;
    await signInPage.send(
      reply,
      account ? { step: 'code', email: account.email, authMethod: account.authMethod } : { step: 'password' },
    );
    return true;
  };
}

import {
  post2faReset,
  post2faResetRequest,
  postActivate,
  postChangePassword,
  postForgotPassword,
  postResetPassword,
  postSendActivationLink,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import {
  ACTIVATION_TOKEN_TTL_MS,
  PASSWORD_RESET_TOKEN_TTL_MS,
  TWO_FACTOR_RESET_TOKEN_TTL_MS,
  type Mailer,
} from '../../integrations/mail';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/password';
import { contextOf, setSessionCookie, type SessionCookie } from '../../plugins/session';
import type { OpenSession, SessionService } from '../../plugins/session.service';
import type { AccountTokens } from './account-tokens.service';
import { audit } from './audit';
import type { AuthService } from './auth.service';
import { canChangePassword } from './password.policy';
import { answerSignedIn } from './sign-in-answer';

export interface RecoveryRoutesDeps {
  db: Db;
  auth: AuthService;
  sessions: SessionService;
  tokens: AccountTokens;
  mailer: Mailer<Db>;
  cookie: SessionCookie;
  sessionOf: (request: FastifyRequest) => Promise<OpenSession | null>;
}

/** Mails and links are worth a limit of their own: enough for a person, not for flooding someone's inbox. */
const MAIL_RATE = { max: 10, timeWindow: '1 minute' } as const;
const accepted = { accepted: true as const };
type User = typeof users.$inferSelect;
type MailedPurpose = 'activation' | 'password_reset' | 'two_factor_reset';
type MailedTemplate = 'activation' | 'passwordReset' | 'twoFactorReset';

const findByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  )[0];

/** 400 `invalid_password` for a password on the list of commonly used ones (the rules are checked by the schema). */
async function refuseCommon(reply: FastifyReply, password: string): Promise<boolean> {
  if (!(await isCommonPassword(password))) return false;
  await reply.code(400).send({
    detail: 'invalid_password' as const,
    violations: [{ propertyPath: 'password', detail: 'validation.passwordCommon' }],
  });
  return true;
}

export function recoveryRoutes({ db, auth, sessions, tokens, mailer, cookie, sessionOf }: RecoveryRoutesDeps) {
  /** Issues a one-time token and mails its link, in one transaction: no mail without a token, nor the reverse. */
  const mailToken = (user: User, purpose: MailedPurpose, ttlMs: number, template: MailedTemplate) =>
    db.transaction(async (tx) => {
      const token = await tokens.issue(tx, user.id, purpose, ttlMs);
      await mailer.enqueue(tx, { to: user.email, userId: user.id, template, data: { name: user.firstName, token } });
    });

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: postSendActivationLink,
        access: 'anonymous',
        rateLimit: MAIL_RATE,
        handler: async (request) => {
          const user = await findByEmail(db, request.body.email);
          // The same answer either way: the form must not tell who has an account.
          if (user && !user.active) {
            await mailToken(user, 'activation', ACTIVATION_TOKEN_TTL_MS, 'activation');
          }
          return accepted;
        },
      }),
      defineRoute({
        endpoint: postActivate,
        access: 'anonymous',
        rateLimit: MAIL_RATE,
        handler: async (request, reply) => {
          if (await refuseCommon(reply, request.body.password)) return reply;
          const passwordHash = await hashPassword(request.body.password);
          const user = await db.transaction(async (tx) => {
            const userId = await tokens.consume(tx, request.body.token, 'activation');
            if (!userId) return null;
            const [updated] = await tx
              .update(users)
              .set({ active: true, passwordHash })
              .where(eq(users.id, userId))
              .returning();
            return updated ?? null;
          });
          if (!user) return reply.code(400).send({ detail: 'invalid_token' as const });
          await audit(db, 'account_activated', { userId: user.id, ...contextOf(request) });
          // Activation signs in (spec 3), through the same steps as a password sign-in.
          return answerSignedIn(db, reply, cookie, await auth.signIn(user, contextOf(request)));
        },
      }),
      defineRoute({
        endpoint: postForgotPassword,
        access: 'anonymous',
        rateLimit: MAIL_RATE,
        handler: async (request) => {
          const user = await findByEmail(db, request.body.email);
          if (user?.active) {
            await mailToken(user, 'password_reset', PASSWORD_RESET_TOKEN_TTL_MS, 'passwordReset');
          }
          return accepted;
        },
      }),
      defineRoute({
        endpoint: postResetPassword,
        access: 'anonymous',
        rateLimit: MAIL_RATE,
        handler: async (request, reply) => {
          if (await refuseCommon(reply, request.body.password)) return reply;
          const passwordHash = await hashPassword(request.body.password);
          const user = await db.transaction(async (tx) => {
            const userId = await tokens.consume(tx, request.body.token, 'password_reset');
            if (!userId) return null;
            const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
            return updated ?? null;
          });
          if (!user) return reply.code(400).send({ detail: 'invalid_token' as const });
          // Whoever knew the old password is out, and the owner is no longer locked out.
          await sessions.destroyAllOf(user.id);
          await auth.clearFailures(user.email);
          await audit(db, 'password_changed', { userId: user.id, ...contextOf(request), data: { by: 'reset' } });
          return accepted;
        },
      }),
      defineRoute({
        endpoint: postChangePassword,
        access: 'login',
        handler: async (request, reply) => {
          const actor = request.identity;
          if (actor?.kind !== 'user') throw new AppError('unauthorized');
          const { oldPassword, password } = request.body;
          const own = actor.userId === request.params.id;
          const decision = canChangePassword(actor, request.params.id);
          if (decision !== 'allow') throw new AppError(decision);
          const [target] = await db.select().from(users).where(eq(users.id, request.params.id));
          if (!target) throw AppError.notFound();
          // The old password proves it is the owner; an admin needs none (spec 3 "Profile"), but one given must fit.
          const oldRequired = own && (oldPassword !== undefined || !actor.roles.includes('ROLE_ADMIN'));
          if (
            oldRequired &&
            !(target.passwordHash && oldPassword && (await verifyPassword(target.passwordHash, oldPassword)))
          ) {
            return reply.code(400).send({ detail: 'old_password_incorrect' as const });
          }
          if (await refuseCommon(reply, password)) return reply;
          await db
            .update(users)
            .set({ passwordHash: await hashPassword(password) })
            .where(eq(users.id, target.id));
          // Every other session of the user ends; one's own continues with a new secret.
          await sessions.destroyAllOf(target.id);
          if (own) {
            const next = await sessions.create(target.id, { ...contextOf(request), pendingStep: null });
            setSessionCookie(reply, cookie, next.secret, next.expiresAt);
          }
          await audit(db, 'password_changed', {
            userId: target.id,
            actorId: actor.userId,
            ...contextOf(request),
            data: { by: own ? 'self' : 'admin' },
          });
          return accepted;
        },
      }),
      defineRoute({
        endpoint: post2faResetRequest,
        access: 'anonymous',
        rateLimit: MAIL_RATE,
        handler: async (request) => {
          // Only from the code step: the pending sign-in has proven the password.
          const session = await sessionOf(request);
          if (!session || session.pendingStep !== 'code') throw new AppError('unauthorized');
          const [user] = await db.select().from(users).where(eq(users.id, session.userId));
          if (!user) throw new AppError('unauthorized');
          await mailToken(user, 'two_factor_reset', TWO_FACTOR_RESET_TOKEN_TTL_MS, 'twoFactorReset');
          return accepted;
        },
      }),
      defineRoute({
        endpoint: post2faReset,
        access: 'anonymous',
        rateLimit: MAIL_RATE,
        handler: async (request, reply) => {
          const userId = await db.transaction(async (tx) => {
            const id = await tokens.consume(tx, request.body.token, 'two_factor_reset');
            if (!id) return null;
            await tx
              .update(users)
              .set({ authMethod: 'none', twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
              .where(eq(users.id, id));
            return id;
          });
          if (!userId) return reply.code(400).send({ detail: 'invalid_token' as const });
          await sessions.destroyAllOf(userId);
          await audit(db, 'two_factor_changed', {
            userId,
            ...contextOf(request),
            data: { method: 'none', by: 'reset' },
          });
          return accepted;
        },
      }),
    ]);
  };
}

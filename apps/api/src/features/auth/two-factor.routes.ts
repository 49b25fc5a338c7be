import { getQrCode, postTwoFactor } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../integrations/mail';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { OpenSession, SessionService } from '../../plugins/session.service';
import { contextOf, setSessionCookie, type SessionCookie } from '../../plugins/session';
import { audit } from './audit';
import type { TwoFactorService } from './two-factor.service';
import { canSetTwoFactor } from './two-factor.policy';

export interface TwoFactorRoutesDeps {
  db: Db;
  twoFactor: TwoFactorService;
  sessions: SessionService;
  cookie: SessionCookie;
  sessionOf: (request: FastifyRequest) => Promise<OpenSession | null>;
  /** Tells a user whose method an admin reset. */
  mailer: Mailer<Db>;
}

/** The columns of a method without a secret (none or e-mail): any secret of an authenticator is forgotten. */
const NO_METHOD = (method: 'none' | 'email') => ({
  authMethod: method,
  twoFactorSecret: null,
  twoFactorPendingSecret: null,
  twoFactorLastStep: null,
});

export function twoFactorRoutes({ db, twoFactor, sessions, cookie, sessionOf, mailer }: TwoFactorRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getQrCode,
        access: 'setup',
        handler: async (request, reply) => {
          const actor = request.identity!;
          const [user] = await db
            .select()
            .from(users)
            .where(eq(users.id, actor.kind === 'user' ? actor.userId : ''));
          if (!user) throw AppError.notFound();
          // The pending secret is kept until a code confirms it, so reloading the page shows the same QR code.
          let secret = user.twoFactorPendingSecret;
          if (!secret) {
            secret = twoFactor.newAuthenticatorSecret(user.email).secret;
            await db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, user.id));
          }
          const uri = twoFactor.uriFor(user.email, secret);
          reply.header('cache-control', 'no-store');
          if (request.query.format === 'json') return { secret, uri };
          const png = await QRCode.toBuffer(uri, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
          return reply.type('image/png').send(png);
        },
      }),
      defineRoute({
        endpoint: postTwoFactor,
        access: 'setup',
        handler: async (request, reply) => {
          const actor = request.identity!;
          if (actor.kind !== 'user') throw AppError.forbidden();
          const { method, twoFactorCode } = request.body;
          // Decided before the lookup, so a refused caller cannot learn which user ids exist.
          const decision = canSetTwoFactor(actor, request.params.id, method);
          if (decision !== 'allow') throw new AppError(decision);
          const [target] = await db.select().from(users).where(eq(users.id, request.params.id));
          if (!target) throw AppError.notFound();

          if (method === 'authenticator') {
            const pending = target.twoFactorPendingSecret;
            // The code proves the secret reached the user's app; it is checked (and used up) against the new one.
            const ok =
              pending !== null &&
              twoFactorCode !== undefined &&
              (await twoFactor.verifyTotp(target.id, pending, twoFactorCode.replace(/\s+/g, '')));
            if (!ok) return reply.code(400).send({ detail: 'invalid_2fa_code' as const });
            await db
              .update(users)
              .set({ authMethod: 'authenticator', twoFactorSecret: pending, twoFactorPendingSecret: null })
              .where(eq(users.id, target.id));
            await audit(db, 'two_factor_changed', {
              userId: target.id,
              actorId: actor.userId,
              ...contextOf(request),
              data: { method },
            });
          } else if (target.id === actor.userId) {
            await db.update(users).set(NO_METHOD(method)).where(eq(users.id, target.id));
            await audit(db, 'two_factor_changed', {
              userId: target.id,
              actorId: actor.userId,
              ...contextOf(request),
              data: { method },
            });
          } else {
            // An admin's reset of someone else (the policy allows only none): the user is told by mail, signed out
            // everywhere, and sets up a method again at the next sign-in (where the role requires one).
            await db.transaction(async (tx) => {
              await tx.update(users).set(NO_METHOD('none')).where(eq(users.id, target.id));
              await audit(tx as Db, 'two_factor_changed', {
                userId: target.id,
                actorId: actor.userId,
                ...contextOf(request),
                data: { method, by: 'admin' },
              });
              await mailer.enqueue(tx as Db, {
                to: target.email,
                userId: target.id,
                template: 'twoFactorResetByAdmin',
                data: { name: target.firstName },
              });
            });
            await sessions.destroyAllOf(target.id);
          }

          // Configuring the method fulfils a pending setup: the session becomes a full one (with a new secret).
          const session = await sessionOf(request);
          if (session?.pendingStep === 'setup' && target.id === session.userId && method !== 'none') {
            const next = await sessions.rotate(session, { pendingStep: null }, contextOf(request));
            setSessionCookie(reply, cookie, next.secret, next.expiresAt);
          }
          return { authMethod: method };
        },
      }),
    ]);
  };
}

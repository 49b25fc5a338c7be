import { getImitate } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { contextOf, setSessionCookie, type SessionCookie } from '../../plugins/session';
import type { OpenSession, SessionService } from '../../plugins/session.service';
import { presentAccount } from './account.presenter';
import { audit } from './audit';
import { canImpersonate } from './impersonation.policy';

export interface ImpersonationRoutesDeps {
  db: Db;
  sessions: SessionService;
  cookie: SessionCookie;
  sessionOf: (request: FastifyRequest) => Promise<OpenSession | null>;
}

/** A GET that changes state (the spec's call): only when the browser says it comes from the portal itself. */
function requireSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin') throw new AppError('cross_site_request', 403);
}

export function impersonationRoutes({ db, sessions, cookie, sessionOf }: ImpersonationRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getImitate,
        // Open to any signed-in user because the impersonated user (without the permission) must be able to
        // stop; starting is checked by the policy below.
        access: 'login',
        handler: async (request, reply) => {
          requireSameOrigin(request);
          const session = await sessionOf(request);
          if (!session) throw new AppError('unauthorized');
          const context = contextOf(request);

          if (request.query._switch_user === '_exit') {
            if (!session.impersonatorId) throw new AppError('conflict');
            const adminId = session.impersonatorId;
            const next = await sessions.rotate(session, { userId: adminId, impersonatorId: null }, context);
            await audit(db, 'impersonation_stopped', {
              userId: session.userId,
              actorId: adminId,
              ...context,
              data: { impersonatedUserId: session.userId },
            });
            setSessionCookie(reply, cookie, next.secret, next.expiresAt);
            const [admin] = await db.select().from(users).where(eq(users.id, adminId));
            if (!admin) throw new AppError('unauthorized');
            return presentAccount(db, admin, null);
          }

          const actor = request.identity;
          if (actor?.kind !== 'user') throw new AppError('unauthorized');
          const [target] = await db.select().from(users).where(eq(users.id, request.query._switch_user));
          const decision = canImpersonate(actor, target ?? null);
          if (decision !== 'allow') {
            request.log.warn({ actorId: actor.userId, targetId: request.query._switch_user }, 'impersonation refused');
            throw new AppError(decision);
          }
          const next = await sessions.rotate(session, { userId: target!.id, impersonatorId: actor.userId }, context);
          await audit(db, 'impersonation_started', {
            userId: target!.id,
            actorId: actor.userId,
            ...context,
            data: { impersonatedUserId: target!.id },
          });
          setSessionCookie(reply, cookie, next.secret, next.expiresAt);
          return presentAccount(db, target!, actor.userId);
        },
      }),
    ]);
  };
}

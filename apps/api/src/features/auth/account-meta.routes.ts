import { getEventLogs, getRoles, ROLES } from '@portal/contracts';
import { nl } from '@portal/i18n';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { defineRoute, registerRoutes } from '../../lib/define-route';

const productName = nl.common.productName;
const roleLabel = (role: (typeof ROLES)[number]) => nl.roles[role].replace('{{product}}', productName);

/** The role list with Dutch labels, and a user's login events (spec 3 user page). */
export function accountMetaRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getRoles,
        access: 'login',
        handler: () => ({ items: ROLES.map((role) => ({ role, label: roleLabel(role) })) }),
      }),
      defineRoute({
        endpoint: getEventLogs,
        access: { permissions: ['LIST_USERS'] },
        handler: async (request) => {
          const { user, page, perPage } = request.query;
          const where = and(eq(auditEvents.userId, user), eq(auditEvents.type, 'login'));
          const [rows, [total]] = await Promise.all([
            db
              .select({ id: auditEvents.id, createdAt: auditEvents.createdAt })
              .from(auditEvents)
              .where(where)
              .orderBy(desc(auditEvents.createdAt))
              .limit(perPage)
              .offset((page - 1) * perPage),
            db.select({ n: count() }).from(auditEvents).where(where),
          ]);
          return {
            'hydra:member': rows.map((r) => ({ id: r.id, created: r.createdAt.toISOString() })),
            'hydra:totalItems': total?.n ?? 0,
          };
        },
      }),
    ]);
  };
}

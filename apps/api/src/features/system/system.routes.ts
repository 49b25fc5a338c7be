import { getHealth, getReady, getVersion } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MoodleHealth } from '../../integrations/moodle';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { apiVersion } from '../../lib/paths';

const version = { name: 'opleidingsportaal', version: apiVersion } as const;

/**
 * Liveness, readiness and version: public, cheap, for load balancers and monitoring. Readiness is the database's:
 * Moodle's start check is reported next to it (`moodle`) but never makes the process unready, since everything but
 * learning material works without Moodle.
 */
export function systemRoutes(database: Database, moodle: MoodleHealth | null = null) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getHealth,
        access: 'anonymous',
        handler: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
      }),
      defineRoute({
        endpoint: getReady,
        access: 'anonymous',
        handler: async (request) => {
          try {
            await database.ping();
          } catch (error) {
            request.log.warn({ err: error }, 'database not reachable');
            throw new AppError('service_unavailable', 503);
          }
          return { status: 'ready' as const, ...(moodle && { moodle: moodle.status }) };
        },
      }),
      defineRoute({ endpoint: getVersion, access: 'anonymous', handler: () => version }),
    ]);
  };
}

import { getEducatorEvents, getEducatorEventsOf } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import {
  canViewModules,
  seesAllEvents,
  VIEW_EDUCATOR_EVENTS_ACCESS,
  VIEW_MODULES_ACCESS,
  writesAllEvents,
  type EducatorEventsActor,
} from './educator-events.policy';
import type { EducatorEventsService } from './educator-events.service';

function actorOf(request: FastifyRequest): EducatorEventsActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** The educator modules list (`/modulen`) and an educator's events (the teacher's modules tab). */
export function educatorEventsRoutes(service: EducatorEventsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEducatorEvents,
        access: VIEW_MODULES_ACCESS,
        handler: async (request) => {
          const actor = actorOf(request);
          if (!canViewModules(actor)) throw new AppError('forbidden');
          const all = seesAllEvents(actor);
          return service.list(request.query, {
            educatorId: actor.userId,
            ownOnly: !all || request.query.onlyOwnEvents === '1',
            writesAll: writesAllEvents(actor),
          });
        },
      }),
      defineRoute({
        endpoint: getEducatorEventsOf,
        access: VIEW_EDUCATOR_EVENTS_ACCESS,
        handler: async (request) => {
          const { educatorId } = request.params;
          if (!(await service.userExists(educatorId))) throw AppError.notFound();
          return service.list(request.query, { educatorId, ownOnly: true, writesAll: false });
        },
      }),
    ]);
  };
}

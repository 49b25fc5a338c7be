import { getAvailableModuleEvents, getModuleEvent, postModuleEvent, putModuleEventWorkshops } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './education.routes';
import type { EventsService } from './events.service';

/** Event registration of a module (spec 2 §7 Modules and events); the education policy guards each call. */
export function eventsRoutes(events: EventsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getAvailableModuleEvents,
        access: 'login',
        handler: async (request) => events.available(actorOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getModuleEvent,
        access: 'login',
        handler: async (request) => events.get(actorOf(request), request.params.id, request.params.eventId),
      }),
      defineRoute({
        endpoint: postModuleEvent,
        access: 'login',
        handler: async (request, reply) => {
          const event = await events.register(actorOf(request), request.params.id, request.body);
          return reply.code(201).send(event);
        },
      }),
      defineRoute({
        endpoint: putModuleEventWorkshops,
        access: 'login',
        handler: async (request) =>
          events.updateWorkshops(actorOf(request), request.params.id, request.params.eventId, request.body.workshopIds),
      }),
    ]);
  };
}

import {
  deleteNews,
  getNewsAuthors,
  getNewsFilters,
  getNewsManagement,
  postNews,
  postNewsDuplicate,
  postNewsUpdate,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './news-actor';
import type { NewsManagementService } from './news-management.service';
import { DELETE_NEWS_ACCESS, MANAGE_NEWS_ACCESS } from './news.policy';

/** News management (spec 1 §7): the table, authors, targeting choices, create, update, delete, duplicate. */
export function newsManagementRoutes(management: NewsManagementService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getNewsManagement,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request) => management.list(request.query),
      }),
      defineRoute({
        endpoint: getNewsAuthors,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request) => management.authors(request.query),
      }),
      defineRoute({
        endpoint: getNewsFilters,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request) => management.filters(request.query),
      }),
      defineRoute({
        endpoint: postNews,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request, reply) => {
          const saved = await management.create(actorOf(request), request.body);
          return reply.code(201).send(saved);
        },
      }),
      defineRoute({
        endpoint: postNewsUpdate,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request) => management.update(actorOf(request), request.params.id, request.body),
      }),
      defineRoute({
        endpoint: deleteNews,
        access: DELETE_NEWS_ACCESS,
        handler: async (request, reply) => {
          await management.remove(request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postNewsDuplicate,
        access: MANAGE_NEWS_ACCESS,
        handler: async (request, reply) => {
          const copy = await management.duplicate(actorOf(request), request.params.id);
          return reply.code(201).send(copy);
        },
      }),
    ]);
  };
}

import { deleteApiKey, getApiKeys, postApiKey, postApiKeyUpdate } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { contextOf } from '../../plugins/session';
import type { ApiKeyActor, ApiKeyService } from './api-keys.service';

/** API keys and synchronisation issues: admin (spec 1 §6). */
const ADMIN: Access = { roles: ['ROLE_ADMIN'] };

/** The admin behind the request; when an admin impersonates, the impersonator is the one acting. */
function actorOf(request: FastifyRequest): ApiKeyActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw AppError.forbidden();
  return { userId: who.impersonatorId ?? who.userId, context: contextOf(request) };
}

/** The API key calls of spec 1 §7; the answers reveal the keys, so none may be cached. */
export function apiKeysRoutes(apiKeys: ApiKeyService) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerRoutes(app, [
      defineRoute({
        endpoint: getApiKeys,
        access: ADMIN,
        handler: async () => {
          const items = await apiKeys.list();
          return { items, totalItems: items.length };
        },
      }),
      defineRoute({
        endpoint: postApiKey,
        access: ADMIN,
        handler: async (request, reply) => {
          const created = await apiKeys.create(actorOf(request), request.body);
          return reply.code(201).send(created);
        },
      }),
      defineRoute({
        endpoint: postApiKeyUpdate,
        access: ADMIN,
        handler: async (request) => apiKeys.update(actorOf(request), request.params.id, request.body),
      }),
      defineRoute({
        endpoint: deleteApiKey,
        access: ADMIN,
        handler: async (request, reply) => {
          await apiKeys.remove(actorOf(request), request.params.id);
          return reply.code(204).send();
        },
      }),
    ]);
  };
}

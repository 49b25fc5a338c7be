import { deleteUser, getUser, getUsers, postMachineUser, putUserRoles, searchUsers } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { contextOf } from '../../plugins/session';
import { ADMIN_ACCESS, LIST_USERS_ACCESS, REGISTER_ACCESS, USER_SEARCH_ACCESS, type UserActor } from './users.policy';
import { presentUserListItem, presentUserOverviewItem } from './users.presenter';
import type { UsersRepository } from './users.repository';
import type { UsersService } from './users.service';

function actorOf(request: FastifyRequest): UserActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** The users calls of spec 3 §7 (the complete view and update are the profile's; login events are sign-in's). */
export function usersRoutes({ repo, users }: { repo: UsersRepository; users: UsersService }) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getUsers,
        access: LIST_USERS_ACCESS,
        handler: async (request) => {
          const page = await repo.list(request.query);
          return { ...page, items: page.items.map(presentUserOverviewItem) };
        },
      }),
      defineRoute({
        endpoint: searchUsers,
        access: USER_SEARCH_ACCESS,
        handler: async (request) => {
          const { query, roles, limit } = request.query;
          return { items: (await repo.search(query, roles, limit)).map(presentUserListItem) };
        },
      }),
      defineRoute({
        endpoint: getUser,
        access: LIST_USERS_ACCESS,
        handler: async (request) => users.get(request.params.id),
      }),
      defineRoute({
        endpoint: putUserRoles,
        access: ADMIN_ACCESS,
        handler: async (request) =>
          users.setRoles(actorOf(request), contextOf(request), request.params.id, request.body.roles),
      }),
      defineRoute({
        endpoint: deleteUser,
        access: ADMIN_ACCESS,
        handler: async (request, reply) => {
          await users.remove(actorOf(request), contextOf(request), request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postMachineUser,
        access: REGISTER_ACCESS,
        handler: async (request, reply) => {
          const who = request.identity;
          if (who?.kind !== 'apiKey') throw new AppError('unauthorized');
          const { status, id, active, roles } = await users.register(who.apiKeyId, contextOf(request), request.body);
          if (status === 201)
            return reply.code(201).send({ id, created: true as const, active: false as const, roles });
          return { id, created: false as const, active, roles };
        },
      }),
    ]);
  };
}

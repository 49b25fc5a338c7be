import { getEducatorParticipants, getMyParticipants } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import {
  canViewEducatorParticipants,
  EDUCATOR_PARTICIPANTS_ACCESS,
  MY_PARTICIPANTS_ACCESS,
  type MyParticipantsActor,
} from './my-participants.policy';
import { presentMyParticipant } from './my-participants.presenter';
import type { MyParticipantsRepository } from './my-participants.repository';

function actorOf(request: FastifyRequest): MyParticipantsActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** The signed-in educator's participants, and one educator's for the users screens' educator page. */
export function myParticipantsRoutes(repo: MyParticipantsRepository) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getMyParticipants,
        access: MY_PARTICIPANTS_ACCESS,
        handler: async (request) => {
          const page = await repo.list(actorOf(request).userId, request.query);
          return { ...page, items: page.items.map(presentMyParticipant) };
        },
      }),
      defineRoute({
        endpoint: getEducatorParticipants,
        access: EDUCATOR_PARTICIPANTS_ACCESS,
        handler: async (request) => {
          if (!canViewEducatorParticipants(actorOf(request))) throw AppError.forbidden();
          const { id } = request.params;
          if (!(await repo.userExists(id))) throw AppError.notFound();
          const page = await repo.list(id, request.query);
          return { ...page, items: page.items.map(presentMyParticipant) };
        },
      }),
    ]);
  };
}

import {
  getEducatorParticipants,
  getMyEducations,
  getMyParticipants,
  getMyStudents,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { fullName, fullNameLastNameFirst } from '../../lib/names';
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
        endpoint: getMyStudents,
        access: MY_PARTICIPANTS_ACCESS,
        handler: async (request) => {
          const page = await repo.students(actorOf(request).userId, request.query);
          return {
            ...page,
            items: page.items.map((row) => ({
              id: row.id,
              fullName: fullName(row),
              fullNameLastNameFirst: fullNameLastNameFirst(row),
              email: row.email,
              educations: row.educations,
            })),
          };
        },
      }),
      defineRoute({
        endpoint: getMyEducations,
        access: MY_PARTICIPANTS_ACCESS,
        handler: async (request) => {
          const rows = await repo.programmes(actorOf(request).userId);
          return {
            items: rows.map((row) => {
              const byStatus = Object.fromEntries(PARTICIPANT_STATUSES.map((status) => [status, 0])) as Record<
                ParticipantStatus,
                number
              >;
              for (const status of row.statuses) byStatus[status] += 1;
              return { name: row.name, participants: row.participants, byStatus };
            }),
          };
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

// "My participants": the educations an educator is linked to, for /mijn-deelnemers and the users screens' educator page.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createMyParticipantsRepository } from './my-participants.repository';
import { myParticipantsRoutes } from './my-participants.routes';

export function createMyParticipantsModule({ db }: { db: Db }) {
  const repo = createMyParticipantsRepository(db);
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(myParticipantsRoutes(repo));
    },
  };
}

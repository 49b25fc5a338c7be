// Users administration: the overview, the user page, role changes, deletion, pickers and machine registration.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type SendActivation } from './users.service';

export type { SendActivation } from './users.service';

export function createUsersModule({ db, sendActivation }: { db: Db; sendActivation: SendActivation }) {
  const repo = createUsersRepository(db);
  const users = createUsersService({ db, repo, sendActivation });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(usersRoutes({ repo, users }));
    },
  };
}

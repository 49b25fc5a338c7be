// Education area (spec 2): the participant's education, modules, periods, own materials, documents, event
// registration and learning material in Moodle, all guarded by one education policy.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { educationRoutes } from './education.routes';
import { createEducationRepository } from './education.repository';
import { createEducationService } from './education.service';
import { eventsRoutes } from './events.routes';
import { materialsRoutes } from './materials.routes';
import { createMaterialsService } from './materials.service';
import { createEventsService } from './events.service';

export function createEducationModule({ db }: { db: Db }) {
  const repo = createEducationRepository(db);
  const education = createEducationService(repo);
  const events = createEventsService({ db, education, educationRepo: repo });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(educationRoutes(education));
      await app.register(eventsRoutes(events));
      await app.register(materialsRoutes(createMaterialsService({ db, education, repo })));
    },
  };
}

// Education area (spec 2): the participant's education, modules, periods, own materials, documents, event
// registration and learning material in Moodle, all guarded by one education policy.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { MoodleClient } from '../../integrations/moodle';
import { educationRoutes } from './education.routes';
import { createEducationVersions } from './education-versions';
import { createEducationRepository } from './education.repository';
import { createEducationService } from './education.service';
import { eventsRoutes } from './events.routes';
import { createLearningMaterialRepository } from './learning-material.repository';
import { learningMaterialRoutes } from './learning-material.routes';
import { createLearningMaterialService } from './learning-material.service';
import { materialsRoutes } from './materials.routes';
import { notesRoutes } from './notes.routes';
import { createNotesService } from './notes.service';
import { createMaterialsService } from './materials.service';
import { createEventsService } from './events.service';
import { educationPermissions, type EducationActor } from './education.policy';
import { workshopReminderJob, type NotifyFn } from './workshop-reminders';
import type { JobQueue } from '../../plugins/job-queue';

export interface EducationModuleDeps {
  db: Db;
  /** Moodle for learning material; null: there is none (`learning_material_missing`). */
  moodle: MoodleClient | null;
  logger: FastifyBaseLogger;
  /** The job queue: the workshop deadline reminders run on it. */
  jobs: JobQueue;
  /** The notifications area's notify. */
  notify: NotifyFn;
}

export function createEducationModule({ db, moodle, logger, jobs, notify }: EducationModuleDeps) {
  jobs.define(workshopReminderJob(db, notify));
  const repo = createEducationRepository(db);
  const education = createEducationService(repo);
  const events = createEventsService({ db, education, educationRepo: repo });
  return {
    /** The education policy for other areas (assignments): the caller's permissions, or null when there is none. */
    access: async (actor: EducationActor, educationId: string) => {
      const facts = await repo.factsOfEducation(actor, educationId);
      return facts ? educationPermissions(actor, facts) : null;
    },
    routes: async (app: FastifyInstance) => {
      await app.register(educationRoutes(education, createEducationVersions(db)));
      await app.register(eventsRoutes(events));
      await app.register(materialsRoutes(createMaterialsService({ db, education, repo })));
      await app.register(notesRoutes(createNotesService({ db, education })));
      await app.register(
        learningMaterialRoutes(
          createLearningMaterialService({ moodle, education, repo: createLearningMaterialRepository(db), logger }),
        ),
      );
    },
  };
}

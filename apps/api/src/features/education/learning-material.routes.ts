import {
  getEducationMoodleRedirect,
  getFreeElearningCourseRedirect,
  getFreeElearningCourses,
  getFreeElearningsRedirect,
  getMissedEducationMoodleRedirect,
  getNotificationMoodleRedirect,
  getScheduleMoodleRedirect,
  type Role,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './education.routes';
import type { LearningMaterialService } from './learning-material.service';

/** Free e-learnings are for the participant and e-learning views (spec 1 §2 'Gratis E-Learnings'). */
const FREE_ELEARNING_ACCESS = { roles: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'] as Role[] };

/** The learning-material redirects (spec 2 §7, spec 1): each answers `{ loginUrl }` made at the moment of the call. */
export function learningMaterialRoutes(material: LearningMaterialService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEducationMoodleRedirect,
        access: 'login',
        handler: async (request) =>
          material.education(actorOf(request), request.log, request.params.educationId, request.query.eventId),
      }),
      defineRoute({
        endpoint: getMissedEducationMoodleRedirect,
        access: 'login',
        handler: async (request) =>
          material.catchUp(actorOf(request), request.log, request.params.educationId, request.query.eventId),
      }),
      defineRoute({
        endpoint: getScheduleMoodleRedirect,
        access: 'login',
        handler: async (request) =>
          material.schedule(actorOf(request), request.log, request.params.userId, request.query.eventId),
      }),
      defineRoute({
        endpoint: getNotificationMoodleRedirect,
        access: 'login',
        handler: async (request) => material.notification(actorOf(request), request.log, request.params.notificationId),
      }),
      defineRoute({
        endpoint: getFreeElearningsRedirect,
        access: FREE_ELEARNING_ACCESS,
        handler: async (request) => material.freeElearnings(actorOf(request), request.log),
      }),
      defineRoute({
        endpoint: getFreeElearningCourses,
        access: FREE_ELEARNING_ACCESS,
        handler: async (request) => material.freeCourses(request.log),
      }),
      defineRoute({
        endpoint: getFreeElearningCourseRedirect,
        access: FREE_ELEARNING_ACCESS,
        handler: async (request) => material.freeCourse(actorOf(request), request.log, request.params.courseId),
      }),
    ]);
  };
}

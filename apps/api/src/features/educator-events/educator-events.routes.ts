import { getEducatorEventMoodleRedirect, getEducatorEvents, getEducatorEventsOf } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MoodleError, parseCourseId, type MoodleClient } from '../../integrations/moodle';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import {
  canViewModules,
  seesAllEvents,
  VIEW_EDUCATOR_EVENTS_ACCESS,
  VIEW_MODULES_ACCESS,
  writesAllEvents,
  type EducatorEventsActor,
} from './educator-events.policy';
import type { EducatorEventsService } from './educator-events.service';

function actorOf(request: FastifyRequest): EducatorEventsActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** The educator modules list (`/modulen`) and an educator's events (the teacher's modules tab). */
export function educatorEventsRoutes(service: EducatorEventsService, moodle: MoodleClient | null) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEducatorEvents,
        access: VIEW_MODULES_ACCESS,
        handler: async (request) => {
          const actor = actorOf(request);
          if (!canViewModules(actor)) throw new AppError('forbidden');
          const all = seesAllEvents(actor);
          return service.list(request.query, {
            educatorId: actor.userId,
            ownOnly: !all || request.query.onlyOwnEvents === '1',
            writesAll: writesAllEvents(actor),
          });
        },
      }),
      defineRoute({
        endpoint: getEducatorEventsOf,
        access: VIEW_EDUCATOR_EVENTS_ACCESS,
        handler: async (request) => {
          const { educatorId } = request.params;
          if (!(await service.userExists(educatorId))) throw AppError.notFound();
          return service.list(request.query, { educatorId, ownOnly: true, writesAll: false });
        },
      }),
      defineRoute({
        endpoint: getEducatorEventMoodleRedirect,
        access: VIEW_MODULES_ACCESS,
        handler: async (request) => {
          const actor = actorOf(request);
          // The list of /modulen/user/{userId}: one's own (an admin may open anyone's).
          const admin = actor.roles.includes('ROLE_ADMIN');
          if (!canViewModules(actor) || (request.params.userId !== actor.userId && !admin)) throw AppError.notFound();
          const stored = await service.eventCourse(request.query.eventId, {
            educatorId: request.params.userId,
            ownOnly: !seesAllEvents(actor),
          });
          if (stored === undefined) throw AppError.notFound();
          const courseId = parseCourseId(stored);
          if (courseId === null || !moodle) throw new AppError('learning_material_missing', 404);
          // Moodle signs in whoever clicked: an admin acting as an educator opens it as themself.
          const email = await service.emailOf(actor.impersonatorId ?? actor.userId);
          if (!email) throw AppError.notFound();
          try {
            return { loginUrl: await moodle.loginUrl(email, courseId) };
          } catch (error) {
            if (!(error instanceof MoodleError)) throw error;
            if (error.kind === 'suspended') {
              request.log.warn('the user is suspended in Moodle: no login URL');
              throw new AppError('learning_material_missing', 404);
            }
            request.log.warn(
              { kind: error.kind, errorCode: error.errorCode, location: error.location },
              'Moodle refused a login URL',
            );
            throw new AppError('moodle_failed', 502);
          }
        },
      }),
    ]);
  };
}

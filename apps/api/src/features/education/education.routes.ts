import {
  getEducation,
  getEducationModules,
  getEducationPeriods,
  getInstituteEducationModules,
  getModule,
  getModuleForm,
  getPortfolioModules,
  getPracticalModules,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { EducationActor } from './education.policy';
import { MODULE_LISTS, type EducationService } from './education.service';

/** The signed-in user (the routes declare `login`; the education policy decides per education). */
export function actorOf(request: FastifyRequest): EducationActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/**
 * The education and its module lists (spec 2 §7 Education, Modules). Access is `login` on the route and the
 * education policy inside the service: anyone it refuses gets 404.
 */
export function educationRoutes(education: EducationService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEducation,
        access: 'login',
        handler: async (request) => education.get(actorOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getEducationModules,
        access: 'login',
        handler: async (request) =>
          education.modules(actorOf(request), request.params.id, { types: request.query.types }),
      }),
      defineRoute({
        endpoint: getInstituteEducationModules,
        access: 'login',
        handler: async (request) =>
          education.modules(actorOf(request), request.params.id, { kinds: MODULE_LISTS.institute }),
      }),
      defineRoute({
        endpoint: getPracticalModules,
        access: 'login',
        handler: async (request) =>
          education.modules(actorOf(request), request.params.id, { kinds: MODULE_LISTS.practical }),
      }),
      defineRoute({
        endpoint: getPortfolioModules,
        access: 'login',
        handler: async (request) =>
          education.modules(actorOf(request), request.params.id, { kinds: MODULE_LISTS.portfolio }),
      }),
      defineRoute({
        endpoint: getEducationPeriods,
        access: 'login',
        handler: async (request) => education.periods(actorOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getModule,
        access: 'login',
        handler: async (request) => education.module(actorOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getModuleForm,
        access: 'login',
        handler: async (request) => education.moduleForm(actorOf(request), request.params.id),
      }),
    ]);
  };
}

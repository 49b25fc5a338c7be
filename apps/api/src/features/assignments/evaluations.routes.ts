import {
  EVALUATIONS_OVERVIEW_ROLES,
  deleteEvaluations,
  getEvaluation,
  getEvaluationEducationPoints,
  getEvaluationEducators,
  getEvaluationEvaluators,
  getEvaluationModules,
  getEvaluationParticipants,
  getEvaluations,
  postEvaluation,
  postEvaluationRejected,
  putEvaluationForm,
  putEvaluators,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { RequestContext } from './assignments.service';
import type { EvaluationsService } from './evaluations.service';
import type { UserActor } from './ports';

/** The evaluations overview and its pickers (spec 3 §2 /beoordelingen); admins pass every check. */
const OVERVIEW: Access = { roles: EVALUATIONS_OVERVIEW_ROLES };
/**
 * One assignment (spec 3 §2 /beoordelingen/{id}: login): whoever is its evaluator or staff of its education, checked
 * per assignment (404 otherwise), so an assessor without an educator role (an external ROLE_EDUCATOR) can assess.
 */
const ONE = 'login' as const;

function userOf(request: FastifyRequest): UserActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}
const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The evaluation calls of spec 3 §7. */
export function evaluationsRoutes(service: EvaluationsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEvaluations,
        access: OVERVIEW,
        handler: async (request) => service.list(userOf(request), request.query),
      }),
      defineRoute({
        endpoint: getEvaluation,
        access: ONE,
        handler: async (request) => service.detail(userOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: postEvaluation,
        access: ONE,
        handler: async (request) =>
          service.evaluate(userOf(request), request.params.id, request.body, contextOf(request)),
      }),
      defineRoute({
        endpoint: putEvaluationForm,
        access: ONE,
        handler: async (request) => service.saveForLater(userOf(request), request.params.id, request.body),
      }),
      defineRoute({
        endpoint: postEvaluationRejected,
        access: ONE,
        handler: async (request) =>
          service.reject(userOf(request), request.params.id, request.body.formData, contextOf(request)),
      }),
      defineRoute({
        endpoint: deleteEvaluations,
        access: { permissions: ['RESET_EVALUATION'] },
        handler: async (request) => service.reopen(userOf(request), request.params.id, contextOf(request)),
      }),
      defineRoute({
        endpoint: putEvaluators,
        access: { permissions: ['UPDATE_EVALUATORS'] },
        handler: async (request) =>
          service.setEvaluators(userOf(request), request.params.id, request.body.evaluatorIds, contextOf(request)),
      }),
      defineRoute({
        endpoint: getEvaluationEducationPoints,
        access: ONE,
        handler: async (request) => service.educationPoints(userOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getEvaluationModules,
        access: OVERVIEW,
        handler: async (request) => service.modules(userOf(request), request.query),
      }),
      defineRoute({
        endpoint: getEvaluationParticipants,
        access: OVERVIEW,
        handler: async (request) => service.participants(userOf(request), request.query),
      }),
      defineRoute({
        endpoint: getEvaluationEvaluators,
        access: OVERVIEW,
        handler: async (request) => service.evaluators(userOf(request), request.query),
      }),
      defineRoute({
        endpoint: getEvaluationEducators,
        access: { permissions: ['UPDATE_EVALUATORS'] },
        handler: async (request) => service.educators(userOf(request), request.query),
      }),
    ]);
  };
}

import {
  deleteFaq,
  deleteFaqCategory,
  getFaq,
  getFaqCategories,
  getFaqs,
  postFaq,
  postFaqCategory,
  postFaqCategoryMove,
  postFaqCategoryUpdate,
  postFaqMove,
  postFaqToggleVisibility,
  postFaqUpdate,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { FaqActor } from './faq.policy';
import { createFaqService } from './faq.service';

/** The FAQ tab is behind the login; managing the FAQ needs ROLE_ADMIN (spec 1 §2, §6). */
const READ: Access = 'login';
const MANAGE: Access = { roles: ['ROLE_ADMIN'] };

/** The signed-in caller; the roles are the session's (an impersonating admin acts as the user impersonated). */
function actorOf(request: FastifyRequest): FaqActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return { userId: who.userId, admin: who.roles.includes('ROLE_ADMIN') };
}

/** The FAQ calls of spec 1 §7. */
export function faqRoutes(db: Db) {
  const faq = createFaqService({ db });
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getFaqs,
        access: READ,
        handler: async (request) => faq.list(actorOf(request), request.query),
      }),
      defineRoute({
        endpoint: getFaqCategories,
        access: READ,
        handler: async (request) => faq.listCategories(actorOf(request), request.query),
      }),
      defineRoute({
        endpoint: getFaq,
        access: READ,
        handler: async (request) => faq.get(actorOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: postFaq,
        access: MANAGE,
        handler: async (request, reply) => reply.code(201).send(await faq.create(actorOf(request), request.body)),
      }),
      defineRoute({
        endpoint: postFaqUpdate,
        access: MANAGE,
        handler: async (request) => faq.update(actorOf(request), request.params.id, request.body),
      }),
      defineRoute({
        endpoint: deleteFaq,
        access: MANAGE,
        handler: async (request, reply) => {
          await faq.remove(request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postFaqMove,
        access: MANAGE,
        handler: async (request) => faq.move(request.params.id, request.body.direction),
      }),
      defineRoute({
        endpoint: postFaqToggleVisibility,
        access: MANAGE,
        handler: async (request) => faq.toggleVisibility(request.params.id),
      }),
      defineRoute({
        endpoint: postFaqCategory,
        access: MANAGE,
        handler: async (request, reply) => reply.code(201).send(await faq.createCategory(request.body.title)),
      }),
      defineRoute({
        endpoint: postFaqCategoryUpdate,
        access: MANAGE,
        handler: async (request) => faq.renameCategory(request.params.id, request.body.title),
      }),
      defineRoute({
        endpoint: deleteFaqCategory,
        access: MANAGE,
        handler: async (request, reply) => {
          await faq.removeCategory(request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postFaqCategoryMove,
        access: MANAGE,
        handler: async (request) => faq.moveCategory(request.params.id, request.body.direction),
      }),
    ]);
  };
}

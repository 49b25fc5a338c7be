import {
  getEducation,
  getEducationModules,
  getEducationOverview,
  getPresenceOverview,
  getEducationPeriods,
  getInstituteEducationModules,
  getModule,
  getModuleForm,
  getPortfolioModules,
  getPracticalModules,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { conditional } from '../../lib/etag';
import type { EducationVersions } from './education-versions';
import { renderEducationOverview, renderPresenceOverview } from './education-documents';
import type { EducationActor } from './education.policy';
import { MODULE_LISTS, type EducationService } from './education.service';

/** The signed-in user (the routes declare `login`; the education policy decides per education). */
export function actorOf(request: FastifyRequest): EducationActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** A PDF opened in a new tab: inline, with a clean file name. */
function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(pdf);
}

/**
 * The education and its module lists (spec 2 §7 Education, Modules). Access is `login` on the route and the
 * education policy inside the service: anyone it refuses gets 404.
 */
export function educationRoutes(education: EducationService, versions: EducationVersions) {
  /**
   * The education page reads these far more often than they change: each answers 304 to a matching `If-None-Match`
   * after one read of the education's change counter, before any of the page's statements run.
   */
  const unlessUnchanged = async <T>(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    build: (actor: EducationActor) => Promise<T>,
  ): Promise<T> => {
    const actor = actorOf(request);
    return conditional(request, reply, await versions.tag(actor, request.params.id, request.url), () => build(actor));
  };
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEducation,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) => education.getText(actor, request.params.id)),
      }),
      defineRoute({
        endpoint: getEducationModules,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) =>
            education.modulesText(actor, request.params.id, { types: request.query.types }),
          ),
      }),
      defineRoute({
        endpoint: getInstituteEducationModules,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) =>
            education.modulesText(actor, request.params.id, { kinds: MODULE_LISTS.institute }),
          ),
      }),
      defineRoute({
        endpoint: getPracticalModules,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) =>
            education.modulesText(actor, request.params.id, { kinds: MODULE_LISTS.practical }),
          ),
      }),
      defineRoute({
        endpoint: getPortfolioModules,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) =>
            education.modulesText(actor, request.params.id, { kinds: MODULE_LISTS.portfolio }),
          ),
      }),
      defineRoute({
        endpoint: getEducationPeriods,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) => education.periods(actor, request.params.id)),
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
      defineRoute({
        endpoint: getPresenceOverview,
        access: 'login',
        handler: async (request, reply) => {
          const { education: e, modules } = await education.documents(actorOf(request), request.params.id);
          return sendPdf(reply, await renderPresenceOverview(e, modules), `Presentieoverzicht ${e.name}.pdf`);
        },
      }),
      defineRoute({
        endpoint: getEducationOverview,
        access: 'login',
        handler: async (request, reply) => {
          const { education: e, modules, periods } = await education.documents(actorOf(request), request.params.id);
          return sendPdf(
            reply,
            await renderEducationOverview(e, periods, modules),
            `Opleidingsoverzicht ${e.name}.pdf`,
          );
        },
      }),
    ]);
  };
}

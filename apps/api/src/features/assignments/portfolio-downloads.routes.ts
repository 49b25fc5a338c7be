import {
  getBundledPdfDownload,
  getDownloadSummary,
  getDownloadSummaryBundledPdf,
  getDownloadSummaryDetails,
  postDownloadSummaryBundledPdf,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../plugins/job-queue';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { UserActor } from './ports';
import { BUNDLED_PDF_JOB, type PortfolioDownloadsService } from './portfolio-downloads.service';

function userOf(request: FastifyRequest): UserActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/**
 * The download summary calls of spec 2 §7 and the bundled PDF's status and download. Access is `login` on the
 * route and the education policy in the service (as every /api/education/{id} call): others get 404.
 */
export function portfolioDownloadsRoutes(service: PortfolioDownloadsService, jobs: JobQueue) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getDownloadSummary,
        access: 'login',
        handler: async (request) => service.summary(userOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getDownloadSummaryDetails,
        access: 'login',
        handler: async (request) => service.details(userOf(request), request.params.id, request.query.identifier),
      }),
      defineRoute({
        endpoint: postDownloadSummaryBundledPdf,
        access: 'login',
        handler: async (request, reply) => {
          const bundle = await service.requestBundle(userOf(request), request.params.id, request.query.identifier, {
            running: jobs.started,
            enqueue: (bundleId) => jobs.send(BUNDLED_PDF_JOB, { bundleId }),
          });
          return reply.code(202).send(bundle);
        },
      }),
      defineRoute({
        endpoint: getDownloadSummaryBundledPdf,
        access: 'login',
        handler: async (request) => service.bundle(userOf(request), request.params.id, request.query.identifier),
      }),
      defineRoute({
        endpoint: getBundledPdfDownload,
        access: 'login',
        handler: async (request, reply) => {
          const { stream, size } = await service.download(userOf(request), request.params.id);
          const day = new Date().toISOString().slice(0, 10);
          reply.type('application/pdf').header('content-disposition', `attachment; filename="portfolio-${day}.pdf"`);
          if (size !== null) reply.header('content-length', String(size));
          return reply.send(stream);
        },
      }),
    ]);
  };
}

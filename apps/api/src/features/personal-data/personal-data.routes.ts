import {
  getAccountTakeovers,
  getPersonalDataExportDownload,
  getPersonalDataExports,
  postPersonalDataExport,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../plugins/job-queue';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { PERSONAL_DATA_JOB, type PersonalDataActor, type PersonalDataService } from './personal-data.service';

function actorOf(request: FastifyRequest): PersonalDataActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** Any signed-in user exports their own data; an admin anyone's (the service decides, others get 404). */
export function personalDataRoutes(service: PersonalDataService, jobs: JobQueue) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: postPersonalDataExport,
        access: 'login',
        handler: async (request, reply) => {
          const created = await service.request(actorOf(request), request.params.id, {
            running: jobs.started,
            enqueue: (exportId) => jobs.send(PERSONAL_DATA_JOB, { exportId }),
          });
          return reply.code(202).send(created);
        },
      }),
      defineRoute({
        endpoint: getPersonalDataExports,
        access: 'login',
        handler: async (request) => ({ items: await service.list(actorOf(request)) }),
      }),
      defineRoute({
        endpoint: getAccountTakeovers,
        access: 'login',
        handler: async (request) => ({ items: await service.takeovers(actorOf(request).userId) }),
      }),
      defineRoute({
        endpoint: getPersonalDataExportDownload,
        access: 'login',
        handler: async (request, reply) => {
          const { stream, size } = await service.download(actorOf(request), request.params.id);
          const day = new Date().toISOString().slice(0, 10);
          reply
            .type('application/zip')
            .header('content-disposition', `attachment; filename="persoonsgegevens-${day}.zip"`);
          if (size !== null) reply.header('content-length', String(size));
          return reply.send(stream);
        },
      }),
    ]);
  };
}

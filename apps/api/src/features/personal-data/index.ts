// The personal-data export (GDPR art. 15/20): the request and download calls, and the jobs that make and expire them.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import type { JobQueue } from '../../plugins/job-queue';
import { personalDataRoutes } from './personal-data.routes';
import { createPersonalDataService } from './personal-data.service';
import { createRequestedDownloads, type NotifyFn } from './requested-downloads';

export type { RequestedDownloads, RequestedDownloadRow } from './requested-downloads';

export function createPersonalDataModule(deps: { db: Db; storage: Storage; notify: NotifyFn; jobs: JobQueue }) {
  // The requested downloads' life cycle is this area's; the portfolio's bundled PDF uses it too (through app.ts).
  const downloads = createRequestedDownloads(deps);
  const service = createPersonalDataService({ ...deps, downloads });
  deps.jobs.define(service.job());
  deps.jobs.define({
    name: 'personal-data-expire',
    cron: '23 * * * *',
    policy: 'singleton',
    retryLimit: 0,
    handler: () => service.expire(),
  });
  return {
    service,
    downloads,
    routes: async (app: FastifyInstance) => {
      await app.register(personalDataRoutes(service, deps.jobs));
    },
  };
}

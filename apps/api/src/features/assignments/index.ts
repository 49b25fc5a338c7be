// Assignments (spec 2 "Assignment page", "Practical tab") and their evaluations (spec 3): the life cycle, entries through the forms area's entry
// service, the chat, evaluators, external contributors by invitation (token exchanged for a session cookie), and the
// portfolio's download summary with its bundled PDF (the assignments and their files of one module, in one document).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createAssignmentVersions } from './assignment-versions';
import { createAssignmentsRepository } from './assignments.repository';
import { assignmentsRoutes } from './assignments.routes';
import { createAssignmentsService } from './assignments.service';
import { createEvaluationsRepository } from './evaluations.repository';
import { evaluationsRoutes } from './evaluations.routes';
import { createEvaluationsService } from './evaluations.service';
import type { ContributorCookie, createContributorIdentify } from './contributor-session';
import type { Storage } from '../../integrations/storage';
import type { JobQueue } from '../../plugins/job-queue';
import type { EducationAccess, EntriesPort, Notify, RequestedDownloadsPort, SendInvitation } from './ports';
import { createPortfolioDownloadsRepository } from './portfolio-downloads.repository';
import { portfolioDownloadsRoutes } from './portfolio-downloads.routes';
import { createPortfolioDownloadsService } from './portfolio-downloads.service';

export { lifecycle } from './assignments.lifecycle';
export { contributorCookie, createContributorIdentify } from './contributor-session';

export interface AssignmentsModuleDeps {
  db: Db;
  entries: EntriesPort;
  educationAccess: EducationAccess;
  notify: Notify;
  sendInvitation: SendInvitation;
  box: SecretBox;
  /** The contributor session cookie and its lookup (made in app.ts, where the access gate needs them first). */
  cookie: ContributorCookie;
  contributors: ReturnType<typeof createContributorIdentify>;
  /** Where attached files' bytes are (the bundled PDF reads them). */
  storage: Storage;
  /** The requested downloads' life cycle of the personal-data area (the bundled PDF is one). */
  downloads: RequestedDownloadsPort;
  /** The job queue: the bundled PDFs are made on it. */
  jobs: JobQueue;
}

export function createAssignmentsModule(deps: AssignmentsModuleDeps) {
  const { cookie, contributors } = deps;
  const repo = createAssignmentsRepository(deps.db);
  const service = createAssignmentsService({ ...deps, repo });
  const evaluations = createEvaluationsService({
    db: deps.db,
    repo: createEvaluationsRepository(deps.db),
    assignmentsRepo: repo,
    assignments: service,
    entries: deps.entries,
    notify: deps.notify,
  });
  const downloads = createPortfolioDownloadsService({
    repo: createPortfolioDownloadsRepository(deps.db),
    educationAccess: deps.educationAccess,
    document: service.document,
    storage: deps.storage,
    downloads: deps.downloads,
  });
  deps.jobs.define(downloads.job());
  return {
    service,
    evaluations,
    routes: async (app: FastifyInstance) => {
      await app.register(
        assignmentsRoutes({
          db: deps.db,
          service,
          versions: createAssignmentVersions(deps.db),
          cookie,
          heldToken: contributors.heldToken,
        }),
      );
      await app.register(evaluationsRoutes(evaluations));
      await app.register(portfolioDownloadsRoutes(downloads, deps.jobs));
    },
  };
}

// Assignments (spec 2 "Assignment page", "Practical tab") and their evaluations (spec 3): the life cycle, entries through the forms area's entry
// service, the chat, evaluators and external contributors by invitation (token exchanged for a session cookie).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createAssignmentsRepository } from './assignments.repository';
import { assignmentsRoutes } from './assignments.routes';
import { createAssignmentsService } from './assignments.service';
import { createEvaluationsRepository } from './evaluations.repository';
import { evaluationsRoutes } from './evaluations.routes';
import { createEvaluationsService } from './evaluations.service';
import type { ContributorCookie, createContributorIdentify } from './contributor-session';
import type { EducationAccess, EntriesPort, Notify, SendInvitation } from './ports';

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
  return {
    service,
    evaluations,
    routes: async (app: FastifyInstance) => {
      await app.register(assignmentsRoutes({ db: deps.db, service, cookie, heldToken: contributors.heldToken }));
      await app.register(evaluationsRoutes(evaluations));
    },
  };
}

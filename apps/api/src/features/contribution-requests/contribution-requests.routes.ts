import { getMyContributionRequests } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { SecretBox } from '../../lib/secret-box';
import { presentContributionRequest } from './contribution-requests.presenter';
import { createContributionRequestRepository } from './contribution-requests.repository';

export interface ContributionRequestsDeps {
  db: Db;
  /** Opens the stored invitation tokens for the links (the box the server secret makes). */
  box: SecretBox;
}

/** "My contribution requests" (spec 3 §2) and its badge: only ever the signed-in user's own invitations. */
export function contributionRequestsRoutes({ db, box }: ContributionRequestsDeps) {
  const repository = createContributionRequestRepository(db);
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getMyContributionRequests,
        access: 'login',
        handler: async (request, reply) => {
          const who = request.identity;
          if (who?.kind !== 'user') throw new AppError('unauthorized');
          // The answer holds the invitation tokens: no cache may keep it.
          reply.header('cache-control', 'no-store');
          const page = await repository.list(who.userId, request.query);
          return { ...page, items: page.items.map((row) => presentContributionRequest(row, box)) };
        },
      }),
    ]);
  };
}

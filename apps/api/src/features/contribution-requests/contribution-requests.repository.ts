import type { contributionRequestsQuerySchema } from '@portal/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accessTokens, assignments, users } from '../../db/schema';
import { filterBy, listPage } from '../../lib/list-query';

export type ContributionRequestQuery = z.output<typeof contributionRequestsQuerySchema>;

/** The participant whose assignment the invitation is for (the reader is `users` in the address lookup). */
const participant = alias(users, 'participant');

/** Invitations to contribute, as their invitee lists them. */
export function createContributionRequestRepository(db: Db) {
  return {
    /**
     * A page of the invitations sent to the user's address (compared without case, as addresses are unique
     * without case), revoked ones left out. The address is looked up in the same statement, so an invitation
     * follows the account when its address changes.
     */
    list(userId: string, query: ContributionRequestQuery) {
      const address = sql`(select lower(${users.email}) from ${users} where ${users.id} = ${userId})`;
      return listPage(
        db,
        () =>
          db
            .select({
              id: accessTokens.id,
              createdAt: accessTokens.createdAt,
              tokenCiphertext: accessTokens.tokenCiphertext,
              status: accessTokens.status,
              assignmentId: assignments.id,
              assignmentName: assignments.name,
              firstName: participant.firstName,
              insertion: participant.insertion,
              lastName: participant.lastName,
            })
            .from(accessTokens)
            .innerJoin(assignments, eq(assignments.id, accessTokens.assignmentId))
            .innerJoin(participant, eq(participant.id, assignments.userId))
            .$dynamic(),
        query,
        {
          where: and(sql`lower(${accessTokens.email}) = ${address}`, isNull(accessTokens.revokedAt)),
          filters: { statuses: filterBy.oneOf(accessTokens.status) },
          search: [assignments.name, participant.firstName, participant.lastName],
          order: {
            created: accessTokens.createdAt,
            assignmentName: assignments.name,
            participantName: sql`${participant.lastName} || ' ' || ${participant.firstName}`,
            status: accessTokens.status,
          },
          defaultOrder: [desc(accessTokens.createdAt)],
          tieBreaker: accessTokens.id,
        },
      );
    },
  };
}
export type ContributionRequestRepository = ReturnType<typeof createContributionRequestRepository>;
export type ListedContributionRequest = Awaited<ReturnType<ContributionRequestRepository['list']>>['items'][number];

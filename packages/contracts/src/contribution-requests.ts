import { z } from 'zod';
import { ACCESS_TOKEN_STATUSES } from './domain';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';

/**
 * A contribution request (spec 3 §3): an invitation, sent to the signed-in user's e-mail address, to contribute to a
 * participant's assignment. The row links to `/onderwijs/opdracht/{assignment.id}?token={token}`.
 */
export const contributionRequestSchema = z.object({
  id: z.uuid(),
  created: z.iso.datetime({ offset: true }),
  /** The invitation's token for the link; null when the server cannot reveal it (then the invitation must be sent again). */
  token: z.string().nullable(),
  assignment: z.object({
    id: z.uuid(),
    name: z.string(),
    user: z.object({ fullName: z.string() }),
  }),
  /** new: not opened yet; used: the contributor has worked on it. */
  status: z.enum(ACCESS_TOKEN_STATUSES),
});
export type ContributionRequest = z.infer<typeof contributionRequestSchema>;

/** Sortable columns of the table. */
export const CONTRIBUTION_REQUEST_ORDER = ['created', 'assignmentName', 'participantName', 'status'] as const;

export const contributionRequestsQuerySchema = listQuerySchema({
  filters: { statuses: { oneOf: ACCESS_TOKEN_STATUSES } },
  order: CONTRIBUTION_REQUEST_ORDER,
});

/**
 * `GET /api/my-contribution-requests` (page, perPage, query, filters[statuses]=new,used, order[field]): the
 * invitations sent to the signed-in user's address, newest first. The badge asks `filters[statuses]=new` and reads
 * `totalItems` only (polled every 5 minutes).
 */
export const getMyContributionRequests = defineEndpoint({
  method: 'GET',
  path: '/api/my-contribution-requests',
  summary: "Contribution requests sent to the signed-in user's e-mail address",
  tags: ['contribution-requests'],
  querystring: contributionRequestsQuerySchema,
  response: { 200: listResponseSchema(contributionRequestSchema) },
});

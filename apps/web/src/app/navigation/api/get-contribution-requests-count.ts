import { queryOptions, useQuery } from '@tanstack/react-query';
import { BADGE_POLL_MS, countResponseSchema, getMyContributionRequests, listSearchParams } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { pollingOptions } from '../../../lib/polling';

/** The statuses the badge counts (spec 1 §7): invitations not yet finished, 'new' (nieuw) and 'used' (bezig). */
const OPEN_STATUSES = ['new', 'used'] as const;

/** `GET /api/my-contribution-requests?filters[statuses]=new,used` (spec 1 §7): its `totalItems` is the badge. */
export const OPEN_CONTRIBUTION_REQUESTS_PATH = `${getMyContributionRequests.path}?${listSearchParams({
  filters: { statuses: OPEN_STATUSES },
}).toString()}`;

export const OPEN_CONTRIBUTION_REQUESTS_QUERY_KEY = ['my-contribution-requests', 'open-count'] as const;

export async function getOpenContributionRequestsCount(signal?: AbortSignal): Promise<number> {
  const answer = await get(OPEN_CONTRIBUTION_REQUESTS_PATH, { schema: countResponseSchema, signal });
  return answer.totalItems;
}

export const openContributionRequestsCountQuery = queryOptions({
  queryKey: OPEN_CONTRIBUTION_REQUESTS_QUERY_KEY,
  queryFn: ({ signal }) => getOpenContributionRequestsCount(signal),
  ...pollingOptions(BADGE_POLL_MS),
  // A badge is a hint: a failed poll shows no number and the next poll tries again.
  retry: false,
});

/** The contribution-request badge, polled every 5 minutes while the tab is visible; off when `enabled` is false. */
export function useOpenContributionRequestsCount(enabled: boolean) {
  return useQuery({ ...openContributionRequestsCountQuery, enabled });
}

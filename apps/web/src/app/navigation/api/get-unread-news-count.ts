import { queryOptions, useQuery } from '@tanstack/react-query';
import { BADGE_POLL_MS, countResponseSchema, getNews } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { pollingOptions } from '../../../lib/polling';

/** `GET /api/news?count=true` (spec 1 §7): the number of news items the user has not read. */
export const UNREAD_NEWS_PATH = `${getNews.path}?count=true`;

export const UNREAD_NEWS_QUERY_KEY = ['news', 'unread-count'] as const;

export async function getUnreadNewsCount(signal?: AbortSignal): Promise<number> {
  const answer = await get(UNREAD_NEWS_PATH, { schema: countResponseSchema, signal });
  return answer.totalItems;
}

export const unreadNewsCountQuery = queryOptions({
  queryKey: UNREAD_NEWS_QUERY_KEY,
  queryFn: ({ signal }) => getUnreadNewsCount(signal),
  ...pollingOptions(BADGE_POLL_MS),
  // "A failure is silently ignored" (spec 1 §7): no retries, no error shown; the badge keeps its last number.
  retry: false,
});

/** The unread-news badge, polled every 5 minutes while the tab is visible; off when `enabled` is false. */
export function useUnreadNewsCount(enabled: boolean) {
  return useQuery({ ...unreadNewsCountQuery, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnreadNotifications as endpoint, NOTIFICATION_POLL_MS } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { pollingOptions } from '../../../lib/polling';
import { NOTIFICATIONS_QUERY_KEY } from './query-keys';

export const UNREAD_NOTIFICATIONS_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread'] as const;

/** `GET /api/notifications/unread` (spec 1 §7): the bell's number. */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  const answer = await get(endpoint.path, { schema: endpoint.response[200], signal });
  return answer.totalItems;
}

export const unreadNotificationsQuery = queryOptions({
  queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY,
  queryFn: ({ signal }) => getUnreadNotifications(signal),
  ...pollingOptions(NOTIFICATION_POLL_MS),
  // The next poll is never more than 20 s away: a failed one is not retried, the bell keeps its last number.
  retry: false,
});

/**
 * The bell's unread count, polled every 20 s while the tab is visible; with `poll: false` (the bell's stream is live
 * and brings every change) it is asked once and then only when something asks for it anew.
 */
export function useUnreadNotifications({ poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    ...unreadNotificationsQuery,
    ...(!poll && { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity }),
  });
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PER_PAGE, getNotifications as endpoint, listSearchParams, type Notification } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { NOTIFICATION_LIST_QUERY_KEY } from './query-keys';

export { NOTIFICATION_LIST_QUERY_KEY };

export interface NotificationPage {
  items: Notification[];
  totalItems: number;
  perPage: number;
}

/** `GET /api/notifications?page&perPage` (spec 1 §7): one page of the user's notifications, newest first. */
export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const search = listSearchParams({ page, perPage: DEFAULT_PER_PAGE });
  return get(`${endpoint.path}?${search.toString()}`, { schema: endpoint.response[200], signal });
}

export const notificationListQuery = infiniteQueryOptions({
  queryKey: NOTIFICATION_LIST_QUERY_KEY,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (lastPage, _pages, lastPageParam) =>
    lastPageParam * lastPage.perPage < lastPage.totalItems && lastPage.items.length > 0 ? lastPageParam + 1 : undefined,
});

/** The notification centre's list, a page at a time (infinite scroll). */
export function useNotifications() {
  return useInfiniteQuery(notificationListQuery);
}

/**
 * The loaded pages as one list. A notification that arrives while the user scrolls shifts the pages by one, so the
 * first item of a later page may repeat the last of the one before: each id is kept once.
 */
export function flattenPages(pages: readonly NotificationPage[] | undefined): Notification[] {
  const seen = new Set<string>();
  const list: Notification[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      list.push(item);
    }
  }
  return list;
}

import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@portal/contracts';
import { NOTIFICATIONS_QUERY_KEY } from './query-keys';
import { postNotificationRead } from './post-notification-read';

/**
 * The learning-material route's call (spec 1 §2): marking the notification read answers it, with the learning
 * platform's address in `references.contexturl`. A query rather than a mutation on mount: it runs once per visit
 * even when React mounts the screen twice, and it is not under `NOTIFICATIONS_QUERY_KEY`, so refreshing the bell
 * and the list never repeats it.
 */
export function notificationMaterialQuery(id: string, onRead: () => void) {
  return queryOptions({
    queryKey: ['notification-material', id] as const,
    queryFn: async ({ signal }): Promise<Notification> => {
      const notification = await postNotificationRead(id, signal);
      onRead();
      return notification;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The bell and the list, after the read. Opened from a link, this route may answer before the bell's first count
 * has: a refetch would join that fetch (and its answer from before the read) rather than start anew, so whatever is
 * on its way is cancelled first.
 */
async function refreshNotifications(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

/** Marks the notification read (the bell and list then refresh) and answers it; a failure goes to the error page. */
export function useNotificationMaterial(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...notificationMaterialQuery(id, () => void refreshNotifications(queryClient)),
    throwOnError: true,
  });
}

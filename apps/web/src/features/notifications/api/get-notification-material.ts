import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isHttpsUrl } from '../../../lib/browser-location';
import { NOTIFICATIONS_QUERY_KEY } from './query-keys';
import { postNotificationRead } from './post-notification-read';

/**
 * The bell and the list, after the read. Opened from a link, this route may answer before the bell's first count
 * has: a refetch would join that fetch (and its answer from before the read) rather than start anew, so whatever is
 * on its way is cancelled first.
 */
async function refreshNotifications(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

/**
 * The learning-material route's call (spec 1 §2): marking the notification read answers it, with the learning
 * platform's address in `references.contexturl`; the bell and list then refresh. Resolves the (https) address, or
 * null when the notification has none ('Helaas!'). The route runs it once per visit as a query, not under
 * `NOTIFICATIONS_QUERY_KEY`, so refreshing the bell and the list never repeats it.
 */
export function useLoadNotificationMaterial(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (signal: AbortSignal): Promise<string | null> => {
      const notification = await postNotificationRead(id, signal);
      void refreshNotifications(queryClient);
      const address = notification.references.contexturl;
      return isHttpsUrl(address) ? address : null;
    },
    [id, queryClient],
  );
}

import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getNotificationMoodleRedirect as moodleEndpoint } from '@portal/contracts';
import { ApiError, get } from '../../../lib/api-client';
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
 * `GET /api/moodle/notification/{id}`: a one-time login URL for the Moodle course the notification points at, or
 * null when it points at none (404 `learning_material_missing`). Asked at the click, never cached.
 */
export async function getNotificationMaterial(id: string, signal?: AbortSignal): Promise<string | null> {
  const path = moodleEndpoint.path.replace(':notificationId', encodeURIComponent(id));
  try {
    return (await get(path, { schema: moodleEndpoint.response[200], signal })).loginUrl;
  } catch (error) {
    if (error instanceof ApiError && error.detail === 'learning_material_missing') return null;
    throw error;
  }
}

/**
 * The learning-material route's call (spec 1 §2): marking the notification read answers it; the bell and list then
 * refresh. The material is the Moodle course the notification points at (a one-time login URL from
 * `GET /api/moodle/notification/{id}`); a notification without a course may still carry the learning platform's
 * (https) address in `references.contexturl`. Resolves the address, or null when there is neither ('Helaas!'). The
 * route runs it once per visit as a query, not under `NOTIFICATIONS_QUERY_KEY`, so refreshing the bell and the list
 * never repeats it.
 */
export function useLoadNotificationMaterial(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (signal: AbortSignal): Promise<string | null> => {
      const notification = await postNotificationRead(id, signal);
      void refreshNotifications(queryClient);
      const course = await getNotificationMaterial(id, signal);
      if (course !== null) return course;
      const address = notification.references.contexturl;
      return isHttpsUrl(address) ? address : null;
    },
    [id, queryClient],
  );
}

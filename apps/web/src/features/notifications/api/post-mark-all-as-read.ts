import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { postNotificationsMarkAllAsRead as endpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { UNREAD_NOTIFICATIONS_QUERY_KEY } from './get-unread-notifications';
import { NOTIFICATION_LIST_QUERY_KEY, type NotificationPage } from './get-notifications';

/** `POST /api/notifications/mark-all-as-read` (spec 1 §7): answers the new unread count (0). */
export async function postMarkAllAsRead(): Promise<number> {
  const answer = await post(endpoint.path, undefined, { schema: endpoint.response[200] });
  return answer.totalItems;
}

/** Every loaded notification, read. */
export function allRead(
  data: InfiniteData<NotificationPage, number> | undefined,
): InfiniteData<NotificationPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => ({ ...item, read: true })) })),
  };
}

/**
 * 'Alles als gelezen markeren': the list shows everything read at once and the bell takes the answered count; that
 * new count refreshes the list from the server (see the bell).
 */
export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMarkAllAsRead,
    onSuccess: async (unread) => {
      // A poll on its way carries the count from before: it must not overwrite this one.
      await queryClient.cancelQueries({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY });
      queryClient.setQueryData<InfiniteData<NotificationPage, number>>(NOTIFICATION_LIST_QUERY_KEY, allRead);
      queryClient.setQueryData(UNREAD_NOTIFICATIONS_QUERY_KEY, unread);
    },
  });
}

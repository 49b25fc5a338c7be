import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { postNotificationRead as endpoint, type Notification } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { NOTIFICATION_LIST_QUERY_KEY, type NotificationPage } from './get-notifications';
import { UNREAD_NOTIFICATIONS_QUERY_KEY } from './get-unread-notifications';

/** `POST /api/notifications/read {id}` (spec 1 §7): marks one notification read and answers it. */
export function postNotificationRead(id: string, signal?: AbortSignal): Promise<Notification> {
  return post(endpoint.path, { id }, { schema: endpoint.response[200], signal });
}

/** Shows `updated` in the loaded pages of the list at once (the refetch that follows confirms it). */
export function replaceInList(
  data: InfiniteData<NotificationPage, number> | undefined,
  updated: Notification,
): InfiniteData<NotificationPage, number> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === updated.id ? updated : item)),
    })),
  };
}

/**
 * Marks a notification read: the list shows it read at once and the bell's count is fetched again (a changed count
 * then refreshes the list: see the bell).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postNotificationRead(id),
    onSuccess: (updated) => {
      queryClient.setQueryData<InfiniteData<NotificationPage, number>>(NOTIFICATION_LIST_QUERY_KEY, (data) =>
        replaceInList(data, updated),
      );
      return queryClient.invalidateQueries({ queryKey: UNREAD_NOTIFICATIONS_QUERY_KEY });
    },
  });
}

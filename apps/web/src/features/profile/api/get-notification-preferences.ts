import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationPreferences as getNotificationPreferencesEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';

export type NotificationPreferences = z.infer<(typeof getNotificationPreferencesEndpoint.response)[200]>;

export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['notification-preferences'] as const;

/** `GET /api/users/notification-preferences`: the opt-outs and the types offered for the user's roles. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return get(getNotificationPreferencesEndpoint.path, {
    schema: getNotificationPreferencesEndpoint.response[200],
    signal,
  });
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
  queryFn: ({ signal }) => getNotificationPreferences(signal),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

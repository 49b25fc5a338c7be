import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postNotificationPreferences as postNotificationPreferencesEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';
import { NOTIFICATION_PREFERENCES_QUERY_KEY, type NotificationPreferences } from './get-notification-preferences';

export type NotificationPreferencesBody = z.input<NonNullable<typeof postNotificationPreferencesEndpoint.body>>;

/** `POST /api/users/notification-preferences`: saves the opt-outs (types outside the user's roles are refused). */
export function postNotificationPreferences(body: NotificationPreferencesBody) {
  return post(postNotificationPreferencesEndpoint.path, body, {
    schema: postNotificationPreferencesEndpoint.response[200],
  });
}

const SAVE_MUTATION_KEY = ['notification-preferences', 'save'] as const;

interface SaveCallbacks {
  /** Called for every save (also when a later one was started meanwhile, unlike the callbacks of `mutate`). */
  onSaved: () => void;
  onFailed: () => void;
}

/**
 * Saves a switch at once: the new state shows immediately and is put back when the call fails (the caller tells
 * the user). Each call sends the whole state, so the last one wins.
 */
export function useSaveNotificationPreferences({ onSaved, onFailed }: SaveCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_MUTATION_KEY,
    mutationFn: postNotificationPreferences,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_QUERY_KEY);
      if (previous) queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, { ...previous, ...body });
      return { previous };
    },
    onSuccess: onSaved,
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, context.previous);
      onFailed();
    },
    // Refetched after the last of quick successive switches only: an earlier answer would undo the later switches.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: SAVE_MUTATION_KEY }) === 1
        ? queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY })
        : undefined,
  });
}

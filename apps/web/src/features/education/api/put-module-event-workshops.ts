import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putModuleEventWorkshops as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { moduleEventKey } from './get-module-event';

/**
 * `PUT /api/module/{id}/event/{eventId}/workshops` {workshopIds}: replaces the upcoming workshop choice (the spec's
 * map of session id to true/false becomes the ids set to true). Answers the event as it is now.
 */
export function putModuleEventWorkshops(moduleId: string, eventId: string, workshopIds: string[]) {
  const path = endpoint.path
    .replace(':id', encodeURIComponent(moduleId))
    .replace(':eventId', encodeURIComponent(eventId));
  return request('PUT', path, { workshopIds }, { schema: endpoint.response[200] });
}

/** Saves the workshop choice; the event and the education's module lists reload after it. */
export function useUpdateWorkshops(moduleId: string, eventId: string, educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workshopIds: string[]) => putModuleEventWorkshops(moduleId, eventId, workshopIds),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleEventKey(moduleId, eventId) }),
        queryClient.invalidateQueries({ queryKey: ['education', educationId] }),
      ]);
    },
  });
}

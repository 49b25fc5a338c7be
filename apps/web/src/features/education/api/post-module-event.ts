import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postModuleEvent as endpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/** `POST /api/module/{id}/event` {eventId, workshopIds}: registers for an event; the module lists reload after it. */
export function postModuleEvent(moduleId: string, eventId: string, workshopIds: string[]) {
  return post(
    endpoint.path.replace(':id', encodeURIComponent(moduleId)),
    { eventId, workshopIds },
    { schema: endpoint.response[201] },
  );
}

export function useRegisterForEvent(moduleId: string, educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, workshopIds }: { eventId: string; workshopIds: string[] }) =>
      postModuleEvent(moduleId, eventId, workshopIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['education', educationId] }),
  });
}

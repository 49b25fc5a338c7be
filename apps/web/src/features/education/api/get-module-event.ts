import { useQuery } from '@tanstack/react-query';
import { getModuleEvent as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/module/{id}/event/{eventId}`: one event of the module with its sessions and the caller's workshops. */
export function getModuleEvent(moduleId: string, eventId: string, signal?: AbortSignal) {
  const path = endpoint.path
    .replace(':id', encodeURIComponent(moduleId))
    .replace(':eventId', encodeURIComponent(eventId));
  return get(path, { schema: endpoint.response[200], signal });
}

export const moduleEventKey = (moduleId: string, eventId: string) => ['module', moduleId, 'event', eventId] as const;

/** The event as it is now (places change while others choose): asked afresh each time, only while `enabled`. */
export function useModuleEvent(moduleId: string, eventId: string, enabled = true) {
  return useQuery({
    queryKey: moduleEventKey(moduleId, eventId),
    queryFn: ({ signal }) => getModuleEvent(moduleId, eventId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import { getAvailableModuleEvents as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/module/{id}/event/available`: the events a module can be registered for, by start date. */
export function getAvailableEvents(moduleId: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':id', encodeURIComponent(moduleId)), { schema: endpoint.response[200], signal });
}

export function useAvailableEvents(moduleId: string) {
  return useQuery({
    queryKey: ['module', moduleId, 'available-events'] as const,
    queryFn: ({ signal }) => getAvailableEvents(moduleId, signal),
    // Places change while the dialog is open elsewhere: always ask afresh.
    staleTime: 0,
    gcTime: 0,
  });
}

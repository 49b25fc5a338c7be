import { useQuery } from '@tanstack/react-query';
import { getAssignment as endpoint, type Assignment } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `GET /api/assignment/{id}`: the assignment with its form, entries, messages and evaluators. */
export function getAssignment(id: string, signal?: AbortSignal): Promise<Assignment> {
  return get(pathOf(endpoint.path, { id }), { schema: endpoint.response[200], signal });
}

export function useAssignment(id: string, enabled = true) {
  return useQuery({
    queryKey: assignmentKeys.detail(id),
    queryFn: ({ signal }) => getAssignment(id, signal),
    enabled,
    // The page fills its answers once from this; saves update it themselves (a refetch must not undo typing). Coming
    // back to the page asks afresh, though: messages and evaluations may have changed meanwhile.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getModuleAssignmentCreate as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/module/{id}/assignment-create`: the form a new request of the module is filled with, whether evaluators
 * are chosen on submit and who may be chosen. Nothing is stored until the request is sent.
 */
export function getModuleAssignmentCreate(moduleId: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':id', encodeURIComponent(moduleId)), { schema: endpoint.response[200], signal });
}

export const moduleAssignmentCreateQuery = (moduleId: string) =>
  queryOptions({
    queryKey: ['module', moduleId, 'assignment-create'] as const,
    queryFn: ({ signal }) => getModuleAssignmentCreate(moduleId, signal),
  });

export function useModuleAssignmentCreate(moduleId: string) {
  return useQuery(moduleAssignmentCreateQuery(moduleId));
}

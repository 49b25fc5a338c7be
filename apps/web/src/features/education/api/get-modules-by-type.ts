import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEducationModules as endpoint, type ModuleTypeCode } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/education/{id}/modules?types=`: the education's modules of the given type codes, or all of them without
 * types (the portfolio's requests use AANVRAAG; its products, widgets and dialogs every module).
 */
export function getModulesByType(id: string, types: readonly ModuleTypeCode[] = [], signal?: AbortSignal) {
  const query = types.length > 0 ? `?types=${types.map(encodeURIComponent).join(',')}` : '';
  return get(`${endpoint.path.replace(':id', encodeURIComponent(id))}${query}`, {
    schema: endpoint.response[200],
    signal,
  });
}

export const modulesByTypeQuery = (id: string, types: readonly ModuleTypeCode[] = []) =>
  queryOptions({
    // Under ['education', id, 'modules'], so what reloads the education's module lists reloads these too.
    queryKey: ['education', id, 'modules', 'types', types.join(',')] as const,
    queryFn: ({ signal }) => getModulesByType(id, types, signal),
    // Assignments change on other screens (handed in on the assignment page, assessed by others) whose calls do not
    // know these keys: coming back to the tab asks again rather than show a status that may be past.
    staleTime: 0,
  });

export function useModulesByType(id: string, types: readonly ModuleTypeCode[] = []) {
  return useQuery(modulesByTypeQuery(id, types));
}

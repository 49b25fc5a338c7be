import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInstituteEducationModules, getPracticalModules } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** The module list of a tab: Instituutsopleiding (institute) or Praktijkopleiding (practical). */
export type ModuleListKind = 'institute' | 'practical';

const ENDPOINTS = { institute: getInstituteEducationModules, practical: getPracticalModules } as const;

/**
 * `GET /api/education/{id}/institute-education-modules` or `/practical-modules`: every module of the tab with its
 * presence items and assignments (the list filters and sorts on the client).
 */
export function getEducationModules(id: string, kind: ModuleListKind, signal?: AbortSignal) {
  const endpoint = ENDPOINTS[kind];
  return get(endpoint.path.replace(':id', encodeURIComponent(id)), { schema: endpoint.response[200], signal });
}

export const educationModulesQuery = (id: string, kind: ModuleListKind) =>
  queryOptions({
    queryKey: ['education', id, 'modules', kind] as const,
    queryFn: ({ signal }) => getEducationModules(id, kind, signal),
  });

export function useEducationModules(id: string, kind: ModuleListKind) {
  return useQuery(educationModulesQuery(id, kind));
}

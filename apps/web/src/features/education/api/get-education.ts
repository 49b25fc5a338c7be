import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEducation as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/education/{id}`: the education with `_permissions` (404 for anyone its policy refuses). */
export function getEducation(id: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':id', encodeURIComponent(id)), { schema: endpoint.response[200], signal });
}

export const educationQuery = (id: string) =>
  queryOptions({ queryKey: ['education', id] as const, queryFn: ({ signal }) => getEducation(id, signal) });

/** The education of the education page; a failure is shown by the page itself (spec 2 §8). */
export function useEducation(id: string) {
  return useQuery(educationQuery(id));
}

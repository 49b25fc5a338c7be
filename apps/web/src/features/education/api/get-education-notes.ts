import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEducationNotes as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/education/{id}/notes`: the notes log, newest first (a failure: 'Fout bij ophalen van notities.'). */
export function getEducationNotes(id: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':id', encodeURIComponent(id)), { schema: endpoint.response[200], signal });
}

export const educationNotesQuery = (id: string) =>
  queryOptions({
    queryKey: ['education', id, 'notes'] as const,
    queryFn: ({ signal }) => getEducationNotes(id, signal),
  });

export function useEducationNotes(id: string) {
  return useQuery(educationNotesQuery(id));
}

import { useQuery } from '@tanstack/react-query';
import { AFAS_ID_LENGTH, getAfasUserName as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/afas/users/{afasId}` (admin): the name the merge dialog shows for an AFAS id. */
export function getAfasUserName(afasId: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':afasId', encodeURIComponent(afasId)), { schema: endpoint.response[200], signal });
}

/** Looked up only once the id has exactly 7 characters (spec 3 §9); an unknown id answers 404 (no retry). */
export function useAfasUserName(afasId: string) {
  const id = afasId.trim();
  return useQuery({
    queryKey: ['afas', 'user-name', id],
    queryFn: ({ signal }) => getAfasUserName(id, signal),
    enabled: id.length === AFAS_ID_LENGTH,
    retry: false,
  });
}

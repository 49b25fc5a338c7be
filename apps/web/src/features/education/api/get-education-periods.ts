import { useQuery } from '@tanstack/react-query';
import { getEducationPeriods as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/education/{id}/periods`: the period table of Opleidingsgegevens, in its order. */
export function getEducationPeriods(id: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':id', encodeURIComponent(id)), { schema: endpoint.response[200], signal });
}

export function useEducationPeriods(id: string) {
  return useQuery({
    queryKey: ['education', id, 'periods'] as const,
    queryFn: ({ signal }) => getEducationPeriods(id, signal),
  });
}

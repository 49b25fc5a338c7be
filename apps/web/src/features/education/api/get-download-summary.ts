import { useQuery } from '@tanstack/react-query';
import { getDownloadSummary as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/education/{id}/download-summary`: per category (module) the number of assignments and files. */
export function getDownloadSummary(id: string, signal?: AbortSignal) {
  return get(endpoint.path.replace(':id', encodeURIComponent(id)), { schema: endpoint.response[200], signal });
}

export function useDownloadSummary(id: string, enabled = true) {
  return useQuery({
    queryKey: ['education', id, 'download-summary'] as const,
    queryFn: ({ signal }) => getDownloadSummary(id, signal),
    enabled,
  });
}

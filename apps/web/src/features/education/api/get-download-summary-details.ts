import { useQuery } from '@tanstack/react-query';
import { getDownloadSummaryDetails as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/education/{id}/download-summary-details?identifier=`: the assignments and files of one category. */
export function getDownloadSummaryDetails(id: string, identifier: string, signal?: AbortSignal) {
  const path = `${endpoint.path.replace(':id', encodeURIComponent(id))}?identifier=${encodeURIComponent(identifier)}`;
  return get(path, { schema: endpoint.response[200], signal });
}

export function useDownloadSummaryDetails(id: string, identifier: string) {
  return useQuery({
    queryKey: ['education', id, 'download-summary', identifier] as const,
    queryFn: ({ signal }) => getDownloadSummaryDetails(id, identifier, signal),
  });
}

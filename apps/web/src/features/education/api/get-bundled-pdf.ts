import { useQuery } from '@tanstack/react-query';
import { getDownloadSummaryBundledPdf as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** While the bundle is being made its progress is asked for now and then (the job records it per assignment). */
export const BUNDLE_POLL_MS = 2_000;

export const bundledPdfPath = (path: string, id: string, identifier: string) =>
  `${path.replace(':id', encodeURIComponent(id))}?identifier=${encodeURIComponent(identifier)}`;
export const bundledPdfKey = (id: string, identifier: string) =>
  ['education', id, 'download-summary', identifier, 'bundled-pdf'] as const;

/** `GET /api/education/{id}/download-summary-bundled-pdf?identifier=`: the caller's latest bundle, or null. */
export async function getBundledPdf(id: string, identifier: string, signal?: AbortSignal) {
  return (await get(bundledPdfPath(endpoint.path, id, identifier), { schema: endpoint.response[200], signal })).item;
}

export function useBundledPdf(id: string, identifier: string) {
  return useQuery({
    queryKey: bundledPdfKey(id, identifier),
    queryFn: ({ signal }) => getBundledPdf(id, identifier, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? BUNDLE_POLL_MS : false),
  });
}

/** Where the browser downloads a ready bundle (once). */
export const bundledPdfDownloadUrl = (bundleId: string) =>
  `/api/download-summary-bundled-pdfs/${encodeURIComponent(bundleId)}/download`;

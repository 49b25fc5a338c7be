import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postDownloadSummaryBundledPdf as endpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { bundledPdfKey, bundledPdfPath } from './get-bundled-pdf';

/**
 * `POST /api/education/{id}/download-summary-bundled-pdf?identifier=`: asks for the bundle (also the retry after a
 * failure); the answer is the status the dialog shows and polls.
 */
export function postBundledPdf(id: string, identifier: string) {
  return post(bundledPdfPath(endpoint.path, id, identifier), undefined, { schema: endpoint.response[202] });
}

export function useRequestBundledPdf(id: string, identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postBundledPdf(id, identifier),
    onSuccess: (bundle) => queryClient.setQueryData(bundledPdfKey(id, identifier), bundle),
  });
}

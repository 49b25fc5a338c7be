import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importForms as importFormsEndpoint, type FormImportBody, type FormImportResult } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { formsKeys } from './query-keys';

/** `POST /api/forms/import` (spec 3 §7, admin): each file imported whole or refused, reported file by file. */
export function importForms(body: FormImportBody): Promise<FormImportResult> {
  return post(importFormsEndpoint.path, body, { schema: importFormsEndpoint.response[200] });
}

export function useImportForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importForms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm, putForm, type Form, type FormInput } from '@portal/contracts';
import { post, request } from '../../../lib/api-client';
import { formsKeys, withId } from './query-keys';

/**
 * `POST /api/forms` (create) or `PUT /api/forms/{id}` (save) (spec 3 §7). After a PUT the answer may hold new field
 * ids: a form with entries is versioned and the fields its entries were filled against are retired and made anew.
 */
export function saveForm(id: string | undefined, body: FormInput): Promise<Form> {
  return id === undefined
    ? post(postForm.path, body, { schema: postForm.response[201] })
    : request('PUT', withId(putForm.path, id), body, { schema: putForm.response[200] });
}

export function useSaveForm(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormInput) => saveForm(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(formsKeys.form(saved.id), saved);
      // The overview and the category counts change with a save.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: formsKeys.table() }),
        queryClient.invalidateQueries({ queryKey: formsKeys.categories() }),
      ]);
    },
  });
}

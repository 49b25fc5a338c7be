import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteForm as deleteFormEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { formsKeys, withId } from './query-keys';

/** `DELETE /api/forms/{id}` (spec 3 §7): refused with 409 `form_in_use` or `form_has_entries`. */
export async function deleteForm(id: string): Promise<void> {
  await request('DELETE', withId(deleteFormEndpoint.path, id));
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
}

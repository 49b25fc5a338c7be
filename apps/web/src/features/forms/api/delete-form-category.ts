import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFormCategory as deleteFormCategoryEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { formsKeys, withId } from './query-keys';

/** `DELETE /api/forms/categories/{id}` (spec 3 §7): its forms stay, without the category. */
export async function deleteFormCategory(id: string): Promise<void> {
  await request('DELETE', withId(deleteFormCategoryEndpoint.path, id));
}

export function useDeleteFormCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
}

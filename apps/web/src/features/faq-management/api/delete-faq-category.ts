import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFaqCategory as deleteFaqCategoryEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

/** `DELETE /api/faqs/categories/{id}` (spec 1 §7): only an empty category; one with questions answers 409. */
export async function deleteFaqCategory(id: string): Promise<void> {
  await request('DELETE', withId(deleteFaqCategoryEndpoint.path, id));
}

export function useDeleteFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaqCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqManagementKeys.categories() }),
  });
}

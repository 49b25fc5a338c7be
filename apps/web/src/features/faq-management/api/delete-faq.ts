import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFaq as deleteFaqEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

/** `DELETE /api/faqs/{id}` (spec 1 §7): the questions after it move up one place. */
export async function deleteFaq(id: string): Promise<void> {
  await request('DELETE', withId(deleteFaqEndpoint.path, id));
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqManagementKeys.all }),
  });
}

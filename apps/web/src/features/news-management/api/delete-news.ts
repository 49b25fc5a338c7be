import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNews as deleteNewsEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { newsManagementKeys, withId } from './query-keys';

/** `DELETE /api/news/{id}` (spec 1 §7, admin only): the item with its targets and reads. */
export async function deleteNews(id: string): Promise<void> {
  await request('DELETE', withId(deleteNewsEndpoint.path, id));
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsManagementKeys.all }),
  });
}

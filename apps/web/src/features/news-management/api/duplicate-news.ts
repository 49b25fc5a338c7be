import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postNewsDuplicate, type NewsDetail } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { newsManagementKeys, withId } from './query-keys';

/** `POST /api/news/{id}/duplicate` (spec 1 §7): a new concept copy by the caller, answered in full. */
export function duplicateNews(id: string): Promise<NewsDetail> {
  return post(withId(postNewsDuplicate.path, id), undefined, { schema: postNewsDuplicate.response[201] });
}

export function useDuplicateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsManagementKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postNews, postNewsUpdate, type NewsBody, type NewsSaved } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { newsManagementKeys, withId } from './query-keys';

/**
 * `POST /api/news` (create) or `POST /api/news/{id}` (update) (spec 1 §7): the item and the messages that did not
 * block it (`warnings`, e.g. the end before the start).
 */
export function saveNews(id: string | undefined, body: NewsBody): Promise<NewsSaved> {
  return id === undefined
    ? post(postNews.path, body, { schema: postNews.response[201] })
    : post(withId(postNewsUpdate.path, id), body, { schema: postNewsUpdate.response[200] });
}

export function useSaveNews(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsBody) => saveNews(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(newsManagementKeys.item(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: newsManagementKeys.table() });
    },
  });
}

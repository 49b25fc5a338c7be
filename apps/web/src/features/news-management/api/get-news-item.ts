import { useQuery } from '@tanstack/react-query';
import { getNewsItem as getNewsItemEndpoint, type NewsDetail } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { newsManagementKeys, withId } from './query-keys';

/** `GET /api/news/{id}` (spec 1 §7): the item to edit, with its targets, files and `_permissions`. */
export function getNewsItem(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  return get(withId(getNewsItemEndpoint.path, id), { schema: getNewsItemEndpoint.response[200], signal });
}

/** The item being edited; nothing is fetched while creating (`id` undefined). */
export function useNewsItem(id: string | undefined) {
  return useQuery({
    queryKey: newsManagementKeys.item(id ?? ''),
    queryFn: ({ signal }) => getNewsItem(id!, signal),
    enabled: id !== undefined,
    // The form is filled once from this answer: a refetch in the background must not overwrite what is typed.
    staleTime: Infinity,
  });
}

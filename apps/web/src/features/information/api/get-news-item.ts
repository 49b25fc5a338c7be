import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getNewsItem as getNewsItemEndpoint, type NewsDetail } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { NEWS_ROOT_KEY, newsKeys } from './query-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's `:id` can name a news item at all (ids are uuids): no call for one that cannot. */
export const isNewsId = (id: string) => UUID.test(id);

/** `GET /api/news/{id}` (spec 1 §7): one item in full; the server marks it read for the caller. */
export async function getNewsItem(id: string, signal?: AbortSignal): Promise<NewsDetail> {
  const path = getNewsItemEndpoint.path.replace(':id', encodeURIComponent(id));
  return get(path, { schema: getNewsItemEndpoint.response[200], signal });
}

/**
 * The item's query. Every answer means the server has just marked the item read, so everything else cached under
 * the news root goes stale: the lists' 'Nieuw' chip and the top bar's unread badge refetch (the ones on screen at
 * once). The item itself is left alone, or it would fetch itself again without end.
 */
export const newsItemQuery = (id: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: newsKeys.item(id),
    queryFn: async ({ signal }) => {
      const item = await getNewsItem(id, signal);
      const own = newsKeys.item(id);
      void queryClient.invalidateQueries({
        queryKey: NEWS_ROOT_KEY,
        predicate: ({ queryKey }) => !own.every((part, n) => queryKey[n] === part),
      });
      return item;
    },
  });

/** One news item, shared by its page and its breadcrumb (one call between them); none for an impossible id. */
export function useNewsItem(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...newsItemQuery(id, queryClient), enabled: isNewsId(id) });
}

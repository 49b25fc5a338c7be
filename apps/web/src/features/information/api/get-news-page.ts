import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getNews, listResponseSchema, listSearchParams, NEWS_PER_PAGE, newsItemSchema } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { newsKeys } from './query-keys';

const newsPageSchema = listResponseSchema(newsItemSchema);

/** `GET /api/news?page=N&perPage=10` (spec 1 §7, §9): one page of the news the user may read, newest first. */
export async function getNewsPage(page: number, signal?: AbortSignal) {
  const search = listSearchParams({ page, perPage: NEWS_PER_PAGE });
  return get(`${getNews.path}?${search.toString()}`, { schema: newsPageSchema, signal });
}

export const newsPageQuery = (page: number) =>
  queryOptions({
    queryKey: newsKeys.page(page),
    queryFn: ({ signal }) => getNewsPage(page, signal),
  });

/** One page of the news list; the previous page stays shown while the next one loads. */
export function useNewsPage(page: number) {
  return useQuery({ ...newsPageQuery(page), placeholderData: keepPreviousData });
}

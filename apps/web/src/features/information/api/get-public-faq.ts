import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFaqs, listSearchParams, MAX_PER_PAGE, type FaqItem } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { PUBLIC_FAQ_QUERY_KEY } from './query-keys';

/**
 * `GET /api/faqs?page=1&perPage=9999` (spec 1 §7, §9): the whole public FAQ in one call, in category order and then
 * item order. Hidden questions are the server's to leave out; an admin gets them too, so they are dropped here: the
 * public tab shows what every reader sees.
 */
export async function getPublicFaq(signal?: AbortSignal): Promise<FaqItem[]> {
  const search = listSearchParams({ page: 1, perPage: MAX_PER_PAGE });
  const answer = await get(`${getFaqs.path}?${search.toString()}`, { schema: getFaqs.response[200], signal });
  return answer.items.filter((item) => item.visible);
}

export const publicFaqQuery = queryOptions({
  queryKey: PUBLIC_FAQ_QUERY_KEY,
  queryFn: ({ signal }) => getPublicFaq(signal),
});

export function usePublicFaq() {
  return useQuery(publicFaqQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFaqs as getFaqsEndpoint, listSearchParams, MAX_PER_PAGE, type FaqItem } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { faqManagementKeys } from './query-keys';

/**
 * `GET /api/faqs?perPage=9999` (spec 1 §7): every question, hidden ones included for the admin, in category order
 * and then in their order within the category. Management shows them all at once: moving up and down only makes
 * sense against the whole order, not a page of it.
 */
export async function getFaqs(signal?: AbortSignal): Promise<FaqItem[]> {
  const search = listSearchParams({ page: 1, perPage: MAX_PER_PAGE });
  const answer = await get(`${getFaqsEndpoint.path}?${search.toString()}`, {
    schema: getFaqsEndpoint.response[200],
    signal,
  });
  return answer.items;
}

export const faqsQuery = queryOptions({
  queryKey: faqManagementKeys.items(),
  queryFn: ({ signal }) => getFaqs(signal),
});

export function useFaqs() {
  return useQuery(faqsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getFaqCategories as getFaqCategoriesEndpoint,
  listSearchParams,
  MAX_PER_PAGE,
  type FaqCategory,
} from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { faqManagementKeys } from './query-keys';

/** `GET /api/faqs/categories` (page 1, 9999 per page; spec 1 §7, §9): every category in its order. */
export async function getFaqCategories(signal?: AbortSignal): Promise<FaqCategory[]> {
  const search = listSearchParams({ page: 1, perPage: MAX_PER_PAGE });
  const answer = await get(`${getFaqCategoriesEndpoint.path}?${search.toString()}`, {
    schema: getFaqCategoriesEndpoint.response[200],
    signal,
  });
  return answer.items;
}

export const faqCategoriesQuery = queryOptions({
  queryKey: faqManagementKeys.categories(),
  queryFn: ({ signal }) => getFaqCategories(signal),
});

export function useFaqCategories() {
  return useQuery(faqCategoriesQuery);
}

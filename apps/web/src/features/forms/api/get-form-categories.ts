import { useQuery } from '@tanstack/react-query';
import { getFormCategories, listSearchParams, type FormCategory } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { formsKeys } from './query-keys';

/** Categories in pickers and the dialog: one page of up to 1000 (spec 3 §9), by name. */
export const CATEGORY_PAGE_SIZE = 1000;

/** `GET /api/forms/categories?page=1&perPage=1000&order[name]=asc` (spec 3 §7): name and form count. */
export async function getAllFormCategories(signal?: AbortSignal): Promise<FormCategory[]> {
  const search = listSearchParams({ page: 1, perPage: CATEGORY_PAGE_SIZE, order: { name: 'asc' } });
  const page = await get(`${getFormCategories.path}?${search.toString()}`, {
    schema: getFormCategories.response[200],
    signal,
  });
  return page.items;
}

export function useFormCategories() {
  return useQuery({ queryKey: formsKeys.categories(), queryFn: ({ signal }) => getAllFormCategories(signal) });
}

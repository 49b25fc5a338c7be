import { getNewsAuthors as getNewsAuthorsEndpoint, listSearchParams } from '@portal/contracts';
import type { FilterOption } from '../../../components/data-table';
import { get } from '../../../lib/api-client';

/** `GET /api/news-authors?query=...` (spec 1 §7): the authors whose name matches, as choices of the author filter. */
export async function getNewsAuthorOptions(query: string, signal: AbortSignal): Promise<FilterOption[]> {
  const search = listSearchParams({ query, perPage: 20 });
  const answer = await get(`${getNewsAuthorsEndpoint.path}?${search.toString()}`, {
    schema: getNewsAuthorsEndpoint.response[200],
    signal,
  });
  return answer.items.map((author) => ({ value: author.id, label: author.fullName }));
}

import { useQuery } from '@tanstack/react-query';
import { getFaq as getFaqEndpoint, type FaqItem } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

/** `GET /api/faqs/{id}` (spec 1 §7): one question to edit. */
export function getFaq(id: string, signal?: AbortSignal): Promise<FaqItem> {
  return get(withId(getFaqEndpoint.path, id), { schema: getFaqEndpoint.response[200], signal });
}

/** The question being edited; nothing is fetched while creating (`id` undefined). */
export function useFaq(id: string | undefined) {
  return useQuery({
    queryKey: faqManagementKeys.item(id ?? ''),
    queryFn: ({ signal }) => getFaq(id!, signal),
    enabled: id !== undefined,
    // The form is filled once from this answer: a refetch in the background must not overwrite what is typed.
    staleTime: Infinity,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFaq, postFaqUpdate, type FaqItem, type FaqItemBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

/**
 * `POST /api/faqs` (create) or `POST /api/faqs/{id}` (update) (spec 1 §7): title, content, categoryId and the ids
 * of the attachments, which were uploaded before.
 */
export function saveFaq(id: string | undefined, body: FaqItemBody): Promise<FaqItem> {
  return id === undefined
    ? post(postFaq.path, body, { schema: postFaq.response[201] })
    : post(withId(postFaqUpdate.path, id), body, { schema: postFaqUpdate.response[200] });
}

export function useSaveFaq(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqItemBody) => saveFaq(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqManagementKeys.all }),
  });
}

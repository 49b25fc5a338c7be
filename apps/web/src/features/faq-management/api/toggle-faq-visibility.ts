import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFaqToggleVisibility, type FaqItem } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

/** `POST /api/faqs/{id}/toggle-visibility` (spec 1 §7): answers whether the question is now visible. */
export function toggleFaqVisibility(id: string): Promise<{ visible: boolean }> {
  return post(withId(postFaqToggleVisibility.path, id), undefined, {
    schema: postFaqToggleVisibility.response[200],
  });
}

export function useToggleFaqVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFaqVisibility,
    onSuccess: ({ visible }, id) => {
      // The answer is the new state: show it at once, then refetch to be sure (hidden items count differently).
      queryClient.setQueryData<FaqItem[]>(faqManagementKeys.items(), (items) =>
        items?.map((item) => (item.id === id ? { ...item, visible } : item)),
      );
      return queryClient.invalidateQueries({ queryKey: faqManagementKeys.all });
    },
  });
}

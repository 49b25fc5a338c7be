import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFaqCategoryMove, type FaqCategory } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import type { MoveDirection } from './move-faq';
import { faqManagementKeys, withId } from './query-keys';

/** `POST /api/faqs/categories/{id}/move` (spec 1 §7): one place up or down. */
export function moveFaqCategory(id: string, direction: MoveDirection): Promise<FaqCategory> {
  return post(withId(postFaqCategoryMove.path, id), { direction }, { schema: postFaqCategoryMove.response[200] });
}

export function useMoveFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: MoveDirection }) => moveFaqCategory(id, direction),
    // The questions' table is ordered by category first.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqManagementKeys.all }),
  });
}

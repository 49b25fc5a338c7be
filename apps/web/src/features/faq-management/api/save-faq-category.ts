import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFaqCategory, postFaqCategoryUpdate, type FaqCategory } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

/** `POST /api/faqs/categories` (new, at the end) or `POST /api/faqs/categories/{id}` (rename) (spec 1 §7). */
export function saveFaqCategory(id: string | undefined, title: string): Promise<FaqCategory> {
  return id === undefined
    ? post(postFaqCategory.path, { title }, { schema: postFaqCategory.response[201] })
    : post(withId(postFaqCategoryUpdate.path, id), { title }, { schema: postFaqCategoryUpdate.response[200] });
}

export function useSaveFaqCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id?: string; title: string }) => saveFaqCategory(id, title),
    // A renamed category is named in every row of the questions' table too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqManagementKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFaqMove, type FaqItem, type FaqMoveBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { faqManagementKeys, withId } from './query-keys';

export type MoveDirection = FaqMoveBody['direction'];

/** `POST /api/faqs/{id}/move` (spec 1 §7): one place up or down within its category. */
export function moveFaq(id: string, direction: MoveDirection): Promise<FaqItem> {
  return post(withId(postFaqMove.path, id), { direction }, { schema: postFaqMove.response[200] });
}

export function useMoveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: MoveDirection }) => moveFaq(id, direction),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqManagementKeys.items() }),
  });
}

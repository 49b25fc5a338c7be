import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAfasMerge, type MergeBody, type MergeResult } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/** `POST /api/afas/merge` (spec 3 §7, admin): the previous account's references move to the current one. */
export function mergeUsers(body: MergeBody): Promise<MergeResult> {
  return post(postAfasMerge.path, body, { schema: postAfasMerge.response[200] });
}

/** A merge changes whose data is whose: every cached list may be stale. */
export function useMergeUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mergeUsers, onSuccess: () => queryClient.invalidateQueries() });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAfasMerge, postAfasMergeUndo, type MergeBody, type MergeResult } from '@portal/contracts';
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

/** `POST /api/afas/merge/{id}/undo` (admin): moves back exactly what the merge moved; once. */
export function undoMerge(id: string): Promise<MergeResult> {
  return post(postAfasMergeUndo.path.replace(':id', encodeURIComponent(id)), undefined, {
    schema: postAfasMergeUndo.response[200],
  });
}

export function useUndoMerge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoMerge, onSuccess: () => queryClient.invalidateQueries() });
}

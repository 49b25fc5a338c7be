import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssignmentToken as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `DELETE /api/assignment/{id}/tokens/{tokenId}`: revokes an invitation (its link and sessions stop at once). */
export async function deleteAssignmentToken(id: string, tokenId: string): Promise<void> {
  await request('DELETE', pathOf(endpoint.path, { id, tokenId }));
}

export function useRevokeAssignmentToken(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => deleteAssignmentToken(id, tokenId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.tokens(id) }),
  });
}

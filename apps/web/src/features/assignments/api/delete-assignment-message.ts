import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssignmentMessage as endpoint, type Assignment } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `DELETE /api/assignment/{id}/messages/{messageId}`: deletes one's own message. */
export async function deleteAssignmentMessage(id: string, messageId: string): Promise<void> {
  await request('DELETE', pathOf(endpoint.path, { id, messageId }));
}

export function useDeleteAssignmentMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteAssignmentMessage(id, messageId),
    onSuccess: (_nothing, messageId) =>
      queryClient.setQueryData<Assignment>(
        assignmentKeys.detail(id),
        (before) => before && { ...before, messages: before.messages.filter((m) => m.id !== messageId) },
      ),
  });
}

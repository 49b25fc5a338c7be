import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssignmentMessage as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { pathOf, updateAssignmentCaches } from './query-keys';

/** `DELETE /api/assignment/{id}/messages/{messageId}`: deletes one's own message. */
export async function deleteAssignmentMessage(id: string, messageId: string): Promise<void> {
  await request('DELETE', pathOf(endpoint.path, { id, messageId }));
}

export function useDeleteAssignmentMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteAssignmentMessage(id, messageId),
    onSuccess: (_nothing, messageId) =>
      updateAssignmentCaches(queryClient, id, (before) => ({
        ...before,
        messages: before.messages.filter((m) => m.id !== messageId),
      })),
  });
}

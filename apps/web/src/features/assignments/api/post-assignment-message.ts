import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAssignmentMessage as endpoint, type AssignmentMessage } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { pathOf, updateAssignmentCaches } from './query-keys';

/** `POST /api/assignment/{id}/messages` {content}: a new chat message. */
export function postAssignmentMessage(id: string, content: string): Promise<AssignmentMessage> {
  return post(pathOf(endpoint.path, { id }), { content }, { schema: endpoint.response[201] });
}

/** Sends a message; the assignment's cached messages get it at the end. */
export function useSendAssignmentMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postAssignmentMessage(id, content),
    onSuccess: (message) =>
      updateAssignmentCaches(queryClient, id, (before) => ({ ...before, messages: [...before.messages, message] })),
  });
}

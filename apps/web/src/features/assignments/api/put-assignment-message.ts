import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putAssignmentMessage as endpoint, type Assignment, type AssignmentMessage } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { pathOf, updateAssignmentCaches } from './query-keys';

/** `PUT /api/assignment/{id}/messages/{messageId}` {content}: edits one's own message. */
export function putAssignmentMessage(id: string, messageId: string, content: string): Promise<AssignmentMessage> {
  return request('PUT', pathOf(endpoint.path, { id, messageId }), { content }, { schema: endpoint.response[200] });
}

const replace =
  (message: AssignmentMessage) =>
  <A extends Assignment>(assignment: A): A => ({
    ...assignment,
    messages: assignment.messages.map((m) => (m.id === message.id ? message : m)),
  });

/**
 * Edits a message at once in the cache (the new text shows while the call runs); a failed call puts the old text back
 * (spec 2 §8: the edit is rolled back).
 */
export function useEditAssignmentMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, content }: { message: AssignmentMessage; content: string }) =>
      putAssignmentMessage(id, message.id, content),
    onMutate: ({ message, content }) => {
      updateAssignmentCaches(queryClient, id, replace({ ...message, content }));
      return { previous: message };
    },
    onError: (_error, _variables, context) => {
      if (context) updateAssignmentCaches(queryClient, id, replace(context.previous));
    },
    onSuccess: (saved) => updateAssignmentCaches(queryClient, id, replace(saved)),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postExternalInvites as endpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `POST /api/assignment/{id}/external-invites` {emails, explanation}: mails each address a link to the assignment. */
export function postExternalInvites(id: string, emails: string[], explanation: string) {
  return post(pathOf(endpoint.path, { id }), { emails, explanation }, { schema: endpoint.response[201] });
}

export function useInviteExternals(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, explanation }: { emails: string[]; explanation: string }) =>
      postExternalInvites(id, emails, explanation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.tokens(id) }),
  });
}

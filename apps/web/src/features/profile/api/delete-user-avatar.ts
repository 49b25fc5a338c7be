import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUserAvatar as deleteUserAvatarEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { userProfileQueryKey } from './get-user-profile';

/** `DELETE /api/users/{id}/avatar` (spec 3 §7): 204, also when there was none. */
export async function deleteUserAvatar(userId: string): Promise<void> {
  await request('DELETE', deleteUserAvatarEndpoint.path.replace(':id', encodeURIComponent(userId)));
}

/** Removes the avatar; the account (top bar) and the profile then show the initials again. */
export function useRemoveAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUserAvatar(userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userProfileQueryKey(userId) }),
      ]),
  });
}

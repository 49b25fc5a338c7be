import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteUser as deleteUserEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** `DELETE /api/users/{id}` (admin); 409 `user_has_training_records` while the person has training records. */
export async function deleteUser(id: string): Promise<void> {
  await request('DELETE', deleteUserEndpoint.path.replace(':id', encodeURIComponent(id)));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: usersKeys.user(id) });
      await queryClient.invalidateQueries({ queryKey: usersKeys.table() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putUserRoles as putUserRolesEndpoint, type Role, type User } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** `PUT /api/users/{id}/roles` {roles} (admin): the complete role list; answers the user. */
export function putUserRoles(id: string, roles: Role[]): Promise<User> {
  return request(
    'PUT',
    putUserRolesEndpoint.path.replace(':id', encodeURIComponent(id)),
    { roles },
    {
      schema: putUserRolesEndpoint.response[200],
    },
  );
}

/** Changes a user's roles; the overview and the user's page reload. */
export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: Role[] }) => putUserRoles(id, roles),
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.user(user.id), user);
      await queryClient.invalidateQueries({ queryKey: usersKeys.table() });
    },
  });
}

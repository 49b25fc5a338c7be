import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser as getUserEndpoint, type User } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** `GET /api/users/{id}` (LIST_USERS). */
export function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return get(getUserEndpoint.path.replace(':id', encodeURIComponent(id)), {
    schema: getUserEndpoint.response[200],
    signal,
  });
}

export const userQuery = (id: string) =>
  queryOptions({ queryKey: usersKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}

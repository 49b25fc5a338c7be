import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUserFormData, getUserProfile, putUserProfile, type UserProfileBody } from '@portal/contracts';
import { get, request } from '../../../lib/api-client';
import type { UserFormData, UserProfile } from '../../../components/user-form';
import { usersKeys } from './query-keys';

/** `GET /api/users/{id}/complete`: every field of the user form (the same call and cache entry as the profile's). */
export function useUserProfile(id: string) {
  return useQuery(
    queryOptions({
      queryKey: usersKeys.complete(id),
      queryFn: ({ signal }): Promise<UserProfile> =>
        get(getUserProfile.path.replace(':id', encodeURIComponent(id)), {
          schema: getUserProfile.response[200],
          signal,
        }),
    }),
  );
}

/** `GET /api/user-form-data`: specialisations, countries and the default specialisation (99). */
export function useUserFormData() {
  return useQuery(
    queryOptions({
      queryKey: ['user-form-data'],
      queryFn: ({ signal }): Promise<UserFormData> =>
        get(getUserFormData.path, { schema: getUserFormData.response[200], signal }),
      staleTime: Infinity,
    }),
  );
}

/** `PUT /api/users/{id}/complete` as an admin: the answer replaces the cached profile; the lists reload. */
export function useSaveUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserProfileBody): Promise<UserProfile> =>
      request('PUT', putUserProfile.path.replace(':id', encodeURIComponent(id)), body, {
        schema: putUserProfile.response[200],
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(usersKeys.complete(id), saved);
      await queryClient.invalidateQueries({ queryKey: usersKeys.user(id), exact: true });
      await queryClient.invalidateQueries({ queryKey: usersKeys.table() });
    },
  });
}

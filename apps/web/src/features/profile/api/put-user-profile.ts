import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putUserProfile as putUserProfileEndpoint, type UserProfileBody } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { userProfileQueryKey, type UserProfile } from './get-user-profile';

/** `PUT /api/users/{id}/complete` (spec 3 §7): fields left out keep their value; answers the saved profile. */
export function putUserProfile(userId: string, body: UserProfileBody): Promise<UserProfile> {
  return request('PUT', putUserProfileEndpoint.path.replace(':id', encodeURIComponent(userId)), body, {
    schema: putUserProfileEndpoint.response[200],
  });
}

/** Saves the profile; the answer replaces the cached one, and the account (name, e-mail in the top bar) refreshes. */
export function useSaveUserProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserProfileBody) => putUserProfile(userId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userProfileQueryKey(userId), saved);
      // A failed refetch of the account does not undo the save: invalidating never throws.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

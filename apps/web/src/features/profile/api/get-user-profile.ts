import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserProfile as getUserProfileEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';

export type UserProfile = z.infer<(typeof getUserProfileEndpoint.response)[200]>;

/** Query key of one user's complete profile; saving it sets this entry. */
export const userProfileQueryKey = (userId: string) => ['users', userId, 'complete'] as const;

/** `GET /api/users/{id}/complete` (spec 3 §7): the profile with every field of the user form. */
export function getUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return get(getUserProfileEndpoint.path.replace(':id', encodeURIComponent(userId)), {
    schema: getUserProfileEndpoint.response[200],
    signal,
  });
}

export const userProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: userProfileQueryKey(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });

export function useUserProfile(userId: string) {
  return useQuery(userProfileQuery(userId));
}

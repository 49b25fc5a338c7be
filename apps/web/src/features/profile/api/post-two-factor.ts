import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postTwoFactor as postTwoFactorEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { userProfileQueryKey } from './get-user-profile';

export type TwoFactorBody = z.input<NonNullable<typeof postTwoFactorEndpoint.body>>;

/** `POST /api/users/{id}/two-factor` (spec 3 §7): sets the method; the authenticator needs a code of the new secret. */
export function postTwoFactor(userId: string, body: TwoFactorBody) {
  return post(postTwoFactorEndpoint.path.replace(':id', encodeURIComponent(userId)), body, {
    schema: postTwoFactorEndpoint.response[200],
  });
}

/** Changes one's own method; afterwards the account and the profile (which both carry the method) are fetched again. */
export function useChangeTwoFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorBody) => postTwoFactor(userId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userProfileQueryKey(userId) }),
      ]),
  });
}

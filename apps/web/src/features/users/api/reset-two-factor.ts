import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postTwoFactor as postTwoFactorEndpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/**
 * `POST /api/users/{id}/two-factor` {method: 'none'} as admin (spec 3 §6): resets another user's two-factor method.
 * The server audits it, mails the user, signs them out everywhere; they set up a method at the next sign-in.
 */
export function resetTwoFactor(userId: string) {
  return post(
    postTwoFactorEndpoint.path.replace(':id', encodeURIComponent(userId)),
    { method: 'none' },
    { schema: postTwoFactorEndpoint.response[200] },
  );
}

/** Resets the method; the user's page (which shows the method) is fetched again. */
export function useResetTwoFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetTwoFactor(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(userId) }),
  });
}

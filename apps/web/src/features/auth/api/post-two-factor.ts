import { useMutation } from '@tanstack/react-query';
import { postTwoFactor as postTwoFactorEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type TwoFactorBody = z.input<NonNullable<typeof postTwoFactorEndpoint.body>>;

/** `POST /api/users/{id}/two-factor` (spec 3 §7): sets the method; the authenticator needs a code of the new secret. */
export function postTwoFactor(userId: string, body: TwoFactorBody) {
  return post(postTwoFactorEndpoint.path.replace(':id', encodeURIComponent(userId)), body, {
    schema: postTwoFactorEndpoint.response[200],
  });
}

/**
 * Saves the method chosen on the configuration screen. The server then turns the session into a full one, so the
 * account is fetched again: the session state moves to signed in and the app appears.
 */
export function useSetTwoFactor(userId: string) {
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (body: TwoFactorBody) => {
      await postTwoFactor(userId, body);
      await refresh();
    },
  });
}

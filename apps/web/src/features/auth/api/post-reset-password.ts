import { useMutation } from '@tanstack/react-query';
import { postResetPassword as postResetPasswordEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type ResetPasswordBody = z.input<NonNullable<typeof postResetPasswordEndpoint.body>>;

/** `POST /api/change-password` {token, password} (spec 3 §7): a new password with the mailed reset token. */
export function postResetPassword(body: ResetPasswordBody) {
  return post(postResetPasswordEndpoint.path, body, { schema: postResetPasswordEndpoint.response[200] });
}

/**
 * The server also ends every session of the user (a pending sign-in in this browser too): the session is fetched
 * again, so the login page starts from the password.
 */
export function useResetPassword() {
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => {
      await postResetPassword(body);
      // The password is set either way; a failed refetch only leaves the old state until the next call.
      await refresh().catch(() => undefined);
    },
  });
}

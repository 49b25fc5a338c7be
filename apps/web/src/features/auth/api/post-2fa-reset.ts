import { useMutation } from '@tanstack/react-query';
import { post2faReset as post2faResetEndpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** `POST /2fa_reset` {token} (spec 3 §7): turns the method off; the next sign-in asks to choose one again. */
export function post2faReset(token: string) {
  return post(post2faResetEndpoint.path, { token }, { schema: post2faResetEndpoint.response[200] });
}

/**
 * The server also ends every session of the user, among them the pending sign-in that asked for the link (often in
 * this very browser): the session is fetched again, so the login page starts from the password.
 */
export function useTwoFactorReset() {
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (token: string) => {
      await post2faReset(token);
      await refresh().catch(() => undefined);
    },
  });
}

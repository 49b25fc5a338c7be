import { useMutation } from '@tanstack/react-query';
import { loginResultSchema, postActivate as postActivateEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';
import { sessionFromError, useSession } from '../../../lib/session';

export type ActivateBody = z.input<NonNullable<typeof postActivateEndpoint.body>>;

/**
 * `POST /api/users/activate` {token, password} (spec 3 §7): activates the account and signs in, like a password
 * sign-in (the code step or the two-factor configuration may still follow).
 */
export function postActivate(body: ActivateBody) {
  return post(postActivateEndpoint.path, body, { schema: loginResultSchema });
}

/**
 * Activates, then fetches the account: the session layer then shows the app, the code step or the configuration
 * screen. 403 `2fa_configuration_required` is a successful activation into the configuration screen.
 */
export function useActivate() {
  const { refresh } = useSession();
  return useMutation({
    mutationFn: async (body: ActivateBody) => {
      try {
        await postActivate(body);
      } catch (error) {
        if (sessionFromError(error)?.status !== 'configuration-required') throw error;
      }
      return refresh();
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { postChangePassword as postChangePasswordEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../lib/api-client';

export type ChangePasswordBody = z.input<NonNullable<typeof postChangePasswordEndpoint.body>>;

/**
 * `POST /api/users/{id}/change-password` {oldPassword, password} (spec 3 §7). Refusals: 400 `old_password_incorrect`,
 * 400 `invalid_password` with violations. The server ends the user's other sessions and renews this one's cookie.
 */
export function postChangePassword(userId: string, body: ChangePasswordBody) {
  return post(postChangePasswordEndpoint.path.replace(':id', encodeURIComponent(userId)), body, {
    schema: postChangePasswordEndpoint.response[200],
  });
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => postChangePassword(userId, body) });
}

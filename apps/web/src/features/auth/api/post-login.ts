import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/**
 * `POST /api/login` (spec 1 §7). The answer (2fa_complete, email, auth_method) gets its contract together with the
 * sign-in flow; until then it is passed on unchecked.
 */
export function postLogin(body: LoginBody): Promise<unknown> {
  return post('/api/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}

import { useMutation } from '@tanstack/react-query';
import { post2faResetRequest as post2faResetRequestEndpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/**
 * `POST /2fa_reset_request` (spec 3 §7): from the code step (the pending sign-in has proven the password), mails a
 * link to choose the verification method anew.
 */
export function post2faResetRequest() {
  return post(post2faResetRequestEndpoint.path, undefined, { schema: post2faResetRequestEndpoint.response[200] });
}

export function useTwoFactorResetRequest() {
  return useMutation({ mutationFn: post2faResetRequest });
}

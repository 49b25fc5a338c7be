import { useMutation } from '@tanstack/react-query';
import { postForgotPassword as postForgotPasswordEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';

/** The contract's body (a valid e-mail address, message 'validation.email'): the form validates with it. */
export const forgotPasswordBodySchema = postForgotPasswordEndpoint.body!;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST /api/forgot-password` (spec 3 §7): mails a reset link; the same answer whether or not the account exists. */
export function postForgotPassword(body: ForgotPasswordBody) {
  return post(postForgotPasswordEndpoint.path, body, { schema: postForgotPasswordEndpoint.response[200] });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}

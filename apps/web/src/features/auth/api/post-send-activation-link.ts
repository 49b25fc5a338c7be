import { useMutation } from '@tanstack/react-query';
import { postSendActivationLink as postSendActivationLinkEndpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/**
 * `POST /api/users/send-activation-link` {email} (spec 1 §7): mails a new activation link to an account that is not
 * active yet; the same answer for every address, so the confirmation never tells who has an account.
 */
export function postSendActivationLink(email: string) {
  return post(postSendActivationLinkEndpoint.path, { email }, { schema: postSendActivationLinkEndpoint.response[200] });
}

export function useSendActivationLink() {
  return useMutation({ mutationFn: postSendActivationLink });
}

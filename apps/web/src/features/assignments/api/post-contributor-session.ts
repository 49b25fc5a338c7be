import { postContributorSession as endpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { pathOf } from './query-keys';

/**
 * `POST /api/assignment/{id}/contributor-session` {token}: exchanges an invitation link's token for a contributor
 * session (an HttpOnly cookie), so the token is not needed (nor kept in the address bar) afterwards. Refused with 403
 * `access_token_invalid`, `access_token_expired`, `access_token_used` or `assignment_not_editable`.
 */
export function postContributorSession(id: string, token: string) {
  return post(pathOf(endpoint.path, { id }), { token }, { schema: endpoint.response[200] });
}

import { postContributorLink as endpoint } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { pathOf } from './query-keys';

/**
 * `POST /api/assignment/{id}/contributor-link` {token}: 'Stuur mij een nieuwe link' after the link was refused as
 * opened in another browser. Mails a fresh link to the invited address (answered masked), ends the other browser's
 * session and kills this token. Refused: 403 as the exchange is, 429 `too_many_requests` when asked too often.
 */
export function postContributorLink(id: string, token: string) {
  return post(pathOf(endpoint.path, { id }), { token }, { schema: endpoint.response[200] });
}

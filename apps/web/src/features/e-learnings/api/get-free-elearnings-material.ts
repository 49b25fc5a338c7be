import { getFreeElearningsRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/moodle/free-e-learnings`: a one-time login URL for the learning platform's start page (route
 * /e-learnings/moodle). Asked when the route opens, never cached.
 */
export function getFreeElearningsMaterial(signal?: AbortSignal) {
  return get(endpoint.path, { schema: endpoint.response[200], signal });
}

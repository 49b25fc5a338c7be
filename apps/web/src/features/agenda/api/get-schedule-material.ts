import { getScheduleMoodleRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/users/{userId}/schedule/moodle-redirect?eventId&requestContext=agenda`: a one-time login URL for the
 * learning material of an event on the user's schedule. Asked when the route opens, never cached.
 */
export function getScheduleMaterial(userId: string, eventId: string, signal?: AbortSignal) {
  const path = endpoint.path.replace(':userId', encodeURIComponent(userId));
  const query = new URLSearchParams({ eventId, requestContext: 'agenda' }).toString();
  return get(`${path}?${query}`, { schema: endpoint.response[200], signal });
}

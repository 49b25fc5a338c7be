import { getMissedEducationMoodleRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/missed-education/{educationId}/moodle-redirect?eventId=`: a one-time login URL for the learning material
 * of the event in which one of the education's missed sessions is caught up. Asked when the route opens, never cached.
 */
export function getCatchUpMaterial(educationId: string, eventId: string, signal?: AbortSignal) {
  const path = endpoint.path.replace(':educationId', encodeURIComponent(educationId));
  return get(`${path}?${new URLSearchParams({ eventId }).toString()}`, { schema: endpoint.response[200], signal });
}

import { getEducationMoodleRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/education/{id}/moodle-redirect[?eventId=]`: a one-time login URL for the education's (or one of its
 * module events') learning material. Asked at the click and never cached: the key works once, for 60 seconds.
 */
export function getEducationMaterial(educationId: string, eventId?: string, signal?: AbortSignal) {
  const path = endpoint.path.replace(':educationId', encodeURIComponent(educationId));
  const query = eventId ? `?eventId=${encodeURIComponent(eventId)}` : '';
  return get(`${path}${query}`, { schema: endpoint.response[200], signal });
}

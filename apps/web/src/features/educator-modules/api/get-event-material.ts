import { getEducatorEventMoodleRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/users/{userId}/educator-events/moodle-redirect?eventId&requestContext=modules`: a one-time Moodle login
 * URL for the event's learning material, asked for when the route opens (the key works once, for 60 s).
 */
export function getEventMaterial(userId: string, eventId: string, signal?: AbortSignal) {
  return get(
    `${endpoint.path.replace(':userId', encodeURIComponent(userId))}?${new URLSearchParams({
      eventId,
      requestContext: 'modules',
    }).toString()}`,
    { schema: endpoint.response[200], signal },
  );
}

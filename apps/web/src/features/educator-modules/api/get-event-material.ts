import { useQuery } from '@tanstack/react-query';
import { getEducatorEventMoodleRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/users/{userId}/educator-events/moodle-redirect?eventId&requestContext=modules`: a one-time Moodle login
 * URL for the event's learning material, asked for when the route opens (the key works once, for 60 s).
 */
export function useEventMaterial(userId: string, eventId: string) {
  return useQuery({
    queryKey: ['educator-event-material', userId, eventId],
    queryFn: ({ signal }) =>
      get(
        `${endpoint.path.replace(':userId', encodeURIComponent(userId))}?${new URLSearchParams({
          eventId,
          requestContext: 'modules',
        }).toString()}`,
        { schema: endpoint.response[200], signal },
      ),
    // A key is used once: never served from the cache, never asked twice.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { getSessionEducators as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { agendaKeys, sessionPath } from './query-keys';

/** `GET /api/events/{eventId}/sessions/{sessionId}/educators`: the names of the event's teachers and educators. */
export function getSessionEducators(eventId: string, sessionId: string, signal?: AbortSignal) {
  return get(sessionPath(endpoint.path, eventId, sessionId), { schema: endpoint.response[200], signal });
}

/** Asked when the educators popover opens (it mounts then). */
export function useSessionEducators(eventId: string, sessionId: string) {
  return useQuery({
    queryKey: [...agendaKeys.session(eventId, sessionId), 'educators'],
    queryFn: ({ signal }) => getSessionEducators(eventId, sessionId, signal),
  });
}

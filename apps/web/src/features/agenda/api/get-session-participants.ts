import { useQuery } from '@tanstack/react-query';
import { getSessionParticipants as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { agendaKeys, sessionPath } from './query-keys';

/** `GET /api/events/{eventId}/sessions/{sessionId}/participants` (the event's staff and admins). */
export function getSessionParticipants(eventId: string, sessionId: string, signal?: AbortSignal) {
  return get(sessionPath(endpoint.path, eventId, sessionId), { schema: endpoint.response[200], signal });
}

/** Asked when the participants dialog opens (it mounts then). */
export function useSessionParticipants(eventId: string, sessionId: string) {
  return useQuery({
    queryKey: [...agendaKeys.session(eventId, sessionId), 'participants'],
    queryFn: ({ signal }) => getSessionParticipants(eventId, sessionId, signal),
  });
}

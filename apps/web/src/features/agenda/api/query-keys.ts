/** Whose agenda a screen shows, and so which endpoints it calls: a participant's or an educator's. */
export type AgendaMode = 'participant' | 'educator';

/** The React Query keys of the agenda. */
export const agendaKeys = {
  all: ['agenda'] as const,
  schedule: (mode: AgendaMode, userId: string, includePastItems: boolean) =>
    [...agendaKeys.all, mode, userId, 'schedule', includePastItems ? 1 : 0] as const,
  session: (eventId: string, sessionId: string) => [...agendaKeys.all, 'session', eventId, sessionId] as const,
};

/** `includePastItems` as the schedule endpoints and the CSV export take it. */
export const pastItemsQuery = (includePastItems: boolean) =>
  new URLSearchParams({ includePastItems: includePastItems ? '1' : '0' }).toString();

export const withUserId = (path: string, userId: string) => path.replace(':id', encodeURIComponent(userId));

export const sessionPath = (path: string, eventId: string, sessionId: string) =>
  path.replace(':eventId', encodeURIComponent(eventId)).replace(':sessionId', encodeURIComponent(sessionId));

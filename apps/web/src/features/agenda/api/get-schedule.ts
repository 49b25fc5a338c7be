import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getEducatorSchedule, getSchedule as getParticipantSchedule, type Schedule } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { agendaKeys, pastItemsQuery, withUserId, type AgendaMode } from './query-keys';

/**
 * `GET /api/users/{id}/schedule` (a participant's agenda) or `GET /api/users/{id}/educator-schedule` (an educator's),
 * from today, or from a month back with `includePastItems`.
 */
export function getSchedule(
  mode: AgendaMode,
  userId: string,
  includePastItems: boolean,
  signal?: AbortSignal,
): Promise<Schedule> {
  const endpoint = mode === 'educator' ? getEducatorSchedule : getParticipantSchedule;
  return get(`${withUserId(endpoint.path, userId)}?${pastItemsQuery(includePastItems)}`, {
    schema: endpoint.response[200],
    signal,
  });
}

export const scheduleQuery = (mode: AgendaMode, userId: string, includePastItems: boolean) =>
  queryOptions({
    queryKey: agendaKeys.schedule(mode, userId, includePastItems),
    queryFn: ({ signal }) => getSchedule(mode, userId, includePastItems, signal),
  });

/** Switching 'Items afgelopen maand tonen' keeps the calendar and table (their period, page) while the new list loads. */
export function useSchedule(mode: AgendaMode, userId: string, includePastItems: boolean) {
  return useQuery({ ...scheduleQuery(mode, userId, includePastItems), placeholderData: keepPreviousData });
}

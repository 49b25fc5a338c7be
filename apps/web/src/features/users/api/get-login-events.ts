import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getEventLogs } from '@portal/contracts';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export type LoginEvents = z.infer<(typeof getEventLogs.response)[200]>;
/** Login events per page of the user page. */
export const LOGIN_EVENTS_PER_PAGE = 10;

/** `GET /api/event_logs?type=login&user={id}` (spec 3 §7): the user's logins, newest first. */
export function getLoginEvents(userId: string, page: number, signal?: AbortSignal): Promise<LoginEvents> {
  const query = new URLSearchParams({
    type: 'login',
    user: userId,
    page: String(page),
    perPage: String(LOGIN_EVENTS_PER_PAGE),
  });
  return get(`${getEventLogs.path}?${query.toString()}`, { schema: getEventLogs.response[200], signal });
}

export function useLoginEvents(userId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: usersKeys.loginEvents(userId, page),
      queryFn: ({ signal }) => getLoginEvents(userId, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

import { useMutation } from '@tanstack/react-query';
import { calendarFeedSchema, getEducatorScheduleIcalendar, getScheduleIcalendar } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { withUserId, type AgendaMode } from './query-keys';

/**
 * `GET /api/users/{id}/schedule/icalendar?manual=true` (or `/educator-schedule/...`): makes a new personal feed
 * address, which replaces the previous one, and answers it. A GET that changes something, so a mutation: it runs
 * only when asked, never from a cache.
 */
export async function createScheduleFeed(mode: AgendaMode, userId: string): Promise<string> {
  const endpoint = mode === 'educator' ? getEducatorScheduleIcalendar : getScheduleIcalendar;
  const answer = await get(`${withUserId(endpoint.path, userId)}?manual=true`, { schema: calendarFeedSchema });
  return answer.data.url;
}

export function useCreateScheduleFeed(mode: AgendaMode, userId: string) {
  return useMutation({ mutationFn: () => createScheduleFeed(mode, userId) });
}

/** The feed's address for a calendar app to subscribe to: `webcal://` instead of `http(s)://`. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

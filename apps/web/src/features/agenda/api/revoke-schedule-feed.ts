import { useMutation } from '@tanstack/react-query';
import { revokeEducatorScheduleIcalendar, revokeScheduleIcalendar } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { withUserId, type AgendaMode } from './query-keys';

/** `DELETE /api/users/{id}/schedule/icalendar` (or `/educator-schedule/...`): the feed's address stops working. */
export async function revokeScheduleFeed(mode: AgendaMode, userId: string): Promise<void> {
  const endpoint = mode === 'educator' ? revokeEducatorScheduleIcalendar : revokeScheduleIcalendar;
  await request('DELETE', withUserId(endpoint.path, userId));
}

export function useRevokeScheduleFeed(mode: AgendaMode, userId: string) {
  return useMutation({ mutationFn: () => revokeScheduleFeed(mode, userId) });
}

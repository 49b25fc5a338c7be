import { useInfiniteQuery } from '@tanstack/react-query';
import {
  EDUCATOR_EVENTS_PER_PAGE,
  getEducatorEvents as endpoint,
  getEducatorEventsOf,
  listSearchParams,
  type EducatorEventDateRange,
  type EducatorEventList,
  type EventStatus,
} from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** What the modules list asks: the range, the search and the filters; pages follow as the user scrolls. */
export interface EducatorEventsParams {
  dateRange: EducatorEventDateRange;
  query: string;
  permissions: 'read' | 'write' | null;
  status: EventStatus | null;
  onlyOwnEvents: boolean;
  /** Another educator's events (`GET /api/educator-events/{educatorId}`); without it the caller's own. */
  educatorId?: string;
}

/** The address of one page of the list. */
export function educatorEventsUrl(params: EducatorEventsParams, page: number): string {
  const search = listSearchParams({
    page,
    perPage: EDUCATOR_EVENTS_PER_PAGE,
    query: params.query,
    filters: {
      dateRange: params.dateRange,
      ...(params.permissions && { permissions: params.permissions }),
      ...(params.status && { status: params.status }),
    },
  });
  if (params.educatorId) {
    // Always that educator's own events: the server ignores onlyOwnEvents there.
    return `${getEducatorEventsOf.path.replace(':educatorId', encodeURIComponent(params.educatorId))}?${search.toString()}`;
  }
  search.set('onlyOwnEvents', params.onlyOwnEvents ? '1' : '0');
  return `${endpoint.path}?${search.toString()}`;
}

/**
 * `GET /api/educator-events` (spec 3 §7): one page of 10 of the caller's (or every) event; with `educatorId`,
 * `GET /api/educator-events/{educatorId}`, that educator's (the same answer).
 */
export function getEducatorEvents(
  params: EducatorEventsParams,
  page: number,
  signal?: AbortSignal,
): Promise<EducatorEventList> {
  return get(educatorEventsUrl(params, page), { schema: endpoint.response[200], signal });
}

export const educatorEventsKeys = { all: ['educator-events'] as const };

/**
 * The list as the user scrolls (spec 3: pages of 10; loading stops once a page brings fewer than 10).
 */
export function useEducatorEvents(params: EducatorEventsParams) {
  return useInfiniteQuery({
    queryKey: [...educatorEventsKeys.all, params],
    queryFn: ({ pageParam, signal }) => getEducatorEvents(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.items.length < EDUCATOR_EVENTS_PER_PAGE ? undefined : pages.length + 1),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getNewsFilters as getNewsFiltersEndpoint, NEWS_EVENT_SEARCH_MIN, type NewsFilters } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { newsManagementKeys } from './query-keys';

export interface NewsFiltersSearch {
  /** Narrows the educations. */
  query?: string;
  /** Searches the events (from 3 characters). */
  events?: string;
}

/** `GET /api/news/filters` (spec 1 §7): the roles, the educations matching `query` and the events matching `events`. */
export function getNewsFilters(search: NewsFiltersSearch, signal?: AbortSignal): Promise<NewsFilters> {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.events) params.set('events', search.events);
  const query = params.toString();
  return get(`${getNewsFiltersEndpoint.path}${query === '' ? '' : `?${query}`}`, {
    schema: getNewsFiltersEndpoint.response[200],
    signal,
  });
}

/** The roles and the educations whose name or AFAS id contains `query` (all of them, up to 500, without it). */
export function useNewsFilters(query: string) {
  const search = query.trim() === '' ? {} : { query: query.trim() };
  return useQuery({
    queryKey: newsManagementKeys.filters(search),
    queryFn: ({ signal }) => getNewsFilters(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The events matching `text`; nothing is asked below 3 characters (spec 1 §5, §9). */
export function useNewsEventChoices(text: string) {
  const events = text.trim();
  const enabled = events.length >= NEWS_EVENT_SEARCH_MIN;
  return useQuery({
    queryKey: newsManagementKeys.filters({ events }),
    queryFn: ({ signal }) => getNewsFilters({ events }, signal),
    enabled,
    select: (filters) => filters.events,
    staleTime: 60_000,
  });
}

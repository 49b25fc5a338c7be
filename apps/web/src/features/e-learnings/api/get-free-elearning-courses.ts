import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFreeElearningCourses as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** `GET /api/moodle/free-e-learnings/courses`: the free courses of the learning platform (empty without one). */
export function getFreeElearningCourses(signal?: AbortSignal) {
  return get(endpoint.path, { schema: endpoint.response[200], signal });
}

export const freeElearningCoursesQuery = () =>
  queryOptions({
    queryKey: ['free-e-learnings', 'courses'] as const,
    queryFn: ({ signal }) => getFreeElearningCourses(signal),
  });

/** The list of the /e-learnings page; a failure is shown by the page. */
export function useFreeElearningCourses() {
  return useQuery(freeElearningCoursesQuery());
}

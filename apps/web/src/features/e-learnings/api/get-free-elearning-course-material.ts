import { getFreeElearningCourseRedirect as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/**
 * `GET /api/moodle/free-e-learnings/courses/{courseId}`: a one-time login URL that lands on one free course. Asked at
 * the click and never cached: the key works once, for 60 seconds.
 */
export function getFreeElearningCourseMaterial(courseId: number, signal?: AbortSignal) {
  return get(endpoint.path.replace(':courseId', encodeURIComponent(String(courseId))), {
    schema: endpoint.response[200],
    signal,
  });
}

import { getAssignmentContainerCreate as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { pathOf } from './query-keys';

/**
 * `GET /api/assignment-container/{id}/create`: what a new assignment of the container will be (its module and form);
 * nothing is stored. 404 when the container has no form or the caller may not edit the education.
 */
export function getAssignmentContainerCreate(containerId: string) {
  return get(pathOf(endpoint.path, { id: containerId }), { schema: endpoint.response[200] });
}

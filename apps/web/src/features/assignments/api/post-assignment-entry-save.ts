import {
  postAssignmentEntrySave as endpoint,
  type AssignmentEntrySaveBody,
  type AssignmentEntrySaved,
} from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { pathOf } from './query-keys';

/**
 * `POST /api/assignment/{id}/entries/{entryId}` {formData, revision, submit, assignedUsers, autoSave, notify}: saves the
 * caller's own entry (the changed answers on `revision`) or hands the assignment in. Refused with 409
 * `entry_revision_conflict` (with the entry now) on a stale revision, 409 `assignment_transition` once handed in, 400
 * `validation_failed` with violations by field.
 */
export function postAssignmentEntrySave(
  id: string,
  entryId: string,
  body: AssignmentEntrySaveBody,
): Promise<AssignmentEntrySaved> {
  return post(pathOf(endpoint.path, { id, entryId }), body, { schema: endpoint.response[200] });
}

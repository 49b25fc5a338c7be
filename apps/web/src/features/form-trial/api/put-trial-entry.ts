import { putTrialEntry as putTrialEntryEndpoint, type FormData, type SavedEntry } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { withId } from './query-keys';

/**
 * `PUT /api/forms/trial-entries/{id}` {formData, revision, submit}: saves the changed answers on `revision` (or hands
 * in). Refused with 409 `entry_revision_conflict` (and the entry as it is now) when the revision is stale, 409
 * `entry_submitted` after handing in, 400 `validation_failed` with violations by field. Answers the entry without its
 * fields (they never change for an entry).
 */
export function putTrialEntry(id: string, formData: FormData, revision: number, submit: boolean): Promise<SavedEntry> {
  return request(
    'PUT',
    withId(putTrialEntryEndpoint.path, id),
    { formData, revision, submit },
    { schema: putTrialEntryEndpoint.response[200] },
  );
}

import { useMutation } from '@tanstack/react-query';
import { deleteTrialEntry as deleteTrialEntryEndpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { withId } from './query-keys';

/** `DELETE /api/forms/trial-entries/{id}`: removes a trial entry (a new trial starts afresh). */
export function deleteTrialEntry(id: string): Promise<unknown> {
  return request('DELETE', withId(deleteTrialEntryEndpoint.path, id));
}

export function useDeleteTrialEntry() {
  return useMutation({ mutationFn: deleteTrialEntry });
}

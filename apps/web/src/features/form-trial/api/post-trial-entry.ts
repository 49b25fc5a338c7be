import { useMutation } from '@tanstack/react-query';
import { postTrialEntry as postTrialEntryEndpoint, type Entry, type FIELD_ROLES } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { withId } from './query-keys';

export type TrialRole = (typeof FIELD_ROLES)[number];

/** `POST /api/forms/{id}/trial-entries` {role}: a new trial entry of the form's current version. */
export function postTrialEntry(formId: string, role: TrialRole): Promise<Entry> {
  return post(withId(postTrialEntryEndpoint.path, formId), { role }, { schema: postTrialEntryEndpoint.response[201] });
}

export function useStartTrialEntry(formId: string) {
  return useMutation({ mutationFn: (role: TrialRole) => postTrialEntry(formId, role) });
}

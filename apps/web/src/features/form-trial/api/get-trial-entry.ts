import { useQuery } from '@tanstack/react-query';
import { getTrialEntry as getTrialEntryEndpoint, type Entry } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { formTrialKeys, withId } from './query-keys';

/** `GET /api/forms/trial-entries/{id}`: one's own trial entry, with the fields of the version it was filled against. */
export function getTrialEntry(id: string, signal?: AbortSignal): Promise<Entry> {
  return get(withId(getTrialEntryEndpoint.path, id), { schema: getTrialEntryEndpoint.response[200], signal });
}

export function useTrialEntry(id: string | null) {
  return useQuery({
    queryKey: formTrialKeys.entry(id ?? ''),
    queryFn: ({ signal }) => getTrialEntry(id!, signal),
    enabled: id !== null,
    // The screen fills its answers once from this; saves update it themselves (a refetch must not undo typing).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

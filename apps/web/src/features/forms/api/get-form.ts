import { useQuery } from '@tanstack/react-query';
import { getForm as getFormEndpoint, type Form } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { formsKeys, withId } from './query-keys';

/** `GET /api/forms/{id}` (spec 3 §7): the form's current version with its fields in order. */
export function getForm(id: string, signal?: AbortSignal): Promise<Form> {
  return get(withId(getFormEndpoint.path, id), { schema: getFormEndpoint.response[200], signal });
}

/** The form being edited or viewed; nothing is fetched while creating (`id` undefined). */
export function useFormQuery(id: string | undefined) {
  return useQuery({
    queryKey: formsKeys.form(id ?? ''),
    queryFn: ({ signal }) => getForm(id!, signal),
    enabled: id !== undefined,
    // The builder is filled once from this answer: a refetch in the background must not overwrite what is typed.
    staleTime: Infinity,
  });
}

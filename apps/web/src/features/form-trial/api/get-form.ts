import { useQuery } from '@tanstack/react-query';
import { getForm as getFormEndpoint, type Form } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { formTrialKeys, withId } from './query-keys';

/** `GET /api/forms/{id}`: the form's title and description (its current version). */
export function getForm(id: string, signal?: AbortSignal): Promise<Form> {
  return get(withId(getFormEndpoint.path, id), { schema: getFormEndpoint.response[200], signal });
}

export function useForm(id: string) {
  return useQuery({ queryKey: formTrialKeys.form(id), queryFn: ({ signal }) => getForm(id, signal) });
}

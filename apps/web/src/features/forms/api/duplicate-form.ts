import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateForm as duplicateFormEndpoint, type Form } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { formsKeys, withId } from './query-keys';

/** `GET /api/forms/{id}/duplicate` (spec 3 §7; a GET that creates): the copy, titled '… (kopie)'. */
export function duplicateForm(id: string): Promise<Form> {
  return get(withId(duplicateFormEndpoint.path, id), { schema: duplicateFormEndpoint.response[201] });
}

export function useDuplicateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
}

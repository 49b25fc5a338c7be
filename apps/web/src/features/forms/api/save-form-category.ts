import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormCategory, renameFormCategory, type FormCategory } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { formsKeys, withId } from './query-keys';

/** `POST /api/forms/categories` {name} (create) or `POST /api/forms/categories/{id}` {name} (rename). */
export function saveFormCategory({ id, name }: { id?: string; name: string }): Promise<FormCategory> {
  return id === undefined
    ? post(postFormCategory.path, { name }, { schema: postFormCategory.response[201] })
    : post(withId(renameFormCategory.path, id), { name }, { schema: renameFormCategory.response[200] });
}

export function useSaveFormCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFormCategory,
    // A renamed category shows in the overview's category column too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
}

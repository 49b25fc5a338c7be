import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteApiKey as deleteApiKeyEndpoint, type ApiKey } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** `DELETE /api/api-keys/{id}` (spec 1 §7): the key stops working at once. */
export async function deleteApiKey(id: string): Promise<void> {
  await request('DELETE', deleteApiKeyEndpoint.path.replace(':id', encodeURIComponent(id)));
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) => keys?.filter((key) => key.id !== id));
      return queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
  });
}

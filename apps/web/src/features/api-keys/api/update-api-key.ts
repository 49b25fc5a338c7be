import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApiKeyUpdate, type ApiKey, type ApiKeyUpdateBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** `POST /api/api-keys/{id}` (spec 1 §7): rename, change the roles, enable or disable. */
export function updateApiKey(id: string, body: ApiKeyUpdateBody): Promise<ApiKey> {
  return post(postApiKeyUpdate.path.replace(':id', encodeURIComponent(id)), body, {
    schema: postApiKeyUpdate.response[200],
  });
}

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApiKeyUpdateBody }) => updateApiKey(id, body),
    onSuccess: (updated) => {
      // The answer is the new state of the row: show it at once, then refetch to be sure.
      queryClient.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) =>
        keys?.map((key) => (key.id === updated.id ? updated : key)),
      );
      return queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
  });
}

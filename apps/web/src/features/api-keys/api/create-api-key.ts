import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postApiKey, type ApiKey, type ApiKeyCreateBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { API_KEYS_QUERY_KEY } from './get-api-keys';

/** `POST /api/api-keys` (spec 1 §7): the server makes the key and answers it. */
export function createApiKey(body: ApiKeyCreateBody): Promise<ApiKey> {
  return post(postApiKey.path, body, { schema: postApiKey.response[201] });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

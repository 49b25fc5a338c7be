import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiKeys as getApiKeysEndpoint, type ApiKey } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** Query key of the API key list; every change invalidates it. */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** `GET /api/api-keys` (spec 1 §7): every key, newest first, with the key itself for the admin to reveal. */
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  const answer = await get(getApiKeysEndpoint.path, { schema: getApiKeysEndpoint.response[200], signal });
  return answer.items;
}

export const apiKeysQuery = queryOptions({
  queryKey: API_KEYS_QUERY_KEY,
  queryFn: ({ signal }) => getApiKeys(signal),
});

/** The list; a failed load is thrown to the route's error page (spec 1 §8: a table load error sets the status). */
export function useApiKeys() {
  return useQuery({ ...apiKeysQuery, throwOnError: true });
}

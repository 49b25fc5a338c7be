import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserFormData as getUserFormDataEndpoint } from '@portal/contracts';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';

export type UserFormData = z.infer<(typeof getUserFormDataEndpoint.response)[200]>;

/** `GET /api/user-form-data` (spec 3 §7): specialisations, countries (Dutch names) and the default specialisation. */
export function getUserFormData(signal?: AbortSignal): Promise<UserFormData> {
  return get(getUserFormDataEndpoint.path, { schema: getUserFormDataEndpoint.response[200], signal });
}

export const userFormDataQuery = queryOptions({
  queryKey: ['user-form-data'],
  queryFn: ({ signal }) => getUserFormData(signal),
  // Reference lists: they do not change while the app is open.
  staleTime: Infinity,
});

export function useUserFormData() {
  return useQuery(userFormDataQuery);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAccountTakeovers,
  getPersonalDataExports,
  postPersonalDataExport,
  type PersonalDataExport,
} from '@portal/contracts';
import { get, post } from '../../../lib/api-client';

export const personalDataExportsKey = ['personal-data-exports'] as const;
/** While an export is being made the list asks again now and then, so 'Klaar' appears without a reload. */
const PENDING_POLL_MS = 5_000;

/** `GET /api/personal-data-exports`: the exports the signed-in user asked for, newest first. */
export async function getExports(signal?: AbortSignal): Promise<PersonalDataExport[]> {
  return (await get(getPersonalDataExports.path, { schema: getPersonalDataExports.response[200], signal })).items;
}

export function usePersonalDataExports() {
  return useQuery({
    queryKey: personalDataExportsKey,
    queryFn: ({ signal }) => getExports(signal),
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'pending') ? PENDING_POLL_MS : false),
  });
}

/** `POST /api/users/{id}/personal-data-exports`: asks for an export of one's own data (made in the background). */
export function useRequestPersonalDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      post(postPersonalDataExport.path.replace(':id', encodeURIComponent(userId)), undefined, {
        schema: postPersonalDataExport.response[202],
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: personalDataExportsKey }),
  });
}

/** Where the browser downloads a ready export (once). */
export function exportDownloadUrl(id: string): string {
  return `/api/personal-data-exports/${encodeURIComponent(id)}/download`;
}

/** `GET /api/account/takeovers`: when and by whom an administrator took over the account. */
export function useAccountTakeovers() {
  return useQuery({
    queryKey: ['account', 'takeovers'],
    queryFn: async ({ signal }) =>
      (await get(getAccountTakeovers.path, { schema: getAccountTakeovers.response[200], signal })).items,
  });
}

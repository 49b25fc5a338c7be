import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPersonalDataExport } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/** The profile's list of the exports the signed-in user asked for (an admin's include other people's). */
const PERSONAL_DATA_EXPORTS_KEY = ['personal-data-exports'] as const;

/**
 * `POST /api/users/{id}/personal-data-exports` as an admin for someone else (GDPR art. 15/20): made in the
 * background; the admin gets a notification when it is ready and downloads it from their own profile.
 */
export function useRequestPersonalDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      post(postPersonalDataExport.path.replace(':id', encodeURIComponent(userId)), undefined, {
        schema: postPersonalDataExport.response[202],
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERSONAL_DATA_EXPORTS_KEY }),
  });
}

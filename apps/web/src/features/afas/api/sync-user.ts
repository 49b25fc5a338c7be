import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAfasSyncUser, type SyncResult } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { SYNC_ISSUES_QUERY_KEY } from './get-sync-issue';

/** `POST /api/afas/sync/{afasId}` (spec 1 §7): synchronises one user now (the issue's 'Opnieuw proberen'). */
export function syncUser(afasId: string): Promise<SyncResult> {
  return post(postAfasSyncUser.path.replace(':afasId', encodeURIComponent(afasId)), undefined, {
    schema: postAfasSyncUser.response[200],
  });
}

/** A failed sync records or updates an issue, so both outcomes reload the issues. */
export function useSyncUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYNC_ISSUES_QUERY_KEY }),
  });
}

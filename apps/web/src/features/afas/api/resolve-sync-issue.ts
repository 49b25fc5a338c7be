import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSyncIssueResolve, type SyncIssue } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { SYNC_ISSUES_QUERY_KEY } from './get-sync-issue';

/** `POST /api/afas/sync/issues/{id}/resolve` (spec 1 §7): only a user marks an issue resolved. */
export function resolveSyncIssue(id: string): Promise<SyncIssue> {
  return post(postSyncIssueResolve.path.replace(':id', encodeURIComponent(id)), undefined, {
    schema: postSyncIssueResolve.response[200],
  });
}

export function useResolveSyncIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveSyncIssue,
    onSuccess: (issue) => {
      queryClient.setQueryData([...SYNC_ISSUES_QUERY_KEY, issue.id], issue);
      return queryClient.invalidateQueries({ queryKey: SYNC_ISSUES_QUERY_KEY });
    },
  });
}

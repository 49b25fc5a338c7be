import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSyncIssue as endpoint, type SyncIssue } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** Query key of the sync issue list; resolving or retrying invalidates it. */
export const SYNC_ISSUES_QUERY_KEY = ['afas', 'sync-issues'] as const;

/** `GET /api/afas/sync/issues/{id}` (spec 1 §7): status, message and trace. */
export function getSyncIssue(id: string, signal?: AbortSignal): Promise<SyncIssue> {
  return get(endpoint.path.replace(':id', encodeURIComponent(id)), { schema: endpoint.response[200], signal });
}

export const syncIssueQuery = (id: string) =>
  queryOptions({ queryKey: [...SYNC_ISSUES_QUERY_KEY, id], queryFn: ({ signal }) => getSyncIssue(id, signal) });

export function useSyncIssue(id: string) {
  return useQuery(syncIssueQuery(id));
}

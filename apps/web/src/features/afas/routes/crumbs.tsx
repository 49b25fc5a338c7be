import { useParams } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';
import { useSyncIssue } from '../api/get-sync-issue';

/** The issue's external id once it has loaded (the page's own query: no second call). */
function SyncIssueCrumb() {
  const id = useParams().id ?? '';
  const issue = useSyncIssue(id);
  return issue.data?.afasId ?? '…';
}

/** Breadcrumb of one sync issue (spec 1 §2): Sync Issues › its external id. */
export const syncIssueHandle: RouteHandle = { crumb: () => <SyncIssueCrumb /> };

import { useQuery } from '@tanstack/react-query';
import { getAssignmentTokens as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `GET /api/assignment/{id}/tokens`: the invitations of the assignment that were not revoked. */
export function getAssignmentTokens(id: string, signal?: AbortSignal) {
  return get(pathOf(endpoint.path, { id }), { schema: endpoint.response[200], signal });
}

export function useAssignmentTokens(id: string) {
  return useQuery({ queryKey: assignmentKeys.tokens(id), queryFn: ({ signal }) => getAssignmentTokens(id, signal) });
}

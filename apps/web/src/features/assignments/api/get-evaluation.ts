import { useQuery } from '@tanstack/react-query';
import { getEvaluation as endpoint, type EvaluationDetail } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `GET /api/educators/assignments/{id}`: the assignment as its assessor sees it. */
export function getEvaluation(id: string, signal?: AbortSignal): Promise<EvaluationDetail> {
  return get(pathOf(endpoint.path, { id }), { schema: endpoint.response[200], signal });
}

export function useEvaluation(id: string) {
  return useQuery({
    queryKey: assignmentKeys.evaluation(id),
    queryFn: ({ signal }) => getEvaluation(id, signal),
    // As the assignment page: the form is filled once from this; saves put their answer in the cache themselves.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putEvaluators as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `PUT /api/educators/assignments/{id}/evaluators` {evaluatorIds} (UPDATE_EVALUATORS). */
export function putEvaluators(id: string, evaluatorIds: readonly string[]) {
  return request('PUT', pathOf(endpoint.path, { id }), { evaluatorIds }, { schema: endpoint.response[200] });
}

export function useSaveEvaluators(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evaluatorIds: readonly string[]) => putEvaluators(id, evaluatorIds),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.evaluations });
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.evaluation(id) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEvaluations as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `DELETE /api/educators/assignments/{id}/evaluations`: reopens an assessed assignment (RESET_EVALUATION). */
export function deleteEvaluations(id: string) {
  return request('DELETE', pathOf(endpoint.path, { id }), undefined, { schema: endpoint.response[200] });
}

export function useReopenAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEvaluations(id),
    onSuccess: async (_answer, id) => {
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.evaluations });
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.evaluation(id) });
    },
  });
}

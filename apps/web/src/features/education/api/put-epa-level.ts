import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putAssignmentEpaLevel as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';

/**
 * `PUT /api/assignment/{id}/epa-level` {level}: the level granted on an EPA assignment, by its evaluators, the
 * education's institute educators and practical trainers, and admins (1 to the module's maxLevel).
 */
export function putEpaLevel(assignmentId: string, level: number) {
  return request(
    'PUT',
    endpoint.path.replace(':id', encodeURIComponent(assignmentId)),
    { level },
    {
      schema: endpoint.response[200],
    },
  );
}

export function usePutEpaLevel(educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, level }: { assignmentId: string; level: number }) => putEpaLevel(assignmentId, level),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['education', educationId] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postModuleAssignment as endpoint, type Assignment } from '@portal/contracts';
import { post } from '../../../lib/api-client';

/**
 * `POST /api/module/{id}/assignments` {level}: asks an EPA level (spec 2 §5: above the current level, not pending).
 * The request is made as an open assignment with the module's form, which the participant then fills in and hands
 * in on the assignment page. A level already pending is refused with 400 `assignment.levelRequested` on `level`.
 */
export function postLevelRequest(moduleId: string, level: number): Promise<Assignment> {
  return post(
    endpoint.path.replace(':id', encodeURIComponent(moduleId)),
    { level, formData: {}, submit: false, assignedUsers: [], messages: [] },
    { schema: endpoint.response[201] },
  );
}

export function usePostLevelRequest(educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, level }: { moduleId: string; level: number }) => postLevelRequest(moduleId, level),
    // The module's levels (now 'In afwachting') and its assignments, also after a refusal (someone else was first).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['education', educationId] }),
  });
}

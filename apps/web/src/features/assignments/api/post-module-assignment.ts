import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postModuleAssignment as endpoint, type Assignment } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { getAssignmentContainerCreate } from './get-assignment-container-create';
import { assignmentKeys, pathOf } from './query-keys';

/** `POST /api/module/{id}/assignments` {containerId}: a new (empty, open) assignment of a container. */
export function postModuleAssignment(moduleId: string, containerId: string): Promise<Assignment> {
  return post(pathOf(endpoint.path, { id: moduleId }), { containerId }, { schema: endpoint.response[201] });
}

/**
 * 'Nieuwe opdracht aanmaken': asks the container what the new assignment will be, then creates it in that module
 * (the module the container answers, which is the one it sits in).
 */
export function useCreateAssignmentFromContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (containerId: string) => {
      const plan = await getAssignmentContainerCreate(containerId);
      return postModuleAssignment(plan.moduleId, plan.containerId);
    },
    // The page the user goes to next shows the new assignment without asking for it again.
    onSuccess: (assignment) => queryClient.setQueryData(assignmentKeys.detail(assignment.id), assignment),
  });
}

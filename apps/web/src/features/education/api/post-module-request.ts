import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postModuleAssignment as endpoint } from '@portal/contracts';
import type { z } from 'zod';
import { post } from '../../../lib/api-client';

/** What a new request sends: its answers, whether it is handed in, the evaluators chosen and the messages held. */
export type ModuleRequestBody = z.input<typeof endpoint.body>;

/**
 * `POST /api/module/{id}/assignments` {formData, submit, assignedUsers, messages}: a request made with the module's
 * own form, saved as a concept or handed in at once. The education (its counts) and its module lists are reloaded.
 */
export async function postModuleRequest(moduleId: string, body: ModuleRequestBody): Promise<void> {
  // The answer (the new assignment) is not needed: the overview reloads the list it appears in.
  await post(endpoint.path.replace(':id', encodeURIComponent(moduleId)), body);
}

export function usePostModuleRequest(educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, body }: { moduleId: string; body: ModuleRequestBody }) =>
      postModuleRequest(moduleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['education', educationId] }),
  });
}

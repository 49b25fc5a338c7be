import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEducationMaterial as endpoint, type EducationMaterialBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { educationQuery } from './get-education';

/**
 * `POST /api/education/{id}/materials` {title, fileIds}: a new own material with files uploaded before (tus, context
 * `material`). The education, whose `materials` list it, is reloaded.
 */
export function postEducationMaterial(educationId: string, body: EducationMaterialBody) {
  return post(endpoint.path.replace(':id', encodeURIComponent(educationId)), body, {
    schema: endpoint.response[201],
  });
}

export function usePostEducationMaterial(educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EducationMaterialBody) => postEducationMaterial(educationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQuery(educationId).queryKey }),
  });
}

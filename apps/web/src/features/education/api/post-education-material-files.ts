import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEducationMaterialFiles as endpoint, type EducationMaterialFilesBody } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { educationQuery } from './get-education';

/** `POST /api/education/{id}/materials/{materialId}` {fileIds}: more files (at least one) for an own material. */
export function postEducationMaterialFiles(educationId: string, materialId: string, body: EducationMaterialFilesBody) {
  const path = endpoint.path
    .replace(':id', encodeURIComponent(educationId))
    .replace(':materialId', encodeURIComponent(materialId));
  return post(path, body, { schema: endpoint.response[200] });
}

export function usePostEducationMaterialFiles(educationId: string, materialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EducationMaterialFilesBody) => postEducationMaterialFiles(educationId, materialId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQuery(educationId).queryKey }),
  });
}

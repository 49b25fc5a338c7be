import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEducationMaterialFile as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { educationQuery } from './get-education';

/** `DELETE /api/education-materials/{id}/files/{fileId}`: one file of an own material. */
export async function deleteEducationMaterialFile(materialId: string, fileId: string): Promise<void> {
  const path = endpoint.path
    .replace(':id', encodeURIComponent(materialId))
    .replace(':fileId', encodeURIComponent(fileId));
  await request('DELETE', path);
}

export function useDeleteEducationMaterialFile(educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ materialId, fileId }: { materialId: string; fileId: string }) =>
      deleteEducationMaterialFile(materialId, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQuery(educationId).queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEducationMaterial as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { educationQuery } from './get-education';

/** `DELETE /api/education-materials/{id}`: an own material with its files. */
export async function deleteEducationMaterial(materialId: string): Promise<void> {
  await request('DELETE', endpoint.path.replace(':id', encodeURIComponent(materialId)));
}

export function useDeleteEducationMaterial(educationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEducationMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQuery(educationId).queryKey }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { deleteAssignment as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { pathOf } from './query-keys';

/**
 * `DELETE /api/assignment/{id}`: with edit rights, while not finished and nobody answered anything yet (else 409
 * `assignment_not_deletable`).
 */
export async function deleteAssignment(id: string): Promise<void> {
  await request('DELETE', pathOf(endpoint.path, { id }));
}

export function useDeleteAssignment() {
  return useMutation({ mutationFn: deleteAssignment });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteEducationNote as endpoint } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { educationNotesQuery } from './get-education-notes';

/** `DELETE /api/education/{id}/notes/{noteId}`: its author or an admin (the note's `deletable`). */
export async function deleteEducationNote(id: string, noteId: string): Promise<void> {
  const path = endpoint.path.replace(':id', encodeURIComponent(id)).replace(':noteId', encodeURIComponent(noteId));
  await request('DELETE', path);
}

export function useDeleteEducationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteEducationNote(id, noteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationNotesQuery(id).queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEducationNote as endpoint, type Note } from '@portal/contracts';
import { post } from '../../../lib/api-client';
import { educationNotesQuery } from './get-education-notes';

/** `POST /api/education/{id}/notes` {message}: a new note (a failure: 'Fout bij opslaan van notities.'). */
export function postEducationNote(id: string, message: string): Promise<Note> {
  return post(endpoint.path.replace(':id', encodeURIComponent(id)), { message }, { schema: endpoint.response[201] });
}

export function usePostEducationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postEducationNote(id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationNotesQuery(id).queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNewsUpload, NEWS_FILES_FIELD, postNewsUpload, type NewsDetail, type NewsFile } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { postMultipart } from './multipart';
import { newsManagementKeys, withId } from './query-keys';

/** `POST /api/news/{id}/upload` (spec 1 §7): multipart `files[0]`, `files[1]`, ...; answers all the item's files. */
export async function uploadNewsFiles(id: string, files: readonly File[]): Promise<NewsFile[]> {
  const form = new FormData();
  files.forEach((file, index) => form.append(`${NEWS_FILES_FIELD}[${index}]`, file, file.name));
  const answer = await postMultipart(withId(postNewsUpload.path, id), form, postNewsUpload.response[200]);
  return answer.files;
}

/** `DELETE /api/news/{id}/upload/{fileId}` (spec 1 §7). */
export async function removeNewsFile(id: string, fileId: string): Promise<void> {
  await request('DELETE', withId(deleteNewsUpload.path, id).replace(':fileId', encodeURIComponent(fileId)));
}

export function useRemoveNewsFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => removeNewsFile(id, fileId),
    onSuccess: (_, fileId) =>
      queryClient.setQueryData<NewsDetail>(newsManagementKeys.item(id), (item) =>
        item ? { ...item, files: item.files.filter((file) => file.id !== fileId) } : item,
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNewsImage, NEWS_IMAGE_FIELD, postNewsImage, type NewsDetail } from '@portal/contracts';
import { request } from '../../../lib/api-client';
import { postMultipart } from './multipart';
import { newsManagementKeys, withId } from './query-keys';

/** `POST /api/news/{id}/image` (spec 1 §7): multipart field `image`; answers the item with its scaled image. */
export function uploadNewsImage(id: string, file: File): Promise<NewsDetail> {
  const form = new FormData();
  form.append(NEWS_IMAGE_FIELD, file, file.name);
  return postMultipart(withId(postNewsImage.path, id), form, postNewsImage.response[200]);
}

/** `DELETE /api/news/{id}/image` (spec 1 §7; admin or program assistant). */
export async function removeNewsImage(id: string): Promise<void> {
  await request('DELETE', withId(deleteNewsImage.path, id));
}

export function useRemoveNewsImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeNewsImage(id),
    onSuccess: () =>
      queryClient.setQueryData<NewsDetail>(newsManagementKeys.item(id), (item) =>
        item ? { ...item, image: null, imageUrl: null } : item,
      ),
  });
}

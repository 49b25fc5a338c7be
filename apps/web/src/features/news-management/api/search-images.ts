import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getImageSearchImages, IMAGE_SEARCH_PER_PAGE, listSearchParams } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { newsManagementKeys } from './query-keys';

/** `GET /api/image-search/images` (spec 1 §7): one page of 9 pictures of the photo library matching `query`. */
export function searchImages(query: string, page: number, signal?: AbortSignal) {
  const search = listSearchParams({ page, perPage: IMAGE_SEARCH_PER_PAGE, query });
  return get(`${getImageSearchImages.path}?${search.toString()}`, {
    schema: getImageSearchImages.response[200],
    signal,
  });
}

/** The photo library page; the previous page stays on screen while the next one loads. */
export function useImageSearch(query: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: newsManagementKeys.images(query, page),
    queryFn: ({ signal }) => searchImages(query, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

import { IMAGE_SEARCH_FAILED } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  ImageSearchError,
  type ImageSearchClient,
  type ImageSearchPage,
  type ImageSearchRequest,
} from '../../integrations/image-search';
import { AppError } from '../../lib/app-error';

export interface ImageSearchService {
  /** One page of the photo library; a provider failure is 502 `image_search_failed`. */
  search(request: ImageSearchRequest): Promise<ImageSearchPage>;
}

/** The photo library search of the news form, over the configured client. */
export function createImageSearchService(deps: {
  client: ImageSearchClient;
  logger: FastifyBaseLogger;
}): ImageSearchService {
  return {
    async search(request) {
      try {
        return await deps.client.search(request);
      } catch (error) {
        if (!(error instanceof ImageSearchError)) throw error;
        // The provider's trouble, not ours: logged for the operator (never the key), answered as a bad gateway.
        deps.logger.warn({ provider: deps.client.provider, reason: error.message }, 'photo library search failed');
        throw new AppError(IMAGE_SEARCH_FAILED, 502);
      }
    },
  };
}

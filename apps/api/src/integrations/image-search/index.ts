// The photo library of the news form: the client type, its providers (bundled pictures, Unsplash, Pexels) and a fake.
import type { ImageSearchConfig } from '../../lib/config';
import type { ImageSearchClient } from './image-search-client';
import type { LocalImageLibrary } from './local';
import { createPexelsClient, PEXELS_IMAGE_HOSTS } from './pexels';
import type { FetchFn, LookupFn } from './safe-download';
import { createUnsplashClient, UNSPLASH_IMAGE_HOSTS } from './unsplash';

export * from './image-search-client';
export * from './local';
export * from './unsplash';
export * from './pexels';
export * from './fake-image-search';
export { isPublicAddress, DEFAULT_DOWNLOAD_LIMITS, type FetchFn, type LookupFn } from './safe-download';

/**
 * Hosts the browser loads the provider's pictures from (its search results are hotlinked, as Unsplash requires):
 * the app shell's content security policy allows them as image sources. None for the bundled library.
 */
export function imageHostsOf(config: ImageSearchConfig | undefined): readonly string[] {
  switch (config?.provider) {
    case 'unsplash':
      return UNSPLASH_IMAGE_HOSTS;
    case 'pexels':
      return PEXELS_IMAGE_HOSTS;
    default:
      return [];
  }
}

/** The configured provider; the bundled library serves `local` (it is always there for its own routes). */
export function createImageSearchClient(
  config: ImageSearchConfig | undefined,
  local: LocalImageLibrary,
  deps: { fetch?: FetchFn; lookup?: LookupFn } = {},
): ImageSearchClient {
  switch (config?.provider) {
    case 'unsplash':
      return createUnsplashClient({ accessKey: config.accessKey, ...deps });
    case 'pexels':
      return createPexelsClient({ apiKey: config.apiKey, ...deps });
    default:
      return local;
  }
}

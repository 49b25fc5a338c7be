// The photo library of the news form: the client type, its providers (bundled pictures, Unsplash, Pexels) and a fake.
import type { ImageSearchConfig } from '../../lib/config';
import type { ImageSearchClient } from './image-search-client';
import type { LocalImageLibrary } from './local';
import { createPexelsClient } from './pexels';
import type { FetchFn, LookupFn } from './safe-download';
import { createUnsplashClient } from './unsplash';

export * from './image-search-client';
export * from './local';
export * from './unsplash';
export * from './pexels';
export * from './fake-image-search';
export { isPublicAddress, DEFAULT_DOWNLOAD_LIMITS, type FetchFn, type LookupFn } from './safe-download';

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

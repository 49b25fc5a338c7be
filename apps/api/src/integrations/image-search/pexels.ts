import { z } from 'zod';
import {
  ImageSearchError,
  type ChosenImage,
  type ImageSearchClient,
  type ImageSearchItem,
} from './image-search-client';
import {
  checkImageUrl,
  fetchJson,
  safeDownload,
  systemLookup,
  type DownloadLimits,
  type FetchFn,
  type LookupFn,
} from './safe-download';

export const PEXELS_API = 'https://api.pexels.com/v1';
export const PEXELS_IMAGE_HOSTS = ['images.pexels.com'] as const;

const photoSchema = z.object({
  id: z.number().int().positive(),
  alt: z.string().nullish(),
  photographer: z.string(),
  photographer_url: z.url(),
  // `large` is 940 px wide at most: enough for the news image (760) without downloading the original.
  src: z.object({ large: z.url(), medium: z.url() }),
});
type PexelsPhoto = z.infer<typeof photoSchema>;
const pageSchema = z.object({ total_results: z.number().int().min(0).optional(), photos: z.array(photoSchema) });

export interface PexelsDeps {
  apiKey: string;
  /** Default the global fetch; tests pass a fake. */
  fetch?: FetchFn;
  lookup?: LookupFn;
  limits?: DownloadLimits;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ImageSearchError('unavailable', 'Pexels answered an unexpected shape');
  return parsed.data;
}

function toItem(photo: PexelsPhoto): ImageSearchItem {
  return {
    id: String(photo.id),
    thumb: photo.src.medium,
    full: photo.src.large,
    alt: photo.alt ?? '',
    attribution: { name: photo.photographer, url: photo.photographer_url },
  };
}

/**
 * Pexels (https://www.pexels.com/api/documentation): search with the key in `Authorization`. Choosing a picture asks
 * the API for that photo again (its id is in the picture's path), so the credit and the address come from Pexels,
 * never from the browser; the picture is then downloaded from Pexels' image host.
 */
export function createPexelsClient(deps: PexelsDeps): ImageSearchClient {
  const fetchFn = deps.fetch ?? fetch;
  const api = (url: string) => fetchJson(fetchFn, url, { authorization: deps.apiKey });

  return {
    provider: 'pexels',
    async search({ query, page, perPage }) {
      const url = query
        ? `${PEXELS_API}/search?${new URLSearchParams({ query, per_page: String(perPage), page: String(page) })}`
        : // Without a query: Pexels' curated selection.
          `${PEXELS_API}/curated?${new URLSearchParams({ per_page: String(perPage), page: String(page) })}`;
      const answer = parse(pageSchema, (await api(url)).body);
      return { items: answer.photos.map(toItem), totalItems: answer.total_results ?? answer.photos.length };
    },

    async fetchChosen(url): Promise<ChosenImage> {
      const chosen = checkImageUrl(url, PEXELS_IMAGE_HOSTS);
      const id = /^\/photos\/(\d{1,15})\//.exec(chosen.pathname)?.[1];
      if (!id) throw new ImageSearchError('refused', 'not a photo of this library');
      const photo = parse(photoSchema, (await api(`${PEXELS_API}/photos/${id}`)).body);
      if (new URL(photo.src.large).pathname !== chosen.pathname) {
        throw new ImageSearchError('refused', 'the address is not the picture of that photo');
      }
      const image = await safeDownload(photo.src.large, {
        fetch: fetchFn,
        lookup: deps.lookup ?? systemLookup,
        allowedHosts: PEXELS_IMAGE_HOSTS,
        limits: deps.limits,
      });
      return { ...image, attribution: `Photo by ${photo.photographer} on Pexels` };
    },
  };
}

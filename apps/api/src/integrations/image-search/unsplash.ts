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

export const UNSPLASH_API = 'https://api.unsplash.com';
/** Where Unsplash serves its pictures (Unsplash+ pictures from `plus.`). */
export const UNSPLASH_IMAGE_HOSTS = ['images.unsplash.com', 'plus.unsplash.com'] as const;
/** The referral Unsplash asks for on every link back to it (API guidelines: attribution). */
const REFERRAL = 'utm_source=opleidingsportaal&utm_medium=referral';
/** The photo id travels in the fragment of `full`: browsers never send it, so the hotlink stays Unsplash's own. */
const ID_FRAGMENT = 'unsplash=';

const photoSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  alt_description: z.string().nullish(),
  description: z.string().nullish(),
  urls: z.object({ regular: z.url(), small: z.url() }),
  links: z.object({ download_location: z.url() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.url() }) }),
});
type UnsplashPhoto = z.infer<typeof photoSchema>;
const searchSchema = z.object({ total: z.number().int().min(0), results: z.array(photoSchema) });
const listSchema = z.array(photoSchema);

export interface UnsplashDeps {
  accessKey: string;
  /** Default the global fetch; tests pass a fake. */
  fetch?: FetchFn;
  lookup?: LookupFn;
  limits?: DownloadLimits;
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ImageSearchError('unavailable', 'Unsplash answered an unexpected shape');
  return parsed.data;
}

const withReferral = (link: string) => `${link}${link.includes('?') ? '&' : '?'}${REFERRAL}`;

function toItem(photo: UnsplashPhoto): ImageSearchItem {
  return {
    id: photo.id,
    thumb: photo.urls.small,
    full: `${photo.urls.regular}#${ID_FRAGMENT}${photo.id}`,
    alt: photo.alt_description ?? photo.description ?? '',
    attribution: { name: photo.user.name, url: withReferral(photo.user.links.html) },
  };
}

/**
 * Unsplash (https://unsplash.com/documentation): search with `Client-ID` and `Accept-Version: v1`, pictures hotlinked
 * from its own hosts. Choosing one asks the API for the photo again (so the credit and the address come from Unsplash,
 * never from the browser), triggers its `download_location` as the guidelines demand, then downloads the picture.
 */
export function createUnsplashClient(deps: UnsplashDeps): ImageSearchClient {
  const fetchFn = deps.fetch ?? fetch;
  const headers = { authorization: `Client-ID ${deps.accessKey}`, 'accept-version': 'v1' };
  const api = (url: string) => fetchJson(fetchFn, url, headers);

  return {
    provider: 'unsplash',
    async search({ query, page, perPage }) {
      if (query) {
        const params = new URLSearchParams({ query, page: String(page), per_page: String(perPage) });
        const { body } = await api(`${UNSPLASH_API}/search/photos?${params}`);
        const answer = parse(searchSchema, body);
        return { items: answer.results.map(toItem), totalItems: answer.total };
      }
      // Without a query: the newest editorial pictures; the total comes in the X-Total header.
      const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      const { body, headers: answered } = await api(`${UNSPLASH_API}/photos?${params}`);
      const photos = parse(listSchema, body);
      const total = Number(answered.get('x-total'));
      return { items: photos.map(toItem), totalItems: Number.isFinite(total) && total >= 0 ? total : photos.length };
    },

    async fetchChosen(url): Promise<ChosenImage> {
      const chosen = checkImageUrl(url, UNSPLASH_IMAGE_HOSTS);
      const id = chosen.hash.startsWith(`#${ID_FRAGMENT}`) ? chosen.hash.slice(ID_FRAGMENT.length + 1) : '';
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new ImageSearchError('refused', 'not a photo of this library');
      const photo = parse(photoSchema, (await api(`${UNSPLASH_API}/photos/${id}`)).body);
      if (new URL(photo.urls.regular).pathname !== chosen.pathname) {
        throw new ImageSearchError('refused', 'the address is not the picture of that photo');
      }
      // The download trigger goes to the API only, with our key: never to an address the answer could point elsewhere.
      const trigger = new URL(photo.links.download_location);
      if (trigger.origin !== UNSPLASH_API) throw new ImageSearchError('unavailable', 'unexpected download_location');
      await api(trigger.href);
      const image = await safeDownload(photo.urls.regular, {
        fetch: fetchFn,
        lookup: deps.lookup ?? systemLookup,
        allowedHosts: UNSPLASH_IMAGE_HOSTS,
        limits: deps.limits,
      });
      return { ...image, attribution: `Photo by ${photo.user.name} on Unsplash` };
    },
  };
}

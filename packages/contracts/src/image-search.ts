import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { errorResponseSchema } from './errors';
import { listQuerySchema, listResponseSchema } from './list';

/** Photo search page size (spec 1 §9). */
export const IMAGE_SEARCH_PER_PAGE = 9;
/** The largest page a photo API hands out in one call (Unsplash: 30). */
export const IMAGE_SEARCH_MAX_PER_PAGE = 30;

/**
 * The photo library failed (the provider is down, slow or answered nonsense): 502 with this `detail`; the web shows
 * 'Er ging iets mis bij het ophalen van fotobibliotheek' (spec 1 §8).
 */
export const IMAGE_SEARCH_FAILED = 'image_search_failed';

/** Where the bundled pictures are served: `{path}/{name}` (1200 px) and `{path}/{name}/thumb` (300 px). */
export const LOCAL_IMAGE_PATH = '/api/image-search/local';

/**
 * One result of the photo library (spec 1 §3: thumb, full). `full` is what the news form sends back as `imageUrl`
 * when the photo is chosen; the server then fetches, checks, scales and stores it.
 */
export const imageSearchItemSchema = z.object({
  id: z.string(),
  /** A small version for the result grid. */
  thumb: z.string(),
  /** The picture itself; the value of `imageUrl` when chosen. */
  full: z.string(),
  /** A description of the picture for its `alt` text (may be empty). */
  alt: z.string(),
  /** The photographer to credit under the picture (photo APIs require it); null for the bundled pictures. */
  attribution: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type ImageSearchItem = z.infer<typeof imageSearchItemSchema>;

/**
 * `GET /api/image-search/images` (spec 1 §7): the photo library for the news form, 9 per page. Without `query` it
 * answers the provider's featured pictures (the whole bundled library, the newest of Unsplash, Pexels' curated set).
 */
export const getImageSearchImages = defineEndpoint({
  method: 'GET',
  path: '/api/image-search/images',
  summary: 'Search the photo library',
  description:
    'For the news form (admin or MANAGE_NEWS). `query` is free text (every word must match for the bundled ' +
    "library); without it the provider's featured pictures. 502 `image_search_failed` when the provider fails.",
  tags: ['news'],
  querystring: listQuerySchema({ defaultPerPage: IMAGE_SEARCH_PER_PAGE, maxPerPage: IMAGE_SEARCH_MAX_PER_PAGE }),
  response: { 200: listResponseSchema(imageSearchItemSchema), 502: errorResponseSchema },
});

const localImageParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'validation.invalid' }) });
const imageBody = z.any().describe('image/jpeg');

/** `GET /api/image-search/local/{name}`: a bundled picture (1200×675 JPEG), cached for good (it never changes). */
export const getLocalImage = defineEndpoint({
  method: 'GET',
  path: `${LOCAL_IMAGE_PATH}/:name`,
  summary: 'A picture of the bundled photo library',
  tags: ['news'],
  params: localImageParams,
  response: { 200: imageBody },
});

/** `GET /api/image-search/local/{name}/thumb`: its 300 px wide thumbnail. */
export const getLocalImageThumb = defineEndpoint({
  method: 'GET',
  path: `${LOCAL_IMAGE_PATH}/:name/thumb`,
  summary: 'The thumbnail of a bundled picture',
  tags: ['news'],
  params: localImageParams,
  response: { 200: imageBody },
});

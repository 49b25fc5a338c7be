import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { countResponseSchema, listQuerySchema, listResponseSchema } from './list';

/** Page size of the news list (spec 1 §9). */
export const NEWS_PER_PAGE = 10;

/**
 * A news item as its reader sees it in the list (spec 1 §3). `content` is sanitised HTML; `image` is the address the
 * image is fetched from, or null. The management fields (author, targets, files) come with the news area.
 */
export const newsItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  published: z.boolean(),
  publishedStart: z.iso.datetime({ offset: true }).nullable(),
  publishedEnd: z.iso.datetime({ offset: true }).nullable(),
  updated: z.iso.datetime({ offset: true }),
  /** The reader has opened it (no 'Nieuw' chip). */
  read: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuerySchema = listQuerySchema({
  defaultPerPage: NEWS_PER_PAGE,
  maxPerPage: 100,
  extra: {
    /** `true`: answer only `{ totalItems }`, the number of unread items (the badge of the news icon). */
    count: z.stringbool({ error: 'validation.invalid' }).optional(),
  },
});

/**
 * `GET /api/news` (page, perPage): the news the signed-in user may read, newest first: published, inside its
 * publication window, and aimed at one of their roles, educations or events. With `count=true` the answer is the
 * number of those not yet read (`{ totalItems }`), polled every 5 minutes by the news icon.
 */
export const getNews = defineEndpoint({
  method: 'GET',
  path: '/api/news',
  summary: 'The news for the signed-in user, newest first; with count=true the number of unread items',
  tags: ['news'],
  querystring: newsListQuerySchema,
  response: { 200: z.union([listResponseSchema(newsItemSchema), countResponseSchema]) },
});

import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema, MAX_PER_PAGE } from './list';

/** Longest title of a question or a category. */
export const FAQ_TITLE_MAX = 255;
/** Longest content (HTML as sent, before cleaning): far above any answer, low enough to refuse a flood. */
export const FAQ_CONTENT_MAX = 200_000;
/** Most files one question carries. */
export const FAQ_ATTACHMENTS_MAX = 50;

/** A file of a question, as listed under it (downloaded through `/api/file/{id}`). */
export const faqAttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
});
export type FaqAttachment = z.infer<typeof faqAttachmentSchema>;

/** A question and its answer (spec 1 §3); `content` is sanitised HTML. */
export const faqItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.object({ id: z.uuid(), title: z.string() }),
  categoryId: z.uuid(),
  /** Hidden questions reach admins only. */
  visible: z.boolean(),
  attachments: z.array(faqAttachmentSchema),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A category (spec 1 §3); `itemCount` counts the questions the caller may see. */
export const faqCategorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  itemCount: z.number().int().min(0),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** Required title of at most 255 characters; messages are keys of the `validation` namespace. */
const titleSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(FAQ_TITLE_MAX, { error: 'validation.invalid' });

/**
 * Body of `POST /api/faqs` and `POST /api/faqs/{id}` (spec 1 §7). `content` is cleaned on the server; content that
 * is empty once cleaned (only a script, say) is refused with a violation on `content`. `attachments` are the ids of
 * files uploaded first (tus, context `faq`); on an update the list replaces the item's files.
 */
export const faqItemBodySchema = z.object({
  title: titleSchema,
  categoryId: z.uuid({ error: 'validation.required' }),
  content: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(FAQ_CONTENT_MAX, { error: 'validation.invalid' }),
  attachments: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .max(FAQ_ATTACHMENTS_MAX, { error: 'validation.invalid' })
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type FaqItemBody = z.input<typeof faqItemBodySchema>;

/** Body of `POST /api/faqs/categories` and `POST /api/faqs/categories/{id}`. */
export const faqCategoryBodySchema = z.object({ title: titleSchema });
export type FaqCategoryBody = z.input<typeof faqCategoryBodySchema>;

/** Body of the move calls: one place up or down within the list (a question within its category). */
export const faqMoveBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'validation.invalid' }),
});
export type FaqMoveBody = z.input<typeof faqMoveBodySchema>;

export const faqListQuerySchema = listQuerySchema({ maxPerPage: MAX_PER_PAGE });
export const faqCategoryListQuerySchema = listQuerySchema({ maxPerPage: MAX_PER_PAGE, defaultPerPage: MAX_PER_PAGE });

const idParams = z.object({ id: z.uuid() });

/**
 * `GET /api/faqs` (page, perPage; 9999 for the public list; `query` searches title and content): ordered by category,
 * then by the order within the category. Admins also get hidden questions; everyone else only visible ones.
 */
export const getFaqs = defineEndpoint({
  method: 'GET',
  path: '/api/faqs',
  summary: 'List the FAQ, in category order then item order',
  tags: ['faq'],
  querystring: faqListQuerySchema,
  response: { 200: listResponseSchema(faqItemSchema) },
});

/** `GET /api/faqs/{id}`: one question; a hidden one is "not found" for everyone but admins. */
export const getFaq = defineEndpoint({
  method: 'GET',
  path: '/api/faqs/:id',
  summary: 'One FAQ item',
  tags: ['faq'],
  params: idParams,
  response: { 200: faqItemSchema },
});

/** `POST /api/faqs` (admin): a new visible question at the end of its category. */
export const postFaq = defineEndpoint({
  method: 'POST',
  path: '/api/faqs',
  summary: 'Create a FAQ item',
  tags: ['faq'],
  body: faqItemBodySchema,
  response: { 201: faqItemSchema },
});

/** `POST /api/faqs/{id}` (admin): changes a question; a new category puts it at the end of that category. */
export const postFaqUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/faqs/:id',
  summary: 'Update a FAQ item',
  tags: ['faq'],
  params: idParams,
  body: faqItemBodySchema,
  response: { 200: faqItemSchema },
});

/** `DELETE /api/faqs/{id}` (admin): the questions after it move up one place. */
export const deleteFaq = defineEndpoint({
  method: 'DELETE',
  path: '/api/faqs/:id',
  summary: 'Delete a FAQ item',
  tags: ['faq'],
  params: idParams,
  response: { 204: z.null().describe('No content') },
});

/** `POST /api/faqs/{id}/move` (admin): one place up or down in its category; at the edge nothing changes. */
export const postFaqMove = defineEndpoint({
  method: 'POST',
  path: '/api/faqs/:id/move',
  summary: 'Move a FAQ item up or down within its category',
  tags: ['faq'],
  params: idParams,
  body: faqMoveBodySchema,
  response: { 200: faqItemSchema },
});

/** `POST /api/faqs/{id}/toggle-visibility` (admin): shows a hidden question or hides a visible one. */
export const postFaqToggleVisibility = defineEndpoint({
  method: 'POST',
  path: '/api/faqs/:id/toggle-visibility',
  summary: 'Show or hide a FAQ item',
  tags: ['faq'],
  params: idParams,
  response: { 200: z.object({ visible: z.boolean() }) },
});

/** `GET /api/faqs/categories` (page 1, perPage 9999): the categories in their order. */
export const getFaqCategories = defineEndpoint({
  method: 'GET',
  path: '/api/faqs/categories',
  summary: 'List the FAQ categories in their order',
  tags: ['faq'],
  querystring: faqCategoryListQuerySchema,
  response: { 200: listResponseSchema(faqCategorySchema) },
});

/** `POST /api/faqs/categories` (admin): a new category at the end. */
export const postFaqCategory = defineEndpoint({
  method: 'POST',
  path: '/api/faqs/categories',
  summary: 'Create a FAQ category',
  tags: ['faq'],
  body: faqCategoryBodySchema,
  response: { 201: faqCategorySchema },
});

/** `POST /api/faqs/categories/{id}` (admin): renames a category. */
export const postFaqCategoryUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/faqs/categories/:id',
  summary: 'Rename a FAQ category',
  tags: ['faq'],
  params: idParams,
  body: faqCategoryBodySchema,
  response: { 200: faqCategorySchema },
});

/**
 * `DELETE /api/faqs/categories/{id}` (admin): only an empty category; one that still holds questions answers 409
 * `conflict` (move or delete its questions first), so no answer is ever lost by deleting its category.
 */
export const deleteFaqCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/faqs/categories/:id',
  summary: 'Delete an empty FAQ category',
  tags: ['faq'],
  params: idParams,
  response: { 204: z.null().describe('No content') },
});

/** `POST /api/faqs/categories/{id}/move` (admin): one place up or down; at the edge nothing changes. */
export const postFaqCategoryMove = defineEndpoint({
  method: 'POST',
  path: '/api/faqs/categories/:id/move',
  summary: 'Move a FAQ category up or down',
  tags: ['faq'],
  params: idParams,
  body: faqMoveBodySchema,
  response: { 200: faqCategorySchema },
});

import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { violationSchema } from './errors';
import { countResponseSchema, listQuerySchema, listResponseSchema } from './list';
import { ROLES, roleSchema, type Role } from './roles';

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

// ---------------------------------------------------------------------------------------------------------------
// The news area (spec 1 §3-§7): detail, management, form, image, attachments, filters and authors.
// Who may do what (spec 1 §6): managing (list, create, edit, duplicate, image upload, attachments, filters, authors)
// needs ROLE_ADMIN or MANAGE_NEWS; deleting needs ROLE_ADMIN; removing the image needs ROLE_ADMIN or
// ROLE_PROGRAM_ASSISTANT. Reading is open to any signed-in user, limited to what the item targets.
// ---------------------------------------------------------------------------------------------------------------

/** Width in pixels every news image is scaled to (spec 1 §5, §9); a smaller image is never enlarged. */
export const NEWS_IMAGE_WIDTH = 760;
/** Largest news image accepted, before scaling (spec 1 §9): 413 beyond. */
export const MAX_NEWS_IMAGE_BYTES = 10 * 1024 * 1024;
/** News images accepted, by their bytes (spec 1 §5: jpg, jpeg, gif, png): 415 for anything else. */
export const NEWS_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** The multipart field of `POST /api/news/{id}/image`. */
export const NEWS_IMAGE_FIELD = 'image';
/** The multipart fields of `POST /api/news/{id}/upload`: `files[0]`, `files[1]`, ... (also `files` and `files[]`). */
export const NEWS_FILES_FIELD = 'files';
/** Largest attachment (bytes): 413 beyond, before anything of it is kept. */
export const MAX_NEWS_FILE_BYTES = 100 * 1024 * 1024;
/** Most attachments one upload call carries. */
export const MAX_NEWS_FILES_PER_UPLOAD = 20;
/** Longest title. */
export const NEWS_TITLE_MAX = 255;
/** Longest content (HTML as sent, before cleaning). */
export const NEWS_CONTENT_MAX = 500_000;
/** The event search of the filters starts at this many characters (spec 1 §5, §9). */
export const NEWS_EVENT_SEARCH_MIN = 3;
/** Roles a news item can be aimed at: every person's role but the external contributor's. */
export const NEWS_TARGET_ROLES = ROLES.filter((role) => role !== 'ROLE_EXTERNAL') as Exclude<Role, 'ROLE_EXTERNAL'>[];

/** The two states of an item (spec 1 §4), as the management list's status filter names them. */
export const NEWS_STATUSES = ['concept', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** An attachment of a news item; `url` downloads it (`GET /api/news/file/{id}`). */
export const newsFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  url: z.string(),
});
export type NewsFile = z.infer<typeof newsFileSchema>;

/** An education a news item can be aimed at: a programme by its AFAS id (spec 1 §3). */
export const newsEducationSchema = z.object({ afasId: z.string(), name: z.string() });
export type NewsEducation = z.infer<typeof newsEducationSchema>;

/** An event a news item can be aimed at, by its AFAS id; `startDate` is YYYY-MM-DD. */
export const newsEventSchema = z.object({ afasId: z.string(), name: z.string(), startDate: z.iso.date() });
export type NewsEvent = z.infer<typeof newsEventSchema>;

/** The author of an item (spec 1 §3); null once the user is gone. `avatar` is a file address or null. */
export const newsAuthorSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameLastNameFirst: z.string(),
  firstName: z.string(),
  avatar: z.string().nullable(),
});
export type NewsAuthor = z.infer<typeof newsAuthorSchema>;

/**
 * One news item in full (spec 1 §3): what `GET /api/news/{id}` answers, and what the form is filled with. `image`
 * is the scaled image's address (or null); `imageUrl` is where it was taken from (photo library), if anywhere.
 * `_permissions` says what the caller may do with it, so the web shows only those buttons.
 */
export const newsDetailSchema = newsItemSchema.extend({
  imageUrl: z.string().nullable(),
  files: z.array(newsFileSchema),
  roles: z.array(roleSchema),
  educations: z.array(newsEducationSchema),
  events: z.array(newsEventSchema),
  author: newsAuthorSchema.nullable(),
  _permissions: z.object({
    /** Edit, duplicate, upload the image and attachments (admin or MANAGE_NEWS). */
    update: z.boolean(),
    /** Delete the item (admin). */
    delete: z.boolean(),
    /** Remove the image (admin or program assistant). */
    removeImage: z.boolean(),
  }),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/**
 * What create and update answer: the saved item and the messages that did not block it. The only one today is the
 * end date before the start date (spec 1 §5): `{ propertyPath: 'publishedEnd', detail: 'validation.newsEndBeforeStart' }`.
 */
export const newsSavedSchema = newsDetailSchema.extend({ warnings: z.array(violationSchema) });
export type NewsSaved = z.infer<typeof newsSavedSchema>;

/** A row of the management table (spec 1 §2 /nieuwsbeheer). */
export const newsManagementItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  publishedStart: z.iso.datetime({ offset: true }).nullable(),
  publishedEnd: z.iso.datetime({ offset: true }).nullable(),
  published: z.boolean(),
  updated: z.iso.datetime({ offset: true }),
});
export type NewsManagementItem = z.infer<typeof newsManagementItemSchema>;

/** The date-time of a publication window; missing answers the spec's sentence, malformed `validation.date`. */
const windowDate = z.iso
  .datetime({
    offset: true,
    error: (issue) => (issue.input == null || issue.input === '' ? 'validation.newsDatesRequired' : 'validation.date'),
  })
  .nullable();

/** A list of AFAS ids (educations or events); repeats are dropped. */
const afasIds = z
  .array(z.string().trim().min(1, { error: 'validation.invalid' }).max(100, { error: 'validation.invalid' }))
  .max(1000, { error: 'validation.invalid' })
  .transform((ids) => [...new Set(ids)])
  .default([]);

/**
 * Body of `POST /api/news` and `POST /api/news/{id}` (spec 1 §5, §7). Messages are keys of the `validation`
 * namespace:
 * - `title` required (`validation.required`);
 * - `content` required (`validation.newsContentRequired`, 'Omschrijving is een verplicht veld'); content that is
 *   empty once cleaned (only a script, say) gets the same violation from the server;
 * - `publishedStart` and `publishedEnd` both required (`validation.newsDatesRequired`, on the missing one). The web
 *   sends the start of the start day and the end of the end day (ISO date-times with offset);
 * - at least one role, education or event (`validation.newsTargetRequired`, on `roles`);
 * - roles exclude educations and events (`validation.newsTargetExclusive`, on `roles`): the form disables the one
 *   when the other is chosen, so only a hand-made request meets this;
 * - an end before the start does not block: it comes back in `warnings`.
 * `imageUrl`: a photo-library address; when it differs from the item's current one the server fetches the image,
 * checks it (jpg/gif/png, at most 10 MB), scales it to 760 px wide and stores it as the item's image. Null or
 * absent leaves the image as it is (removing it is `DELETE /api/news/{id}/image`).
 * `educations` and `events` are AFAS ids; an unknown id answers a violation on that entry.
 */
export const newsBodySchema = z
  .object({
    title: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(NEWS_TITLE_MAX, { error: 'validation.invalid' }),
    content: z
      .string({ error: 'validation.newsContentRequired' })
      .trim()
      .min(1, { error: 'validation.newsContentRequired' })
      .max(NEWS_CONTENT_MAX, { error: 'validation.invalid' }),
    published: z.boolean({ error: 'validation.invalid' }).default(false),
    publishedStart: windowDate,
    publishedEnd: windowDate,
    roles: z
      .array(z.enum(NEWS_TARGET_ROLES, { error: 'validation.invalid' }))
      .transform((roles) => [...new Set(roles)])
      .default([]),
    imageUrl: z.string().trim().max(2048, { error: 'validation.invalid' }).nullish(),
    educations: afasIds,
    events: afasIds,
  })
  .superRefine(
    (body, ctx) => {
      for (const field of ['publishedStart', 'publishedEnd'] as const) {
        if (body[field] === null)
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation.newsDatesRequired' });
      }
      const size = (list: unknown) => (Array.isArray(list) ? list.length : 0);
      const roles = size(body.roles);
      const others = size(body.educations) + size(body.events);
      if (roles === 0 && others === 0) {
        ctx.addIssue({ code: 'custom', path: ['roles'], message: 'validation.newsTargetRequired' });
      } else if (roles > 0 && others > 0) {
        ctx.addIssue({ code: 'custom', path: ['roles'], message: 'validation.newsTargetExclusive' });
      }
    },
    // Checked even when other fields failed (so the form shows every message at once), but only on an object: a
    // body of `null` or a number has failed already and has no fields to look at.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type NewsBody = z.input<typeof newsBodySchema>;

const idParams = z.object({ id: z.uuid() });
const noContent = z.null().describe('No content');
/** A binary or multipart body, described for the documentation only. */
const fileBody = z.any().describe("The file's bytes");

/**
 * `GET /api/news/{id}`: one item. A reader gets only an item they may see now (published, in its window, aimed at
 * them), else 404; admins, program assistants and MANAGE_NEWS holders get any item (concepts too: they edit from
 * here). Opening it marks it read for the caller, so the unread count drops.
 */
export const getNewsItem = defineEndpoint({
  method: 'GET',
  path: '/api/news/:id',
  summary: 'One news item; marks it read',
  tags: ['news'],
  params: idParams,
  response: { 200: newsDetailSchema },
});

export const newsManagementQuerySchema = listQuerySchema({
  filters: {
    /** The author's user id. */
    author: 'uuid',
    /** YYYY-MM-DD: items whose window has not ended before this day (no end: never ended). */
    startDate: 'date',
    /** YYYY-MM-DD: items whose window has started by the end of this day (no start: always started). */
    endDate: 'date',
    status: { oneOf: NEWS_STATUSES },
  },
  order: ['title', 'publishedStart', 'publishedEnd', 'updated'],
});

/**
 * `GET /api/news/management` (admin or MANAGE_NEWS): every item, concept or published, with the list conventions:
 * `query` searches the title; filters author, startDate and endDate (together: the window overlaps those days, in
 * Dutch time), status; order title, publishedStart, publishedEnd, updated (default: last updated first).
 */
export const getNewsManagement = defineEndpoint({
  method: 'GET',
  path: '/api/news/management',
  summary: 'The news management table',
  tags: ['news'],
  querystring: newsManagementQuerySchema,
  response: { 200: listResponseSchema(newsManagementItemSchema) },
});

export const newsAuthorsQuerySchema = listQuerySchema({ defaultPerPage: 20, maxPerPage: 100 });

/** `GET /api/news-authors` (admin or MANAGE_NEWS): users who wrote news, by name; `query` searches the name. */
export const getNewsAuthors = defineEndpoint({
  method: 'GET',
  path: '/api/news-authors',
  summary: 'Users who authored news (the author filter)',
  tags: ['news'],
  querystring: newsAuthorsQuerySchema,
  response: { 200: listResponseSchema(z.object({ id: z.uuid(), fullName: z.string() })) },
});

/** `POST /api/news` (admin or MANAGE_NEWS): a new item by the caller; 201 with the item and its warnings. */
export const postNews = defineEndpoint({
  method: 'POST',
  path: '/api/news',
  summary: 'Create a news item',
  tags: ['news'],
  body: newsBodySchema,
  response: { 201: newsSavedSchema },
});

/** `POST /api/news/{id}` (admin or MANAGE_NEWS): replaces the item's fields and targets; the author stays. */
export const postNewsUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/news/:id',
  summary: 'Update a news item',
  tags: ['news'],
  params: idParams,
  body: newsBodySchema,
  response: { 200: newsSavedSchema },
});

/** `DELETE /api/news/{id}` (admin): the item with its targets and reads. */
export const deleteNews = defineEndpoint({
  method: 'DELETE',
  path: '/api/news/:id',
  summary: 'Delete a news item',
  tags: ['news'],
  params: idParams,
  response: { 204: noContent },
});

/**
 * `POST /api/news/{id}/duplicate` (admin or MANAGE_NEWS): a new concept by the caller with the same title, content,
 * window, targets, image and attachments (the files are shared, not copied); 201 with the new item.
 */
export const postNewsDuplicate = defineEndpoint({
  method: 'POST',
  path: '/api/news/:id/duplicate',
  summary: 'Duplicate a news item as a concept',
  tags: ['news'],
  params: idParams,
  response: { 201: newsDetailSchema },
});

/**
 * `POST /api/news/{id}/image` (admin or MANAGE_NEWS): multipart field `image`, jpg/gif/png by its bytes (415
 * `unsupported_file_type` otherwise), at most 10 MB (413). Stored scaled to 760 px wide (never enlarged); the
 * original is not kept. Replaces the image (and clears `imageUrl`); answers the item.
 */
export const postNewsImage = defineEndpoint({
  method: 'POST',
  path: '/api/news/:id/image',
  summary: 'Upload the image of a news item (multipart field image)',
  tags: ['news'],
  params: idParams,
  response: { 200: newsDetailSchema },
});

/** `DELETE /api/news/{id}/image` (admin or program assistant): the item has no image afterwards. */
export const deleteNewsImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/news/:id/image',
  summary: 'Remove the image of a news item',
  tags: ['news'],
  params: idParams,
  response: { 204: noContent },
});

/**
 * `POST /api/news/{id}/upload` (admin or MANAGE_NEWS): multipart `files[0]`, `files[1]`, ... (at most 20, each at most
 * `MAX_NEWS_FILE_BYTES`, 413 beyond), each a document, image, audio, video or json file by its bytes (415
 * `unsupported_file_type` otherwise; then none of the call's files is kept). Answers all the item's files.
 */
export const postNewsUpload = defineEndpoint({
  method: 'POST',
  path: '/api/news/:id/upload',
  summary: 'Attach files to a news item (multipart files[n])',
  tags: ['news'],
  params: idParams,
  response: { 200: z.object({ files: z.array(newsFileSchema) }) },
});

/** `DELETE /api/news/{id}/upload/{fileId}` (admin or MANAGE_NEWS): detaches the file (404 if not the item's). */
export const deleteNewsUpload = defineEndpoint({
  method: 'DELETE',
  path: '/api/news/:id/upload/:fileId',
  summary: 'Remove an attachment of a news item',
  tags: ['news'],
  params: z.object({ id: z.uuid(), fileId: z.uuid() }),
  response: { 204: noContent },
});

/**
 * `GET /api/news/file/{id}`: an attachment or the image of a news item the caller may read (the reader rule of the
 * detail), else 404. Answered as `GET /api/file/{id}` answers (Range, ETag, disposition).
 */
export const getNewsFile = defineEndpoint({
  method: 'GET',
  path: '/api/news/file/:id',
  summary: 'Download a news attachment (Range supported)',
  tags: ['news'],
  params: idParams,
  response: { 200: fileBody, 206: fileBody },
});

export const newsFiltersQuerySchema = z.strictObject({
  /** Narrows the educations (name or AFAS id contains it). */
  query: z.string().trim().max(200).optional(),
  /** Searches events (name or AFAS id) from 3 characters; shorter or absent: no events. */
  events: z.string().trim().max(200).optional(),
});

/** The choices of the form's targeting pickers (spec 1 §3 "News filters"). */
export const newsFiltersSchema = z.object({
  roles: z.array(roleSchema),
  educations: z.array(newsEducationSchema),
  events: z.array(newsEventSchema),
});
export type NewsFilters = z.infer<typeof newsFiltersSchema>;

/**
 * `GET /api/news/filters` (admin or MANAGE_NEWS): the roles, the educations (programmes by AFAS id, by name, at
 * most 500) and, when `events` has 3 or more characters, the matching events (newest first, at most 50).
 */
export const getNewsFilters = defineEndpoint({
  method: 'GET',
  path: '/api/news/filters',
  summary: 'Targeting choices for the news form',
  tags: ['news'],
  querystring: newsFiltersQuerySchema,
  response: { 200: newsFiltersSchema },
});

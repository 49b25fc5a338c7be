import { z } from 'zod';
import { ASSIGNMENT_STATES, MODULE_TYPE_CODES } from './domain';
import { defineEndpoint } from './endpoint';
import { PERSONAL_DATA_EXPORT_STATUSES } from './personal-data';

/**
 * The portfolio's download summary (spec 2 "Portfolio screen", dialog 'download summary with per-category detail and
 * a bundled PDF'). A category is one module of the education that holds assignments: its `identifier` is the
 * module's id and `category` its type code (IO, IKO, EKO, PRK, STA, EPA, AANVRAAG, BEG), which the web labels.
 */
export const downloadSummaryItemSchema = z.object({
  /** The module's type code; the web shows its Dutch label and groups by it. */
  category: z.enum(MODULE_TYPE_CODES),
  /** The module's id: what the details and the bundled PDF take as `identifier`. */
  identifier: z.uuid(),
  /** The module's published name. */
  name: z.string(),
  numberOfAssignments: z.number().int(),
  /** Files uploaded in the assignments' answers (file-upload and product fields), each counted once. */
  numberOfFiles: z.number().int(),
});
export type DownloadSummaryItem = z.infer<typeof downloadSummaryItemSchema>;

const educationParams = z.object({ id: z.uuid() });
const identifierQuery = z.object({ identifier: z.uuid().describe('A download summary item’s identifier (module id)') });

/**
 * `GET /api/education/{id}/download-summary`: one item per module with assignments, by type and name. Who may read
 * the education (owner, linked staff, admin, LIST_USERS with VIEW_EDUCATION) may read it; anyone else gets 404.
 */
export const getDownloadSummary = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/download-summary',
  summary: 'The download summary of an education’s portfolio: per category the number of assignments and files',
  tags: ['portfolio-downloads'],
  params: educationParams,
  response: {
    200: z.object({ items: z.array(downloadSummaryItemSchema), totalItems: z.number().int() }),
  },
});

export const downloadSummaryFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

export const downloadSummaryAssignmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(ASSIGNMENT_STATES),
  created: z.iso.datetime(),
  submitted: z.iso.datetime().nullable(),
  /** The files of its answers; each opens at `GET /api/file/{id}`. */
  files: z.array(downloadSummaryFileSchema),
});
export type DownloadSummaryAssignment = z.infer<typeof downloadSummaryAssignmentSchema>;

/**
 * `GET /api/education/{id}/download-summary-details?identifier=`: the assignments (oldest first) and their files of
 * one category. An identifier that is not a category of this education is 404.
 */
export const getDownloadSummaryDetails = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/download-summary-details',
  summary: 'The assignments and files of one download summary category',
  tags: ['portfolio-downloads'],
  params: educationParams,
  querystring: identifierQuery,
  response: {
    200: downloadSummaryItemSchema.extend({
      items: z.array(downloadSummaryAssignmentSchema),
      totalItems: z.number().int(),
    }),
  },
});

/** From this many assignments the dialog says the bundled PDF takes a while (spec 2 §9). */
export const BUNDLED_PDF_NOTICE_FROM = 10;
/** How long a ready bundled PDF can be downloaded (once), as the personal-data export. */
export const BUNDLED_PDF_TTL_HOURS = 48;

/**
 * A bundled PDF asked for by the caller: made in the background (status `pending` with `done` of `total`
 * assignments rendered), then `ready` to download once before `expires`, `downloaded`, `expired`, or `failed`
 * (the caller got RequestedDownloadFailed and may ask again).
 */
export const bundledPdfSchema = z.object({
  id: z.uuid(),
  educationId: z.uuid(),
  identifier: z.uuid(),
  status: z.enum(PERSONAL_DATA_EXPORT_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  created: z.iso.datetime(),
  expires: z.iso.datetime().nullable(),
  size: z.number().int().nullable(),
});
export type BundledPdf = z.infer<typeof bundledPdfSchema>;

/**
 * `POST /api/education/{id}/download-summary-bundled-pdf?identifier=`: asks for one PDF of every assignment of the
 * category (forms, evaluations, messages, attached PDFs and images). 202 with the bundle; while one of the caller's
 * for this category is pending, that one is answered. Asking again after a failure is the retry.
 */
export const postDownloadSummaryBundledPdf = defineEndpoint({
  method: 'POST',
  path: '/api/education/:id/download-summary-bundled-pdf',
  summary: 'Ask for the bundled PDF of one download summary category (made in the background)',
  tags: ['portfolio-downloads'],
  params: educationParams,
  querystring: identifierQuery,
  response: { 202: bundledPdfSchema },
});

/**
 * `GET /api/education/{id}/download-summary-bundled-pdf?identifier=`: the caller's latest bundled PDF of the
 * category (its state and progress, polled by the dialog), or null when they never asked.
 */
export const getDownloadSummaryBundledPdf = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/download-summary-bundled-pdf',
  summary: 'The state and progress of the caller’s bundled PDF of one category',
  tags: ['portfolio-downloads'],
  params: educationParams,
  querystring: identifierQuery,
  response: { 200: z.object({ item: bundledPdfSchema.nullable() }) },
});

/**
 * `GET /api/download-summary-bundled-pdfs/{id}/download`: the PDF, once, for the one who asked, before it expires;
 * afterwards 410 `export_gone`. Someone else's is 404.
 */
export const getBundledPdfDownload = defineEndpoint({
  method: 'GET',
  path: '/api/download-summary-bundled-pdfs/:id/download',
  summary: 'Download a ready bundled PDF (once)',
  tags: ['portfolio-downloads'],
  params: z.object({ id: z.uuid() }),
  response: { 200: z.any().describe('The PDF') },
});

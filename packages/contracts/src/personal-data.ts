import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The personal-data export (GDPR art. 15 and 20): everything the portal holds about one person as one ZIP archive,
 * a machine-readable JSON file per table and the files they uploaded. Made in the background; the one who asked gets
 * a notification when it is ready (RequestedDownloadReady) or failed (RequestedDownloadFailed), and may download it
 * once within `PERSONAL_DATA_EXPORT_TTL_HOURS`.
 */
export const PERSONAL_DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'downloaded', 'expired'] as const;
export type PersonalDataExportStatus = (typeof PERSONAL_DATA_EXPORT_STATUSES)[number];
export const PERSONAL_DATA_EXPORT_TTL_HOURS = 48;
/**
 * What a requested download holds: the personal-data export, or a bundled portfolio PDF (portfolio-downloads.ts).
 * Both share one life cycle: made by a job, notified, downloaded once by whoever asked, expired.
 */
export const REQUESTED_DOWNLOAD_KINDS = ['personal_data', 'portfolio_pdf'] as const;
export type RequestedDownloadKind = (typeof REQUESTED_DOWNLOAD_KINDS)[number];

export const personalDataExportSchema = z.object({
  id: z.uuid(),
  /** The person the data is about. */
  userId: z.uuid(),
  /** Their name, for an admin's list. */
  userName: z.string(),
  status: z.enum(PERSONAL_DATA_EXPORT_STATUSES),
  created: z.iso.datetime(),
  /** Until when a ready export can be downloaded. */
  expires: z.iso.datetime().nullable(),
  /** The archive's size in bytes, once ready. */
  size: z.number().int().nullable(),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

const userParams = z.object({ id: z.uuid() });

/**
 * `POST /api/users/{id}/personal-data-exports`: asks for an export of one's own data (any signed-in user) or, for an
 * admin, of anyone's. 202 with the export; while one for the same person by the same caller is still being made, that
 * one is answered (never two at once).
 */
export const postPersonalDataExport = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/personal-data-exports',
  summary: 'Ask for an export of all data about a user (oneself; an admin: anyone)',
  tags: ['personal-data'],
  params: userParams,
  response: { 202: personalDataExportSchema },
});

/** `GET /api/personal-data-exports`: the exports the caller asked for, newest first (at most 20). */
export const getPersonalDataExports = defineEndpoint({
  method: 'GET',
  path: '/api/personal-data-exports',
  summary: 'The personal-data exports the caller asked for',
  tags: ['personal-data'],
  response: { 200: z.object({ items: z.array(personalDataExportSchema) }) },
});

/**
 * `GET /api/personal-data-exports/{id}/download`: the archive (application/zip), once, by the one who asked for it,
 * before it expires; afterwards 410 `export_gone`. Someone else's export is 404.
 */
export const getPersonalDataExportDownload = defineEndpoint({
  method: 'GET',
  path: '/api/personal-data-exports/:id/download',
  summary: 'Download a ready personal-data export (once)',
  tags: ['personal-data'],
  params: z.object({ id: z.uuid() }),
  response: { 200: z.any().describe('The ZIP archive') },
});

/** One time an administrator took over the account (the impersonation audit). */
export const accountTakeoverSchema = z.object({
  id: z.uuid(),
  /** The administrator's name; null when their account no longer exists. */
  by: z.string().nullable(),
  started: z.iso.datetime(),
});
export type AccountTakeover = z.infer<typeof accountTakeoverSchema>;

/** `GET /api/account/takeovers`: when and by whom an administrator took over the caller's account, newest first. */
export const getAccountTakeovers = defineEndpoint({
  method: 'GET',
  path: '/api/account/takeovers',
  summary: "When and by whom an administrator took over the caller's account (at most 100, newest first)",
  tags: ['personal-data'],
  response: { 200: z.object({ items: z.array(accountTakeoverSchema) }) },
});

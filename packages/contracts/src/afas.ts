import { z } from 'zod';
import { SYNC_ISSUE_STATES } from './domain';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';

// AFAS Profit synchronisation (spec 1 §3, §7 "Synchronisation"; spec 3 §7): sync issues, on-demand synchronisation
// of a user or an event, and merging two AFAS accounts. Who may (spec 1 §6, spec 3 §6): sync issues and merging are
// admin; syncing a user needs SYNC_USER (or an API key with ROLE_SYNCHRONIZE_AFAS); syncing an event is admin.

/** Characters of a sync issue's message the list shows (spec 1 §9). */
export const SYNC_ISSUE_MESSAGE_LENGTH = 50;
/** An AFAS person id has exactly this many characters (spec 3 §9: the merge dialog looks names up then). */
export const AFAS_ID_LENGTH = 7;

/** A synchronisation issue (spec 1 §3): created = first seen, updated = last seen. */
export const syncIssueSchema = z.object({
  id: z.uuid(),
  afasId: z.string(),
  message: z.string(),
  trace: z.string().nullable(),
  state: z.enum(SYNC_ISSUE_STATES),
  occurrences: z.number().int(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  created: z.iso.datetime({ offset: true }),
  updated: z.iso.datetime({ offset: true }),
});
export type SyncIssue = z.infer<typeof syncIssueSchema>;

export const syncIssueListQuerySchema = listQuerySchema({
  filters: {
    /** Comma-joined states. */
    states: { oneOf: SYNC_ISSUE_STATES },
    /** The external (AFAS) id, exactly. */
    afasId: 'text',
  },
  order: ['afasId', 'message', 'created', 'updated', 'state'],
});

const idParams = z.object({ id: z.uuid() });

/** `GET /api/afas/sync/issues` (admin): the list conventions; `query` searches the external id and the message. */
export const getSyncIssues = defineEndpoint({
  method: 'GET',
  path: '/api/afas/sync/issues',
  summary: 'Synchronisation issues (last seen first unless ordered)',
  tags: ['afas'],
  querystring: syncIssueListQuerySchema,
  response: { 200: listResponseSchema(syncIssueSchema) },
});

/** `GET /api/afas/sync/issues/{id}` (admin). */
export const getSyncIssue = defineEndpoint({
  method: 'GET',
  path: '/api/afas/sync/issues/:id',
  summary: 'One synchronisation issue with its trace',
  tags: ['afas'],
  params: idParams,
  response: { 200: syncIssueSchema },
});

/** `POST /api/afas/sync/issues/{id}/resolve` (admin): only a user marks an issue resolved (spec 1 §4). */
export const postSyncIssueResolve = defineEndpoint({
  method: 'POST',
  path: '/api/afas/sync/issues/:id/resolve',
  summary: 'Mark a synchronisation issue resolved',
  tags: ['afas'],
  params: idParams,
  response: { 200: syncIssueSchema },
});

/** What one on-demand synchronisation did. */
export const syncResultSchema = z.object({
  afasId: z.string(),
  /** Rows the sync inserted, updated or deleted (0: the portal already matched AFAS). */
  rowsWritten: z.number().int(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/** AFAS ids as the spec's forms take them: non-empty, no spaces (spec 1 §5: the identifier must be present). */
const afasIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(50, { error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalid' });

/**
 * `POST /api/afas/sync/{afasId}` (SYNC_USER, or an API key with ROLE_SYNCHRONIZE_AFAS): synchronises one person now.
 * 404 when AFAS does not know the person; 502 `afas_sync_failed` when AFAS or the person's data fails (a sync issue
 * records why).
 */
export const postAfasSyncUser = defineEndpoint({
  method: 'POST',
  path: '/api/afas/sync/:afasId',
  summary: 'Synchronise one user from AFAS',
  tags: ['afas'],
  params: z.object({ afasId: afasIdSchema }),
  response: { 200: syncResultSchema },
});

/** `POST /api/educator-events/{id}/sync` (admin): synchronises one event (by its numeric AFAS id) and its sessions. */
export const postEducatorEventSync = defineEndpoint({
  method: 'POST',
  path: '/api/educator-events/:id/sync',
  summary: 'Synchronise one event from AFAS',
  tags: ['afas'],
  params: z.object({ id: z.string().regex(/^\d{1,18}$/, { error: 'validation.invalid' }) }),
  response: { 200: syncResultSchema },
});

/** Body of `POST /api/afas/merge` (spec 3 §7): both AFAS ids required (spec 3 "Merge dialog"). */
export const mergeBodySchema = z.object({ previousAfasId: afasIdSchema, currentAfasId: afasIdSchema });
export type MergeBody = z.input<typeof mergeBodySchema>;

/** What a merge (or its undo) moved: rows per `table.column`; `kept`: rows that stayed (the current user had them). */
export const mergeResultSchema = z.object({
  id: z.uuid(),
  moved: z.record(z.string(), z.number().int()),
  kept: z.record(z.string(), z.number().int()),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

/**
 * `POST /api/afas/merge` (admin): moves every reference of the previous user to the current one in one transaction
 * and deactivates the previous account. An unknown or equal AFAS id is a violation on its field.
 */
export const postAfasMerge = defineEndpoint({
  method: 'POST',
  path: '/api/afas/merge',
  summary: 'Merge the previous account of a person into the current one',
  tags: ['afas'],
  body: mergeBodySchema,
  response: { 200: mergeResultSchema },
});

/** `POST /api/afas/merge/{id}/undo` (admin): moves back exactly what the merge moved; once. */
export const postAfasMergeUndo = defineEndpoint({
  method: 'POST',
  path: '/api/afas/merge/:id/undo',
  summary: 'Undo a merge',
  tags: ['afas'],
  params: idParams,
  response: { 200: mergeResultSchema },
});

/** `GET /api/afas/users/{afasId}` (admin): the name of the user with this AFAS id (the merge dialog's look-up). */
export const getAfasUserName = defineEndpoint({
  method: 'GET',
  path: '/api/afas/users/:afasId',
  summary: 'The name of the user with an AFAS id',
  tags: ['afas'],
  params: z.object({ afasId: afasIdSchema }),
  response: { 200: z.object({ afasId: z.string(), fullName: z.string() }) },
});

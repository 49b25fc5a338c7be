import {
  getAfasUserName,
  postAfasMerge,
  postAfasMergeUndo,
  getSyncIssue,
  getSyncIssues,
  postAfasSyncUser,
  postEducatorEventSync,
  postSyncIssueResolve,
  type SyncIssue,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { AfasSync } from './afas-sync.service';
import type { SyncIssueRepository, SyncIssueRow } from './sync-issues.repository';
import type { UserMergeService } from './user-merge.service';

/** Sync issues and syncing an event: admin (spec 1 §6). */
const ADMIN: Access = { roles: ['ROLE_ADMIN'] };
/** Syncing a user: SYNC_USER (spec 3 §6) or a machine key for AFAS (spec 1 §6, API key roles). */
const SYNC_USER: Access = [{ permissions: ['SYNC_USER'] }, 'apiKey:ROLE_SYNCHRONIZE_AFAS'];

export function presentSyncIssue(row: SyncIssueRow): SyncIssue {
  return {
    id: row.id,
    afasId: row.afasId,
    message: row.message,
    trace: row.trace,
    state: row.state,
    occurrences: row.occurrences,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

/** The acting user (an admin acting as someone else still counts as the admin). */
function userIdOf(request: FastifyRequest): string {
  const who = request.identity;
  if (who?.kind !== 'user') throw AppError.forbidden();
  return who.impersonatorId ?? who.userId;
}

export interface AfasRoutesDeps {
  issues: SyncIssueRepository;
  merges: UserMergeService;
  /** Null when no AFAS is configured: the sync calls are not offered (404), the issues still are. */
  sync: AfasSync | null;
}

/** Spec 1 §7 "Synchronisation" and spec 3 §7: sync issues, and synchronising a user or an event on demand. */
export function afasRoutes({ issues, merges, sync }: AfasRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getSyncIssues,
        access: ADMIN,
        handler: async (request) => {
          const page = await issues.list(request.query);
          return { ...page, items: page.items.map(presentSyncIssue) };
        },
      }),
      defineRoute({
        endpoint: getSyncIssue,
        access: ADMIN,
        handler: async (request) => {
          const row = await issues.find(request.params.id);
          if (!row) throw AppError.notFound();
          return presentSyncIssue(row);
        },
      }),
      defineRoute({
        endpoint: postSyncIssueResolve,
        access: ADMIN,
        handler: async (request) => {
          const row = await issues.resolve(request.params.id, userIdOf(request));
          if (!row) throw AppError.notFound();
          return presentSyncIssue(row);
        },
      }),
      // Merging users is admin only (spec 3 §6).
      defineRoute({
        endpoint: postAfasMerge,
        access: ADMIN,
        handler: async (request) =>
          merges.merge(userIdOf(request), request.body.previousAfasId, request.body.currentAfasId),
      }),
      defineRoute({
        endpoint: postAfasMergeUndo,
        access: ADMIN,
        handler: async (request) => merges.undo(userIdOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getAfasUserName,
        access: ADMIN,
        handler: async (request) => {
          const found = await merges.nameOf(request.params.afasId);
          if (!found) throw AppError.notFound();
          return found;
        },
      }),
    ]);
    if (!sync) return;
    registerRoutes(app, [
      defineRoute({
        endpoint: postAfasSyncUser,
        access: SYNC_USER,
        handler: async (request) => {
          const report = await sync.syncUser(request.params.afasId);
          return { afasId: request.params.afasId, rowsWritten: report.rowsWritten };
        },
      }),
      defineRoute({
        endpoint: postEducatorEventSync,
        access: ADMIN,
        handler: async (request) => {
          const report = await sync.syncEvent(request.params.id);
          return { afasId: request.params.id, rowsWritten: report.rowsWritten };
        },
      }),
    ]);
  };
}

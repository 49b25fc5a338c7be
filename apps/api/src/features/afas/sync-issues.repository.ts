import type { syncIssueListQuerySchema } from '@portal/contracts';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { syncIssues, users } from '../../db/schema';
import { listPage } from '../../lib/list-query';
import { sha256Hex } from '../../lib/tokens';

export type SyncIssueRow = typeof syncIssues.$inferSelect;

/** A failure to record: the AFAS record, the kind of failure (with the record: "the same failure"), message, trace. */
export interface SyncFailure {
  afasId: string;
  kind: string;
  message: string;
  trace: string | null;
}

/** What recording a failure did: a new issue, a resolved one reopened (both tell the admins), or a repeat. */
export type Recorded = { issue: SyncIssueRow; outcome: 'opened' | 'reopened' | 'repeated' };

/** The same failure of the same record is one issue. */
export const fingerprintOf = (failure: Pick<SyncFailure, 'afasId' | 'kind'>) =>
  sha256Hex(`${failure.kind}:${failure.afasId}`);

/**
 * External IDs in numeric order (31005 before 1000115), not as text: the digits padded to one width compare as
 * numbers. Anything not all digits (none seen from AFAS so far) comes after them, in text order.
 */
const afasIdOrder = sql`(${syncIssues.afasId} !~ '^[0-9]+$', lpad(${syncIssues.afasId}, 64, '0'))`;

export function createSyncIssueRepository(db: Db) {
  return {
    /**
     * Records a failure in the caller's transaction: a new issue (open), or the existing one seen again (message,
     * trace, last seen and occurrences updated); a resolved issue seen again becomes a regression. A success never
     * resolves an issue: only a user does.
     */
    async record(tx: Db, failure: SyncFailure): Promise<Recorded> {
      const fingerprint = fingerprintOf(failure);
      const [inserted] = await tx
        .insert(syncIssues)
        .values({ afasId: failure.afasId, fingerprint, message: failure.message, trace: failure.trace })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { issue: inserted, outcome: 'opened' };
      const [current] = await tx
        .select({ state: syncIssues.state })
        .from(syncIssues)
        .where(and(eq(syncIssues.afasId, failure.afasId), eq(syncIssues.fingerprint, fingerprint)))
        .for('update');
      const reopened = current?.state === 'resolved';
      const [issue] = await tx
        .update(syncIssues)
        .set({
          message: failure.message,
          trace: failure.trace,
          occurrences: sql`${syncIssues.occurrences} + 1`,
          updatedAt: new Date(),
          ...(reopened ? { state: 'regression' as const } : {}),
        })
        .where(and(eq(syncIssues.afasId, failure.afasId), eq(syncIssues.fingerprint, fingerprint)))
        .returning();
      return { issue: issue!, outcome: reopened ? 'reopened' : 'repeated' };
    },

    /** Active admins: they hear about new and reopened issues. */
    async adminIds(tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(arrayContains(users.roles, ['ROLE_ADMIN']), eq(users.active, true)));
      return rows.map((r) => r.id);
    },

    list(query: z.output<typeof syncIssueListQuerySchema>) {
      return listPage(db, () => db.select().from(syncIssues).$dynamic(), query, {
        search: [syncIssues.afasId, syncIssues.message],
        filters: {
          states: (states) => sql`${syncIssues.state} in ${states}`,
          afasId: (afasId) => eq(syncIssues.afasId, afasId),
        },
        order: {
          afasId: afasIdOrder,
          message: syncIssues.message,
          created: syncIssues.createdAt,
          updated: syncIssues.updatedAt,
          state: syncIssues.state,
        },
        defaultOrder: [sql`${syncIssues.updatedAt} desc`],
        tieBreaker: syncIssues.id,
      });
    },

    async find(id: string): Promise<SyncIssueRow | undefined> {
      const [row] = await db.select().from(syncIssues).where(eq(syncIssues.id, id));
      return row;
    },

    /** Marks resolved by a user; last seen stays what it was (resolving is not seeing the failure). */
    async resolve(id: string, userId: string): Promise<SyncIssueRow | undefined> {
      const [row] = await db
        .update(syncIssues)
        .set({
          state: 'resolved',
          resolvedAt: new Date(),
          resolvedById: userId,
          updatedAt: sql`${syncIssues.updatedAt}`,
        })
        .where(eq(syncIssues.id, id))
        .returning();
      return row;
    },
  };
}
export type SyncIssueRepository = ReturnType<typeof createSyncIssueRepository>;

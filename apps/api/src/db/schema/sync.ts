import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt, fkIndex } from './_columns';
import { syncIssueStateEnum } from './enums';
import { users } from './users';

/**
 * A synchronisation failure for one AFAS record. The same failure seen again updates `updatedAt` (last seen) and
 * counts an occurrence; one seen again after being resolved becomes a regression.
 */
export const syncIssues = pgTable(
  'sync_issues',
  {
    id: id(),
    afasId: text().notNull(),
    /** Identifies "the same failure": a hash of the error kind and the record. */
    fingerprint: text().notNull(),
    message: text().notNull(),
    trace: text(),
    state: syncIssueStateEnum().notNull().default('open'),
    occurrences: integer().notNull().default(1),
    resolvedAt: at(),
    resolvedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** First seen. */
    createdAt: createdAt(),
    /** Last seen. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sync_issues_afas_fingerprint_key').on(t.afasId, t.fingerprint),
    index('sync_issues_state_idx').on(t.state, t.updatedAt),
    fkIndex('sync_issues_resolved_by_idx', t.resolvedById, { sparse: true }),
  ],
);

/**
 * A merge of two accounts of one person (spec 3 "Merge dialog"): every reference to the previous user moved to the
 * current one in one transaction. `moved` records exactly which rows moved (per `table.column`, the rows' primary
 * keys after the move) so an admin can undo it; the previous account is deactivated, never deleted.
 */
export const userMerges = pgTable(
  'user_merges',
  {
    id: id(),
    previousUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousAfasId: text().notNull(),
    currentAfasId: text().notNull(),
    mergedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    moved: jsonb().$type<Record<string, Record<string, unknown>[]>>().notNull(),
    /** Rows that stayed with the previous user because the current one already had the same (a unique key). */
    kept: jsonb().$type<Record<string, number>>().notNull().default({}),
    previousWasActive: boolean().notNull(),
    undoneAt: at(),
    undoneById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    fkIndex('user_merges_previous_user_idx', t.previousUserId),
    fkIndex('user_merges_current_user_idx', t.currentUserId),
    fkIndex('user_merges_merged_by_idx', t.mergedById, { sparse: true }),
    fkIndex('user_merges_undone_by_idx', t.undoneById, { sparse: true }),
  ],
);

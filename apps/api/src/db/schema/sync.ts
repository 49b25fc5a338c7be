import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

// AFAS synchronisation issues.
import type { Db } from '../../src/db/client';
import { syncIssues } from '../../src/db/schema';
import { defined, one, sha256Hex, uniqueAfasNumber, uniqueName, type Overrides, type Row } from './support';

/** An open issue seen once, for a new AFAS record (afasId and fingerprint together are unique). */
export async function createSyncIssue(
  db: Db,
  overrides: Overrides<typeof syncIssues> = {},
): Promise<Row<typeof syncIssues>> {
  const values = {
    afasId: uniqueAfasNumber(),
    fingerprint: sha256Hex(uniqueName('issue')),
    message: 'Onbekende module in AFAS',
    trace: 'Error: unknown module\n    at sync (sync.ts:1:1)',
    ...defined(overrides),
  };
  return one(await db.insert(syncIssues).values(values).returning(), 'sync issue');
}

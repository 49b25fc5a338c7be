// AFAS synchronisation issues.
import type { Db } from '../../src/db/client';
import { syncIssues, userMerges } from '../../src/db/schema';
import { createParticipant } from './users';
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

/** A recorded merge of a previous account into a current one (nothing actually moved). */
export async function createUserMerge(
  db: Db,
  overrides: Overrides<typeof userMerges> = {},
): Promise<Row<typeof userMerges>> {
  const previous = overrides.previousUserId ? undefined : await createParticipant(db, { active: false });
  const current = overrides.currentUserId ? undefined : await createParticipant(db);
  const values = {
    previousUserId: previous?.id ?? overrides.previousUserId!,
    currentUserId: current?.id ?? overrides.currentUserId!,
    previousAfasId: previous?.afasId ?? uniqueAfasNumber(),
    currentAfasId: current?.afasId ?? uniqueAfasNumber(),
    moved: {},
    previousWasActive: true,
    ...defined(overrides),
  };
  return one(await db.insert(userMerges).values(values).returning(), 'user merge');
}

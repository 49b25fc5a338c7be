// Personal-data exports (GDPR art. 15/20).
import type { Db } from '../../src/db/client';
import { personalDataExports } from '../../src/db/schema';
import { defined, one, type Overrides, type Row } from './support';
import { createParticipant } from './users';

/** An export of a participant's own data, still being made. */
export async function createPersonalDataExport(
  db: Db,
  overrides: Overrides<typeof personalDataExports> = {},
): Promise<Row<typeof personalDataExports>> {
  const userId = overrides.userId ?? (await createParticipant(db)).id;
  const values = { userId, requestedById: overrides.requestedById ?? userId, ...defined(overrides) };
  return one(await db.insert(personalDataExports).values(values).returning(), 'personal-data export');
}

// Institute-wide settings.
import type { Db } from '../../src/db/client';
import { appSettings } from '../../src/db/schema';
import { defined, one, uniqueName, type Overrides, type Row } from './support';

/** A setting under a new key; a test of a real setting passes its key (there is one row per key). */
export async function createAppSetting(
  db: Db,
  overrides: Overrides<typeof appSettings> = {},
): Promise<Row<typeof appSettings>> {
  const values = { key: uniqueName('test.setting'), value: { enabled: true }, ...defined(overrides) };
  return one(await db.insert(appSettings).values(values).returning(), 'app setting');
}

import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appSettings } from '../schema';
import type { SeedOptions, SeedProfile } from './index';

/**
 * Records which data set the database holds (`seed.profile`): without it a rerun cannot tell a finished data set
 * from a half-written one, and refuses it.
 */
export async function writeSeedMarker(db: Db, profile: SeedProfile, options: SeedOptions): Promise<void> {
  await db
    .insert(appSettings)
    .values({
      key: 'seed.profile',
      value: {
        profile,
        ...options,
        log: undefined,
        secretBox: undefined,
        storeFile: undefined,
        maintenance: undefined,
        seededAt: new Date().toISOString(),
      },
    })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

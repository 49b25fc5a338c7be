import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { appSettings } from './schema';

/** `demo`: the small institute the quick start shows; `scale`: the large data set `npm run bench` runs on. */
export type SeedProfile = 'demo' | 'scale';
export const SEED_PROFILES: readonly SeedProfile[] = ['demo', 'scale'];

/**
 * Fills the database for a profile. Idempotent: running it again leaves one copy of everything.
 * The domain data of both profiles arrives with the domain model (issue 3); for now the institute's settings.
 */
export async function seed(db: Db, profile: SeedProfile): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: 'seed.profile', value: { profile, seededAt: new Date().toISOString() } })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

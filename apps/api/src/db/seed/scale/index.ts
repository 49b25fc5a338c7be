import type { Db } from '../../client';
import type { SeedOptions, SeedReport } from '../index';

/** The scale data set (to be filled in). */
export async function seedScale(_db: Db, _options: SeedOptions): Promise<SeedReport> {
  return { profile: 'scale', seeded: false, lines: [] };
}

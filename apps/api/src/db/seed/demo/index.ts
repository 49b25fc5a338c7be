import type { Db } from '../../client';
import type { SeedReport } from '../index';

/** The demo institute (to be filled in). */
export async function seedDemo(_db: Db): Promise<SeedReport> {
  return { profile: 'demo', seeded: false, lines: [] };
}

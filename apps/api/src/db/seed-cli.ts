// npm run db:seed [-- demo|scale]: migrates, then seeds the configured database with a profile (default demo).
import { ConfigError, describeDatabase, loadConfig } from '../lib/config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { SEED_PROFILES, seed, type SeedProfile } from './seed';

const profile = (process.argv[2] ?? 'demo') as SeedProfile;
if (!SEED_PROFILES.includes(profile)) {
  console.error(`Unknown seed profile "${profile}" (expected ${SEED_PROFILES.join(' or ')}).`);
  process.exit(1);
}
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    await seed(database.db, profile);
    console.log(`Seeded ${describeDatabase(config.database)} with the ${profile} profile.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

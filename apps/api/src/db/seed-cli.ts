// npm run seed -- [demo] | --scale N [--seed-value S]
// Migrates, then seeds the configured database (DATABASE_URL): the demo institute, or the scale data set of N
// participants (deterministic for a given N and seed value).
import { parseArgs } from 'node:util';
import { ConfigError, describeDatabase, loadConfig } from '../lib/config';
import { createSecretBox } from '../lib/secret-box';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { seed, SEED_PROFILES, type SeedProfile } from './seed/index';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { scale: { type: 'string' }, 'seed-value': { type: 'string', default: '1' } },
});
const profile: SeedProfile = values.scale !== undefined ? 'scale' : ((positionals[0] ?? 'demo') as SeedProfile);
if (!SEED_PROFILES.includes(profile)) fail(`Unknown seed profile "${profile}" (expected demo, or --scale N).`);
const participants = values.scale === undefined ? undefined : Number(values.scale);
if (participants !== undefined && (!Number.isInteger(participants) || participants < 1)) {
  fail(`--scale must be a whole number of participants, at least 1 (got "${values.scale}").`);
}
const seedValue = Number(values['seed-value']);
if (!Number.isInteger(seedValue)) fail(`--seed-value must be a whole number (got "${values['seed-value']}").`);

try {
  const config = loadConfig();
  const database = await openDatabase(config.database, { poolSize: config.databasePoolSize });
  try {
    await runMigrations(database);
    const started = Date.now();
    const report = await seed(database.db, profile, {
      participants,
      seedValue,
      secretBox: createSecretBox(config.sessionSecret),
      log: (line) => console.log(line),
      maintenance: database.maintenance,
    });
    for (const line of report.lines) console.log(line);
    console.log(
      report.seeded
        ? `Seeded ${describeDatabase(config.database)} with the ${profile} profile in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : `${describeDatabase(config.database)} already holds data: left as it is.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

// npm run db:migrate: applies the committed migrations to the configured database, then exits.
import { ConfigError, describeDatabase, loadConfig } from '../lib/config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    console.log(`Migrations applied to ${describeDatabase(config.database)}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

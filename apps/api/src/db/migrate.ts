import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

/** Any number stable across processes: the advisory lock that lets only one process migrate at a time. */
const MIGRATION_LOCK_ID = 748_120_001;
const config = { migrationsFolder: migrationsDir, migrationsSchema: 'drizzle' };

/** Applies the committed migrations the database has not seen yet. Safe when several processes start at once. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), config);
    // PGlite serialises an array parameter by the array types it read when it opened; the enum arrays a migration
    // just made are news to it (an enum array then arrives as `a,b`: "malformed array literal"). Reading them again
    // makes a database migrated now behave as one opened after migrating (a restart, or a test's template copy).
    await database.client.refreshArrayTypes();
    return;
  }
  // One dedicated connection holds a session-level advisory lock while drizzle runs its own transaction.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

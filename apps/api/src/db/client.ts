import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseLocation } from '../lib/config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share: features never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
export type Database =
  (DatabaseBase & { kind: 'pglite'; client: PGlite }) | (DatabaseBase & { kind: 'postgres'; pool: pg.Pool });

/** Wraps an open PGlite instance (tests hand in copies of a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** Statement timeout in milliseconds, so a runaway query cannot hold a connection forever. */
  statementTimeoutMs?: number;
}

export function fromPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Opens the configured database (not yet migrated). */
export async function openDatabase(location: DatabaseLocation, options: PostgresOptions = {}): Promise<Database> {
  switch (location.kind) {
    case 'memory':
      return fromPglite(await PGlite.create());
    case 'pglite':
      mkdirSync(location.dataDir, { recursive: true });
      return fromPglite(await PGlite.create(location.dataDir));
    case 'postgres':
      return fromPostgres(location.url, options);
  }
}

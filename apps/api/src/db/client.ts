import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseLocation } from '../lib/config';
import { pgliteCacheNotifications, postgresCacheNotifications, type CacheNotifications } from './cache-notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share: features never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs a maintenance statement (`vacuum (analyze)`) on a connection of its own without the pool's statement
   * timeout: on a large database and a loaded machine it outlasts the 30 s a request's statement may take.
   */
  maintenance(statement: string): Promise<void>;
  /** What changed that a process may keep in memory (the session cache), as the database announces it. */
  cacheNotifications: CacheNotifications;
  close(): Promise<void>;
}
export type Database =
  (DatabaseBase & { kind: 'pglite'; client: PGlite }) | (DatabaseBase & { kind: 'postgres'; pool: pg.Pool });

/** Wraps an open PGlite instance (tests hand in copies of a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  const cacheNotifications = pgliteCacheNotifications(client);
  return {
    db,
    kind: 'pglite',
    client,
    cacheNotifications,
    ping: async () => {
      await client.query('select 1');
    },
    // One in-process connection, no statement timeout.
    maintenance: async (statement) => {
      await client.exec(statement);
    },
    close: async () => {
      await cacheNotifications.close();
      await client.close();
    },
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** Statement timeout in milliseconds, so a runaway query cannot hold a connection forever. */
  statementTimeoutMs?: number;
}

/** Where `namedStatement` finds the pool of the hot statements (see `fromPostgres`). */
export const HOT_POOL = Symbol('hot statements pool');

export function fromPostgres(url: string, options: PostgresOptions = {}): Database {
  const cacheNotifications = postgresCacheNotifications({
    connectionString: url,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
  });
  const settings = {
    connectionString: url,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    idleTimeoutMillis: 30_000,
    onConnect: (client: pg.ClientBase) => cacheNotifications.onConnect(client),
  };
  // Everything the query builder sends is planned by PostgreSQL's default ("auto"): with the values of the call, so
  // a list with a LIMIT and a filter on one person gets the plan that fits that person.
  const pool = new pg.Pool({ ...settings, max: options.poolSize ?? 10 });
  // The hot hand-written reads (`namedStatement`) are keyed by ids, where one generic plan is as good as a custom
  // one; they exist to be planned once per connection. "auto" would re-plan them on every call whenever custom plans
  // look a little cheaper (for the education page 3.6 ms of planning against 1.2 ms of running), so they run on
  // connections of their own that always use the generic plan. (The setting holds for every statement of a
  // connection, unnamed ones too: on the main pool it gave the educator events list a plan that read every event.)
  const hot = new pg.Pool({
    ...settings,
    max: options.poolSize ?? 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  hot.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  Object.defineProperty(db, HOT_POOL, { value: hot, enumerable: false });
  return {
    db,
    kind: 'postgres',
    pool,
    cacheNotifications,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    maintenance: async (statement) => {
      const client = new pg.Client({ connectionString: url, options: '-c statement_timeout=0' });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await Promise.all([cacheNotifications.close(), pool.end(), hot.end()]);
    },
  };
}

/** The size of a connection pool of this process at this moment. */
export interface PoolStatistics {
  /** `main` (the query builder) or `hot` (the named prepared statements, see `fromPostgres`). */
  name: 'main' | 'hot';
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** node-postgres pool counters (in memory, no query); PGlite has one in-process connection and no pool: none. */
export function poolStatistics(database: Database): PoolStatistics[] {
  if (database.kind !== 'postgres') return [];
  const of = (name: PoolStatistics['name'], pool: pg.Pool): PoolStatistics => ({
    name,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  const hot = (database.db as unknown as Record<symbol, pg.Pool | undefined>)[HOT_POOL];
  return hot ? [of('main', database.pool), of('hot', hot)] : [of('main', database.pool)];
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

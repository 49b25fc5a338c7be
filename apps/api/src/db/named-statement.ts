import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { HOT_POOL, type Db } from './client';

/**
 * One hand-written SQL statement, run as a named prepared statement on PostgreSQL: each connection plans it once,
 * where an unnamed statement is planned on every call (on hot paths planning can cost more than running). On PGlite
 * (one in-process connection) it is an ordinary parameterised query. Rows come back as the driver gives them, with
 * the column names written in the SQL. For hot single statements only; everything else uses the query builder.
 */
export function namedStatement<Row>(db: Db, name: string, text: string): (values: unknown[]) => Promise<Row[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('totalCount' in client) {
    // The pool that always uses generic plans (`fromPostgres`); a pool handed in otherwise (tests) serves as is.
    const pool = (db as unknown as { [HOT_POOL]?: pg.Pool })[HOT_POOL] ?? client;
    return async (values) => (await pool.query({ name, text, values })).rows as Row[];
  }
  const lite = client;
  return async (values) => (await lite.query<Row>(text, values)).rows;
}

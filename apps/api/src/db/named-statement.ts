import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { HOT_POOL, type Db } from './client';

/** A parameter as both drivers receive it: PostgreSQL's text form of the value, or null. */
export type StatementParameter = string | null;

/** One element of a PostgreSQL array literal: quoted, with `"` and `\` escaped; null as NULL. */
function arrayElement(value: unknown): string {
  if (Array.isArray(value)) return arrayLiteral(value);
  const text = toStatementParameter(value);
  return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/**
 * The text PostgreSQL reads a parameter from, whatever the driver. node-postgres serialises arrays, dates and objects
 * by itself, PGlite by the type it looks up for the parameter and not at all for types it does not know (an enum
 * array such as `$2::assignment_state[]` arrived as `a,b`: "malformed array literal"). Both get this text instead,
 * and the statement's casts give it its type: one behaviour on both drivers.
 */
export function toStatementParameter(value: unknown): StatementParameter {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** Every named statement this process has defined, by name (the both-driver test runs each one). */
const defined = new Map<string, string>();

/** The named statements defined so far (each repository defines its own when it is created). */
export function definedStatements(): ReadonlyMap<string, string> {
  return defined;
}

/**
 * Runs one statement as `namedStatement` does, on either driver: named and prepared on PostgreSQL (the pool that
 * always uses generic plans, see `fromPostgres`; a pool handed in otherwise serves as is), an ordinary parameterised
 * query on PGlite (one in-process connection). The values go through `toStatementParameter` on both.
 */
export async function runStatement<Row>(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Row[]> {
  const parameters = values.map(toStatementParameter);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('totalCount' in client) {
    const pool = (db as unknown as { [HOT_POOL]?: pg.Pool })[HOT_POOL] ?? client;
    return (await pool.query({ name, text, values: parameters })).rows as Row[];
  }
  return (await client.query<Row>(text, parameters)).rows;
}

/**
 * One hand-written SQL statement, run as a named prepared statement on PostgreSQL: each connection plans it once,
 * where an unnamed statement is planned on every call (on hot paths planning can cost more than running). On PGlite it
 * is an ordinary parameterised query. Parameters are sent as text (`toStatementParameter`), so write a cast for each
 * (`$2::assignment_state[]`). Rows come back as the driver gives them, with the column names written in the SQL. For
 * hot single statements only; everything else uses the query builder. Every name must be covered by the both-driver
 * test (`named-statement.db.test.ts`), which fails for a name it does not know.
 */
export function namedStatement<Row>(db: Db, name: string, text: string): (values: unknown[]) => Promise<Row[]> {
  const known = defined.get(name);
  if (known !== undefined && known !== text) throw new Error(`Two named statements are called ${name}`);
  defined.set(name, text);
  return (values) => runStatement<Row>(db, name, text, values);
}

// Batched writing for the scale seed: rows are generated in memory for a group of items, then written with
// multi-row INSERTs inside one transaction per group, while the next group is being generated.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { type SQL, getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';

/**
 * Rows per statement: floor(60,000 / columns), the size that would stay under PostgreSQL's 65,535 bind-parameter
 * limit with one parameter per value. Statements here take one parameter per column, but the size keeps each
 * statement (and the memory both ends hold for it) moderate.
 */
const MAX_PARAMETERS = 60_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = Record<string, unknown>;

/** Rows written per table, in the order first seen: the numbers a phase reports. */
export class Counts {
  private readonly byTable = new Map<string, number>();

  add(table: string, n: number): void {
    this.byTable.set(table, (this.byTable.get(table) ?? 0) + n);
  }

  entries(): [string, number][] {
    return [...this.byTable];
  }

  describe(): string {
    return this.entries()
      .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
      .join(', ');
  }
}

/**
 * Rows for several tables, written parents first: the tables are given in foreign-key order, and a batch is
 * written as a whole, so a child row never reaches the database before its parent.
 */
export class Batch {
  private readonly buffers = new Map<PgTable, Row[]>();

  constructor(tables: readonly PgTable[]) {
    for (const table of tables) this.buffers.set(table, []);
  }

  add<T extends PgTable>(table: T, row: T['$inferInsert']): void {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error(`table ${getTableName(table)} is not part of this batch`);
    buffer.push(row as Row);
  }

  get rows(): number {
    let n = 0;
    for (const buffer of this.buffers.values()) n += buffer.length;
    return n;
  }

  /** Writes everything in one transaction and empties the batch. */
  async write(db: Db, counts: Counts): Promise<void> {
    if (this.rows === 0) return;
    await db.transaction(async (tx) => {
      // A seed that fails is rerun on an empty database, so losing the last commits on a crash costs nothing;
      // not waiting for the WAL flush at each commit does save time on PostgreSQL (PGlite accepts it too).
      await tx.execute(sql`set local synchronous_commit = off`);
      for (const [table, rows] of this.buffers) await insertRows(tx, table, rows);
    });
    for (const [table, rows] of this.buffers) {
      counts.add(getTableName(table), rows.length);
      rows.length = 0;
    }
  }
}

interface ColumnInfo {
  key: string;
  /** The column as the database names it (the schema uses snake_case casing for keys without a name). */
  name: string;
  /** Its SQL type, for the cast from text. */
  type: string;
  column: PgColumn;
}

const tableInfo = new Map<PgTable, { name: string; columns: ColumnInfo[]; rowsPerStatement: number }>();

function describeTable(table: PgTable) {
  let info = tableInfo.get(table);
  if (!info) {
    const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.keyAsName ? toSnakeCase(key) : column.name,
      type: column.getSQLType(),
      column,
    }));
    info = {
      name: getTableName(table),
      columns,
      rowsPerStatement: Math.floor(MAX_PARAMETERS / columns.length),
    };
    tableInfo.set(table, info);
  }
  return info;
}

/** A value as PostgreSQL's text input for its column: Drizzle's own mapping (dates, JSON, arrays), then text. */
function toText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const mapped: unknown = column.mapToDriverValue(value);
  if (typeof mapped === 'string') return mapped;
  if (mapped instanceof Date) return mapped.toISOString();
  return String(mapped);
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Multi-row INSERTs of up to floor(60,000 / columns) rows, as `insert ... select from unnest($1::text[], ...)`:
 * one array parameter per column instead of one parameter per value. Building Drizzle's per-value SQL chunks was
 * most of the run time (profiled: ~80% of the CPU in the assignments phase); this way each statement has a handful
 * of parameters whatever its size, and PostgreSQL casts the text to the column types. Every value goes as text so
 * that both drivers (node-postgres and PGlite) serialise the arrays the same way, enums included.
 */
async function insertRows(tx: Tx, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const info = describeTable(table);
  // Rows of one table may leave out different columns (to take their defaults): write each shape separately.
  const shapes = new Map<string, Row[]>();
  for (const row of rows) {
    let shape = '';
    for (const column of info.columns) if (row[column.key] !== undefined) shape += `${column.key},`;
    const list = shapes.get(shape);
    if (list) list.push(row);
    else shapes.set(shape, [row]);
  }
  for (const [shape, shapeRows] of shapes) {
    const keys = new Set(shape.split(',').filter(Boolean));
    const columns = info.columns.filter((c) => keys.has(c.key));
    const head =
      `insert into ${quote(info.name)} (${columns.map((c) => quote(c.name)).join(', ')}) ` +
      `select ${columns.map((c, i) => `v${i}::${c.type}`).join(', ')} from unnest(`;
    const tail = `) as u(${columns.map((_, i) => `v${i}`).join(', ')})`;
    for (let start = 0; start < shapeRows.length; start += info.rowsPerStatement) {
      const slice = shapeRows.slice(start, start + info.rowsPerStatement);
      const chunks: SQL[] = [sql.raw(head)];
      columns.forEach((c, i) => {
        if (i > 0) chunks.push(sql.raw(', '));
        chunks.push(sql`${sql.param(slice.map((row) => toText(c.column, row[c.key])))}::text[]`);
      });
      chunks.push(sql.raw(tail));
      await tx.execute(sql.join(chunks));
    }
  }
}

/**
 * Groups written at the same time, each in its own transaction (and connection, on PostgreSQL). Groups of a
 * phase never reference each other, so their order does not matter; PGlite runs them one after the other.
 */
const WRITES_IN_FLIGHT = 2;

/**
 * Generates and writes a list in groups: while groups are written (by the database, on the other core when it is
 * PostgreSQL) the next one is generated. Memory stays at WRITES_IN_FLIGHT + 1 groups.
 */
export async function writeInGroups<T>(
  db: Db,
  items: readonly T[],
  groupSize: number,
  tables: readonly PgTable[],
  counts: Counts,
  fill: (item: T, batch: Batch) => void,
): Promise<void> {
  const inFlight: Promise<void>[] = [];
  for (let start = 0; start < items.length; start += groupSize) {
    const batch = new Batch(tables);
    for (const item of items.slice(start, start + groupSize)) {
      fill(item, batch);
      // Generation is synchronous: let the writes in flight send their next statements between items.
      if (inFlight.length > 0) await yieldToEventLoop();
    }
    if (inFlight.length >= WRITES_IN_FLIGHT) await inFlight.shift();
    const write = batch.write(db, counts);
    // Awaited in turn below; the handler only keeps Node from reporting a failure as unhandled meanwhile.
    write.catch(() => undefined);
    inFlight.push(write);
  }
  for (const write of inFlight) await write;
}

/** Writes one batch (the small phases). */
export async function writeBatch(db: Db, counts: Counts, tables: readonly PgTable[], fill: (batch: Batch) => void) {
  const batch = new Batch(tables);
  fill(batch);
  await batch.write(db, counts);
}

export interface PhaseResult {
  name: string;
  seconds: number;
  counts: Counts;
}

/** Runs one phase and logs one line with its row counts and duration. */
export async function runPhase(
  name: string,
  log: (line: string) => void,
  body: (counts: Counts) => Promise<void>,
): Promise<PhaseResult> {
  const started = performance.now();
  const counts = new Counts();
  await body(counts);
  const seconds = (performance.now() - started) / 1000;
  log(`scale ${name}: ${counts.describe() || 'done'} (${seconds.toFixed(1)} s)`);
  return { name, seconds, counts };
}

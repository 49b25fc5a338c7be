import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import { eq, inArray, is, or, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { Storage } from '../../integrations/storage';

/** A table that refers to users, with the columns that do. */
export interface UserTable {
  name: string;
  table: PgTable;
  columns: PgColumn[];
}

/**
 * Every table of the schema with the columns that reference `users.id`, read from the schema itself: a table added
 * later is exported without anyone remembering (a test compares this with the database's own foreign keys). The
 * users table itself comes first: its row is the person.
 */
export const USER_TABLES: readonly UserTable[] = [
  { name: 'users', table: schema.users, columns: [schema.users.id] },
  ...(Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => ref.foreignTable === schema.users)
        .map((ref) => ref.columns[0]!);
      return { name: config.name, table, columns };
    })
    .filter((entry) => entry.columns.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name)),
];

/**
 * Columns that hold secrets, never exported: password and token hashes, the encrypted authenticator secret, key
 * hashes. Matched by name so a new secret column named like them stays out too.
 */
const SECRET_COLUMN = /(hash|secret|password|ciphertext|encrypted|^token$)/i;

/**
 * Secret columns not named so: a session's id is the hash of its cookie's secret; a mail's body and data may hold a
 * one-time link (activation, password reset) that must not travel in an archive.
 */
const SECRET_OF_TABLE: Partial<Record<string, readonly string[]>> = {
  sessions: ['id'],
  mail_outbox: ['html', 'text', 'data'],
};

/**
 * The person's training record beyond the rows that name them: what hangs off their educations and assignments
 * (periods, staff, materials, notes, modules, evaluations, messages, entries with their answers), as (child table,
 * its column, parent table). Only these are followed: a notification or a news read about someone's assignment
 * names its own person and stays theirs.
 */
export const RECORD_CHILDREN: readonly (readonly [string, string, string])[] = [
  ['periods', 'educationId', 'educations'],
  ['education_staff', 'educationId', 'educations'],
  ['education_materials', 'educationId', 'educations'],
  ['education_material_files', 'materialId', 'education_materials'],
  ['notes', 'educationId', 'educations'],
  ['modules', 'educationId', 'educations'],
  ['assignments', 'educationId', 'educations'],
  ['assignment_evaluators', 'assignmentId', 'assignments'],
  ['evaluations', 'assignmentId', 'assignments'],
  ['messages', 'assignmentId', 'assignments'],
  ['access_tokens', 'assignmentId', 'assignments'],
  ['entries', 'assignmentId', 'assignments'],
  ['entry_values', 'entryId', 'entries'],
  ['entry_value_options', 'entryValueId', 'entry_values'],
  ['entry_value_files', 'entryValueId', 'entry_values'],
  ['entry_value_assignments', 'entryValueId', 'entry_values'],
];

const ALL_TABLES = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);
const ID_CHUNK = 5000;

function withoutSecrets(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const hidden = SECRET_OF_TABLE[table] ?? [];
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key) && !hidden.includes(key)));
}

/**
 * The rows about `userId`, per table: every row with a user column that is theirs, and their training record
 * (`RECORD_CHILDREN`, followed from their own educations and assignments); secrets left out. Rows in the order of
 * their table's primary key, each once.
 */
export async function rowsAbout(db: Db, userId: string): Promise<Map<string, Record<string, unknown>[]>> {
  const found = new Map<string, Map<string, Record<string, unknown>>>();
  const keyOf = (row: Record<string, unknown>) =>
    typeof row.id === 'string' ? row.id : JSON.stringify(Object.entries(row).sort());
  const add = (name: string, rows: Record<string, unknown>[]) => {
    const seen = found.get(name) ?? new Map<string, Record<string, unknown>>();
    for (const row of rows) seen.set(keyOf(row), row);
    found.set(name, seen);
  };
  for (const { name, table, columns } of USER_TABLES) {
    const condition: SQL | undefined = or(...columns.map((column) => eq(column, userId)));
    add(name, (await db.select().from(table).where(condition)) as Record<string, unknown>[]);
  }
  // Parents come before their children in RECORD_CHILDREN, so one pass follows every level.
  for (const [child, column, parent] of RECORD_CHILDREN) {
    const parentIds = [...(found.get(parent)?.values() ?? [])].map((row) => row.id as string);
    const table = ALL_TABLES.get(child)!;
    const fk = (getTableConfig(table).columns.find((c) => c.name === column) ?? null) as PgColumn | null;
    if (!fk) throw new Error(`personal data: ${child}.${column} is not a column`);
    for (let i = 0; i < parentIds.length; i += ID_CHUNK) {
      add(
        child,
        (await db
          .select()
          .from(table)
          .where(inArray(fk, parentIds.slice(i, i + ID_CHUNK)))) as Record<string, unknown>[],
      );
    }
  }
  return new Map([...found].map(([name, rows]) => [name, [...rows.values()].map((row) => withoutSecrets(name, row))]));
}

function safeName(name: string): string {
  return name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) || 'bestand';
}

/**
 * The archive of everything about a person: `manifest.json`, `data/<table>.json` (every row about them, as the
 * database holds it, in JSON) and `files/` (the files they uploaded). Streams: files are read one by one.
 */
export async function buildArchive(
  db: Db,
  storage: Storage,
  userId: string,
  now = new Date(),
): Promise<{ stream: Readable; done: Promise<void> }> {
  const data = await rowsAbout(db, userId);
  const uploaded = (data.get('files') ?? []).filter((file) => file.uploadedById === userId);
  const zip = archiver('zip', { zlib: { level: 6 } });
  const out = new PassThrough();
  zip.pipe(out);
  // The consumer gave up (the storage refused the bytes): stop archiving rather than fill buffers nobody reads.
  out.on('close', () => {
    if (!out.writableFinished) zip.abort();
  });
  const done = (async () => {
    zip.append(
      JSON.stringify(
        {
          about: userId,
          generated: now.toISOString(),
          tables: Object.fromEntries([...data].map(([name, rows]) => [name, rows.length])),
          files: uploaded.map((file) => ({ id: file.id, name: file.name, mimeType: file.mimeType, size: file.size })),
        },
        null,
        2,
      ),
      { name: 'manifest.json' },
    );
    for (const [name, rows] of data) {
      zip.append(JSON.stringify({ table: name, rows }, null, 2), { name: `data/${name}.json` });
    }
    for (const file of uploaded) {
      const key = file.storageKey as string | undefined;
      if (!key || !(await storage.exists(key))) continue;
      zip.append(await storage.stream(key), { name: `files/${String(file.id)}-${safeName(String(file.name))}` });
    }
    await zip.finalize();
  })();
  done.catch((error: unknown) => out.destroy(error as Error));
  return { stream: out, done };
}

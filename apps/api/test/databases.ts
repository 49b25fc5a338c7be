import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres, type Database } from '../src/db/client';

export type TestDatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database for one test file, copied from the run's migrated template. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<Database> {
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return fromPglite(await PGlite.create({ loadDataDir: dump }));
  }
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.template}"`);
    // A test's commits need not wait for the disk: nothing outlives the run, and a crash would lose only the copy.
    // Every connection to the copy (the app's pools, a second process's) then answers a commit as soon as it is in
    // PostgreSQL's memory: the same visibility and locking, without the flush that kept the tier waiting.
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const database = fromPostgres(databaseUrl(template.adminUrl, name), { poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(template.adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Drops every database of this run (the template and any copy a crashed file left behind). */
export async function dropTestDatabases(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

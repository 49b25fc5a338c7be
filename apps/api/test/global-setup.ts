// Migrates one template database per test run; each test file then gets its own copy (see test/app.ts).
// PGlite: a migrated in-memory instance dumped to a tarball. PostgreSQL (TEST_DATABASE_URL): a template database.
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { databaseUrl, dropTestDatabases, type TestDatabaseTemplate } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `portal_test_${process.pid}_${Date.now().toString(36)}`;
    const template = `${prefix}_template`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    await admin.end();
    const database = fromPostgres(databaseUrl(adminUrl, template), { poolSize: 1 });
    await runMigrations(database);
    await database.close();
    console.log(`[api tests] database: PostgreSQL (${new URL(adminUrl).host}), template ${template}`);
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template, prefix });
    return async () => {
      await dropTestDatabases(adminUrl, prefix);
    };
  }

  const client = await PGlite.create();
  await runMigrations(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
  const dumpFile = join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  console.log('[api tests] database: PGlite (in memory, one copy of a migrated template per test file)');
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}

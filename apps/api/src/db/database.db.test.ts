import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/databases';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { appSettings } from './schema';

describe('database', () => {
  it('embedded PGlite keeps its data in DATA_DIR across restarts', async () => {
    const location = { kind: 'pglite' as const, dataDir: join(mkdtempSync(join(tmpdir(), 'portal-db-')), 'pglite') };
    const first = await openDatabase(location);
    await runMigrations(first);
    await first.db.insert(appSettings).values({ key: 'persist.check', value: { kept: true } });
    await first.close();

    const second = await openDatabase(location);
    try {
      await runMigrations(second);
      const rows = await second.db.select().from(appSettings).where(eq(appSettings.key, 'persist.check'));
      expect(rows.map((r) => r.value)).toEqual([{ kept: true }]);
    } finally {
      await second.close();
    }
  });

  it('migrations are idempotent and safe when several processes start at once', async () => {
    const database = await openTestDatabase(inject('testDatabase'));
    try {
      await Promise.all([runMigrations(database), runMigrations(database), runMigrations(database)]);
      const tables = await database.db.select().from(appSettings);
      expect(Array.isArray(tables)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

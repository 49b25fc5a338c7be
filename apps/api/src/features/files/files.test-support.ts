// Test support for the files tests (not bundled: only the test files import it).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, testConfig, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import type { Database, Db } from '../../db/client';
import { createDiskStorage, type Storage } from '../../integrations/storage';
import type { S3TestServer } from '../../integrations/storage/s3-test-server';
import { storageKeyFor } from './files.service';

export interface FilesTestApp extends TestApp {
  storage: Storage;
  /** Everything the app wrote to disk lives under here (stored files in `files/`, uploads in `uploads/`). */
  root: string;
  /** Closes the app and removes every file it wrote. */
  close(): Promise<void>;
}

export interface FilesTestOptions {
  /** Files in this bucket of an S3 test server (STORAGE_URL), rather than on disk. */
  s3?: { server: S3TestServer; bucket: string };
  /** Another instance of the portal on the same database (which the first one closes). */
  database?: Database;
}

/**
 * The real app with its files on disk in a temporary folder (not the in-memory mode's own temporary folder, so
 * tests can look inside `uploads/`), or in a bucket. The database is this test file's copy, whatever
 * `config.database` says.
 */
export async function createFilesTestApp(options: FilesTestOptions = {}): Promise<FilesTestApp> {
  const root = mkdtempSync(join(tmpdir(), 'portal-files-test-'));
  const base = testConfig();
  rmSync(base.dataDir, { recursive: true, force: true });
  const config = {
    ...base,
    dataDir: root,
    database: { kind: 'pglite' as const, dataDir: join(root, 'unused') },
    ...(options.s3 && { objectStorage: options.s3.server.configFor(options.s3.bucket) }),
  };
  const disk = options.s3 ? undefined : createDiskStorage(join(root, 'files'));
  const t = await createTestApp({ config, ...(disk && { storage: disk }) }, options.database);
  return {
    ...t,
    storage: disk ?? t.app.fileStorage,
    root,
    async close() {
      await t.app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A signed-in session for the user, as the cookie a browser would send (no password round trip). */
export async function cookieFor(db: Db, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await f.createSession(db, { userId, secret, expiresAt: f.daysFromNow(1) });
  return `portal_session=${secret}`;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stored file: its row and its bytes in storage. */
export async function storeFile(
  db: Db,
  storage: Storage,
  bytes: Buffer,
  overrides: Parameters<typeof f.createFile>[1] = {},
): Promise<f.FileRow> {
  const id = crypto.randomUUID();
  await storage.put(storageKeyFor(id), bytes);
  return f.createFile(db, {
    id,
    storageKey: storageKeyFor(id),
    size: bytes.length,
    sha256: sha256(bytes),
    ...overrides,
  });
}

export function pngOf(width: number, height: number, colour = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** The start of a Linux executable: what a renamed binary looks like. */
export const ELF_BYTES = Buffer.concat([
  Buffer.from('7f454c4602010100000000000000000002003e0001000000', 'hex'),
  randomBytes(4096),
]);

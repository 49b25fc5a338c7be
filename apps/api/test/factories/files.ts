// Stored files and their read flags. Only the row is made, no bytes: enough for links, listings and deletes. A
// download test must also put bytes under `storageKey` in the storage backend (not written yet).
import type { Db } from '../../src/db/client';
import { fileReads, files } from '../../src/db/schema';
import { defined, one, randomSecret, sequence, sha256Hex, uniqueName, type Overrides, type Row } from './support';
import { createEducator } from './users';

export type FileRow = Row<typeof files>;

/** A small PDF; `uploadedById` stays null unless given (uploads by the system, e.g. certificates, have none). */
export async function createFile(db: Db, overrides: Overrides<typeof files> = {}): Promise<FileRow> {
  const n = sequence();
  const values = {
    name: `document-${n}.pdf`,
    mimeType: 'application/pdf',
    size: 1024 + n,
    storageKey: `test/${uniqueName('file')}`,
    sha256: sha256Hex(randomSecret()),
    context: 'entry',
    ...defined(overrides),
  };
  return one(await db.insert(files).values(values).returning(), 'file');
}

export async function createFileRead(
  db: Db,
  overrides: Overrides<typeof fileReads> = {},
): Promise<Row<typeof fileReads>> {
  const values = {
    ...defined(overrides),
    fileId: overrides.fileId ?? (await createFile(db, { context: 'material' })).id,
    // Educators mark a participant's files read.
    userId: overrides.userId ?? (await createEducator(db)).id,
  };
  return one(await db.insert(fileReads).values(values).returning(), 'file read');
}

// Files: resumable uploads (tus), storage, downloads, thumbnails, read flags and avatars, wired as one module.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createDiskStorage, lazyStorage, type Storage } from '../../integrations/storage';
import type { Config, ObjectStorageConfig } from '../../lib/config';
import { avatarRoutes } from './avatar.routes';
import { filesRoutes } from './files.routes';
import { createFilesService } from './files.service';
import { uploadRoutes } from './uploads.routes';
import { createUploads } from './uploads';
import { createDiskStaging } from './upload-staging';
import type { createS3Files } from './s3-files';

type S3Files = ReturnType<typeof createS3Files>;

/** What the clean-up job does with files (see `jobs/file-cleanup.ts`). */
export interface FileMaintenance {
  /** Removes unfinished uploads past their expiry; answers how many. */
  expireUploads(): Promise<number>;
  /** Removes files nothing links to that were stored before `before`; answers how many. */
  removeUnreferenced(before: Date): Promise<number>;
}

export interface FilesModuleDeps {
  config: Config;
  db: Db;
  /** Where bytes live; default the disk under DATA_DIR/files, or the bucket of STORAGE_URL. */
  storage?: Storage;
  logger: FastifyBaseLogger;
}

/**
 * Files under DATA_DIR (`files/` stored, `uploads/` unfinished). With the in-memory database both go to a
 * temporary folder removed at close: bytes must not outlive the rows that describe them. With STORAGE_URL both
 * live in the bucket instead (`files/` and `uploads/` under its folder), so any process can serve any file and
 * continue any upload.
 */
export function createFilesModule({ config, db, storage, logger }: FilesModuleDeps) {
  // Made when first needed, so that an app that is built but never closed (a failed start) leaves nothing behind.
  let temporary: string | undefined;
  const root = () =>
    config.database.kind === 'memory' ? (temporary ??= mkdtempSync(join(tmpdir(), 'portal-files-'))) : config.dataDir;
  const objectStorage = config.objectStorage;
  // The AWS SDK and @tus/s3-store are loaded at the first use of S3, never by the default start.
  let s3: Promise<S3Files> | undefined;
  const s3Files = (settings: ObjectStorageConfig) =>
    (s3 ??= import('./s3-files').then(({ createS3Files }) => createS3Files(settings)));
  const fileStorage =
    storage ??
    lazyStorage(() =>
      objectStorage ? s3Files(objectStorage).then((m) => m.storage) : createDiskStorage(join(root(), 'files')),
    );
  const service = createFilesService({ db, storage: fileStorage, logger });
  const uploads = createUploads({
    files: service,
    staging: async () =>
      objectStorage ? (await s3Files(objectStorage)).staging : createDiskStaging(join(root(), 'uploads')),
  });
  const maintenance: FileMaintenance = {
    expireUploads: () => uploads.expire(),
    removeUnreferenced: (before) => service.removeUnreferenced(before),
  };
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(filesRoutes(service));
      await app.register(uploadRoutes(uploads));
      await app.register(avatarRoutes(service));
    },
    maintenance,
    /** Where the bytes live (the demo seed writes its files' content here). */
    storage: fileStorage,
    /** Stores bytes made by the server (a drawn signature) as a file row, as an upload would. */
    storeFile: async (
      values: { id: string; name: string; mimeType: string; context: string; uploadedById: string | null },
      bytes: Buffer,
    ) => {
      await service.create(values, Readable.from([bytes]));
    },
    close: async () => {
      await uploads.close();
      if (s3) await (await s3).close();
      if (temporary) await rm(temporary, { recursive: true, force: true });
    },
  };
}

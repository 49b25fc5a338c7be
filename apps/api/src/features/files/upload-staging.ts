import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_EXPIRY_MS } from '@portal/contracts';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/**
 * Where unfinished uploads wait until their last byte arrives: the tus datastore, and what the portal does around
 * it. On disk (`DATA_DIR/uploads`, tus FileStore) or in the S3 bucket (`uploads/`, @tus/s3-store).
 */
export interface UploadStaging {
  datastore: DataStore;
  /** The tus id of the upload that becomes file `fileId` (S3 keeps uploads in a folder of the bucket). */
  uploadIdOf(fileId: string): string;
  /** The file id an upload becomes. */
  fileIdOf(uploadId: string): string;
  /** Runs `use` with a local file holding a finished upload's bytes (on S3 a temporary copy, removed afterwards). */
  withLocalCopy<T>(upload: { id: string; size?: number }, use: (path: string) => Promise<T>): Promise<T>;
  /** Removes an upload, finished or not, with everything kept for it. */
  remove(uploadId: string): Promise<void>;
  /** Removes unfinished uploads past their expiry; answers how many. */
  expire(): Promise<number>;
  close(): Promise<void>;
}

/** Unfinished uploads as files in `dir`: the bytes under the upload's id, its state beside them in `<id>.json`. */
export function createDiskStaging(dir: string): UploadStaging {
  const datastore = new FileStore({ directory: dir, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  return {
    datastore,
    uploadIdOf: (fileId) => fileId,
    fileIdOf: (uploadId) => uploadId,
    withLocalCopy: (upload, use) => use(join(dir, upload.id)),
    remove: (uploadId) => datastore.remove(uploadId),
    // None when nothing was ever staged (the folder is made at the first upload).
    expire: async () => (existsSync(dir) ? datastore.deleteExpired() : 0),
    close: async () => undefined,
  };
}

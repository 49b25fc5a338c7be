import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { FILE_ICON_WIDTH, type FileReadState } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ByteRange, Storage } from '../../integrations/storage';
import { AppError } from '../../lib/app-error';
import { createFilePolicy, type FileActor } from './files.policy';
import { createFilesRepository, type FileRow, type NewFile } from './files.repository';
import { makeThumbnail, THUMBNAIL_SOURCE_TYPES, UnreadableImageError } from './thumbnail';

/** Where a file's bytes live: spread over 256 folders by the id's first two hex digits. */
export const storageKeyFor = (fileId: string) => `${fileId.slice(0, 2)}/${fileId}`;
/** Where a file's thumbnail is kept once made. */
export const iconKeyFor = (fileId: string) => `icons/${fileId.slice(0, 2)}/${fileId}-${FILE_ICON_WIDTH}.webp`;
/** Images above this are not thumbnailed (the whole image is decoded in memory). */
const MAX_THUMBNAIL_SOURCE_BYTES = 64 * 1024 * 1024;

/** Stores a stream under `key`, hashing it on the way: one pass over the bytes. */
export async function storeHashed(
  storage: Storage,
  key: string,
  body: Readable,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  body.on('error', (error) => hashing.destroy(error));
  const { size } = await storage.put(key, body.pipe(hashing));
  return { size, sha256: hash.digest('hex') };
}

export interface FilesServiceDeps {
  db: Db;
  storage: Storage;
  logger: FastifyBaseLogger;
}

/** Stored files: who may have them, their bytes and thumbnails, read flags, avatars and the removal of orphans. */
export function createFilesService({ db, storage, logger }: FilesServiceDeps) {
  const repo = createFilesRepository(db);
  const policy = createFilePolicy(repo);

  /** The file when the caller may see it; "not found" otherwise, whether or not it exists. */
  async function visibleFile(actor: FileActor, id: string): Promise<FileRow> {
    const file = await repo.find(id);
    if (!file || !(await policy.canView(actor, file))) throw AppError.notFound();
    return file;
  }

  /** Removes a file's row and then its bytes and thumbnail (a failed byte delete is retried by nobody: logged). */
  async function removeFile(id: string): Promise<void> {
    const key = await repo.remove(id);
    if (key === undefined) return;
    await removeBytes(id, key);
  }

  async function removeBytes(id: string, key: string): Promise<void> {
    for (const k of [key, iconKeyFor(id)]) {
      await storage.delete(k).catch((err: unknown) => logger.warn({ err, fileId: id }, 'cannot delete file bytes'));
    }
  }

  /** The bytes of a visible file, whole or one range; "not found" when the storage has lost them. */
  async function open(file: FileRow, range?: ByteRange): Promise<Readable> {
    try {
      return await storage.stream(file.storageKey, range);
    } catch (err) {
      logger.error({ err, fileId: file.id }, 'stored file has no bytes');
      throw AppError.notFound();
    }
  }

  return {
    visibleFile,
    removeFile,
    open,

    /** A webp thumbnail of an image file, made once and kept beside it; 415 for a file that is not an image. */
    async icon(actor: FileActor, id: string): Promise<{ file: FileRow; bytes: Buffer }> {
      const file = await visibleFile(actor, id);
      if (!THUMBNAIL_SOURCE_TYPES.includes(file.mimeType)) throw new AppError('unsupported_file_type', 415);
      const key = iconKeyFor(file.id);
      if (await storage.exists(key)) return { file, bytes: await buffer(await storage.stream(key)) };
      if (file.size > MAX_THUMBNAIL_SOURCE_BYTES) throw new AppError('payload_too_large');
      const source = await buffer(await open(file));
      let bytes: Buffer;
      try {
        bytes = await makeThumbnail(source, file.mimeType);
      } catch (err) {
        if (!(err instanceof UnreadableImageError)) throw err;
        logger.info({ fileId: file.id, reason: err.message }, 'image cannot be thumbnailed');
        throw new AppError('unsupported_file_type', 415);
      }
      await storage.put(key, bytes);
      return { file, bytes };
    },

    /** Sets the educator's read flag (spec 1 §6) and answers the new state. */
    async markRead(actor: FileActor, id: string, read: boolean): Promise<FileReadState> {
      const file = await repo.find(id);
      if (!file) throw AppError.notFound();
      const decision = await policy.canMarkRead(actor, file);
      if (decision === 'not_found') throw AppError.notFound();
      if (decision === 'forbidden' || actor.kind !== 'user') throw AppError.forbidden();
      await repo.setRead(file.id, actor.userId, read);
      return { id: file.id, read };
    },

    /** Stores new bytes as a file row; the bytes go first, and are removed again if the row cannot be written. */
    async create(values: Omit<NewFile, 'storageKey' | 'size' | 'sha256'> & { id: string }, body: Readable) {
      const storageKey = storageKeyFor(values.id);
      const { size, sha256 } = await storeHashed(storage, storageKey, body);
      try {
        return await repo.insert({ ...values, storageKey, size, sha256 });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Makes `fileId` (already stored) the user's avatar and removes the previous avatar file. Answers false when
     * the user does not exist.
     */
    async setAvatar(userId: string, fileId: string | null): Promise<boolean> {
      const replaced = await repo.replaceAvatar(userId, fileId);
      if (!replaced) return false;
      if (replaced.previous && replaced.previous !== fileId) {
        const previous = await repo.find(replaced.previous);
        // Only a file made as an avatar goes with it; anything else linked by hand keeps its other owners.
        if (previous?.context === 'avatar') await removeFile(previous.id);
      }
      return true;
    },

    /**
     * Removes files that nothing links to and that were stored before `before` (uploads are linked when the form
     * that uses them is saved, so a day's grace). Answers how many went.
     */
    async removeUnreferenced(before: Date, batch = 500): Promise<number> {
      let removed = 0;
      for (;;) {
        const rows = await repo.removeUnreferenced(before, batch);
        for (const row of rows) await removeBytes(row.id, row.storageKey);
        removed += rows.length;
        if (rows.length < batch) return removed;
      }
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

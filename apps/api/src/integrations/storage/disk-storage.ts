import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, assertRange, StorageNotFoundError, type ByteRange, type Storage } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk under `root` (DATA_DIR/files). A put writes to a temporary name beside the target and
 * renames it into place, so a reader never sees half a file and a crash leaves at most a `.part` behind.
 */
export function createDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };

  async function statOf(key: string) {
    try {
      const s = await stat(pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const part = `${target}.${randomUUID()}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(part, { flags: 'wx', mode: 0o600 }));
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      const stored = await statOf(key);
      if (!stored) throw new StorageNotFoundError(key);
      return stored;
    },

    async stream(key, range?: ByteRange) {
      const stored = await statOf(key);
      if (!stored) throw new StorageNotFoundError(key);
      assertRange(key, stored.size, range);
      return createReadStream(pathOf(key), range && { start: range.start, end: range.end });
    },

    stat: statOf,

    async exists(key) {
      return (await statOf(key)) !== null;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

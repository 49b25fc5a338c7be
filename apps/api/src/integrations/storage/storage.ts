import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP `Range` counts: `{ start: 0, end: 99 }` is the first hundred bytes. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What `stat` knows about stored bytes. */
export interface StoredObject {
  size: number;
}

/**
 * Where uploaded files keep their bytes. Keys are relative paths of lower-case letters, digits, `-`, `_`, `.` and
 * `/` (no `..`), chosen by the caller. Small and stream-based on purpose, so that object storage (S3 and the like)
 * can replace the disk without the callers noticing: no paths, no file handles, no appends.
 */
export interface Storage {
  /** Stores the stream's bytes under `key`, replacing what was there only once every byte has arrived. */
  put(key: string, body: Readable | Buffer): Promise<StoredObject>;
  /** The bytes under `key` (or a range of them); throws `StorageNotFoundError` when nothing is stored there. */
  stream(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of what is stored under `key`, or null. */
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; removing what is not there is not an error (deletes are retried by clean-up jobs). */
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(key: string) {
    super(`nothing is stored under ${key}`);
  }
}

const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Refuses a key that could leave the storage's root or is not one the application makes. */
export function assertKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Checks a range against the stored size (both ends inclusive and inside the object). */
export function assertRange(key: string, size: number, range: ByteRange | undefined): void {
  if (!range) return;
  const { start, end } = range;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end >= size) {
    throw new RangeError(`range ${start}-${end} is outside ${key} (${size} bytes)`);
  }
}

/**
 * A storage made at its first use (its folder, connection or bucket is not touched before, and a module that is
 * loaded on demand is loaded then).
 */
export function lazyStorage(make: () => Storage | Promise<Storage>): Storage {
  let made: Promise<Storage> | undefined;
  const storage = () =>
    (made ??= Promise.resolve()
      .then(make)
      .catch((error: unknown) => {
        made = undefined;
        throw error;
      }));
  return {
    put: async (key, body) => (await storage()).put(key, body),
    stream: async (key, range) => (await storage()).stream(key, range),
    stat: async (key) => (await storage()).stat(key),
    exists: async (key) => (await storage()).exists(key),
    delete: async (key) => (await storage()).delete(key),
  };
}

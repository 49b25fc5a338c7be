import { Readable } from 'node:stream';
import { assertKey, assertRange, StorageNotFoundError, type Storage } from './storage';

/** Storage in process memory: the fake for tests, with the same contract (and key rules) as the disk. */
export function createMemoryStorage(): Storage & { readonly keys: () => string[] } {
  const objects = new Map<string, Buffer>();
  const find = (key: string) => {
    assertKey(key);
    return objects.get(key);
  };
  return {
    async put(key, body) {
      assertKey(key);
      const chunks: Buffer[] = [];
      if (Buffer.isBuffer(body)) chunks.push(body);
      else for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      const bytes = Buffer.concat(chunks);
      objects.set(key, bytes);
      return { size: bytes.length };
    },
    async stream(key, range) {
      const bytes = find(key);
      if (!bytes) throw new StorageNotFoundError(key);
      assertRange(key, bytes.length, range);
      return Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
    },
    async stat(key) {
      const bytes = find(key);
      return bytes ? { size: bytes.length } : null;
    },
    async exists(key) {
      return find(key) !== undefined;
    },
    async delete(key) {
      assertKey(key);
      objects.delete(key);
    },
    /** Every key stored (tests prove that nothing is left behind). */
    keys: () => [...objects.keys()].sort(),
  };
}

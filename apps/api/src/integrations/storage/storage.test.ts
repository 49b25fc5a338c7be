import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { createMemoryStorage } from './memory-storage';
import { StorageNotFoundError, type Storage } from './storage';

const root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// One contract, two implementations: the fake must behave as the disk does, or tests prove nothing.
describe.each([
  ['disk', () => createDiskStorage(join(root, String(Math.random()).slice(2)))],
  ['memory', () => createMemoryStorage()],
])('%s storage', (_name, make: () => Storage) => {
  it('stores a stream and reads it back whole or by an inclusive byte range', async () => {
    const storage = make();
    expect(await storage.put('ab/file-1', Readable.from([Buffer.from('Hallo '), Buffer.from('wereld')]))).toEqual({
      size: 12,
    });
    expect(await text(await storage.stream('ab/file-1'))).toBe('Hallo wereld');
    expect(await text(await storage.stream('ab/file-1', { start: 6, end: 11 }))).toBe('wereld');
    expect(await text(await storage.stream('ab/file-1', { start: 0, end: 0 }))).toBe('H');
    expect(await storage.stat('ab/file-1')).toEqual({ size: 12 });
    expect(await storage.exists('ab/file-1')).toBe(true);
  });

  it('replaces what was stored, and deletes idempotently', async () => {
    const storage = make();
    await storage.put('x', Buffer.from('een'));
    await storage.put('x', Buffer.from('twee'));
    expect(await text(await storage.stream('x'))).toBe('twee');
    await storage.delete('x');
    await storage.delete('x');
    expect(await storage.exists('x')).toBe(false);
    expect(await storage.stat('x')).toBeNull();
    await expect(storage.stream('x')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses ranges outside the object and keys that could leave its root', async () => {
    const storage = make();
    await storage.put('small', Buffer.from('abc'));
    await expect(storage.stream('small', { start: 2, end: 3 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage.stream('small', { start: 2, end: 1 })).rejects.toBeInstanceOf(RangeError);
    for (const key of ['../escape', 'a/../../b', '/absolute', 'UPPER', 'a//b', '', 'a/./b', 'a\\b']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('disk storage', () => {
  it('leaves no partial file behind when the incoming stream fails', async () => {
    const dir = join(root, 'failing');
    const storage = createDiskStorage(dir);
    const broken = new Readable({
      read() {
        this.push(Buffer.from('begin'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('aa/broken', broken)).rejects.toThrow('connection lost');
    expect(readdirSync(join(dir, 'aa'))).toEqual([]);
    expect(await storage.exists('aa/broken')).toBe(false);
  });
});

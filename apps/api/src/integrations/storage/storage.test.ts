import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { createMemoryStorage } from './memory-storage';
import { createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { StorageNotFoundError, type Storage } from './storage';

const root = mkdtempSync(join(tmpdir(), 'portal-storage-'));
let s3: S3TestServer;
const buckets: string[] = [];
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterEach(async () => {
  for (const bucket of buckets.splice(0)) await s3.removeBucket(bucket);
});
afterAll(async () => {
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

/** S3 storage in a bucket of its own (removed after the test), under the folder the portal uses. */
async function s3Storage(): Promise<Storage & { bucket: string }> {
  const bucket = await s3.createBucket();
  buckets.push(bucket);
  return { ...createS3Storage({ client: s3.client, bucket, prefix: 'portal/files/' }), bucket };
}

// One contract, three implementations: the fake and S3 must behave as the disk does, or tests prove nothing.
describe.each([
  ['disk', () => createDiskStorage(join(root, String(Math.random()).slice(2)))],
  ['memory', () => createMemoryStorage()],
  ['S3', s3Storage],
])('%s storage', (_name, make: () => Storage | Promise<Storage>) => {
  it('stores a stream and reads it back whole or by an inclusive byte range', async () => {
    const storage = await make();
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
    const storage = await make();
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
    const storage = await make();
    await storage.put('small', Buffer.from('abc'));
    await expect(storage.stream('small', { start: 2, end: 3 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage.stream('small', { start: 2, end: 1 })).rejects.toBeInstanceOf(RangeError);
    await expect(storage.stream('small', { start: 3, end: 3 })).rejects.toBeInstanceOf(RangeError);
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

describe('S3 storage', () => {
  const broken = (sent: Buffer) =>
    new Readable({
      read() {
        this.push(sent);
        this.destroy(new Error('connection lost'));
      },
    });

  it('streams a file of unknown length above the part size in parts, byte for byte', async () => {
    const storage = await s3Storage();
    const bytes = Buffer.alloc(11 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < bytes.length; i += 1_000_000) yield bytes.subarray(i, i + 1_000_000);
      })(),
    );
    expect(await storage.put('ab/large', source)).toEqual({ size: bytes.length });
    expect(await storage.stat('ab/large')).toEqual({ size: bytes.length });
    const back = Buffer.concat(await (await storage.stream('ab/large')).toArray());
    expect(back.equals(bytes)).toBe(true);
    const tail = await (await storage.stream('ab/large', { start: bytes.length - 5, end: bytes.length - 1 })).toArray();
    expect(Buffer.concat(tail).equals(bytes.subarray(-5))).toBe(true);
  });

  it('leaves no object and no multipart upload behind when the incoming stream fails', async () => {
    const storage = await s3Storage();
    await storage.put('aa/broken', Buffer.from('het oude bestand'));
    await expect(storage.put('aa/broken', broken(Buffer.from('begin')))).rejects.toThrow('connection lost');
    await expect(storage.put('aa/big', broken(Buffer.alloc(6 * 1024 * 1024)))).rejects.toThrow('connection lost');
    // What was stored before stays whole.
    expect(await text(await storage.stream('aa/broken'))).toBe('het oude bestand');
    expect(await storage.exists('aa/big')).toBe(false);
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['portal/files/aa/broken']);
    const uploads = await s3.client.send(new ListMultipartUploadsCommand({ Bucket: storage.bucket }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });
});

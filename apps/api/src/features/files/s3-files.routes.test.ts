// Files on S3 (STORAGE_URL): uploads, downloads, thumbnails and the clean-up job against s3rver, each test in a
// bucket of its own; two instances of the portal share one database and one bucket, as behind a load balancer.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import * as f from '../../../test/factories';
import { openTestDatabase } from '../../../test/databases';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { startS3TestServer, type S3TestServer } from '../../integrations/storage/s3-test-server';
import { iconKeyFor, storageKeyFor } from './files.service';
import {
  cookieFor,
  createFilesTestApp,
  ELF_BYTES,
  PDF_BYTES,
  pngOf,
  sha256,
  type FilesTestApp,
} from './files.test-support';
import {
  createUpload,
  headUpload,
  interruptedPatch,
  patchUpload,
  settledOffset,
  TUS,
  tusUpload,
} from './uploads.test-support';

let s3: S3TestServer;
let database: Database;
beforeAll(async () => {
  s3 = await startS3TestServer();
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
});

interface Instance {
  t: FilesTestApp;
  base: string;
}
const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** A bucket of the test's own and `count` listening instances of the portal on it (all removed after the test). */
async function portal(count = 1): Promise<{ bucket: string; instances: Instance[] }> {
  const bucket = await s3.createBucket();
  cleanUps.push(() => s3.removeBucket(bucket));
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const t = await createFilesTestApp({ s3: { server: s3, bucket }, database });
    cleanUps.push(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` });
  }
  return { bucket, instances };
}

const db = () => database.db;
const keys = async (bucket: string, prefix = '') =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? [])
    .map((o) => o.Key!)
    .sort();
const multipartUploads = async (bucket: string) =>
  ((await s3.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? []).map((u) => u.Key);
const idOf = (url: string) => url.split('/').pop()!;

describe('files on S3', () => {
  it('stores an upload under files/ in the bucket and leaves nothing of it under uploads/', async () => {
    const { bucket, instances } = await portal();
    const [{ t, base }] = instances as [Instance];
    const user = await f.createTeacher(db());
    const cookie = await cookieFor(db(), user.id);
    const png = await pngOf(300, 200);
    const upload = await tusUpload(png, {
      endpoint: `${base}/api/file`,
      headers: { cookie },
      metadata: { filename: 'schets.png', filetype: 'image/png', context: 'faq' },
      chunkSize: 1000,
    });
    const [row] = await db().select().from(files).where(eq(files.id, upload.fileId!));
    expect(row).toMatchObject({ name: 'schets.png', mimeType: 'image/png', size: png.length, sha256: sha256(png) });
    expect(await keys(bucket)).toEqual([`files/${storageKeyFor(row!.id)}`]);
    expect(await multipartUploads(bucket)).toEqual([]);

    // The thumbnail is made from the bucket's bytes and kept beside them.
    const icon = await t.app.inject({ method: 'GET', url: `/api/file/image/${row!.id}/icon`, headers: { cookie } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(await keys(bucket)).toEqual([`files/${iconKeyFor(row!.id)}`, `files/${storageKeyFor(row!.id)}`].sort());

    // An empty file is finished at its creation, before S3 ever assembled an object: stored as on disk. (Its
    // creation answers 404 there as here: tus reads the upload back after onUploadFinish removed it.)
    await createUpload(base, cookie, 0, { filename: 'leeg.txt', filetype: 'text/plain' });
    const [emptyRow] = await db()
      .select()
      .from(files)
      .where(and(eq(files.uploadedById, user.id), eq(files.name, 'leeg.txt')));
    expect(emptyRow).toMatchObject({ size: 0, mimeType: 'text/plain' });
    expect(await keys(bucket, 'files/')).toContain(`files/${storageKeyFor(emptyRow!.id)}`);
    expect(await keys(bucket, 'uploads/')).toEqual([]);
    expect(await multipartUploads(bucket)).toEqual([]);
  });

  it('resumes on instance B an upload cut off on instance A, and both serve identical bytes and ranges', async () => {
    const { bucket, instances } = await portal(2);
    const [a, b] = instances as [Instance, Instance];
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    // Above the 8 MiB part @tus/s3-store sends, so that the cut leaves a whole part and a tail behind.
    const size = 12 * 1024 * 1024 + 123;
    const source = Buffer.concat([PDF_BYTES, randomBytes(size - PDF_BYTES.length)]);

    const { res, url } = await createUpload(a.base, cookie, size, {
      filename: 'Portfolio.pdf',
      filetype: 'application/pdf',
    });
    expect(res.status).toBe(201);
    await interruptedPatch(url, cookie, source, 10 * 1024 * 1024);
    const onB = url.replace(a.base, b.base);
    const offset = await settledOffset(onB, cookie);
    // The whole first part and the tail after it: A kept what arrived before the connection dropped.
    expect(offset).toBeGreaterThan(8 * 1024 * 1024);
    expect(offset).toBeLessThan(size);
    expect(await keys(bucket, 'uploads/')).toContain(`uploads/${idOf(url)}.info`);

    const upload = await tusUpload(source, { uploadUrl: onB, headers: { cookie } });
    expect(upload.fileId).toBe(idOf(url));
    const [row] = await db()
      .select()
      .from(files)
      .where(eq(files.id, idOf(url)));
    expect(row).toMatchObject({ size, sha256: sha256(source), mimeType: 'application/pdf', uploadedById: user.id });
    expect(await keys(bucket, 'uploads/')).toEqual([]);
    expect(await multipartUploads(bucket)).toEqual([]);

    for (const { base } of [a, b]) {
      const whole = await fetch(`${base}/api/file/${row!.id}`, { headers: { cookie } });
      expect(whole.status).toBe(200);
      expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(source));
      const etag = whole.headers.get('etag')!;
      expect(etag).toBe(`"${sha256(source)}"`);

      const range = await fetch(`${base}/api/file/${row!.id}`, {
        headers: { cookie, range: 'bytes=9000000-9000099', 'if-range': etag },
      });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-range')).toBe(`bytes 9000000-9000099/${size}`);
      expect(Buffer.from(await range.arrayBuffer()).equals(source.subarray(9000000, 9000100))).toBe(true);
      const first = await fetch(`${base}/api/file/${row!.id}`, { headers: { cookie, range: 'bytes=0-0' } });
      expect(Buffer.from(await first.arrayBuffer()).equals(source.subarray(0, 1))).toBe(true);
      const tail = await fetch(`${base}/api/file/${row!.id}`, { headers: { cookie, range: 'bytes=-10' } });
      expect(Buffer.from(await tail.arrayBuffer()).equals(source.subarray(-10))).toBe(true);
      expect(
        (await fetch(`${base}/api/file/${row!.id}`, { headers: { cookie, range: `bytes=${size}-` } })).status,
      ).toBe(416);
      expect((await fetch(`${base}/api/file/${row!.id}`, { headers: { cookie, 'if-none-match': etag } })).status).toBe(
        304,
      );
    }
  });

  it('refuses a renamed executable (415) and abandons uploads on request, leaving nothing in the bucket', async () => {
    const { bucket, instances } = await portal(2);
    const [a, b] = instances as [Instance, Instance];
    const cookie = await cookieFor(db(), (await f.createParticipant(db())).id);
    const exe = await createUpload(a.base, cookie, ELF_BYTES.length, {
      filename: 'a.pdf',
      filetype: 'application/pdf',
    });
    const refused = await patchUpload(exe.url, cookie, 0, ELF_BYTES);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ detail: 'unsupported_file_type' });
    expect(
      await db()
        .select()
        .from(files)
        .where(eq(files.id, idOf(exe.url))),
    ).toEqual([]);

    // Started and half sent on A, abandoned on B; someone else cannot touch it on either.
    const { url } = await createUpload(a.base, cookie, 100, { filename: 'half.txt', filetype: 'text/plain' });
    expect((await patchUpload(url, cookie, 0, Buffer.from('de eerste helft'))).status).toBe(204);
    const other = await cookieFor(db(), (await f.createParticipant(db())).id);
    const onB = url.replace(a.base, b.base);
    expect((await headUpload(onB, other)).status).toBe(404);
    expect((await headUpload(onB, cookie)).headers.get('upload-offset')).toBe('15');
    expect((await fetch(onB, { method: 'DELETE', headers: { ...TUS, cookie } })).status).toBe(204);
    expect((await headUpload(url, cookie)).status).toBe(404);
    expect(await keys(bucket)).toEqual([]);
    expect(await multipartUploads(bucket)).toEqual([]);
  });

  it('expires an unfinished upload after a day on any instance, and keeps a younger one', async () => {
    const { bucket, instances } = await portal(2);
    const [a, b] = instances as [Instance, Instance];
    const cookie = await cookieFor(db(), (await f.createParticipant(db())).id);
    const { url } = await createUpload(a.base, cookie, 100, { filename: 'half.txt', filetype: 'text/plain' });
    expect((await patchUpload(url, cookie, 0, Buffer.from('de eerste helft'))).status).toBe(204);
    const id = idOf(url);
    expect(await keys(bucket)).toEqual([`uploads/${id}.info`, `uploads/${id}.part`]);
    expect(await b.t.app.fileMaintenance.expireUploads()).toBe(0);

    await s3.age(bucket, 25 * 60 * 60 * 1000);
    const young = await createUpload(b.base, cookie, 10, { filename: 'nieuw.txt', filetype: 'text/plain' });
    expect(await b.t.app.fileMaintenance.expireUploads()).toBe(1);
    expect((await headUpload(url, cookie)).status).toBe(404);
    expect(await keys(bucket)).toEqual([`uploads/${idOf(young.url)}.info`]);
    expect(await multipartUploads(bucket)).toEqual([`uploads/${idOf(young.url)}`]);
  });
});

import type { AddressInfo } from 'node:net';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../test/factories';
import { files } from '../db/schema';
import { ownerColumnNames } from '../features/files/files.repository';
import { iconKeyFor } from '../features/files/files.service';
import {
  cookieFor,
  createFilesTestApp,
  PDF_BYTES,
  storeFile,
  type FilesTestApp,
} from '../features/files/files.test-support';
import { createUpload, headUpload, patchUpload } from '../features/files/uploads.test-support';
import { startS3TestServer } from '../integrations/storage/s3-test-server';
import { cleanUpFiles } from './file-cleanup';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('file clean-up', () => {
  it('knows every table that can own a file', () => {
    expect(ownerColumnNames().sort()).toEqual(
      [
        'certificates.fileId',
        'education_material_files.fileId',
        'entry_value_files.fileId',
        'faq_item_files.fileId',
        'form_attachments.fileId',
        'news_files.fileId',
        'news_items.imageFileId',
        'users.avatarFileId',
      ].sort(),
    );
  });

  it('removes files nothing links to after a day, with their bytes and thumbnail, and keeps the rest', async () => {
    const db = t.database.db;
    const old = { createdAt: ago(2 * DAY) };
    const orphan = await storeFile(db, t.storage, PDF_BYTES, old);
    await t.storage.put(iconKeyFor(orphan.id), Buffer.from('thumbnail'));
    const fresh = await storeFile(db, t.storage, PDF_BYTES, { createdAt: ago(DAY / 2) });
    const linked = [
      await storeFile(db, t.storage, PDF_BYTES, old),
      await storeFile(db, t.storage, PDF_BYTES, old),
      await storeFile(db, t.storage, PDF_BYTES, old),
      await storeFile(db, t.storage, PDF_BYTES, old),
    ];
    await f.createNewsFile(db, { fileId: linked[0]!.id });
    await f.createNewsItem(db, { imageFileId: linked[1]!.id });
    await f.createParticipant(db, { avatarFileId: linked[2]!.id });
    await f.createEntryValueFile(db, { fileId: linked[3]!.id });

    const removed = await cleanUpFiles(t.app.fileMaintenance);
    expect(removed.unreferenced).toBeGreaterThanOrEqual(1);
    const ids = [orphan, fresh, ...linked].map((file) => file.id);
    const left = (await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((r) => r.id);
    expect(left.sort()).toEqual([fresh, ...linked].map((file) => file.id).sort());
    expect(await t.storage.exists(orphan.storageKey)).toBe(false);
    expect(await t.storage.exists(iconKeyFor(orphan.id))).toBe(false);
    for (const file of [fresh, ...linked]) expect(await t.storage.exists(file.storageKey)).toBe(true);

    expect(await cleanUpFiles(t.app.fileMaintenance)).toEqual({ uploads: 0, unreferenced: 0 });
  });
});

describe('file clean-up on S3', () => {
  it('expires an unfinished upload and removes unlinked files from the bucket', async () => {
    const s3 = await startS3TestServer();
    const bucket = await s3.createBucket();
    const t = await createFilesTestApp({ s3: { server: s3, bucket } });
    try {
      const db = t.database.db;
      const keys = async () =>
        ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();
      const old = { createdAt: ago(2 * DAY) };
      const orphan = await storeFile(db, t.storage, PDF_BYTES, old);
      await t.storage.put(iconKeyFor(orphan.id), Buffer.from('thumbnail'));
      const linked = await storeFile(db, t.storage, PDF_BYTES, old);
      await f.createNewsFile(db, { fileId: linked.id });

      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const cookie = await cookieFor(db, (await f.createParticipant(db)).id);
      const { url } = await createUpload(base, cookie, 100, { filename: 'half.txt', filetype: 'text/plain' });
      expect((await patchUpload(url, cookie, 0, Buffer.from('de eerste helft'))).status).toBe(204);
      const first = await cleanUpFiles(t.app.fileMaintenance);
      expect(first.uploads).toBe(0);
      expect(first.unreferenced).toBeGreaterThanOrEqual(1);
      expect((await headUpload(url, cookie)).status).toBe(200);

      await s3.age(bucket, 25 * 60 * 60 * 1000);
      expect(await cleanUpFiles(t.app.fileMaintenance)).toEqual({ uploads: 1, unreferenced: 0 });
      expect((await headUpload(url, cookie)).status).toBe(404);
      expect(await keys()).toEqual([`files/${linked.storageKey}`]);
      expect((await s3.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? []).toEqual([]);
    } finally {
      await t.close();
      await s3.removeBucket(bucket);
      await s3.close();
    }
  });
});

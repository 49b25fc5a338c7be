import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { maliciousPdf } from '../../../test/pdf-fixtures';
import { files, newsFiles, newsItems } from '../../db/schema';
import {
  createNewsTestApp,
  multipart,
  multipartHeaders,
  PDF_BYTES,
  pngOf,
  signedIn,
  type NewsTestApp,
} from './news.test-support';

let t: NewsTestApp;
beforeAll(async () => {
  t = await createNewsTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const manager = () => signedIn(t, f.createTeacher, { permissions: ['MANAGE_NEWS'] });
const post = (url: string, body: Buffer, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: multipartHeaders(cookie), payload: body });
const remove = (url: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url, ...(cookie && { headers: { cookie } }) });
const imageOf = async (newsId: string) =>
  (await t.db.select().from(newsItems).where(eq(newsItems.id, newsId)))[0]!.imageFileId;

describe('POST /api/news/{id}/image', () => {
  it('stores the image scaled to 760 px wide in its own format, never the original', async () => {
    const { user, cookie } = await manager();
    const item = await f.createNewsItem(t.db, { imageUrl: 'https://foto.example/oud.jpg' });
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
    const res = await post(
      `/api/news/${item.id}/image`,
      multipart([{ field: 'image', bytes: jpeg, name: 'foto.jpg', type: 'image/jpeg' }]),
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const fileId = await imageOf(item.id);
    expect(res.json()).toMatchObject({ id: item.id, image: `/api/file/${fileId}`, imageUrl: null });
    const [row] = await t.db.select().from(files).where(eq(files.id, fileId!));
    expect(row).toMatchObject({ mimeType: 'image/jpeg', context: 'news', uploadedById: user.id });
    const stored = Buffer.concat(await (await t.storage.stream(row!.storageKey)).toArray());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 760, height: 380 });
    expect(row!.size).toBe(stored.length);

    // A GIF stays a GIF; a narrow image is not enlarged.
    const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await post(`/api/news/${item.id}/image`, multipart([{ field: 'image', bytes: gif, type: 'image/gif' }]), cookie);
    const [small] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, (await imageOf(item.id))!));
    const smallBytes = Buffer.concat(await (await t.storage.stream(small!.storageKey)).toArray());
    expect(await sharp(smallBytes).metadata()).toMatchObject({ format: 'gif', width: 300, height: 200 });
  });

  it('refuses a file that is not a jpg, gif or png by its bytes with 415, and one over 10 MB with 413', async () => {
    const { cookie } = await manager();
    const item = await f.createNewsItem(t.db);
    const keys = t.storage.keys().length;
    for (const bytes of [
      PDF_BYTES,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a kapot'),
    ]) {
      const res = await post(
        `/api/news/${item.id}/image`,
        multipart([{ field: 'image', bytes, type: 'image/png' }]),
        cookie,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: 'unsupported_file_type' });
    }
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await post(`/api/news/${item.id}/image`, multipart([{ field: 'image', bytes: big }]), cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'payload_too_large' });
    expect(await imageOf(item.id)).toBeNull();
    expect(t.storage.keys()).toHaveLength(keys);
    const wrongField = await post(
      `/api/news/${item.id}/image`,
      multipart([{ field: 'foto', bytes: PDF_BYTES }]),
      cookie,
    );
    expect(wrongField.json()).toEqual({
      detail: 'validation_failed',
      violations: [{ propertyPath: 'image', detail: 'validation.required' }],
    });
  });

  it('refuses anonymous callers (401), participants and assistants without MANAGE_NEWS (403), unknown items (404)', async () => {
    const item = await f.createNewsItem(t.db);
    const body = multipart([{ field: 'image', bytes: await pngOf(20, 20) }]);
    expect((await post(`/api/news/${item.id}/image`, body)).statusCode).toBe(401);
    for (const create of [f.createParticipant, f.createProgramAssistant]) {
      const { cookie } = await signedIn(t, create);
      expect((await post(`/api/news/${item.id}/image`, body, cookie)).statusCode).toBe(403);
    }
    const { cookie } = await manager();
    expect((await post(`/api/news/${crypto.randomUUID()}/image`, body, cookie)).statusCode).toBe(404);
    expect(await imageOf(item.id)).toBeNull();
  });
});

describe('DELETE /api/news/{id}/image', () => {
  it('lets admins and program assistants remove the image; others are refused', async () => {
    const image = await f.createFile(t.db, { context: 'news', mimeType: 'image/png' });
    const item = await f.createNewsItem(t.db, { imageFileId: image.id, imageUrl: 'https://foto.example/x' });
    expect((await remove(`/api/news/${item.id}/image`)).statusCode).toBe(401);
    for (const who of [await signedIn(t), await manager()]) {
      expect((await remove(`/api/news/${item.id}/image`, who.cookie)).statusCode).toBe(403);
    }
    expect(await imageOf(item.id)).toBe(image.id);
    const assistant = await signedIn(t, f.createProgramAssistant);
    expect((await remove(`/api/news/${item.id}/image`, assistant.cookie)).statusCode).toBe(204);
    const [row] = await t.db.select().from(newsItems).where(eq(newsItems.id, item.id));
    expect(row).toMatchObject({ imageFileId: null, imageUrl: null });
    const admin = await signedIn(t, f.createAdmin);
    expect((await remove(`/api/news/${crypto.randomUUID()}/image`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  it('a PDF attachment is stored without its scripts, launch and submit actions', async () => {
    const { cookie } = await manager();
    const item = await f.createNewsItem(t.db);
    const res = await post(
      `/api/news/${item.id}/upload`,
      multipart([{ field: 'files[0]', bytes: await maliciousPdf(), name: 'rooster.pdf', type: 'application/pdf' }]),
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const download = await t.app.inject({ url: res.json().files[0].url, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    const text = download.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const name of ['/OpenAction', '/JavaScript', '/JS', '/Launch', '/SubmitForm', '/AA', 'app.alert']) {
      expect(text, name).not.toContain(name);
    }
  });

  it('adds files checked by their bytes, lists them on the item, downloads them and removes them', async () => {
    const { cookie } = await manager();
    const item = await f.createNewsItem(t.db, { roles: ['ROLE_INSTITUTE_EDUCATOR'] });
    const res = await post(
      `/api/news/${item.id}/upload`,
      multipart([
        { field: 'files[0]', bytes: PDF_BYTES, name: 'rooster.pdf', type: 'application/pdf' },
        { field: 'files[1]', bytes: Buffer.from('datum;titel\n1-2;start\n'), name: 'lijst.csv', type: 'text/csv' },
      ]),
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const attached = res.json().files;
    // Listed by name.
    expect(attached).toEqual([
      expect.objectContaining({ name: 'lijst.csv', mimeType: 'text/csv' }),
      expect.objectContaining({ name: 'rooster.pdf', mimeType: 'application/pdf', size: PDF_BYTES.length }),
    ]);

    const reader = await signedIn(t, f.createInstituteEducator);
    const outsider = await signedIn(t, f.createTeacher);
    const detail = (await t.app.inject({ url: `/api/news/${item.id}`, headers: { cookie: reader.cookie } })).json();
    expect(detail.files.map((file: { id: string }) => file.id)).toEqual(
      attached.map((file: { id: string }) => file.id),
    );
    const pdf = detail.files.find((file: { name: string }) => file.name === 'rooster.pdf');
    const download = await t.app.inject({ url: pdf.url, headers: { cookie: reader.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await t.app.inject({ url: pdf.url, headers: { cookie: outsider.cookie } })).statusCode).toBe(404);

    const first = attached[1].id as string;
    expect((await remove(`/api/news/${item.id}/upload/${first}`, reader.cookie)).statusCode).toBe(403);
    const other = await f.createNewsItem(t.db);
    expect((await remove(`/api/news/${other.id}/upload/${first}`, cookie)).statusCode).toBe(404);
    expect((await remove(`/api/news/${item.id}/upload/${first}`, cookie)).statusCode).toBe(204);
    expect(await t.db.select().from(newsFiles).where(eq(newsFiles.newsId, item.id))).toEqual([
      { newsId: item.id, fileId: attached[0].id },
    ]);
    expect(
      (await t.app.inject({ url: `/api/news/file/${first}`, headers: { cookie: reader.cookie } })).statusCode,
    ).toBe(404);
  });

  it('refuses the whole upload when one file is of a type the portal does not accept (415)', async () => {
    const { cookie } = await manager();
    const item = await f.createNewsItem(t.db);
    const keys = t.storage.keys().length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    const res = await post(
      `/api/news/${item.id}/upload`,
      multipart([
        { field: 'files[0]', bytes: PDF_BYTES, name: 'rooster.pdf', type: 'application/pdf' },
        { field: 'files[1]', bytes: elf, name: 'rooster.pdf', type: 'application/pdf' },
      ]),
      cookie,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'unsupported_file_type' });
    expect(await t.db.select().from(newsFiles).where(eq(newsFiles.newsId, item.id))).toEqual([]);
    expect(t.storage.keys()).toHaveLength(keys);
    const none = await post(`/api/news/${item.id}/upload`, multipart([{ field: 'bijlage', bytes: PDF_BYTES }]), cookie);
    expect(none.json().violations).toEqual([{ propertyPath: 'files', detail: 'validation.required' }]);
  });

  it('refuses anonymous callers (401), readers (403) and unknown items (404)', async () => {
    const item = await f.createNewsItem(t.db);
    const body = multipart([{ field: 'files[0]', bytes: PDF_BYTES, name: 'a.pdf', type: 'application/pdf' }]);
    expect((await post(`/api/news/${item.id}/upload`, body)).statusCode).toBe(401);
    expect((await remove(`/api/news/${item.id}/upload/${crypto.randomUUID()}`)).statusCode).toBe(401);
    const participant = await signedIn(t);
    expect((await post(`/api/news/${item.id}/upload`, body, participant.cookie)).statusCode).toBe(403);
    const { cookie } = await manager();
    expect((await post(`/api/news/${crypto.randomUUID()}/upload`, body, cookie)).statusCode).toBe(404);
  });
});

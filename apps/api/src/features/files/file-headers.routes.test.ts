// Every route that answers a stored file (or a picture) sandboxes it should a browser render it as a document:
// inline PDFs and images too, not only attachments (issue 29: a PDF with an /OpenAction, a GIF/JavaScript polyglot).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { cookieFor, createFilesTestApp, PDF_BYTES, pngOf, storeFile, type FilesTestApp } from './files.test-support';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A GIF whose bytes are also JavaScript (`GIF89a=...;alert(1)//`): valid as both. */
const GIF_POLYGLOT = Buffer.concat([
  Buffer.from('GIF89a/*\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00', 'latin1'),
  Buffer.from(',\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;*/=1;alert(document.domain);//', 'latin1'),
]);

function expectSandboxed(res: { statusCode: number; headers: Record<string, unknown> }, what: string) {
  expect(res.statusCode, what).toBe(200);
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(csp, what).toContain("default-src 'none'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
}

describe('stored files are served sandboxed on every route', () => {
  it('GET /api/file/{id}: inline PDFs, images and a GIF/JavaScript polyglot as much as attachments', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    for (const [bytes, mimeType, name, disposition] of [
      [PDF_BYTES, 'application/pdf', 'verslag.pdf', 'inline'],
      [await pngOf(20, 10), 'image/png', 'foto.png', 'inline'],
      [GIF_POLYGLOT, 'image/gif', 'plaatje.gif', 'inline'],
      [Buffer.from('<h1>x</h1>'), 'text/plain', 'notitie.txt', 'attachment'],
    ] as const) {
      const file = await storeFile(db(), t.storage, bytes, { uploadedById: user.id, mimeType, name });
      const res = await get(`/api/file/${file.id}`, cookie);
      expectSandboxed(res, name);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^${disposition}; `));
      const part = await t.app.inject({ url: `/api/file/${file.id}`, headers: { cookie, range: 'bytes=0-1' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('GET /api/file/image/{id}/icon', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const file = await storeFile(db(), t.storage, await pngOf(200, 100), {
      uploadedById: user.id,
      mimeType: 'image/png',
    });
    expectSandboxed(await get(`/api/file/image/${file.id}/icon`, cookie), 'icon');
  });

  it('an avatar and a news image (served by /api/file/{id})', async () => {
    const admin = await f.createAdmin(db());
    const cookie = await cookieFor(db(), admin.id);
    const boundary = 'headers-test';
    const multipart = (field: string, bytes: Buffer, type: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const avatar = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admin.id}/avatar`,
      headers,
      payload: multipart('file', await pngOf(64, 64), 'image/png'),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    expectSandboxed(await get(avatar.json<{ url: string }>().url, cookie), 'avatar');

    const item = await f.createNewsItem(db());
    const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const image = await t.app.inject({
      method: 'POST',
      url: `/api/news/${item.id}/image`,
      headers,
      payload: multipart('image', gif, 'image/gif'),
    });
    expect(image.statusCode, image.body).toBe(200);
    expectSandboxed(await get(image.json<{ image: string }>().image, cookie), 'news image');
  });

  it('GET /api/news/file/{id}: a news attachment', async () => {
    const admin = await f.createAdmin(db());
    const cookie = await cookieFor(db(), admin.id);
    const item = await f.createNewsItem(db());
    const file = await storeFile(db(), t.storage, PDF_BYTES, { context: 'news', mimeType: 'application/pdf' });
    await f.createNewsFile(db(), { newsId: item.id, fileId: file.id });
    expectSandboxed(await get(`/api/news/file/${file.id}`, cookie), 'news file');
  });

  it("the photo library's bundled pictures", async () => {
    const admin = await f.createAdmin(db());
    const cookie = await cookieFor(db(), admin.id);
    const search = await get('/api/image-search/images?query=team', cookie);
    const first = search.json<{ items: { thumb: string; full: string }[] }>().items[0]!;
    expectSandboxed(await get(first.full, cookie), 'library picture');
    expectSandboxed(await get(first.thumb, cookie), 'library thumb');
  });
});

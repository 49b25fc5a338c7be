import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { files, users } from '../../db/schema';
import { storageKeyFor } from './files.service';
import { cookieFor, createFilesTestApp, PDF_BYTES, pngOf, type FilesTestApp } from './files.test-support';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const BOUNDARY = '----portal-avatar-test';

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, { field = 'file', name = 'foto.png', type = 'image/png' } = {}) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const upload = (userId: string, cookie: string | undefined, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/avatar`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(cookie && { cookie }) },
    payload: body,
  });
const remove = (userId: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/avatar`, headers: cookie ? { cookie } : {} });
const avatarOf = async (userId: string) =>
  (await db().select({ id: users.avatarFileId }).from(users).where(eq(users.id, userId)))[0]?.id ?? null;

describe('POST /api/users/{id}/avatar', () => {
  it('stores the image as a 256 px square webp anyone signed in can see, and shows it in account and profile', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const res = await upload(user.id, cookie, multipart(await pngOf(600, 300)));
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const fileId = await avatarOf(user.id);
    expect(url).toBe(`/api/file/${fileId}`);

    const colleague = await cookieFor(db(), (await f.createTeacher(db())).id);
    const image = await t.app.inject({ method: 'GET', url, headers: { cookie: colleague } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const account = await t.app.inject({ method: 'GET', url: '/api/users/account', headers: { cookie } });
    expect(account.json()).toMatchObject({ avatar: url });
    const profile = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/complete`, headers: { cookie } });
    expect(profile.json()).toMatchObject({ avatar: url });
  });

  it('replaces the previous avatar and removes its file', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    await upload(user.id, cookie, multipart(await pngOf(50, 50, '#f00')));
    const first = (await avatarOf(user.id))!;
    const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#00f' } })
      .jpeg()
      .toBuffer();
    expect((await upload(user.id, cookie, multipart(jpeg, { name: 'foto.jpg', type: 'image/jpeg' }))).statusCode).toBe(
      200,
    );
    const second = await avatarOf(user.id);
    expect(second).not.toBe(first);
    expect(await db().select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(await t.storage.exists(storageKeyFor(first))).toBe(false);
  });

  it("lets an admin set another user's avatar; anyone else gets 403, nobody 401", async () => {
    const user = await f.createParticipant(db());
    const image = multipart(await pngOf(30, 30));
    const other = await cookieFor(db(), (await f.createParticipant(db())).id);
    expect((await upload(user.id, other, image)).json()).toEqual({ detail: 'forbidden' });
    expect((await upload(user.id, undefined, image)).statusCode).toBe(401);
    expect(await avatarOf(user.id)).toBeNull();

    const admin = await cookieFor(db(), (await f.createAdmin(db())).id);
    expect((await upload(user.id, admin, image)).statusCode).toBe(200);
    expect(await avatarOf(user.id)).not.toBeNull();
    const before = (await db().select({ id: files.id }).from(files)).length;
    expect((await upload(crypto.randomUUID(), admin, image)).statusCode).toBe(404);
    expect((await db().select({ id: files.id }).from(files)).length).toBe(before);
  });

  it('refuses an image over 5 MB (413)', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const big = Buffer.concat([await pngOf(10, 10), randomBytes(5 * 1024 * 1024)]);
    const res = await upload(user.id, cookie, multipart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'payload_too_large' });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses what is not an image by its bytes (415), a broken image, and a request without the file (400)', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const pdf = await upload(user.id, cookie, multipart(PDF_BYTES, { name: 'foto.png', type: 'image/png' }));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ detail: 'unsupported_file_type' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect((await upload(user.id, cookie, multipart(svg, { type: 'image/svg+xml' }))).statusCode).toBe(415);
    const broken = (await pngOf(40, 40)).subarray(0, 60);
    expect((await upload(user.id, cookie, multipart(broken))).statusCode).toBe(415);

    const wrongField = await upload(user.id, cookie, multipart(await pngOf(5, 5), { field: 'image' }));
    expect(wrongField.json()).toEqual({
      detail: 'validation_failed',
      violations: [{ propertyPath: 'file', detail: 'validation.required' }],
    });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/avatar`,
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await avatarOf(user.id)).toBeNull();
  });
});

describe('DELETE /api/users/{id}/avatar', () => {
  it('removes the avatar and its file (204), also when there is none; others 403, nobody 401', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    await upload(user.id, cookie, multipart(await pngOf(20, 20)));
    const fileId = (await avatarOf(user.id))!;

    const other = await cookieFor(db(), (await f.createTeacher(db())).id);
    expect((await remove(user.id, other)).statusCode).toBe(403);
    expect((await remove(user.id)).statusCode).toBe(401);
    expect(await avatarOf(user.id)).toBe(fileId);

    expect((await remove(user.id, cookie)).statusCode).toBe(204);
    expect(await avatarOf(user.id)).toBeNull();
    expect(await db().select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await t.storage.exists(storageKeyFor(fileId))).toBe(false);
    expect((await remove(user.id, cookie)).statusCode).toBe(204);
    const account = await t.app.inject({ method: 'GET', url: '/api/users/account', headers: { cookie } });
    expect(account.json()).toMatchObject({ avatar: null });
  });
});

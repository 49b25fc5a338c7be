import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { maliciousPdf } from '../../../test/pdf-fixtures';
import { files } from '../../db/schema';
import { storageKeyFor } from './files.service';
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

let t: FilesTestApp;
let base: string;
beforeAll(async () => {
  t = await createFilesTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const staged = () => {
  try {
    return readdirSync(join(t.root, 'uploads'));
  } catch {
    return [];
  }
};
const create = (cookie: string | undefined, length: number, meta: Record<string, string>, query = '') =>
  createUpload(base, cookie, length, meta, query);
const patch = patchUpload;
const head = headUpload;

describe('resumable upload (tus)', () => {
  it('resumes a 50 MB upload interrupted half-way and stores identical bytes', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const size = 50 * 1024 * 1024;
    const source = Buffer.concat([PDF_BYTES, randomBytes(size - PDF_BYTES.length)]);

    const { res, url } = await create(cookie, size, { filename: 'Portfolio 2026.pdf', filetype: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(url).toMatch(new RegExp(`^${base}/api/file/upload/[0-9a-f-]{36}$`));
    await interruptedPatch(url, cookie, source, size / 2);
    const offset = await settledOffset(url, cookie);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(size);

    const upload = await tusUpload(source, { uploadUrl: url, headers: { cookie } });
    const fileId = url.split('/').pop()!;
    expect(upload.fileId).toBe(fileId);
    const [row] = await db().select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({
      name: 'Portfolio 2026.pdf',
      mimeType: 'application/pdf',
      size,
      sha256: sha256(source),
      uploadedById: user.id,
      context: 'entry',
    });
    const download = await fetch(`${base}/api/file/${fileId}`, { headers: { cookie } });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(source));
    expect(staged()).toEqual([]);
  });

  it('works with tus-js-client from the start, metadata and all', async () => {
    const user = await f.createTeacher(db());
    const cookie = await cookieFor(db(), user.id);
    const png = await pngOf(20, 10);
    const upload = await tusUpload(png, {
      endpoint: `${base}/api/file`,
      headers: { cookie },
      metadata: { filename: 'C:\\fakepath\\schets.png', filetype: 'image/png', context: 'faq' },
      chunkSize: 100,
    });
    const [row] = await db().select().from(files).where(eq(files.id, upload.fileId!));
    expect(row).toMatchObject({ name: 'schets.png', mimeType: 'image/png', context: 'faq', size: png.length });
    expect(readFileSync(join(t.root, 'files', storageKeyFor(row!.id))).equals(png)).toBe(true);
  });

  it('removes scripts, launch and submit actions from an uploaded PDF, keeping its page and a plain link', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const pdf = await maliciousPdf();
    const raw = pdf.toString('latin1');
    for (const name of ['/OpenAction', '/JavaScript', '/JS', '/Launch', '/SubmitForm', '/AA'])
      expect(raw).toContain(name);
    const upload = await tusUpload(pdf, {
      endpoint: `${base}/api/file`,
      headers: { cookie },
      metadata: { filename: 'verslag.pdf', filetype: 'application/pdf', context: 'entry' },
    });
    const download = await t.app.inject({ url: `/api/file/${upload.fileId}`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    const stored = download.rawPayload;
    const text = stored.toString('latin1');
    for (const name of ['/OpenAction', '/JavaScript', '/JS', '/Launch', '/SubmitForm', '/AA', 'app.alert']) {
      expect(text, name).not.toContain(name);
    }
    expect(text).toContain('/URI');
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
    const [row] = await db().select().from(files).where(eq(files.id, upload.fileId!));
    expect(row).toMatchObject({ mimeType: 'application/pdf', size: stored.length, sha256: sha256(stored) });
    expect(t.logs.lines.some((l) => String(l.msg).startsWith('active content'))).toBe(true);
  });

  it('refuses a renamed executable by its content (415) and keeps nothing of it', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const { res, url } = await create(cookie, ELF_BYTES.length, {
      filename: 'verslag.pdf',
      filetype: 'application/pdf',
    });
    expect(res.status).toBe(201);
    const done = await patch(url, cookie, 0, ELF_BYTES);
    expect(done.status).toBe(415);
    expect(await done.json()).toEqual({ detail: 'unsupported_file_type' });
    const id = url.split('/').pop()!;
    expect(await db().select().from(files).where(eq(files.id, id))).toEqual([]);
    expect((await head(url, cookie)).status).toBe(404);
    expect(await t.storage.exists(storageKeyFor(id))).toBe(false);
    expect(staged()).toEqual([]);
  });

  it('refuses an upload above the limit with 413 before storing anything', async () => {
    const cookie = await cookieFor(db(), (await f.createParticipant(db())).id);
    const before = staged();
    const { res } = await create(cookie, MAX_UPLOAD_BYTES + 1, { filename: 'film.mp4', filetype: 'video/mp4' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'payload_too_large' });
    expect(res.headers.get('location')).toBeNull();
    expect(staged()).toEqual(before);

    // More bytes than the upload announced are refused as well.
    const { url } = await create(cookie, 10, { filename: 'klein.txt', filetype: 'text/plain' });
    expect((await patch(url, cookie, 0, Buffer.from('veel meer dan tien bytes'))).status).toBe(413);
    await fetch(url, { method: 'DELETE', headers: { ...TUS, cookie } });
  });

  it("lets nobody else resume, inspect or abandon someone's upload", async () => {
    const owner = await cookieFor(db(), (await f.createParticipant(db())).id);
    const other = await cookieFor(db(), (await f.createParticipant(db())).id);
    const admin = await cookieFor(db(), (await f.createAdmin(db())).id);
    const { url } = await create(owner, 20, { filename: 'a.txt', filetype: 'text/plain' });

    for (const cookie of [other, admin]) {
      expect((await head(url, cookie)).status).toBe(404);
      expect((await patch(url, cookie, 0, Buffer.from('ingeschoven door een '))).status).toBe(404);
      expect((await fetch(url, { method: 'DELETE', headers: { ...TUS, cookie } })).status).toBe(404);
    }
    expect((await head(url)).status).toBe(401);
    const own = await head(url, owner);
    expect(own.status).toBe(200);
    expect(own.headers.get('upload-offset')).toBe('0');

    expect((await fetch(url, { method: 'DELETE', headers: { ...TUS, cookie: owner } })).status).toBe(204);
    expect((await head(url, owner)).status).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('refuses anonymous callers, unknown contexts and requests from another site', async () => {
    const cookie = await cookieFor(db(), (await f.createParticipant(db())).id);
    expect((await create(undefined, 10, { filename: 'a.txt' })).res.status).toBe(401);
    const bad = await create(cookie, 10, { filename: 'a.txt', context: 'avatar' });
    expect(bad.res.status).toBe(400);
    expect(await bad.res.json()).toEqual({
      detail: 'validation_failed',
      violations: [{ propertyPath: 'context', detail: 'validation.invalid' }],
    });
    const forged = await fetch(`${base}/api/file`, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': '10', cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    expect(staged()).toEqual([]);
  });

  it('lets an external contributor upload with their session; the resume address carries nothing secret', async () => {
    const assignment = await f.createAssignment(db());
    const invitation = await f.createAccessToken(db(), { assignmentId: assignment.id });
    const session = `sessie-${randomBytes(12).toString('hex')}`;
    await f.createContributorSession(db(), { accessTokenId: invitation.id, session });
    const upload = await tusUpload(Buffer.from('bijdrage;cijfer\n'), {
      endpoint: `${base}/api/file`,
      headers: { cookie: `portal_contributor=${session}` },
      metadata: { filename: 'bijdrage.csv', filetype: 'text/csv', context: 'news' },
    });
    expect(upload.url).not.toContain('?');
    const [row] = await db().select().from(files).where(eq(files.id, upload.fileId!));
    // A contributor's upload belongs to no account and is always for the assignment's form.
    expect(row).toMatchObject({ uploadedById: null, context: 'entry', mimeType: 'text/csv' });
    expect((await create('portal_contributor=onbekend', 10, { filename: 'a.txt' })).res.status).toBe(401);
    expect(t.logs.raw.some((line) => line.includes(session))).toBe(false);
  });

  it('expires an unfinished upload after a day', async () => {
    const cookie = await cookieFor(db(), (await f.createParticipant(db())).id);
    const { url } = await create(cookie, 100, { filename: 'half.txt', filetype: 'text/plain' });
    expect((await patch(url, cookie, 0, Buffer.from('de eerste helft'))).status).toBe(204);
    const id = url.split('/').pop()!;
    const infoFile = join(t.root, 'uploads', `${id}.json`);
    expect(await t.app.fileMaintenance.expireUploads()).toBe(0);

    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    writeFileSync(infoFile, JSON.stringify(info));
    expect(await t.app.fileMaintenance.expireUploads()).toBe(1);
    expect((await head(url, cookie)).status).toBe(404);
    expect(staged()).toEqual([]);
  });
});

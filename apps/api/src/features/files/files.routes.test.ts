import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { fileReads } from '../../db/schema';
import { iconKeyFor } from './files.service';
import {
  cookieFor,
  createFilesTestApp,
  PDF_BYTES,
  pngOf,
  sha256,
  storeFile,
  type FilesTestApp,
} from './files.test-support';

let t: FilesTestApp;
beforeAll(async () => {
  t = await createFilesTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie && { cookie }) } });

/** A participant with an education, an assignment in it and a file uploaded into one of its entries. */
async function entryFile(bytes: Buffer = PDF_BYTES, overrides: Parameters<typeof storeFile>[3] = {}) {
  const participant = await f.createParticipant(db());
  const education = await f.createEducation(db(), { userId: participant.id });
  const assignment = await f.createAssignment(db(), { educationId: education.id, userId: participant.id });
  const entry = await f.createEntry(db(), { assignmentId: assignment.id });
  const value = await f.createEntryValue(db(), { entryId: entry.id, fieldType: 'file-upload' });
  const file = await storeFile(db(), t.storage, bytes, {
    uploadedById: participant.id,
    context: 'entry',
    name: 'Verslag één.pdf',
    ...overrides,
  });
  await f.createEntryValueFile(db(), { entryValueId: value.id, fileId: file.id });
  return { participant, education, assignment, file };
}

describe('GET /api/file/{id}', () => {
  it('streams the bytes with their type, a clean name, an ETag and private caching', async () => {
    const { participant, file } = await entryFile();
    const res = await get(`/api/file/${file.id}`, await cookieFor(db(), participant.id));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF_BYTES.length),
      'content-disposition': `inline; filename="Verslag een.pdf"; filename*=UTF-8''Verslag%20%C3%A9%C3%A9n.pdf`,
      etag: `"${sha256(PDF_BYTES)}"`,
      'cache-control': 'private, no-cache',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-encoding']).toBeUndefined();

    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/file/${file.id}`,
      headers: { cookie: await cookieFor(db(), participant.id) },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PDF_BYTES.length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 304 when the client holds the same bytes', async () => {
    const { participant, file } = await entryFile();
    const cookie = await cookieFor(db(), participant.id);
    const res = await get(`/api/file/${file.id}`, cookie, { 'if-none-match': `W/"other", "${file.sha256}"` });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload).toHaveLength(0);
  });

  it('serves byte ranges (206) and refuses one past the end (416)', async () => {
    const bytes = Buffer.concat([PDF_BYTES, randomBytes(1000)]);
    const { participant, file } = await entryFile(bytes);
    const cookie = await cookieFor(db(), participant.id);

    const middle = await get(`/api/file/${file.id}`, cookie, { range: 'bytes=10-19' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 10-19/${bytes.length}`);
    expect(middle.headers['content-length']).toBe('10');
    expect(middle.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);

    const tail = await get(`/api/file/${file.id}`, cookie, { range: 'bytes=-7' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 7))).toBe(true);

    const past = await get(`/api/file/${file.id}`, cookie, { range: `bytes=${bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(past.json()).toEqual({ detail: 'range_not_satisfiable' });

    // If-Range naming other bytes: the whole (changed) file rather than a piece of it.
    const stale = await get(`/api/file/${file.id}`, cookie, { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves SVG and text only as sandboxed attachments, so they can never run script', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, mimeType, name] of [
      [svg, 'image/svg+xml', 'logo.svg'],
      [Buffer.from('<h1>hallo</h1>'), 'text/plain', 'notitie.txt'],
    ] as const) {
      const file = await storeFile(db(), t.storage, bytes, { uploadedById: user.id, mimeType, name });
      const res = await get(`/api/file/${file.id}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(mimeType);
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    }
  });

  it('answers 404 to another participant, and for a file that does not exist; 401 to nobody; 400 to a bad id', async () => {
    const { file } = await entryFile();
    const other = await f.createParticipant(db());
    const cookie = await cookieFor(db(), other.id);
    const refused = await get(`/api/file/${file.id}`, cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'not_found' });
    expect((await get(`/api/file/${crypto.randomUUID()}`, cookie)).statusCode).toBe(404);
    expect((await get(`/api/file/${file.id}`)).statusCode).toBe(401);
    expect((await get('/api/file/niet-een-id', cookie)).json()).toMatchObject({ detail: 'validation_failed' });
  });

  it('answers 404 when the stored bytes are gone, rather than failing', async () => {
    const user = await f.createParticipant(db());
    const file = await f.createFile(db(), { uploadedById: user.id, storageKey: 'ab/lost-bytes' });
    expect((await get(`/api/file/${file.id}`, await cookieFor(db(), user.id))).statusCode).toBe(404);
  });
});

describe('who may see a file', () => {
  /** The status each caller gets for the file, in the callers' order. */
  async function statuses(fileId: string, callers: { id: string }[]) {
    const answers = [];
    for (const caller of callers) {
      answers.push((await get(`/api/file/${fileId}`, await cookieFor(db(), caller.id))).statusCode);
    }
    return answers;
  }

  it("an assignment's files: its participant, evaluators, the education's staff and admins; no one else", async () => {
    const { participant, education, assignment, file } = await entryFile();
    const evaluator = await f.createTeacher(db());
    await f.createAssignmentEvaluator(db(), { assignmentId: assignment.id, userId: evaluator.id });
    const trainer = await f.createPracticalTrainer(db());
    await f.createEducationStaff(db(), { educationId: education.id, userId: trainer.id, role: 'practical_trainer' });
    const admin = await f.createAdmin(db());
    const otherTeacher = await f.createTeacher(db());
    const otherParticipant = await f.createParticipant(db());
    expect(await statuses(file.id, [participant, evaluator, trainer, admin, otherTeacher, otherParticipant])).toEqual([
      200, 200, 200, 200, 404, 404,
    ]);
  });

  it('education material: the participant and the staff of that education', async () => {
    const participant = await f.createParticipant(db());
    const education = await f.createEducation(db(), { userId: participant.id });
    const educator = await f.createInstituteEducator(db());
    await f.createEducationStaff(db(), { educationId: education.id, userId: educator.id });
    const material = await f.createEducationMaterial(db(), { educationId: education.id });
    const file = await storeFile(db(), t.storage, PDF_BYTES, { context: 'material' });
    await f.createEducationMaterialFile(db(), { materialId: material.id, fileId: file.id });
    const stranger = await f.createInstituteEducator(db());
    expect(await statuses(file.id, [participant, educator, stranger])).toEqual([200, 200, 404]);
  });

  it('news files: the readers the item targets now, and news managers', async () => {
    const reader = await f.createParticipant(db());
    const education = await f.createEducation(db(), { userId: reader.id });
    const targeted = await f.createNewsItem(db(), { roles: [] });
    await f.createNewsEducation(db(), { newsId: targeted.id, educationAfasId: education.afasId });
    const file = await storeFile(db(), t.storage, PDF_BYTES, { context: 'news' });
    await f.createNewsFile(db(), { newsId: targeted.id, fileId: file.id });
    const manager = await f.createUser(db(), { permissions: ['MANAGE_NEWS'] });
    const assistant = await f.createProgramAssistant(db());
    const outsider = await f.createParticipant(db());
    expect(await statuses(file.id, [reader, manager, assistant, outsider])).toEqual([200, 200, 200, 404]);

    // An image of a news item for teachers, not yet published: its readers do not see it yet.
    const draft = await f.createNewsItem(db(), { roles: ['ROLE_TEACHER'], published: false });
    const image = await storeFile(db(), t.storage, await pngOf(4, 4), { context: 'news', mimeType: 'image/png' });
    await f.createNewsItem(db(), { roles: ['ROLE_TEACHER'], imageFileId: image.id });
    const teacher = await f.createTeacher(db());
    expect(await statuses(image.id, [teacher, outsider])).toEqual([200, 404]);
    const unpublishedImage = await storeFile(db(), t.storage, PDF_BYTES, { context: 'news' });
    await f.createNewsFile(db(), { newsId: draft.id, fileId: unpublishedImage.id });
    expect(await statuses(unpublishedImage.id, [teacher, manager])).toEqual([404, 200]);
  });

  it('avatars, FAQ and form attachments: any signed-in user; certificates: their holder and admins', async () => {
    const someone = await f.createELearningUser(db());
    const avatar = await storeFile(db(), t.storage, await pngOf(4, 4), { context: 'avatar', mimeType: 'image/png' });
    await f.createParticipant(db(), { avatarFileId: avatar.id });
    const faq = await storeFile(db(), t.storage, PDF_BYTES, { context: 'faq' });
    await f.createFaqItemFile(db(), { fileId: faq.id });
    const form = await storeFile(db(), t.storage, PDF_BYTES, { context: 'form' });
    await f.createFormAttachment(db(), { fileId: form.id });
    for (const file of [avatar, faq, form]) expect(await statuses(file.id, [someone])).toEqual([200]);

    const holder = await f.createParticipant(db());
    const certificate = await storeFile(db(), t.storage, PDF_BYTES, { context: 'certificate' });
    await f.createCertificate(db(), { userId: holder.id, fileId: certificate.id });
    expect(await statuses(certificate.id, [holder, await f.createAdmin(db()), someone])).toEqual([200, 200, 404]);
  });

  it('a file nothing links to yet: only its uploader and admins', async () => {
    const uploader = await f.createTeacher(db());
    const file = await storeFile(db(), t.storage, PDF_BYTES, { uploadedById: uploader.id });
    const colleague = await f.createTeacher(db());
    expect(await statuses(file.id, [uploader, await f.createAdmin(db()), colleague])).toEqual([200, 200, 404]);
  });

  it("a contributor session: its assignment's files and form attachments, nothing else; a token in the address is nobody", async () => {
    const { assignment, file } = await entryFile();
    const token = `contributor-${randomBytes(16).toString('hex')}`;
    const invitation = await f.createAccessToken(db(), { assignmentId: assignment.id, token });
    const session = `sessie-${randomBytes(16).toString('hex')}`;
    await f.createContributorSession(db(), { accessTokenId: invitation.id, session });
    const attachment = await storeFile(db(), t.storage, PDF_BYTES, { context: 'form' });
    await f.createFormAttachment(db(), { formId: assignment.formId, fileId: attachment.id });
    const other = await entryFile();
    const revoked = await f.createAccessToken(db(), { assignmentId: assignment.id, revokedAt: new Date() });
    const revokedSession = `ingetrokken-${randomBytes(16).toString('hex')}`;
    await f.createContributorSession(db(), { accessTokenId: revoked.id, session: revokedSession });
    const expiredSession = `verlopen-${randomBytes(16).toString('hex')}`;
    await f.createContributorSession(db(), {
      accessTokenId: invitation.id,
      session: expiredSession,
      expiresAt: f.daysFromNow(-1),
    });
    const as = (value: string) => `portal_contributor=${value}`;

    expect((await get(`/api/file/${file.id}`, as(session))).statusCode).toBe(200);
    expect((await get(`/api/file/${attachment.id}`, as(session))).statusCode).toBe(200);
    expect((await get(`/api/file/image/${file.id}/icon`, as(session))).statusCode).toBe(415);
    expect((await get(`/api/file/${other.file.id}`, as(session))).statusCode).toBe(404);
    expect((await get(`/api/file/${file.id}`, as(revokedSession))).statusCode).toBe(401);
    expect((await get(`/api/file/${file.id}`, as(expiredSession))).statusCode).toBe(401);
    expect((await get(`/api/file/${file.id}`, as('onbekend'))).statusCode).toBe(401);
    // The invitation token itself is no credential here: it is exchanged once for the session.
    expect((await get(`/api/file/${file.id}?token=${token}`)).statusCode).toBe(401);
    expect(t.logs.raw.some((line) => line.includes(token) || line.includes(session))).toBe(false);
  });
});

describe('GET /api/file/image/{id}/icon', () => {
  it('answers a 96 px wide webp of an image, made once and kept in storage', async () => {
    const user = await f.createParticipant(db());
    const cookie = await cookieFor(db(), user.id);
    const file = await storeFile(db(), t.storage, await pngOf(300, 150), {
      uploadedById: user.id,
      mimeType: 'image/png',
    });
    const res = await get(`/api/file/image/${file.id}/icon`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 96, height: 48 });
    expect(await t.storage.exists(iconKeyFor(file.id))).toBe(true);

    const again = await get(`/api/file/image/${file.id}/icon`, cookie, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers 415 for a file that is not an image, 404 to whoever may not see it', async () => {
    const { participant, file } = await entryFile();
    expect((await get(`/api/file/image/${file.id}/icon`, await cookieFor(db(), participant.id))).json()).toEqual({
      detail: 'unsupported_file_type',
    });
    const image = await storeFile(db(), t.storage, await pngOf(10, 10), { mimeType: 'image/png' });
    const stranger = await cookieFor(db(), (await f.createParticipant(db())).id);
    expect((await get(`/api/file/image/${image.id}/icon`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/file/image/${image.id}/icon`)).statusCode).toBe(401);
  });
});

describe('POST /api/file/{id}/read and /unread', () => {
  const mark = (id: string, state: 'read' | 'unread', cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/file/${id}/${state}`, headers: cookie ? { cookie } : {} });
  const flag = async (fileId: string, userId: string) =>
    (
      await db()
        .select()
        .from(fileReads)
        .where(and(eq(fileReads.fileId, fileId), eq(fileReads.userId, userId)))
    ).length === 1;

  it("lets an educator who may see a participant's file mark it read and unread", async () => {
    const { assignment, file } = await entryFile();
    const evaluator = await f.createEducator(db());
    await f.createAssignmentEvaluator(db(), { assignmentId: assignment.id, userId: evaluator.id });
    const cookie = await cookieFor(db(), evaluator.id);

    const read = await mark(file.id, 'read', cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id: file.id, read: true });
    expect(await flag(file.id, evaluator.id)).toBe(true);
    expect((await mark(file.id, 'read', cookie)).json()).toEqual({ id: file.id, read: true });

    expect((await mark(file.id, 'unread', cookie)).json()).toEqual({ id: file.id, read: false });
    expect(await flag(file.id, evaluator.id)).toBe(false);
  });

  it("refuses an educator's own file (403), a participant (403), nobody (401), a file out of sight (404)", async () => {
    const trainer = await f.createPracticalTrainer(db());
    const own = await storeFile(db(), t.storage, PDF_BYTES, { uploadedById: trainer.id });
    const trainerCookie = await cookieFor(db(), trainer.id);
    expect((await mark(own.id, 'read', trainerCookie)).json()).toEqual({ detail: 'forbidden' });
    expect((await mark(own.id, 'unread', trainerCookie)).statusCode).toBe(403);

    const { participant, file } = await entryFile();
    expect((await mark(file.id, 'read', await cookieFor(db(), participant.id))).statusCode).toBe(403);
    expect((await mark(file.id, 'read')).statusCode).toBe(401);
    expect((await mark(file.id, 'read', trainerCookie)).statusCode).toBe(404);
    expect((await mark(crypto.randomUUID(), 'read', trainerCookie)).statusCode).toBe(404);
    expect(await flag(file.id, trainer.id)).toBe(false);
    expect(await flag(own.id, trainer.id)).toBe(false);
  });
});

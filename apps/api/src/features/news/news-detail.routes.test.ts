import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { createNewsTestApp, PDF_BYTES, signedIn, type NewsTestApp } from './news.test-support';

// Items are aimed at nobody unless told (no roles): the factory's default (participants) would reach every
// participant of this file.

let t: NewsTestApp;
beforeAll(async () => {
  t = await createNewsTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const news = (overrides: Parameters<typeof f.createNewsItem>[1] = {}) =>
  f.createNewsItem(t.db, { roles: [], ...overrides });
const get = (url: string, cookie?: string) => t.app.inject({ url, ...(cookie && { headers: { cookie } }) });

/** A participant in one programme and one event, with items aimed at them in every way and items that are not. */
async function readerWithNews() {
  const reader = await signedIn(t, f.createParticipant, { role: 'ROLE_PRACTICAL_TRAINER' });
  const education = await f.createEducation(t.db, { userId: reader.user.id });
  const enrolment = await f.createEnrolment(t.db, { userId: reader.user.id });
  const byRole = await news({ roles: ['ROLE_PRACTICAL_TRAINER'] });
  const byEducation = await news();
  await f.createNewsEducation(t.db, { newsId: byEducation.id, educationAfasId: education.afasId });
  const byEvent = await news();
  await f.createNewsEvent(t.db, { newsId: byEvent.id, eventId: enrolment.eventId });
  const concept = await news({ roles: ['ROLE_PRACTICAL_TRAINER'], published: false });
  const ended = await news({
    roles: ['ROLE_PRACTICAL_TRAINER'],
    publishedStart: f.daysFromNow(-20),
    publishedEnd: f.daysFromNow(-2),
  });
  const future = await news({ roles: ['ROLE_PRACTICAL_TRAINER'], publishedStart: f.daysFromNow(2) });
  const otherRole = await news({ roles: ['ROLE_TEACHER'] });
  const otherEducation = await news();
  await f.createNewsEducation(t.db, { newsId: otherEducation.id });
  const otherEvent = await news();
  await f.createNewsEvent(t.db, { newsId: otherEvent.id });
  return {
    reader,
    visible: [byRole, byEducation, byEvent],
    hidden: [concept, ended, future, otherRole, otherEducation, otherEvent],
  };
}

describe('GET /api/news/{id}', () => {
  it('refuses anonymous callers with 401', async () => {
    const item = await news({ roles: ['ROLE_PARTICIPANT'] });
    expect((await get(`/api/news/${item.id}`)).statusCode).toBe(401);
    expect((await get(`/api/news/file/${crypto.randomUUID()}`)).statusCode).toBe(401);
  });

  it('shows a reader only the items aimed at them that are published and in their window; 404 otherwise', async () => {
    const { reader, visible, hidden } = await readerWithNews();
    for (const item of visible) {
      const res = await get(`/api/news/${item.id}`, reader.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: item.id,
        title: item.title,
        read: true,
        _permissions: { update: false, delete: false, removeImage: false },
      });
    }
    for (const item of hidden) {
      const res = await get(`/api/news/${item.id}`, reader.cookie);
      expect(res.statusCode, item.title).toBe(404);
      expect(res.json()).toEqual({ detail: 'not_found' });
    }
    expect((await get(`/api/news/${crypto.randomUUID()}`, reader.cookie)).statusCode).toBe(404);
    // Other tests of this file aim items at the same roles: what matters is which of these are listed.
    const listed = (await get('/api/news?perPage=100', reader.cookie)).json().items.map((i: { id: string }) => i.id);
    for (const item of visible) expect(listed).toContain(item.id);
    for (const item of hidden) expect(listed).not.toContain(item.id);
  });

  it('marks the item read for the reader only, so their unread count drops', async () => {
    const { reader, visible } = await readerWithNews();
    const colleague = await signedIn(t, f.createPracticalTrainer);
    const count = async (cookie: string) => (await get('/api/news?count=true', cookie)).json().totalItems as number;
    const unread = await count(reader.cookie);
    expect(unread).toBeGreaterThanOrEqual(3);
    const before = await count(colleague.cookie);
    await get(`/api/news/${visible[0]!.id}`, reader.cookie);
    await get(`/api/news/${visible[0]!.id}`, reader.cookie);
    expect(await count(reader.cookie)).toBe(unread - 1);
    expect(await count(colleague.cookie)).toBe(before);
    const list = (await get('/api/news', reader.cookie)).json();
    expect(list.items.find((i: { id: string }) => i.id === visible[0]!.id).read).toBe(true);
  });

  it('answers the full item: content, image, files, targets and author', async () => {
    const reader = await signedIn(t);
    const author = await f.createProgramAssistant(t.db, { firstName: 'Anouk', insertion: 'de', lastName: 'Boer' });
    const image = await f.createFile(t.db, { context: 'news', mimeType: 'image/png' });
    const item = await news({ roles: ['ROLE_PARTICIPANT'], imageFileId: image.id, authorId: author.id });
    const file = await f.createFile(t.db, { context: 'news', name: 'rooster.pdf' });
    await f.createNewsFile(t.db, { newsId: item.id, fileId: file.id });
    const res = await get(`/api/news/${item.id}`, reader.cookie);
    expect(res.json()).toEqual({
      id: item.id,
      title: item.title,
      content: item.content,
      image: `/api/file/${image.id}`,
      imageUrl: null,
      published: true,
      publishedStart: item.publishedStart!.toISOString(),
      publishedEnd: item.publishedEnd!.toISOString(),
      updated: item.updatedAt.toISOString(),
      read: true,
      files: [
        {
          id: file.id,
          name: 'rooster.pdf',
          mimeType: 'application/pdf',
          size: file.size,
          url: `/api/news/file/${file.id}`,
        },
      ],
      roles: ['ROLE_PARTICIPANT'],
      educations: [],
      events: [],
      author: {
        id: author.id,
        fullName: 'Anouk de Boer',
        fullNameLastNameFirst: 'Boer, Anouk de',
        firstName: 'Anouk',
        avatar: null,
      },
      _permissions: { update: false, delete: false, removeImage: false },
    });
  });

  it('opens any item, concepts too, for admins, program assistants and MANAGE_NEWS holders', async () => {
    const concept = await news({ published: false });
    const admin = await signedIn(t, f.createAdmin);
    const assistant = await signedIn(t, f.createProgramAssistant);
    const manager = await signedIn(t, f.createTeacher, { permissions: ['MANAGE_NEWS'] });
    const expected = [
      [admin, { update: true, delete: true, removeImage: true }],
      [assistant, { update: false, delete: false, removeImage: true }],
      [manager, { update: true, delete: false, removeImage: false }],
    ] as const;
    for (const [who, permissions] of expected) {
      const res = await get(`/api/news/${concept.id}`, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()._permissions).toEqual(permissions);
    }
  });
});

describe('GET /api/news for admins and program assistants', () => {
  it('lists every item, concepts and items outside their window included; the count stays the reader’s', async () => {
    const concept = await news({ published: false, publishedStart: f.daysFromNow(1000) });
    const ended = await news({ publishedStart: f.daysFromNow(999), publishedEnd: f.daysFromNow(-1) });
    for (const create of [f.createAdmin, f.createProgramAssistant]) {
      const { cookie } = await signedIn(t, create);
      const res = (await get('/api/news?perPage=2', cookie)).json();
      expect(res.items.map((i: { id: string }) => i.id)).toEqual([concept.id, ended.id]);
      expect(res.items[0].published).toBe(false);
      expect((await get('/api/news?count=true', cookie)).json().totalItems).toBe(0);
    }
    const participant = await signedIn(t);
    const ids = (await get('/api/news?perPage=100', participant.cookie)).json().items.map((i: { id: string }) => i.id);
    expect(ids).not.toContain(concept.id);
    expect(ids).not.toContain(ended.id);
  });
});

describe('GET /api/news/file/{id}', () => {
  it('downloads a file of an item the reader may see, as the file area does; anyone else gets 404', async () => {
    const { reader, visible, hidden } = await readerWithNews();
    const outsider = await signedIn(t);
    const file = await f.createFile(t.db, { context: 'news', name: 'rooster.pdf' });
    await t.storage.put(file.storageKey, PDF_BYTES);
    await f.createNewsFile(t.db, { newsId: visible[1]!.id, fileId: file.id });
    const hiddenFile = await f.createFile(t.db, { context: 'news' });
    await t.storage.put(hiddenFile.storageKey, PDF_BYTES);
    await f.createNewsFile(t.db, { newsId: hidden[0]!.id, fileId: hiddenFile.id });

    const download = await get(`/api/news/file/${file.id}`, reader.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(download.headers).toMatchObject({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes' });
    expect(download.headers['content-disposition']).toContain('rooster.pdf');
    const range = await t.app.inject({
      url: `/api/news/file/${file.id}`,
      headers: { cookie: reader.cookie, range: 'bytes=0-3' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    const etag = download.headers.etag as string;
    const cached = await t.app.inject({
      url: `/api/news/file/${file.id}`,
      headers: { cookie: reader.cookie, 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    expect((await get(`/api/news/file/${file.id}`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(`/api/news/file/${hiddenFile.id}`, reader.cookie)).statusCode).toBe(404);
    expect((await get(`/api/news/file/${crypto.randomUUID()}`, reader.cookie)).statusCode).toBe(404);
    const notNews = await f.createFile(t.db, { context: 'faq' });
    expect((await get(`/api/news/file/${notNews.id}`, reader.cookie)).statusCode).toBe(404);
    const admin = await signedIn(t, f.createAdmin);
    expect((await get(`/api/news/file/${hiddenFile.id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('downloads the image of an item the reader may see', async () => {
    const reader = await signedIn(t, f.createParticipant, { role: 'ROLE_PRACTICAL_TRAINER' });
    const image = await f.createFile(t.db, { context: 'news', mimeType: 'image/png' });
    await t.storage.put(image.storageKey, PDF_BYTES);
    await news({ roles: ['ROLE_PRACTICAL_TRAINER'], imageFileId: image.id });
    expect((await get(`/api/news/file/${image.id}`, reader.cookie)).statusCode).toBe(200);
  });
});

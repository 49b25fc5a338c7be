import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, type CreateUser } from '../../../test/sign-in';
import type { Db } from '../../db/client';

// Every item here is created with explicit roles: the factory's default (participants) would reach every
// participant of this file. Role targeting is tested with ROLE_PRACTICAL_TRAINER, which no other test aims at.

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

type Create = CreateUser;

const signedIn = (create: Create = f.createParticipant, options: f.UserOptions = {}) =>
  signedInUser(t, create, options);

const count = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/news?count=true', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const list = async (cookie: string, search = '') => {
  const res = await t.app.inject({ url: `/api/news?${search}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A news item aimed at nobody unless told (no roles), published from yesterday for a month. */
const news = (overrides: Parameters<typeof f.createNewsItem>[1] = {}) =>
  f.createNewsItem(db, { roles: [], ...overrides });

describe('who may read the news', () => {
  it('refuses anonymous callers and API keys with 401', async () => {
    expect((await t.app.inject('/api/news?count=true')).statusCode).toBe(401);
    expect((await t.app.inject('/api/news')).statusCode).toBe(401);
    const key = `opk_${randomBytes(32).toString('base64url')}`;
    await f.createApiKey(db, { key, roles: ['ROLE_CREATE_NOTIFICATIONS'] });
    expect((await t.app.inject({ url: '/api/news', headers: { 'x-api-key': key } })).statusCode).toBe(401);
  });
});

describe('GET /api/news?count=true', () => {
  it('counts the unread items aimed at the reader’s roles, educations or events, inside their window', async () => {
    const { user, cookie } = await signedIn(f.createParticipant, { role: 'ROLE_PRACTICAL_TRAINER' });
    const education = await f.createEducation(db, { userId: user.id });
    const enrolled = await f.createEnrolment(db, { userId: user.id });
    const cancelled = await f.createEnrolment(db, { userId: user.id, status: 'cancelled' });
    const otherEvent = await f.createEvent(db);
    const otherEducation = await f.createEducation(db);
    expect(await count(cookie)).toEqual({ totalItems: 0 });

    // Counted.
    await news({ roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_TEACHER'] });
    await f.createNewsEducation(db, { newsId: (await news()).id, educationAfasId: education.afasId });
    await f.createNewsEvent(db, { newsId: (await news()).id, eventId: enrolled.eventId });
    await news({ roles: ['ROLE_PRACTICAL_TRAINER'], publishedEnd: null });
    await news({ roles: ['ROLE_PRACTICAL_TRAINER'], publishedStart: null, publishedEnd: null });
    expect(await count(cookie)).toEqual({ totalItems: 5 });

    // Not counted: read, unpublished, outside the window, or aimed elsewhere.
    const read = await news({ roles: ['ROLE_PRACTICAL_TRAINER'] });
    await f.createNewsRead(db, { newsId: read.id, userId: user.id });
    await news({ roles: ['ROLE_PRACTICAL_TRAINER'], published: false });
    await news({
      roles: ['ROLE_PRACTICAL_TRAINER'],
      publishedStart: f.daysFromNow(-30),
      publishedEnd: f.daysFromNow(-1),
    });
    await news({
      roles: ['ROLE_PRACTICAL_TRAINER'],
      publishedStart: f.daysFromNow(1),
      publishedEnd: f.daysFromNow(30),
    });
    await news({ roles: ['ROLE_TEACHER', 'ROLE_INSTITUTE_EDUCATOR'] });
    await f.createNewsEducation(db, { newsId: (await news()).id, educationAfasId: otherEducation.afasId });
    await f.createNewsEvent(db, { newsId: (await news()).id, eventId: otherEvent.id });
    await f.createNewsEvent(db, { newsId: (await news()).id, eventId: cancelled.eventId });
    await news();
    expect(await count(cookie)).toEqual({ totalItems: 5 });
  });

  it('counts an item once, however many of its targets reach the reader', async () => {
    const { user, cookie } = await signedIn();
    const education = await f.createEducation(db, { userId: user.id });
    const enrolment = await f.createEnrolment(db, { userId: user.id });
    const item = await news();
    await f.createNewsEducation(db, { newsId: item.id, educationAfasId: education.afasId });
    await f.createNewsEvent(db, { newsId: item.id, eventId: enrolment.eventId });
    expect(await count(cookie)).toEqual({ totalItems: 1 });
  });

  it('reaches everyone in the same programme, and only for the reader who read it does it stop counting', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const programme = (await f.createEducation(db, { userId: first.user.id })).afasId;
    await f.createEducation(db, { userId: second.user.id, afasId: programme });
    const item = await news();
    await f.createNewsEducation(db, { newsId: item.id, educationAfasId: programme });
    expect(await count(first.cookie)).toEqual({ totalItems: 1 });
    await f.createNewsRead(db, { newsId: item.id, userId: first.user.id });
    expect(await count(first.cookie)).toEqual({ totalItems: 0 });
    expect(await count(second.cookie)).toEqual({ totalItems: 1 });
  });

  it('answers a bad count value with 400', async () => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({ url: '/api/news?count=sometimes', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'count' }] });
  });
});

describe('GET /api/news', () => {
  it('lists what the reader may see, newest publication first, with the read flag and the image address', async () => {
    const { user, cookie } = await signedIn();
    const education = await f.createEducation(db, { userId: user.id });
    const aim = async (overrides: Parameters<typeof news>[0]) => {
      const item = await news(overrides);
      await f.createNewsEducation(db, { newsId: item.id, educationAfasId: education.afasId });
      return item;
    };
    const image = await f.createFile(db, { context: 'news', mimeType: 'image/png' });
    const older = await aim({ publishedStart: f.daysFromNow(-10), publishedEnd: null });
    const newer = await aim({ publishedStart: f.daysFromNow(-2), imageFileId: image.id, title: 'Nieuw rooster' });
    await aim({ published: false, publishedStart: f.daysFromNow(-1) });
    await f.createNewsRead(db, { newsId: older.id, userId: user.id });

    const res = await list(cookie);
    expect(res).toEqual({
      items: [
        {
          id: newer.id,
          title: 'Nieuw rooster',
          content: newer.content,
          image: `/api/file/${image.id}`,
          published: true,
          publishedStart: newer.publishedStart!.toISOString(),
          publishedEnd: newer.publishedEnd!.toISOString(),
          updated: newer.updatedAt.toISOString(),
          read: false,
        },
        expect.objectContaining({ id: older.id, image: null, publishedEnd: null, read: true }),
      ],
      totalItems: 2,
      perPage: 10,
    });
  });

  it('pages ten at a time by default', async () => {
    const { user, cookie } = await signedIn();
    const programme = (await f.createEducation(db, { userId: user.id })).afasId;
    const made = [];
    for (let i = 0; i < 12; i++) {
      const item = await news({ publishedStart: f.daysFromNow(-1 - i) });
      await f.createNewsEducation(db, { newsId: item.id, educationAfasId: programme });
      made.push(item.id);
    }
    const first = await list(cookie);
    expect(first.items.map((n: { id: string }) => n.id)).toEqual(made.slice(0, 10));
    expect(first).toMatchObject({ totalItems: 12, perPage: 10 });
    const second = await list(cookie, 'page=2');
    expect(second.items.map((n: { id: string }) => n.id)).toEqual(made.slice(10));
    expect((await list(cookie, 'page=2&perPage=5')).items.map((n: { id: string }) => n.id)).toEqual(made.slice(5, 10));
  });

  it('answers an unknown filter with 400 and a violation', async () => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({ url: '/api/news?filters[roles]=ROLE_ADMIN', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'filters[roles]' }] });
  });

  it('is never cached', async () => {
    const { cookie } = await signedIn();
    for (const url of ['/api/news', '/api/news?count=true']) {
      expect((await t.app.inject({ url, headers: { cookie } })).headers['cache-control']).toBe('no-store');
    }
  });
});

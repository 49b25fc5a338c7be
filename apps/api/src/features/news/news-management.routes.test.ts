import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { newsEducations, newsEvents, newsFiles, newsItems } from '../../db/schema';
import { createNewsTestApp, newsBody, pngOf, signedIn, type NewsTestApp } from './news.test-support';

let t: NewsTestApp;
beforeAll(async () => {
  t = await createNewsTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const manager = () => signedIn(t, f.createProgramAssistant, { permissions: ['MANAGE_NEWS'] });
const admin = () => signedIn(t, f.createAdmin);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie && { headers: { cookie } }), ...(payload !== undefined && { payload }) });

describe('who may manage news', () => {
  const routes = async () => {
    const item = await f.createNewsItem(t.db);
    return [
      ['GET', '/api/news/management'],
      ['GET', '/api/news-authors'],
      ['GET', '/api/news/filters'],
      ['POST', '/api/news', newsBody()],
      ['POST', `/api/news/${item.id}`, newsBody()],
      ['POST', `/api/news/${item.id}/duplicate`],
      ['DELETE', `/api/news/${item.id}`],
    ] as const;
  };

  it('refuses anonymous callers with 401', async () => {
    for (const [method, url, body] of await routes()) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses participants, and program assistants without MANAGE_NEWS, with 403', async () => {
    const participant = await signedIn(t);
    const assistant = await signedIn(t, f.createProgramAssistant);
    for (const { cookie } of [participant, assistant]) {
      for (const [method, url, body] of await routes()) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets a MANAGE_NEWS holder manage, but only an admin delete', async () => {
    const { cookie } = await manager();
    const item = await f.createNewsItem(t.db);
    expect((await call('GET', '/api/news/management', cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/news/${item.id}`, cookie, newsBody())).statusCode).toBe(200);
    expect((await call('DELETE', `/api/news/${item.id}`, cookie)).statusCode).toBe(403);
    const teacher = await signedIn(t, f.createTeacher, { permissions: ['MANAGE_NEWS'] });
    expect((await call('POST', '/api/news', teacher.cookie, newsBody())).statusCode).toBe(201);

    const boss = await admin();
    expect((await call('DELETE', `/api/news/${item.id}`, boss.cookie)).statusCode).toBe(204);
    expect(await t.db.select().from(newsItems).where(eq(newsItems.id, item.id))).toEqual([]);
    expect((await call('DELETE', `/api/news/${item.id}`, boss.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/news', () => {
  it('creates an item by the caller with its targets, and answers it in full', async () => {
    const { user, cookie } = await manager();
    const event = await f.createEvent(t.db, { name: 'Najaarscongres', startDate: '2026-10-01' });
    const education = await f.createEducation(t.db, { name: 'Huisartsgeneeskunde' });
    const res = await call(
      'POST',
      '/api/news',
      cookie,
      newsBody({ roles: [], educations: [education.afasId, education.afasId], events: [event.afasId] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Nieuw rooster',
      content: '<p>Het rooster voor het voorjaar staat online.</p>',
      published: true,
      roles: [],
      educations: [{ afasId: education.afasId, name: 'Huisartsgeneeskunde' }],
      events: [{ afasId: event.afasId, name: 'Najaarscongres', startDate: '2026-10-01' }],
      image: null,
      imageUrl: null,
      files: [],
      author: { id: user.id, firstName: user.firstName },
      _permissions: { update: true, delete: false, removeImage: true },
      warnings: [],
    });
    const [row] = await t.db.select().from(newsItems).where(eq(newsItems.id, body.id));
    expect(row!.authorId).toBe(user.id);
  });

  it('answers the spec’s messages for a missing title, content, dates and target', async () => {
    const { cookie } = await manager();
    const res = await call('POST', '/api/news', cookie, { published: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'title', detail: 'validation.required' },
        { propertyPath: 'content', detail: 'validation.newsContentRequired' },
        { propertyPath: 'publishedStart', detail: 'validation.newsDatesRequired' },
        { propertyPath: 'publishedEnd', detail: 'validation.newsDatesRequired' },
        { propertyPath: 'roles', detail: 'validation.newsTargetRequired' },
      ]),
    );
    const oneDate = await call('POST', '/api/news', cookie, newsBody({ publishedEnd: null }));
    expect(oneDate.json().violations).toEqual([
      { propertyPath: 'publishedEnd', detail: 'validation.newsDatesRequired' },
    ]);
    const badDate = await call('POST', '/api/news', cookie, newsBody({ publishedStart: 'morgen' }));
    expect(badDate.json().violations).toEqual([{ propertyPath: 'publishedStart', detail: 'validation.date' }]);
  });

  it('refuses roles together with educations or events, unknown events and content that is empty once cleaned', async () => {
    const { cookie } = await manager();
    const education = await f.createEducation(t.db);
    const both = await call('POST', '/api/news', cookie, newsBody({ educations: [education.afasId] }));
    expect(both.statusCode).toBe(400);
    expect(both.json().violations).toEqual([{ propertyPath: 'roles', detail: 'validation.newsTargetExclusive' }]);
    const unknown = await call('POST', '/api/news', cookie, newsBody({ roles: [], events: ['no-such-event'] }));
    expect(unknown.json().violations).toEqual([{ propertyPath: 'events[0]', detail: 'validation.invalid' }]);
    const scriptOnly = await call('POST', '/api/news', cookie, newsBody({ content: '<script>alert(1)</script>' }));
    expect(scriptOnly.json().violations).toEqual([
      { propertyPath: 'content', detail: 'validation.newsContentRequired' },
    ]);
    const external = await call('POST', '/api/news', cookie, newsBody({ roles: ['ROLE_EXTERNAL' as never] }));
    expect(external.statusCode).toBe(400);
  });

  it('saves an end before the start, with a warning', async () => {
    const { cookie } = await manager();
    const res = await call(
      'POST',
      '/api/news',
      cookie,
      newsBody({ publishedStart: f.daysFromNow(5).toISOString(), publishedEnd: f.daysFromNow(1).toISOString() }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([{ propertyPath: 'publishedEnd', detail: 'validation.newsEndBeforeStart' }]);
    expect(await t.db.select().from(newsItems).where(eq(newsItems.id, res.json().id))).toHaveLength(1);
  });

  it('stores content cleaned of scripts, handlers, javascript: and data: addresses, styles and frames', async () => {
    const { cookie } = await manager();
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      '<a href="javascript:alert(1)">klik</a>',
      '<a href="JaVaScRiPt:alert(1)">klik</a>',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">tekst</p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil.example"><input name=x></form>',
    ];
    const res = await call(
      'POST',
      '/api/news',
      cookie,
      // The unclosed <style> of the last payload swallows the rest, as it should.
      newsBody({ content: `<h2>Kop</h2><p>Blijft</p>${payloads.join('')}` }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await t.db.select().from(newsItems).where(eq(newsItems.id, res.json().id)))[0]!.content;
    expect(stored).toBe(res.json().content);
    expect(stored).toContain('<h2>Kop</h2>');
    expect(stored).toContain('<p>Blijft</p>');
    for (const bad of [/<script/i, /onerror/i, /onload/i, /onclick/i, /javascript:/i, /data:/i, /<svg/i, /<iframe/i]) {
      expect(stored).not.toMatch(bad);
    }
    for (const bad of [/style=/i, /<object/i, /<embed/i, /<form/i, /<input/i]) expect(stored).not.toMatch(bad);
  });

  it('fetches, scales and stores the photo-library image of imageUrl', async () => {
    const { cookie } = await manager();
    t.library.set('https://foto.example/berg.png', await pngOf(1600, 800));
    const res = await call('POST', '/api/news', cookie, newsBody({ imageUrl: 'https://foto.example/berg.png' }));
    expect(res.statusCode, res.body).toBe(201);
    const { image, imageUrl } = res.json();
    expect(imageUrl).toBe('https://foto.example/berg.png');
    expect(image).toMatch(/^\/api\/file\/[0-9a-f-]{36}$/);
    const download = await call('GET', image, cookie);
    expect(download.statusCode).toBe(200);
    const sharp = (await import('sharp')).default;
    expect(await sharp(download.rawPayload).metadata()).toMatchObject({ format: 'png', width: 760, height: 380 });

    // The same address on an update is not fetched again; a failing one is a violation.
    const fetches = t.fetched.length;
    const again = await call('POST', `/api/news/${res.json().id}`, cookie, newsBody({ imageUrl }));
    expect(again.json().image).toBe(image);
    expect(t.fetched).toHaveLength(fetches);
    const missing = await call('POST', '/api/news', cookie, newsBody({ imageUrl: 'https://foto.example/weg.png' }));
    expect(missing.json()).toEqual({
      detail: 'validation_failed',
      violations: [{ propertyPath: 'imageUrl', detail: 'validation.invalid' }],
    });
    t.library.set('https://foto.example/tekst.txt', Buffer.from('geen afbeelding'));
    const text = await call('POST', '/api/news', cookie, newsBody({ imageUrl: 'https://foto.example/tekst.txt' }));
    expect(text.statusCode).toBe(415);
    t.library.set('https://foto.example/groot.png', Buffer.alloc(10 * 1024 * 1024 + 1));
    const big = await call('POST', '/api/news', cookie, newsBody({ imageUrl: 'https://foto.example/groot.png' }));
    expect(big.statusCode).toBe(413);
  });
});

describe('POST /api/news/{id}', () => {
  it('replaces the fields and targets, keeps the author, and answers 404 for an unknown item', async () => {
    const { cookie } = await manager();
    const item = await f.createNewsItem(t.db, { roles: ['ROLE_TEACHER'] });
    await f.createNewsEducation(t.db, { newsId: item.id });
    const event = await f.createEvent(t.db);
    const res = await call(
      'POST',
      `/api/news/${item.id}`,
      cookie,
      newsBody({ title: 'Gewijzigd', published: false, roles: [], events: [event.afasId] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, title: 'Gewijzigd', published: false, roles: [], educations: [] });
    expect(res.json().author.id).toBe(item.authorId);
    expect(await t.db.select().from(newsEvents).where(eq(newsEvents.newsId, item.id))).toEqual([
      { newsId: item.id, eventId: event.id },
    ]);
    const unknown = await call('POST', `/api/news/${crypto.randomUUID()}`, cookie, newsBody());
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/news/not-a-uuid', cookie, newsBody())).statusCode).toBe(400);
  });
});

describe('POST /api/news/{id}/duplicate', () => {
  it('makes a concept copy by the caller with the same content, targets, image and attachments', async () => {
    const { user, cookie } = await manager();
    const image = await f.createFile(t.db, { context: 'news', mimeType: 'image/png' });
    const item = await f.createNewsItem(t.db, { roles: [], imageFileId: image.id, imageUrl: 'https://foto.example/a' });
    const education = await f.createNewsEducation(t.db, { newsId: item.id });
    const event = await f.createNewsEvent(t.db, { newsId: item.id });
    const file = await f.createNewsFile(t.db, { newsId: item.id });
    const res = await call('POST', `/api/news/${item.id}/duplicate`, cookie);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(item.id);
    expect(copy).toMatchObject({
      title: item.title,
      content: item.content,
      published: false,
      image: `/api/file/${image.id}`,
      imageUrl: 'https://foto.example/a',
      educations: [{ afasId: education.educationAfasId }],
      files: [{ id: file.fileId }],
      author: { id: user.id },
    });
    expect(copy.events).toHaveLength(1);
    expect(await t.db.select().from(newsEvents).where(eq(newsEvents.newsId, copy.id))).toEqual([
      { newsId: copy.id, eventId: event.eventId },
    ]);
    expect(await t.db.select().from(newsFiles).where(eq(newsFiles.newsId, item.id))).toHaveLength(1);
    expect(await t.db.select().from(newsEducations).where(eq(newsEducations.newsId, item.id))).toHaveLength(1);
    expect((await call('POST', `/api/news/${crypto.randomUUID()}/duplicate`, cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/news/management', () => {
  it('lists every item with its author, searches the title and filters by author, status and window', async () => {
    const { cookie } = await manager();
    const author = await f.createProgramAssistant(t.db, { firstName: 'Ineke', lastName: 'Zonneveld' });
    const tag = `Beheer${Date.now()}`;
    const day = (d: number) => f.daysFromNow(d);
    const concept = await f.createNewsItem(t.db, { title: `${tag} concept`, published: false, authorId: author.id });
    const current = await f.createNewsItem(t.db, { title: `${tag} lopend`, authorId: author.id });
    const old = await f.createNewsItem(t.db, {
      title: `${tag} oud`,
      publishedStart: day(-60),
      publishedEnd: day(-40),
    });
    const list = async (search: string) => {
      const res = await call('GET', `/api/news/management?query=${tag}&${search}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('order[title]=asc');
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([concept.id, current.id, old.id]);
    expect(all.items[0]).toEqual({
      id: concept.id,
      title: `${tag} concept`,
      author: { id: author.id, fullName: 'Ineke Zonneveld' },
      publishedStart: concept.publishedStart!.toISOString(),
      publishedEnd: concept.publishedEnd!.toISOString(),
      published: false,
      updated: concept.updatedAt.toISOString(),
    });
    expect(all.totalItems).toBe(3);
    const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id).sort();
    expect(ids(await list(`filters[author]=${author.id}`))).toEqual([concept.id, current.id].sort());
    expect(ids(await list('filters[status]=concept'))).toEqual([concept.id]);
    expect(ids(await list('filters[status]=published'))).toEqual([current.id, old.id].sort());
    expect(ids(await list('filters[status]=published,concept'))).toHaveLength(3);
    const iso = (d: number) => day(d).toISOString().slice(0, 10);
    expect(ids(await list(`filters[startDate]=${iso(-10)}`))).toEqual([concept.id, current.id].sort());
    expect(ids(await list(`filters[endDate]=${iso(-45)}`))).toEqual([old.id]);
    expect(ids(await list(`filters[startDate]=${iso(-50)}&filters[endDate]=${iso(-45)}`))).toEqual([old.id]);
    const newest = await list('order[publishedStart]=asc');
    expect(newest.items[0].id).toBe(old.id);
  });

  it('answers bad filters with 400 and violations', async () => {
    const { cookie } = await manager();
    for (const [search, path] of [
      ['filters[status]=gepland', 'filters[status][0]'],
      ['filters[author]=jan', 'filters[author]'],
      ['filters[startDate]=31-12-2026', 'filters[startDate]'],
      ['order[content]=asc', 'order[content]'],
    ]) {
      const res = await call('GET', `/api/news/management?${search}`, cookie);
      expect(res.statusCode, search).toBe(400);
      expect(res.json().violations[0].propertyPath, search).toBe(path);
    }
  });
});

describe('GET /api/news-authors and /api/news/filters', () => {
  it('lists the users who wrote news, searchable by name', async () => {
    const { cookie } = await manager();
    const writer = await f.createAdmin(t.db, { firstName: 'Wouter', insertion: 'van der', lastName: 'Schrijfvaardig' });
    await f.createNewsItem(t.db, { authorId: writer.id });
    await f.createAdmin(t.db, { firstName: 'Wim', lastName: 'Schrijfvaardiger' });
    const res = await call('GET', '/api/news-authors?query=schrijfvaardig', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [{ id: writer.id, fullName: 'Wouter van der Schrijfvaardig' }],
      totalItems: 1,
      perPage: 20,
    });
  });

  it('offers the roles, the programmes once each, and events only from 3 characters', async () => {
    const { cookie } = await manager();
    const afasId = `P${Date.now()}`;
    await f.createEducation(t.db, { afasId, name: 'Zeldzame opleiding' });
    await f.createEducation(t.db, { afasId, name: 'Zeldzame opleiding' });
    await f.createEvent(t.db, { name: 'Symposium Zeldzaam', startDate: '2026-03-01' });
    const later = await f.createEvent(t.db, { name: 'Symposium Zeldzaam II', startDate: '2026-06-01' });
    const res = await call('GET', '/api/news/filters?query=zeldzame', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      roles: expect.arrayContaining(['ROLE_PARTICIPANT', 'ROLE_TEACHER', 'ROLE_ADMIN']),
      educations: [{ afasId, name: 'Zeldzame opleiding' }],
      events: [],
    });
    expect(res.json().roles).not.toContain('ROLE_EXTERNAL');
    expect((await call('GET', '/api/news/filters?events=ze', cookie)).json().events).toEqual([]);
    const events = (await call('GET', '/api/news/filters?events=zeldzaam', cookie)).json().events;
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({ afasId: later.afasId, name: 'Symposium Zeldzaam II', startDate: '2026-06-01' });
    expect((await call('GET', '/api/news/filters?other=1', cookie)).statusCode).toBe(400);
  });
});

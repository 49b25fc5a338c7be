import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { createFakeImageSearch, ImageSearchError, type FakeImageSearch } from '../../integrations/image-search';
import { photoLibraryDir } from '../../lib/paths';

const manifest = JSON.parse(readFileSync(join(photoLibraryDir, 'manifest.json'), 'utf8')) as { name: string }[];

let t: TestApp;
let admin: string;
let editor: string;
beforeAll(async () => {
  // The default configuration: the bundled library.
  t = await createTestApp();
  admin = await staff(t, f.createAdmin);
  editor = await staff(t, f.createProgramAssistant, { permissions: ['MANAGE_NEWS'] });
});
afterAll(async () => {
  await t.app.close();
});

async function staff(
  app: TestApp,
  create: (db: Db, options: f.UserOptions) => Promise<f.UserRow>,
  options: f.UserOptions = {},
): Promise<string> {
  const user = await create(app.database.db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
  return signIn(app.app, user.email);
}

const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('who may use the photo library', () => {
  const urls = [
    '/api/image-search/images?query=zorg',
    '/api/image-search/local/team',
    '/api/image-search/local/team/thumb',
  ];
  const statuses = async (cookie?: string) =>
    Promise.all(urls.map(async (u) => (await get(t.app, u, cookie)).statusCode));

  it('refuses anonymous callers with 401', async () => {
    expect(await statuses()).toEqual([401, 401, 401]);
  });

  it('refuses participants, teachers and program assistants without MANAGE_NEWS with 403', async () => {
    expect(await statuses(await staff(t, f.createParticipant))).toEqual([403, 403, 403]);
    expect(await statuses(await staff(t, f.createTeacher))).toEqual([403, 403, 403]);
    expect(await statuses(await staff(t, f.createProgramAssistant))).toEqual([403, 403, 403]);
  });

  it('lets a MANAGE_NEWS holder and an admin in', async () => {
    expect(await statuses(editor)).toEqual([200, 200, 200]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
  });
});

describe('GET /api/image-search/images with the bundled library', () => {
  it('searches by keyword, 9 per page, with the list answer shape', async () => {
    const res = await get(t.app, '/api/image-search/images?query=zorg', editor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.perPage).toBe(9);
    expect(body.totalItems).toBeGreaterThanOrEqual(3);
    expect(body.items).toContainEqual({
      id: 'ziekenhuis',
      thumb: '/api/image-search/local/ziekenhuis/thumb',
      full: '/api/image-search/local/ziekenhuis',
      alt: expect.stringContaining('ziekenhuis'),
      attribution: null,
    });
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers every picture without a query, page by page', async () => {
    const first = (await get(t.app, '/api/image-search/images', editor)).json();
    const third = (await get(t.app, '/api/image-search/images?page=3', editor)).json();
    expect(first.items).toHaveLength(9);
    expect(first.totalItems).toBe(manifest.length);
    expect(third.items.map((i: { id: string }) => i.id)).toEqual(manifest.slice(18, 27).map((p) => p.name));
    const empty = (await get(t.app, '/api/image-search/images?query=olifant', editor)).json();
    expect(empty).toEqual({ items: [], totalItems: 0, perPage: 9 });
  });

  it('answers bad paging and unknown parameters with 400 and violations', async () => {
    for (const [query, path] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['perPage=31', 'perPage'],
      ['perPage=0', 'perPage'],
      ['filters[x]=1', 'filters[x]'],
      [`query=${'a'.repeat(201)}`, 'query'],
    ] as const) {
      const res = await get(t.app, `/api/image-search/images?${query}`, editor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toBe('validation_failed');
      expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
    }
  });
});

describe('the bundled pictures', () => {
  it('serves a picture and its thumbnail as JPEG, cacheable for good', async () => {
    const full = await get(t.app, '/api/image-search/local/team', editor);
    const thumb = await get(t.app, '/api/image-search/local/team/thumb', editor);
    for (const res of [full, thumb]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    expect(full.rawPayload).toEqual(readFileSync(join(photoLibraryDir, 'team.jpg')));
    expect(thumb.rawPayload).toEqual(readFileSync(join(photoLibraryDir, 'team.thumb.jpg')));
  });

  it('answers 404 for an unknown picture and 400 for a name that cannot be one', async () => {
    expect((await get(t.app, '/api/image-search/local/onbekend', editor)).statusCode).toBe(404);
    expect((await get(t.app, '/api/image-search/local/onbekend/thumb', editor)).statusCode).toBe(404);
    for (const name of ['Team', 'manifest.json', '..%2Fmanifest', 'team.jpg']) {
      const res = await get(t.app, `/api/image-search/local/${name}`, editor);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().detail).toBe('validation_failed');
    }
  });

  it('hands the news area a chosen bundled picture, and nothing else', async () => {
    const chosen = await t.app.imageSearch.fetchChosen('/api/image-search/local/team');
    expect(chosen.bytes).toEqual(readFileSync(join(photoLibraryDir, 'team.jpg')));
    const refused = await t.app.imageSearch.fetchChosen('https://example.com/a.jpg').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImageSearchError);
    expect((refused as ImageSearchError).kind).toBe('refused');
  });
});

describe('with another provider', () => {
  let other: TestApp;
  let fake: FakeImageSearch;
  let cookie: string;
  beforeAll(async () => {
    fake = createFakeImageSearch();
    other = await createTestApp({ imageSearch: fake });
    cookie = await staff(other, f.createAdmin);
  });
  afterAll(async () => {
    await other.app.close();
  });

  it('passes query and paging to the provider and answers its page', async () => {
    const res = await get(other.app, '/api/image-search/images?query=%20zee%20&page=1&perPage=2', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [expect.objectContaining({ id: 'zee' })], totalItems: 1, perPage: 2 });
    expect(fake.searches.at(-1)).toEqual({ query: 'zee', page: 1, perPage: 2 });
  });

  it('answers 502 image_search_failed when the provider fails, and logs why without the details reaching the client', async () => {
    fake.failWith = 'unavailable';
    try {
      const res = await get(other.app, '/api/image-search/images?query=zee', cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ detail: 'image_search_failed' });
      expect(other.logs.lines).toContainEqual(
        expect.objectContaining({ msg: 'photo library search failed', provider: 'fake', reason: 'fake failure' }),
      );
    } finally {
      fake.failWith = null;
    }
  });

  it('still serves the bundled pictures, but does not accept them as a choice', async () => {
    expect((await get(other.app, '/api/image-search/local/team', cookie)).statusCode).toBe(200);
    const refused = await other.app.imageSearch.fetchChosen('/api/image-search/local/team').catch((e: unknown) => e);
    expect((refused as ImageSearchError).kind).toBe('refused');
  });
});

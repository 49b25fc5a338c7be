import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signedInUser, type CreateUser } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { faqCategories, faqItems } from '../../db/schema';

let t: TestApp;
let db: Db;
let admin: { user: f.UserRow; cookie: string };
let participant: { user: f.UserRow; cookie: string };

const signedIn = (create: CreateUser) => signedInUser(t, create);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await signedIn(f.createAdmin);
  participant = await signedIn(f.createParticipant);
});
afterAll(async () => {
  await t.app.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The orders of a category's questions, in order, as stored. */
const itemOrder = async (categoryId: string) =>
  db
    .select({ id: faqItems.id, sortOrder: faqItems.sortOrder })
    .from(faqItems)
    .where(eq(faqItems.categoryId, categoryId))
    .orderBy(asc(faqItems.sortOrder));
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const dense = (rows: { sortOrder: number }[]) => rows.map((row) => row.sortOrder);
const range = (n: number) => [...Array(n).keys()];

/** A category with `n` questions made through the API (so in the order the product keeps). */
async function categoryWith(n: number, title = 'Categorie') {
  const res = await call('POST', '/api/faqs/categories', admin.cookie, { title });
  expect(res.statusCode, res.body).toBe(201);
  const category = res.json<{ id: string }>();
  const items: string[] = [];
  for (let i = 0; i < n; i++) {
    const created = await call('POST', '/api/faqs', admin.cookie, {
      title: `Vraag ${i}`,
      categoryId: category.id,
      content: `<p>Antwoord ${i}</p>`,
    });
    expect(created.statusCode, created.body).toBe(201);
    items.push(created.json<{ id: string }>().id);
  }
  return { categoryId: category.id, items };
}

const body = (categoryId: string, extra: Record<string, unknown> = {}) => ({
  title: 'Hoe vraag ik verlof aan?',
  categoryId,
  content: '<p>Via het formulier.</p>',
  ...extra,
});

describe('access', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const reads: [Method, string][] = [
    ['GET', '/api/faqs'],
    ['GET', `/api/faqs/${someId}`],
    ['GET', '/api/faqs/categories'],
  ];
  const writes: [Method, string, unknown][] = [
    ['POST', '/api/faqs', body(someId)],
    ['POST', `/api/faqs/${someId}`, body(someId)],
    ['DELETE', `/api/faqs/${someId}`, undefined],
    ['POST', `/api/faqs/${someId}/move`, { direction: 'up' }],
    ['POST', `/api/faqs/${someId}/toggle-visibility`, undefined],
    ['POST', '/api/faqs/categories', { title: 'X' }],
    ['POST', `/api/faqs/categories/${someId}`, { title: 'X' }],
    ['DELETE', `/api/faqs/categories/${someId}`, undefined],
    ['POST', `/api/faqs/categories/${someId}/move`, { direction: 'down' }],
  ];

  it.each([...reads.map(([m, u]) => [m, u, undefined] as const), ...writes])(
    'refuses anonymous callers of %s %s with 401',
    async (method, url, payload) => {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    },
  );

  it.each(writes)('refuses a participant %s %s with 403', async (method, url, payload) => {
    expect((await call(method, url, participant.cookie, payload)).statusCode).toBe(403);
  });

  it('refuses a program assistant and a MANAGE_NEWS holder the management calls (admin only)', async () => {
    const assistant = await signedIn(f.createProgramAssistant);
    const newsManager = await signedIn((d, o) => f.createParticipant(d, { ...o, permissions: ['MANAGE_NEWS'] }));
    for (const who of [assistant, newsManager]) {
      expect((await call('POST', '/api/faqs/categories', who.cookie, { title: 'X' })).statusCode).toBe(403);
    }
  });

  it('lets every signed-in user read and an admin write', async () => {
    const { categoryId, items } = await categoryWith(1);
    for (const who of [participant, admin]) {
      expect((await call('GET', '/api/faqs?perPage=9999', who.cookie)).statusCode).toBe(200);
      expect((await call('GET', `/api/faqs/${items[0]}`, who.cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/faqs/categories?page=1&perPage=9999', who.cookie)).statusCode).toBe(200);
    }
    expect((await call('POST', `/api/faqs/${items[0]}`, admin.cookie, body(categoryId))).statusCode).toBe(200);
  });
});

describe('reading', () => {
  it('lists in category order then item order, with category, visibility and attachments', async () => {
    const second = await categoryWith(2, 'Tweede');
    const first = await categoryWith(1, 'Eerste');
    await call('POST', `/api/faqs/categories/${first.categoryId}/move`, admin.cookie, { direction: 'up' });
    const file = await f.createFile(db, { context: 'faq', uploadedById: admin.user.id, name: 'uitleg.pdf' });
    await call('POST', `/api/faqs/${first.items[0]}`, admin.cookie, {
      ...body(first.categoryId),
      attachments: [file.id],
    });

    const res = await call('GET', '/api/faqs?perPage=9999', participant.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ items: { id: string }[]; totalItems: number; perPage: number }>();
    expect(list.perPage).toBe(9999);
    expect(list.totalItems).toBe(list.items.length);
    const mine = ids(list.items).filter((id) => [...first.items, ...second.items].includes(id));
    expect(mine).toEqual([...first.items, ...second.items]);
    expect(list.items.find((item) => item.id === first.items[0])).toEqual({
      id: first.items[0],
      title: 'Hoe vraag ik verlof aan?',
      content: '<p>Via het formulier.</p>',
      category: { id: first.categoryId, title: 'Eerste' },
      categoryId: first.categoryId,
      visible: true,
      attachments: [{ id: file.id, name: 'uitleg.pdf', mimeType: 'application/pdf' }],
    });
  });

  it('searches title and content', async () => {
    const { categoryId } = await categoryWith(0);
    const byTitle = await f.createFaqItem(db, { categoryId, title: 'Zoekwoordtitel xyzzy', sortOrder: 0 });
    const byContent = await f.createFaqItem(db, { categoryId, content: '<p>inhoud plugh</p>', sortOrder: 1 });
    const found = async (query: string) =>
      ids(
        (await call('GET', `/api/faqs?query=${query}`, participant.cookie)).json<{ items: { id: string }[] }>().items,
      );
    expect(await found('xyzzy')).toEqual([byTitle.id]);
    expect(await found('PLUGH')).toEqual([byContent.id]);
  });

  it('keeps hidden questions from everyone but admins: list, detail and category counts', async () => {
    const { categoryId, items } = await categoryWith(2);
    const toggled = await call('POST', `/api/faqs/${items[0]}/toggle-visibility`, admin.cookie);
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({ visible: false });

    const listed = async (cookie: string) =>
      (await call('GET', '/api/faqs?perPage=9999', cookie)).json<{ items: { id: string; visible: boolean }[] }>().items;
    expect(ids(await listed(participant.cookie))).not.toContain(items[0]);
    expect(ids(await listed(participant.cookie))).toContain(items[1]);
    expect((await listed(admin.cookie)).find((item) => item.id === items[0])?.visible).toBe(false);
    expect((await call('GET', `/api/faqs/${items[0]}`, participant.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/faqs/${items[0]}`, admin.cookie)).json()).toMatchObject({ visible: false });

    const count = async (cookie: string) =>
      (await call('GET', '/api/faqs/categories?page=1&perPage=9999', cookie))
        .json<{ items: { id: string; itemCount: number }[] }>()
        .items.find((c) => c.id === categoryId)?.itemCount;
    expect(await count(participant.cookie)).toBe(1);
    expect(await count(admin.cookie)).toBe(2);

    expect((await call('POST', `/api/faqs/${items[0]}/toggle-visibility`, admin.cookie)).json()).toEqual({
      visible: true,
    });
    expect((await call('GET', `/api/faqs/${items[0]}`, participant.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown question and 400 for a malformed id or paging', async () => {
    expect((await call('GET', '/api/faqs/00000000-0000-4000-8000-000000000001', admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/faqs/not-a-uuid', admin.cookie)).statusCode).toBe(400);
    const tooMany = await call('GET', '/api/faqs?perPage=10000', admin.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ detail: 'validation_failed' });
  });
});

describe('the order of questions', () => {
  it('appends new questions densely at the end of their category', async () => {
    const { categoryId, items } = await categoryWith(3);
    expect(await itemOrder(categoryId)).toEqual(items.map((id, sortOrder) => ({ id, sortOrder })));
  });

  it('moves up and down within the category, and does nothing at the edges', async () => {
    const { categoryId, items } = await categoryWith(3);
    const [a, b, c] = items as [string, string, string];
    const move = (id: string, direction: string) => call('POST', `/api/faqs/${id}/move`, admin.cookie, { direction });

    const res = await move(c, 'up');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c, categoryId });
    expect(ids(await itemOrder(categoryId))).toEqual([a, c, b]);
    expect((await move(a, 'down')).statusCode).toBe(200);
    expect(ids(await itemOrder(categoryId))).toEqual([c, a, b]);

    expect((await move(c, 'up')).statusCode).toBe(200);
    expect((await move(b, 'down')).statusCode).toBe(200);
    expect(await itemOrder(categoryId)).toEqual([c, a, b].map((id, sortOrder) => ({ id, sortOrder })));
  });

  it('closes gaps the stored order may have when it moves', async () => {
    const { categoryId } = await categoryWith(0);
    const a = await f.createFaqItem(db, { categoryId, sortOrder: 3 });
    const b = await f.createFaqItem(db, { categoryId, sortOrder: 7 });
    expect((await call('POST', `/api/faqs/${a.id}/move`, admin.cookie, { direction: 'down' })).statusCode).toBe(200);
    expect(await itemOrder(categoryId)).toEqual([
      { id: b.id, sortOrder: 0 },
      { id: a.id, sortOrder: 1 },
    ]);
  });

  it('puts a question moved to another category at its end and closes the gap in the old one', async () => {
    const from = await categoryWith(3);
    const to = await categoryWith(2);
    const res = await call('POST', `/api/faqs/${from.items[1]}`, admin.cookie, body(to.categoryId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ categoryId: to.categoryId, category: { id: to.categoryId } });
    expect(ids(await itemOrder(from.categoryId))).toEqual([from.items[0], from.items[2]]);
    expect(dense(await itemOrder(from.categoryId))).toEqual(range(2));
    expect(ids(await itemOrder(to.categoryId))).toEqual([...to.items, from.items[1]]);
    expect(dense(await itemOrder(to.categoryId))).toEqual(range(3));
  });

  it('closes the gap when a question is deleted', async () => {
    const { categoryId, items } = await categoryWith(3);
    expect((await call('DELETE', `/api/faqs/${items[0]}`, admin.cookie)).statusCode).toBe(204);
    expect(await itemOrder(categoryId)).toEqual([
      { id: items[1], sortOrder: 0 },
      { id: items[2], sortOrder: 1 },
    ]);
    expect((await call('DELETE', `/api/faqs/${items[0]}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/faqs/${items[0]}/move`, admin.cookie, { direction: 'up' })).statusCode).toBe(404);
    expect((await call('POST', `/api/faqs/${items[0]}/toggle-visibility`, admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/faqs/${items[0]}`, admin.cookie, body(categoryId))).statusCode).toBe(404);
  });

  it('keeps the order dense when many moves arrive at once', async () => {
    const { categoryId, items } = await categoryWith(5);
    const moves = items.flatMap((id, i) => [
      call('POST', `/api/faqs/${id}/move`, admin.cookie, { direction: i % 2 ? 'up' : 'down' }),
      call('POST', `/api/faqs/${id}/move`, admin.cookie, { direction: 'up' }),
    ]);
    for (const res of await Promise.all(moves)) expect(res.statusCode, res.body).toBe(200);
    const after = await itemOrder(categoryId);
    expect(dense(after)).toEqual(range(5));
    expect(ids(after).sort()).toEqual([...items].sort());
  });

  it.skipIf(inject('testDatabase').kind === 'pglite')(
    'PostgreSQL: a move waits for another transaction that holds the category, then keeps the order dense',
    async () => {
      const { categoryId, items } = await categoryWith(3);
      const [a, b, c] = items as [string, string, string];
      let moveDone = false;
      let pending: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        // Another admin's move in flight: it holds the category row and has swapped b and c, not yet committed.
        await tx.select().from(faqCategories).where(eq(faqCategories.id, categoryId)).for('update');
        await tx.update(faqItems).set({ sortOrder: 2 }).where(eq(faqItems.id, b));
        await tx.update(faqItems).set({ sortOrder: 1 }).where(eq(faqItems.id, c));
        pending = call('POST', `/api/faqs/${a}/move`, admin.cookie, { direction: 'down' }).then((res) => {
          moveDone = true;
          return res;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(moveDone).toBe(false);
      });
      expect((await pending) as { statusCode: number }).toMatchObject({ statusCode: 200 });
      expect(await itemOrder(categoryId)).toEqual([c, a, b].map((id, sortOrder) => ({ id, sortOrder })));
    },
  );
});

describe('validation of a question', () => {
  it('answers violations on title, categoryId and content', async () => {
    const res = await call('POST', '/api/faqs', admin.cookie, { title: '  ', categoryId: 'x', content: '' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json<{ violations: { propertyPath: string }[] }>()
      .violations.map((v) => v.propertyPath)
      .sort();
    expect(paths).toEqual(['categoryId', 'content', 'title']);
    const long = await call('POST', '/api/faqs', admin.cookie, {
      ...body('00000000-0000-4000-8000-000000000005'),
      title: 'x'.repeat(256),
    });
    expect(long.json()).toMatchObject({ violations: [{ propertyPath: 'title' }] });
  });

  it('refuses a category that does not exist and content that is empty once cleaned', async () => {
    for (const method of ['create', 'update'] as const) {
      const { items } = await categoryWith(1);
      const url = method === 'create' ? '/api/faqs' : `/api/faqs/${items[0]}`;
      const res = await call('POST', url, admin.cookie, {
        ...body('00000000-0000-4000-8000-000000000002'),
        content: '<script>alert(1)</script><p> </p>',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'validation_failed',
        violations: [
          { propertyPath: 'categoryId', detail: 'validation.invalid' },
          { propertyPath: 'content', detail: 'validation.required' },
        ],
      });
    }
  });

  it('accepts content that is only an image', async () => {
    const { categoryId } = await categoryWith(0);
    const res = await call('POST', '/api/faqs', admin.cookie, {
      ...body(categoryId),
      content: '<p><img src="https://images.example/a.png" alt="schema"></p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content: '<p><img src="https://images.example/a.png" alt="schema" /></p>' });
  });

  it('stores stored-XSS payloads clean', async () => {
    const { categoryId } = await categoryWith(0);
    const payload =
      '<p onclick="alert(1)">Antwoord<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
      '<svg onload=alert(1)><a href="javascript:alert(1)">klik</a></svg><a href="&#106;avascript:alert(1)">x</a>' +
      '<iframe src="https://evil.example"></iframe><a href="https://ok.example" target="_top">ok</a>';
    const res = await call('POST', '/api/faqs', admin.cookie, { ...body(categoryId), content: payload });
    expect(res.statusCode, res.body).toBe(201);
    const expected =
      '<p>Antwoord</p><a rel="noopener noreferrer">klik</a><a rel="noopener noreferrer">x</a>' +
      '<a href="https://ok.example" rel="noopener noreferrer">ok</a>';
    expect(res.json()).toMatchObject({ content: expected });
    const [stored] = await db.select().from(faqItems).where(eq(faqItems.id, res.json<{ id: string }>().id));
    expect(stored?.content).toBe(expected);
  });
});

describe('attachments', () => {
  const post = (categoryId: string, attachments: string[]) =>
    call('POST', '/api/faqs', admin.cookie, { ...body(categoryId), attachments });

  it('links files uploaded for the FAQ by the caller or another admin, and keeps them on an update', async () => {
    const { categoryId } = await categoryWith(0);
    const otherAdmin = await f.createAdmin(db);
    const own = await f.createFile(db, { context: 'faq', uploadedById: admin.user.id });
    const colleagues = await f.createFile(db, { context: 'faq', uploadedById: otherAdmin.id });
    const res = await post(categoryId, [own.id, colleagues.id]);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<{ id: string; attachments: { id: string }[] }>();
    expect(ids(item.attachments).sort()).toEqual([own.id, colleagues.id].sort());

    const kept = await call('POST', `/api/faqs/${item.id}`, admin.cookie, {
      ...body(categoryId),
      attachments: [own.id],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(ids(kept.json<{ attachments: { id: string }[] }>().attachments)).toEqual([own.id]);
  });

  it('refuses unknown files, files for something else, others’ uploads and files linked elsewhere', async () => {
    const { categoryId } = await categoryWith(0);
    const ok = await f.createFile(db, { context: 'faq', uploadedById: admin.user.id });
    const unknown = '00000000-0000-4000-8000-000000000003';
    const forEntry = await f.createFile(db, { context: 'entry', uploadedById: admin.user.id });
    const participants = await f.createFile(db, { context: 'faq', uploadedById: participant.user.id });
    const linked = await f.createFile(db, { context: 'faq', uploadedById: admin.user.id });
    await f.createFaqItemFile(db, { fileId: linked.id });
    const inNews = await f.createFile(db, { context: 'faq', uploadedById: admin.user.id });
    await f.createNewsFile(db, { fileId: inNews.id });

    const res = await post(categoryId, [ok.id, unknown, forEntry.id, participants.id, linked.id, inNews.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'validation_failed',
      violations: [1, 2, 3, 4, 5].map((n) => ({ propertyPath: `attachments[${n}]`, detail: 'validation.invalid' })),
    });
    // Nothing was stored: the same files minus the bad ones go through.
    expect((await post(categoryId, [ok.id])).statusCode).toBe(201);
  });
});

describe('categories', () => {
  const categoryOrder = async () =>
    db
      .select({ id: faqCategories.id, sortOrder: faqCategories.sortOrder })
      .from(faqCategories)
      .orderBy(asc(faqCategories.sortOrder));

  it('creates at the end, renames, moves and lists with item counts, in a dense order', async () => {
    const res = await call('POST', '/api/faqs/categories', admin.cookie, { title: '  Algemeen ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: string }>();
    expect(created).toMatchObject({ title: 'Algemeen', itemCount: 0 });
    let order = await categoryOrder();
    expect(dense(order)).toEqual(range(order.length));
    expect(ids(order).at(-1)).toBe(created.id);

    const renamed = await call('POST', `/api/faqs/categories/${created.id}`, admin.cookie, { title: 'Praktisch' });
    expect(renamed.json()).toEqual({ id: created.id, title: 'Praktisch', itemCount: 0 });

    const moved = await call('POST', `/api/faqs/categories/${created.id}/move`, admin.cookie, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    order = await categoryOrder();
    expect(ids(order).at(-2)).toBe(created.id);
    expect(dense(order)).toEqual(range(order.length));
    await call('POST', `/api/faqs/categories/${created.id}/move`, admin.cookie, { direction: 'down' });
    // At the end: nothing changes.
    const edge = await call('POST', `/api/faqs/categories/${created.id}/move`, admin.cookie, { direction: 'down' });
    expect(edge.statusCode).toBe(200);
    expect(ids(await categoryOrder()).at(-1)).toBe(created.id);

    const listed = await call('GET', '/api/faqs/categories?page=1&perPage=9999', participant.cookie);
    const list = listed.json<{ items: { id: string }[] }>();
    expect(ids(list.items)).toEqual(ids(await categoryOrder()));
  });

  it('refuses to delete a category that holds questions (409) and deletes an empty one, closing the gap', async () => {
    const full = await categoryWith(1);
    const res = await call('DELETE', `/api/faqs/categories/${full.categoryId}`, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'conflict' });
    expect(ids(await itemOrder(full.categoryId))).toEqual(full.items);

    const empty = await categoryWith(0);
    expect((await call('DELETE', `/api/faqs/categories/${empty.categoryId}`, admin.cookie)).statusCode).toBe(204);
    const order = await categoryOrder();
    expect(ids(order)).not.toContain(empty.categoryId);
    expect(dense(order)).toEqual(range(order.length));
    expect((await call('DELETE', `/api/faqs/categories/${empty.categoryId}`, admin.cookie)).statusCode).toBe(404);
  });

  it('answers violations on an empty or long title, a bad direction, and 404 for unknown categories', async () => {
    const empty = await call('POST', '/api/faqs/categories', admin.cookie, { title: ' ' });
    expect(empty.json()).toEqual({
      detail: 'validation_failed',
      violations: [{ propertyPath: 'title', detail: 'validation.required' }],
    });
    const long = await call('POST', '/api/faqs/categories', admin.cookie, { title: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000004';
    expect((await call('POST', `/api/faqs/categories/${unknown}`, admin.cookie, { title: 'X' })).statusCode).toBe(404);
    const move = (direction: string) =>
      call('POST', `/api/faqs/categories/${unknown}/move`, admin.cookie, { direction });
    expect((await move('up')).statusCode).toBe(404);
    expect((await move('sideways')).json()).toMatchObject({ violations: [{ propertyPath: 'direction' }] });
  });
});

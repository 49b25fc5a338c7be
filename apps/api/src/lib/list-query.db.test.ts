import { randomBytes } from 'node:crypto';
import { listQuerySchema } from '@portal/contracts';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { alias, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { openTestDatabase } from '../../test/databases';
import { escapeLike, filterBy, listPage, listWhere, type ListPlan } from './list-query';

// Tables of this test alone (lib knows no schema): people, and notes that belong to them.
const people = pgTable('list_probe_people', {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  email: text().notNull().default(''),
  town: text(),
  gender: text(),
  active: boolean().notNull().default(true),
});
const notes = pgTable('list_probe_notes', {
  id: uuid().primaryKey().defaultRandom(),
  personId: uuid('person_id')
    .notNull()
    .references(() => people.id),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const schema = listQuerySchema({
  filters: { active: 'boolean', gender: { oneOf: ['M', 'V', 'O'] }, town: 'text' },
  order: ['name', 'town'],
});
type Query = z.output<typeof schema>;
const parse = (search: string): Query => schema.parse(Object.fromEntries(new URLSearchParams(search)));

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: (typeof database)['db'];
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  db = database.db;
  await db.execute(sql`create table list_probe_people (
    id uuid primary key default gen_random_uuid(), first_name text not null default '', last_name text not null,
    email text not null default '', town text, gender text, active boolean not null default true)`);
  await db.execute(sql`create table list_probe_notes (
    id uuid primary key default gen_random_uuid(), person_id uuid not null references list_probe_people (id),
    read_at timestamptz, created_at timestamptz not null default now())`);
});
afterAll(async () => {
  await database.close();
});

const unique = () => randomBytes(4).toString('hex');

/** People whose last name starts with a marker of their own, so each test lists only its own rows. */
async function persons(marker: string, rows: Partial<typeof people.$inferInsert>[]) {
  const made = [];
  for (const row of rows) {
    const [person] = await db
      .insert(people)
      .values({ ...row, lastName: `${marker}${row.lastName ?? ''}` })
      .returning();
    made.push(person!);
  }
  return made;
}

function plan(marker: string): ListPlan<Query> {
  return {
    where: like(people.lastName, `${escapeLike(marker)}%`),
    filters: {
      active: filterBy.equals(people.active),
      gender: filterBy.oneOf(people.gender),
      town: filterBy.contains(people.town),
    },
    order: { name: people.firstName, town: people.town },
    search: [people.firstName, people.lastName, people.email],
    defaultOrder: [asc(people.lastName)],
    tieBreaker: people.id,
  };
}

const list = (marker: string, search: string) =>
  listPage(
    db,
    () => db.select({ id: people.id, firstName: people.firstName, lastName: people.lastName }).from(people).$dynamic(),
    parse(search),
    plan(marker),
  );

describe('listPage', () => {
  it('pages through the rows with the total on every page, also past the end', async () => {
    const marker = `Page${unique()}-`;
    const made = await persons(
      marker,
      Array.from({ length: 23 }, (_, i) => ({ lastName: String(i).padStart(2, '0') })),
    );
    const first = await list(marker, '');
    expect(first).toMatchObject({ totalItems: 23, perPage: 10 });
    expect(first.items.map((r) => r.lastName)).toEqual(made.slice(0, 10).map((r) => r.lastName));
    const third = await list(marker, 'page=3');
    expect(third.items.map((r) => r.lastName)).toEqual(made.slice(20).map((r) => r.lastName));
    expect(third.totalItems).toBe(23);
    expect(await list(marker, 'page=4')).toEqual({ items: [], totalItems: 23, perPage: 10 });
    const big = await list(marker, 'perPage=25');
    expect(big.items).toHaveLength(23);
    expect(big.perPage).toBe(25);
    // Only the selected fields come back.
    expect(Object.keys(big.items[0]!).sort()).toEqual(['firstName', 'id', 'lastName']);
  });

  it('sorts by the allow-listed fields asked, then by id, so equal rows never swap between pages', async () => {
    const marker = `Order${unique()}-`;
    const made = await persons(marker, [
      { firstName: 'Bram', town: 'Utrecht' },
      { firstName: 'Anna', town: 'Zwolle' },
      { firstName: 'Anna', town: 'Arnhem' },
      { firstName: 'Anna', town: 'Zwolle' },
      { firstName: 'Cas', town: 'Arnhem' },
    ]);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    const annas = made.filter((r) => r.firstName === 'Anna').sort(byId);
    const asc1 = await list(marker, 'order[name]=asc');
    expect(asc1.items.map((r) => r.id)).toEqual([...annas.map((r) => r.id), made[0]!.id, made[4]!.id]);
    const paged = [
      ...(await list(marker, 'order[name]=asc&perPage=2&page=1')).items,
      ...(await list(marker, 'order[name]=asc&perPage=2&page=2')).items,
      ...(await list(marker, 'order[name]=asc&perPage=2&page=3')).items,
    ];
    expect(paged.map((r) => r.id)).toEqual(asc1.items.map((r) => r.id));
    const desc1 = await list(marker, 'order[name]=desc');
    expect(desc1.items.map((r) => r.firstName)).toEqual(['Cas', 'Bram', 'Anna', 'Anna', 'Anna']);
    // Two fields: in the allow-list's order (name first, then town).
    const both = await list(marker, 'order[town]=desc&order[name]=asc');
    const zwolle = made.filter((r) => r.town === 'Zwolle').sort(byId);
    expect(both.items.map((r) => r.id)).toEqual([...zwolle.map((r) => r.id), made[2]!.id, made[0]!.id, made[4]!.id]);
  });

  it('filters by exact value, by a list of values and by contained text', async () => {
    const marker = `Filter${unique()}-`;
    const [a, b, c] = await persons(marker, [
      { gender: 'M', active: true, town: "'s-Hertogenbosch" },
      { gender: 'V', active: false, town: 'Den Bosch' },
      { gender: 'O', active: true, town: 'Boschkapelle' },
    ]);
    const ids = async (search: string) => (await list(marker, search)).items.map((r) => r.id).sort();
    expect(await ids('filters[active]=false')).toEqual([b!.id]);
    expect(await ids('filters[gender]=M,O')).toEqual([a!.id, c!.id].sort());
    expect(await ids('filters[town]=bosch')).toEqual([a!.id, b!.id, c!.id].sort());
    expect(await ids("filters[town]='s-")).toEqual([a!.id]);
    expect(await ids('filters[town]=bosch&filters[active]=true&filters[gender]=O')).toEqual([c!.id]);
    expect((await list(marker, 'filters[gender]=V&filters[active]=true')).totalItems).toBe(0);
  });

  it('searches each word of the query in any of the named columns', async () => {
    const marker = `Search${unique()}-`;
    const [jan, janneke] = await persons(marker, [
      { firstName: 'Jan', lastName: 'Jansen' },
      { firstName: 'Janneke', lastName: 'de Vries' },
      { firstName: 'Piet', lastName: 'Pietersen' },
    ]);
    const ids = async (query: string) =>
      (await list(marker, `query=${encodeURIComponent(query)}`)).items.map((r) => r.id).sort();
    expect(await ids('jan')).toEqual([jan!.id, janneke!.id].sort());
    expect(await ids('JAN jansen')).toEqual([jan!.id]);
    expect(await ids('janneke VRIES')).toEqual([janneke!.id]);
    expect(await ids('jan pieter')).toEqual([]);
  });

  it('matches %, _ and \\ in a search literally, never as wildcards', async () => {
    const marker = `Like${unique()}-`;
    const [percent, underscore, backslash] = await persons(marker, [
      { firstName: '100%' },
      { firstName: 'a_b' },
      { firstName: 'c\\d' },
      { firstName: 'axb' },
      { firstName: '1000' },
    ]);
    const ids = async (query: string) =>
      (await list(marker, `query=${encodeURIComponent(query)}`)).items.map((r) => r.id);
    expect(await ids('%')).toEqual([percent!.id]);
    expect(await ids('0%')).toEqual([percent!.id]);
    expect(await ids('_')).toEqual([underscore!.id]);
    expect(await ids('a_b')).toEqual([underscore!.id]);
    expect(await ids('\\')).toEqual([backslash!.id]);
    expect(await ids("'; drop table users; --")).toEqual([]);
  });

  it('counts a joined select the same way (aliases, expressions and all)', async () => {
    const marker = `Join${unique()}-`;
    const [owner] = await persons(marker, [{ firstName: 'Eigenaar' }]);
    const [other] = await persons(marker, [{ firstName: 'Ander' }]);
    for (let i = 0; i < 12; i++) await db.insert(notes).values({ personId: owner!.id });
    await db.insert(notes).values({ personId: other!.id });
    const person = alias(people, 'person');
    const page = await listPage(
      db,
      () =>
        db
          .select({
            id: notes.id,
            person: person.firstName,
            read: sql<boolean>`${notes.readAt} is not null`,
          })
          .from(notes)
          .innerJoin(person, eq(person.id, notes.personId))
          .$dynamic(),
      listQuerySchema().parse({ perPage: '5', page: '3' }),
      {
        where: and(eq(notes.personId, owner!.id)),
        defaultOrder: [desc(notes.createdAt)],
        tieBreaker: notes.id,
      },
    );
    expect(page.totalItems).toBe(12);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toEqual({ id: expect.any(String), person: 'Eigenaar', read: false });
  });
});

describe('listWhere', () => {
  it('is only the plan’s own condition when nothing is asked', () => {
    const marker = 'Nothing-';
    const own = plan(marker);
    expect(listWhere(parse(''), own)).toBeDefined();
    expect(listWhere(parse(''), { ...own, where: undefined })).toBeUndefined();
  });

  it('fails loudly for a filter without a condition (a programming error, never a request’s)', () => {
    const own = plan('X');
    const broken = { ...own, filters: { ...own.filters, town: undefined } } as unknown as ListPlan<Query>;
    expect(() => listWhere(parse('filters[town]=x'), broken)).toThrow(/town/);
  });
});

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('gewoon')).toBe('gewoon');
  });
});

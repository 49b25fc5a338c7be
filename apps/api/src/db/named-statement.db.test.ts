// Every named statement on both drivers. The statements are hand-written SQL with their own parameter handling, the
// one place where PGlite and PostgreSQL could disagree (an enum array once broke the evaluations overview on PGlite
// only). The app is built on the demo seed, which defines every named statement; each must have cases below, or this
// test fails. Every case runs on the tier's database (PostgreSQL, or PGlite copied from the migrated template) and
// on a PGlite database made as `npm start` makes it, holding the same rows; the rows must be equal. Cases cover
// empty and non-empty arrays, enums and nulls, and each statement's checks prove it found something (two empty
// answers are equal too).
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { openTestDatabase } from '../../test/databases';
import { migrationsDir } from '../lib/paths';
import { runMigrations } from './migrate';
import { createSecretBox } from '../lib/secret-box';
import { fromPglite, type Database, type Db } from './client';
import { rowsOf } from './rows';
import { definedStatements, runStatement, toStatementParameter } from './named-statement';
import * as schema from './schema';
import { seed } from './seed/index';

const { assignments, educationStaff, educations, entries, entryValues, enrolments, events, modules, users } = schema;

type Rows = Record<string, unknown>[];
interface Case {
  label: string;
  values: unknown[];
  /** What the rows must show (on the PGlite tier the only proof; on PostgreSQL besides the comparison). */
  check?: (rows: Rows) => void;
}

/** The ids the cases use, read from the seeded data (the same on both databases). */
interface Ids {
  participant: string;
  teacher: string;
  trainer: string;
  admin: string;
  education: string;
  module: string;
  assignment: { id: string; educationId: string; formId: string | null };
  evaluatedModule: string;
  entry: string;
  draft: { id: string; revision: number; fieldId: string };
}

const one = (rows: Rows) => {
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const some = (rows: Rows) => expect(rows.length).toBeGreaterThan(0);
const none = (rows: Rows) => expect(rows).toEqual([]);
const listed =
  (field: string, min = 1) =>
  (rows: Rows) =>
    expect((one(rows)[field] as unknown[]).length).toBeGreaterThanOrEqual(min);
/** A JSON text answer (`body`) whose array `field` holds at least `min` elements. */
const inBody =
  (field: string, min = 1) =>
  (rows: Rows) =>
    expect((JSON.parse(one(rows).body as string)[field] as unknown[]).length).toBeGreaterThanOrEqual(min);

/** The cases of each named statement; a statement without an entry fails the test. Writes run last. */
const CASES: Record<string, (ids: Ids) => Case[]> = {
  education_page: (ids) => [
    { label: 'the participant', values: [ids.education, ids.participant, null], check: listed('modules') },
    {
      label: 'staff, impersonated by an admin',
      values: [ids.education, ids.trainer, ids.admin],
      check: listed('staff'),
    },
    { label: 'no such education', values: [randomUUID(), ids.participant, null], check: none },
  ],
  module_tree_kinds: (ids) => [
    {
      label: 'two kinds',
      values: [ids.education, ids.participant, null, ['education', 'practical']],
      check: listed('modules'),
    },
    { label: 'no kinds', values: [ids.education, ids.participant, null, []], check: listed('modules', 0) },
  ],
  module_tree_types: (ids) => [
    { label: 'two types', values: [ids.education, ids.participant, null, ['IO', 'PRK']], check: listed('modules') },
    {
      label: 'a type with a quote',
      values: [ids.education, ids.participant, null, ['I"O', 'x,y']],
      check: listed('modules', 0),
    },
  ],
  module_tree_module: (ids) => [
    { label: 'one module', values: [ids.module, ids.participant, null], check: listed('modules') },
    { label: 'no such module', values: [randomUUID(), ids.participant, null], check: none },
  ],
  module_tree_all: (ids) => [
    { label: 'every module', values: [ids.education, ids.trainer, ids.admin], check: listed('assignments') },
  ],
  education_page_text: (ids) => [
    { label: 'the participant', values: [ids.education, ids.participant, null], check: inBody('materials', 0) },
    {
      label: 'staff, impersonated by an admin',
      values: [ids.education, ids.trainer, ids.admin],
      check: inBody('practicalEducators'),
    },
    { label: 'no such education', values: [randomUUID(), ids.participant, null], check: none },
  ],
  module_list_kinds: (ids) => [
    {
      label: 'two kinds',
      values: [ids.education, ids.participant, null, ['education', 'practical']],
      check: inBody('items'),
    },
    { label: 'no kinds', values: [ids.education, ids.participant, null, []], check: inBody('items', 0) },
    { label: 'no such education', values: [randomUUID(), ids.participant, null, ['education']], check: none },
  ],
  module_list_types: (ids) => [
    { label: 'two types', values: [ids.education, ids.participant, null, ['IO', 'PRK']], check: inBody('items') },
    {
      label: 'a type with a quote',
      values: [ids.education, ids.participant, null, ['I"O', 'x,y']],
      check: inBody('items', 0),
    },
  ],
  module_list_all: (ids) => [
    { label: 'every module', values: [ids.education, ids.trainer, ids.admin], check: inBody('items') },
  ],
  schedule_participant: (ids) => scheduleCases(ids.participant),
  schedule_participant_calendar: (ids) => scheduleCases(ids.participant),
  schedule_educator: (ids) => scheduleCases(ids.teacher),
  schedule_educator_calendar: (ids) => scheduleCases(ids.teacher),
  entry_answers: (ids) => [
    { label: 'an entry with answers', values: [ids.entry], check: some },
    { label: 'no such entry', values: [randomUUID()], check: none },
  ],
  assignment_page_extras: (ids) => [
    {
      label: 'staff side',
      values: [ids.assignment.id, ids.assignment.educationId, ids.assignment.formId, true],
      check: listed('evaluators'),
    },
    {
      label: 'a contributor (no staff side)',
      values: [ids.assignment.id, ids.assignment.educationId, ids.assignment.formId, false],
      check: (rows) => expect(one(rows).evaluators).toEqual([]),
    },
  ],
  evaluations_default_page: (ids) => {
    const total = (min: number) => (rows: Rows) =>
      expect(JSON.parse(one(rows).body as string).totalItems).toBeGreaterThanOrEqual(min);
    const none: string[] = [];
    const changeable = ['open', 'rejected', 'in_review'];
    return [
      {
        label: 'in review (the default)',
        values: [ids.trainer, ['in_review'], 10, 0, false, [], none, none],
        check: total(1),
      },
      {
        label: 'several states, with evaluators and both row permissions',
        values: [ids.trainer, ['in_review', 'finished', 'rejected'], 10, 0, true, [], changeable, ['finished']],
        check: total(1),
      },
      {
        label: 'the teacher',
        values: [ids.teacher, ['in_review', 'finished'], 5, 0, true, [], changeable, none],
        check: total(0),
      },
      { label: 'no states', values: [ids.trainer, [], 10, 0, false, [], none, none], check: total(0) },
      {
        label: 'one module, second page',
        values: [ids.trainer, ['in_review', 'finished'], 1, 1, true, [ids.evaluatedModule], none, ['finished']],
        check: total(1),
      },
    ];
  },
  // A write: the same revision is taken on both databases, so the second run of a case sees the same state.
  entry_quick_save: (ids) => [
    {
      label: 'at its revision',
      values: [
        ids.draft.id,
        new Date('2026-11-28T12:00:00.000Z'),
        ids.draft.revision,
        JSON.stringify({ [ids.draft.fieldId]: 'Beide drivers' }),
        [ids.draft.fieldId],
      ],
      check: (rows) => expect(one(rows).revision).toBe(ids.draft.revision + 1),
    },
    {
      label: 'at a revision already taken',
      values: [ids.draft.id, new Date(), ids.draft.revision, JSON.stringify({}), []],
      check: none,
    },
  ],
};

function scheduleCases(userId: string): Case[] {
  return [
    { label: 'everything', values: [userId, null, null, false], check: some },
    { label: 'from a month back, with cancelled', values: [userId, 1, null, true] },
    { label: 'on no dates', values: [userId, null, [], false], check: none },
    { label: 'on two dates', values: [userId, null, ['2020-01-01', '2099-12-31'], false], check: none },
  ];
}

async function idsOf(db: Db): Promise<Ids> {
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const participant = await userId('deelnemer@demo.nl');
  const trainer = await userId('praktijkopleider@demo.nl');
  // The participant's education with the most assignments.
  const [education] = await db
    .select({ id: educations.id })
    .from(educations)
    .innerJoin(assignments, eq(assignments.educationId, educations.id))
    .where(eq(educations.userId, participant))
    .groupBy(educations.id)
    .orderBy(sql`count(*) desc`, educations.id);
  const [module] = await db.select({ id: modules.id }).from(modules).where(eq(modules.educationId, education!.id));
  const [assignment] = await db
    .select({ id: assignments.id, educationId: assignments.educationId, formId: assignments.formId })
    .from(assignments)
    .innerJoin(educationStaff, eq(educationStaff.educationId, assignments.educationId))
    .where(and(eq(educationStaff.userId, trainer), eq(assignments.state, 'in_review')))
    .orderBy(asc(assignments.id));
  const [evaluated] = await db
    .select({ moduleId: assignments.moduleId })
    .from(assignments)
    .innerJoin(educationStaff, eq(educationStaff.educationId, assignments.educationId))
    .where(and(eq(educationStaff.userId, trainer), sql`${assignments.state} in ('in_review', 'finished')`))
    .groupBy(assignments.moduleId)
    .orderBy(sql`count(*) desc`, assignments.moduleId);
  const [entry] = await db
    .select({ id: entries.id })
    .from(entries)
    .innerJoin(entryValues, eq(entryValues.entryId, entries.id))
    .orderBy(asc(entries.id));
  const [draft] = await db
    .select({ id: entries.id, revision: entries.revision, fieldId: entryValues.fieldId })
    .from(entries)
    .innerJoin(entryValues, eq(entryValues.entryId, entries.id))
    .where(and(eq(entries.status, 'draft'), isNotNull(entries.assignmentId)))
    .orderBy(asc(entries.id), asc(entryValues.fieldId));
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(schema.eventStaff, eq(schema.eventStaff.userId, users.id))
    .innerJoin(events, eq(events.id, schema.eventStaff.eventId))
    .innerJoin(enrolments, eq(enrolments.eventId, events.id))
    .where(eq(users.email, 'docent@demo.nl'));
  return {
    participant,
    teacher: teacher!.id,
    trainer,
    admin: await userId('beheerder@demo.nl'),
    education: education!.id,
    module: module!.id,
    assignment: assignment!,
    evaluatedModule: evaluated!.moduleId,
    entry: entry!.id,
    draft: draft!,
  };
}

/**
 * A PGlite database created empty and migrated in the same session, holding the same rows as `source` (every table
 * of the public schema). PGlite learns the array types that exist when it opens: a copy of a migrated template knows
 * the enum arrays, a database migrated after opening did not, which is how the overview's enum array failed on the
 * default start only (`runMigrations` now refreshes them; this copy deliberately does not).
 */
async function freshPgliteCopyOf(source: Database): Promise<Database> {
  const client = await PGlite.create();
  // Migrated without `runMigrations`' refresh of the array types: the PGlite that knows the fewest types, so a
  // statement whose parameters work only when PGlite knows their type fails here.
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsDir, migrationsSchema: 'drizzle' });
  const copy = fromPglite(client);
  const read = async <T>(text: string) => rowsOf<T>(await source.db.execute(sql.raw(text)));
  const tables = await read<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const quoted = tables.map((t) => `"${t.name}"`);
  // Rows are copied in any order: no foreign-key trigger fires while the role is `replica`.
  await client.exec(`set session_replication_role = replica; truncate ${quoted.join(', ')}`);
  for (const table of quoted) {
    const [{ data }] = (await read<{ data: string }>(
      `select coalesce(json_agg(t), '[]')::text as data from ${table} t`,
    )) as [{ data: string }];
    await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [data]);
  }
  await client.exec('set session_replication_role = origin');
  return copy;
}

describe('toStatementParameter', () => {
  it('writes arrays as PostgreSQL array literals, quoting what needs it', () => {
    expect(toStatementParameter(['in_review', 'finished'])).toBe('{"in_review","finished"}');
    expect(toStatementParameter([])).toBe('{}');
    expect(toStatementParameter(['a"b', 'c\\d', 'e,f', null])).toBe('{"a\\"b","c\\\\d","e,f",NULL}');
    expect(toStatementParameter([[1, 2], [3]])).toBe('{{"1","2"},{"3"}}');
  });
  it('writes scalars as their text', () => {
    expect(toStatementParameter(null)).toBeNull();
    expect(toStatementParameter(undefined)).toBeNull();
    expect(toStatementParameter(false)).toBe('false');
    expect(toStatementParameter(12)).toBe('12');
    expect(toStatementParameter(new Date('2026-11-28T11:00:00+01:00'))).toBe('2026-11-28T10:00:00.000Z');
    expect(toStatementParameter({ a: [1] })).toBe('{"a":[1]}');
  });
});

describe('PGlite migrated by runMigrations', () => {
  it('takes an enum array as a JavaScript array at once, as after a restart', async () => {
    const client = await PGlite.create();
    try {
      await runMigrations(fromPglite(client));
      const { rows } = await client.query<{ states: unknown }>('select $1::assignment_state[] as states', [
        ['in_review', 'finished'],
      ]);
      expect(rows[0]!.states).toEqual(['in_review', 'finished']);
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe('every named statement, on PGlite and PostgreSQL alike', () => {
  let t: TestApp;
  let primary: Database;
  let other: Database;
  let ids: Ids;

  beforeAll(async () => {
    primary = await openTestDatabase(inject('testDatabase'));
    await seed(primary.db, 'demo', { secretBox: createSecretBox('named-statement-test-secret-of-length') });
    // The whole app on the seeded database: building it defines every named statement the product has.
    t = await createTestApp({}, primary);
    other = await freshPgliteCopyOf(primary);
    ids = await idsOf(primary.db);
  }, 240_000);

  afterAll(async () => {
    await t?.app.close();
    await other?.close();
    await primary?.close();
  });

  it('has cases for every statement the app defines, and no cases for statements it does not', () => {
    const names = [...definedStatements().keys()].sort();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s answers alike', async (name) => {
    const text = definedStatements().get(name);
    expect(text, `${name} is defined by the app`).toBeDefined();
    for (const c of CASES[name]!(ids)) {
      const onPrimary = (await runStatement<Record<string, unknown>>(primary.db, name, text!, c.values)) as Rows;
      c.check?.(onPrimary);
      const onOther = (await runStatement<Record<string, unknown>>(other.db, name, text!, c.values)) as Rows;
      expect(onOther, `${name}: ${c.label}`).toEqual(onPrimary);
    }
  });
});

import { NOTIFICATION_TYPE_ROLES, type NotificationType, type Role } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import { verifyPassword } from '../../lib/password';
import { fromPostgres, type Database, type Db } from '../client';
import { appSettings, users } from '../schema';
import { seed } from './index';
import { SCALE_PASSWORD } from './scale/index';
import { scalePlan } from './scale/plan';

const N = 20;
const SEED_VALUE = 7;
// Seeding a small data set on PGlite takes seconds; three of them run in the determinism test.
const SLOW = 180_000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  return row!;
}

async function count(db: Db, query: SQL): Promise<number> {
  return (await one<{ n: number }>(db, sql`select (${query})::int as n`)).n;
}

/** A fingerprint of the data set: selected columns of the main tables, ordered by id. */
async function digest(db: Db): Promise<string> {
  const parts = [
    sql`select id, email, first_name, insertion, last_name, roles, afas_id, created_at from users`,
    sql`select id, user_id, afas_id, start_date, status, further_education from educations`,
    sql`select id, education_id, module_code, status, current_level, start_date, form_id from modules`,
    sql`select id, user_id, module_id, container_id, state, grade, submitted_at, finished_at from assignments`,
    sql`select id, assignment_id, form_id, status from entries`,
    sql`select id, entry_id, field_id, value from entry_values`,
    sql`select id, user_id, type, message, read_at, assignment_id, created_at from notifications`,
    sql`select id, afas_id, module_code, start_date, status from events`,
    sql`select id, event_id, date, start_time, workshop from event_sessions`,
    sql`select id, event_id, module_id, user_id, status from enrolments`,
    sql`select id, title, roles, published_start, published_end from news_items`,
    sql`select id, form_id, type, label, sort_order from form_fields`,
  ];
  const digests: string[] = [];
  for (const part of parts) {
    const { d } = await one<{ d: string | null }>(
      db,
      sql`select md5(string_agg(r::text, '|' order by r.id)) as d from (${part}) r`,
    );
    digests.push(d ?? '');
  }
  return digests.join(':');
}

async function withDatabase<T>(body: (database: Database) => Promise<T>): Promise<T> {
  const database = await openTestDatabase(inject('testDatabase'));
  try {
    return await body(database);
  } finally {
    await database.close();
  }
}

describe('scale seed', () => {
  let database: Database;
  let db: Db;
  let lines: string[];

  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabase'));
    db = database.db;
    const report = await seed(db, 'scale', { participants: N, seedValue: SEED_VALUE });
    expect(report.seeded).toBe(true);
    lines = report.lines;
  }, SLOW);

  afterAll(async () => {
    await database?.close();
  });

  it('builds N participants with staff in proportion, all active with the one synthetic password', async () => {
    const plan = scalePlan(N);
    const byRole = await rows<{ role: Role; n: number }>(
      db,
      sql`select unnest(roles) as role, count(*)::int as n from users group by 1`,
    );
    const roleCount = (role: Role) => byRole.find((r) => r.role === role)?.n ?? 0;
    expect(roleCount('ROLE_PARTICIPANT')).toBe(N);
    expect(roleCount('ROLE_TEACHER')).toBe(plan.teachers);
    expect(roleCount('ROLE_PRACTICAL_TRAINER')).toBe(plan.practicalTrainers);
    expect(roleCount('ROLE_INSTITUTE_EDUCATOR')).toBe(plan.instituteEducators);
    expect(roleCount('ROLE_PROGRAM_ASSISTANT')).toBe(plan.programAssistants);
    expect(roleCount('ROLE_ADMIN')).toBe(2);
    expect(scalePlan(5000)).toMatchObject({
      teachers: 200,
      practicalTrainers: 625,
      instituteEducators: 100,
      programAssistants: 20,
    });

    const accounts = await db
      .select({ email: users.email, active: users.active, hash: users.passwordHash })
      .from(users);
    expect(accounts.every((u) => u.active && /^[a-z-]+-\d{4,}@scale\.demo\.nl$/.test(u.email))).toBe(true);
    expect(accounts.map((u) => u.email)).toContain('deelnemer-00001@scale.demo.nl');
    expect(new Set(accounts.map((u) => u.hash)).size).toBe(1);
    expect(await verifyPassword(accounts[0]!.hash!, SCALE_PASSWORD)).toBe(true);
    expect(lines.join('\n')).toContain(`${N} participants`);
  });

  it('gives each participant ~40 modules per education, ~150 assignments and ~200 notifications', async () => {
    expect(await count(db, sql`select count(*) from educations where not further_education`)).toBe(N);
    const educations = await count(db, sql`select count(*) from educations`);
    expect(educations).toBeLessThanOrEqual(N * 1.5);

    const modulesPerMain = await rows<{ n: number }>(
      db,
      sql`select count(m.id)::int as n from educations e join modules m on m.education_id = e.id
          where not e.further_education group by e.id`,
    );
    expect(modulesPerMain).toHaveLength(N);
    for (const { n } of modulesPerMain) {
      expect(n).toBeGreaterThanOrEqual(34);
      expect(n).toBeLessThanOrEqual(40);
    }
    const types = await rows<{ type: string }>(db, sql`select distinct type::text as type from modules order by 1`);
    expect(types.map((t) => t.type)).toEqual(['AANVRAAG', 'BEG', 'EKO', 'EPA', 'IKO', 'IO', 'PRK', 'STA']);
    expect(await count(db, sql`select count(*) from assignment_containers`)).toBeGreaterThan(0);

    const assignments = await count(db, sql`select count(*) from assignments`);
    expect(assignments / N).toBeGreaterThan(130);
    expect(assignments / N).toBeLessThan(170);
    const states = await rows<{ state: string; n: number }>(
      db,
      sql`select state, count(*)::int as n from assignments group by 1`,
    );
    const finished = states.find((s) => s.state === 'finished')?.n ?? 0;
    expect(finished / assignments).toBeGreaterThan(0.5);
    expect(states.map((s) => s.state).sort()).toEqual(['excemption', 'finished', 'in_review', 'open', 'rejected']);
    // Handed-in work has its entry with a few values.
    expect(await count(db, sql`select count(*) from entries`)).toBeGreaterThan(assignments / 2);
    expect(await count(db, sql`select count(*) from entry_values`)).toBeGreaterThan(assignments);

    const perParticipant = await one<{ min: number; max: number; unread: number; total: number }>(
      db,
      sql`select min(n)::int as min, max(n)::int as max, sum(unread)::int as unread, sum(n)::int as total from (
            select count(*) as n, count(*) filter (where read_at is null) as unread from notifications
            where user_id in (select id from users where 'ROLE_PARTICIPANT' = any(roles)) group by user_id) t`,
    );
    expect(perParticipant.min).toBeGreaterThanOrEqual(180);
    expect(perParticipant.max).toBeLessThanOrEqual(220);
    expect(perParticipant.unread / perParticipant.total).toBeCloseTo(0.1, 1);

    expect(await count(db, sql`select count(*) from forms`)).toBe(60);
    const fields = await one<{ min: number; max: number }>(
      db,
      sql`select min(n)::int as min, max(n)::int as max from (select count(*) as n from form_fields group by form_id) t`,
    );
    expect(fields.min).toBeGreaterThanOrEqual(5);
    expect(fields.max).toBeLessThanOrEqual(15);
    expect(await count(db, sql`select count(*) from news_items`)).toBe(200);
    const sessions = await one<{ min: number; max: number }>(
      db,
      sql`select min(n)::int as min, max(n)::int as max from (
            select count(*) as n from event_sessions where not workshop group by event_id) t`,
    );
    expect(sessions.min).toBeGreaterThanOrEqual(4);
    expect(sessions.max).toBeLessThanOrEqual(8);
    expect(await count(db, sql`select count(*) from enrolments`)).toBeGreaterThan(0);
  });

  it('links every row to rows of the same participant', async () => {
    const mismatches = [
      sql`select count(*) from assignments a join educations e on e.id = a.education_id where a.user_id <> e.user_id`,
      sql`select count(*) from assignments a join modules m on m.id = a.module_id where m.education_id <> a.education_id`,
      sql`select count(*) from assignments a join assignment_containers c on c.id = a.container_id
          where c.module_id <> a.module_id`,
      sql`select count(*) from entries en join assignments a on a.id = en.assignment_id where en.form_id <> a.form_id`,
      sql`select count(*) from entry_values v join entries en on en.id = v.entry_id join form_fields f on f.id = v.field_id
          where f.form_id <> en.form_id`,
      sql`select count(*) from enrolments en join modules m on m.id = en.module_id join educations e on e.id = m.education_id
          join events ev on ev.id = en.event_id where e.user_id <> en.user_id or ev.module_code <> m.module_code`,
      sql`select count(*) from notifications n join assignments a on a.id = n.assignment_id
          where n.type <> 'EvaluatorAssigned' and n.user_id <> a.user_id`,
      sql`select count(*) from notifications n where n.type = 'EvaluatorAssigned' and not exists (
            select 1 from assignment_evaluators ae where ae.assignment_id = n.assignment_id and ae.user_id = n.user_id)`,
      sql`select count(*) from education_staff s join users u on u.id = s.user_id
          where s.role = 'practical_trainer' and not 'ROLE_PRACTICAL_TRAINER' = any(u.roles)`,
    ];
    for (const query of mismatches) expect(await count(db, query)).toBe(0);

    // Each notification type reaches only users holding a role that may see it.
    const seen = await rows<{ type: NotificationType; roles: Role[] | string }>(
      db,
      sql`select distinct n.type, u.roles from notifications n join users u on u.id = n.user_id`,
    );
    for (const { type, roles } of seen) {
      const held = typeof roles === 'string' ? (roles.slice(1, -1).split(',') as Role[]) : roles;
      const allowed = [...NOTIFICATION_TYPE_ROLES[type], 'ROLE_ADMIN'];
      expect(
        held.some((role) => allowed.includes(role)),
        `${type} to ${held.join(',')}`,
      ).toBe(true);
    }
  });

  it('leaves a database that holds users alone, saying whether it already holds this data set', async () => {
    const again = await seed(db, 'scale', { participants: N, seedValue: SEED_VALUE });
    expect(again.seeded).toBe(false);
    expect(again.lines.join(' ')).toMatch(/^Already seeded/);

    const other = await seed(db, 'scale', { participants: N + 1, seedValue: SEED_VALUE });
    expect(other.seeded).toBe(false);
    expect(other.lines.join(' ')).toContain(`already holds the scale data set of ${N} participants`);
    expect(await count(db, sql`select count(*) from users where 'ROLE_PARTICIPANT' = any(roles)`)).toBe(N);

    await withDatabase(async ({ db: fresh }) => {
      await fresh.insert(users).values({ email: 'iemand@example.nl', firstName: 'Iemand', lastName: 'Anders' });
      const report = await seed(fresh, 'scale', { participants: 3, seedValue: 1 });
      expect(report.seeded).toBe(false);
      expect(report.lines.join(' ')).toContain('already holds users');
      expect(await count(fresh, sql`select count(*) from users`)).toBe(1);
      expect(await count(fresh, sql`select count(*) from educations`)).toBe(0);
    });
  });

  it(
    'is deterministic: the same N and seed value give the same rows, another seed value other rows',
    async () => {
      const first = await digest(db);
      const same = await withDatabase(async ({ db: fresh }) => {
        expect((await seed(fresh, 'scale', { participants: N, seedValue: SEED_VALUE })).seeded).toBe(true);
        return digest(fresh);
      });
      const other = await withDatabase(async ({ db: fresh }) => {
        expect((await seed(fresh, 'scale', { participants: N, seedValue: SEED_VALUE + 1 })).seeded).toBe(true);
        return digest(fresh);
      });
      expect(same).toBe(first);
      // Every part differs, not just some: no table ignores the seed value.
      const otherParts = other.split(':');
      first.split(':').forEach((part, i) => expect(otherParts[i], `part ${i}`).not.toBe(part));
    },
    SLOW,
  );
});

describe('the vacuum at the end of the scale seed', () => {
  it(
    'a failing vacuum only warns: the marker is written before it, so the data set is usable and a rerun sees it',
    async () => {
      await withDatabase(async ({ db: fresh }) => {
        const seen: { statement: string; marker: unknown }[] = [];
        const report = await seed(fresh, 'scale', {
          participants: 3,
          seedValue: 1,
          maintenance: async (statement) => {
            const [marker] = await fresh
              .select()
              .from(appSettings)
              .where(sql`${appSettings.key} = 'seed.profile'`);
            seen.push({ statement, marker: marker?.value });
            throw new Error('canceling statement due to statement timeout');
          },
        });
        expect(seen).toEqual([
          { statement: 'vacuum (analyze)', marker: expect.objectContaining({ profile: 'scale', participants: 3 }) },
        ]);
        expect(report.seeded).toBe(true);
        expect(report.lines.join(' ')).toContain('Warning: vacuum (analyze) failed (canceling statement');
        const again = await seed(fresh, 'scale', { participants: 3, seedValue: 1 });
        expect(again).toMatchObject({ seeded: false });
        expect(again.lines.join(' ')).toContain('Already seeded');
      });
    },
    SLOW,
  );

  it('a maintenance statement runs on a connection without the statement timeout', async () => {
    await withDatabase(async (database) => {
      if (database.kind === 'pglite') {
        // One in-process connection without a timeout: the statement simply runs.
        await expect(database.maintenance('vacuum (analyze) users')).resolves.toBeUndefined();
        return;
      }
      const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const strict = fromPostgres(url, { statementTimeoutMs: 100 });
      try {
        if (strict.kind !== 'postgres') throw new Error('expected PostgreSQL');
        await expect(strict.pool.query('select pg_sleep(0.5)')).rejects.toThrow(/statement timeout/);
        await expect(strict.maintenance('select pg_sleep(0.5)')).resolves.toBeUndefined();
      } finally {
        await strict.close();
      }
    });
  });
});

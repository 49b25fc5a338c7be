import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../databases';
import * as f from '../factories';
import type { Database } from '../../src/db/client';
import {
  educations,
  enrolments,
  events,
  modules,
  notifications,
  periods,
  presenceItems,
  syncIssues,
  users,
} from '../../src/db/schema';
import {
  classicTokenAuth,
  createAfasClient,
  resolveConnectors,
  scaleFixture,
  startAfasSimulator,
  type AfasSimulator,
} from '../../src/integrations/afas';
import { notify } from '../../src/features/notifications/notifications.service';
import { createAfasSync } from '../../src/features/afas/afas-sync.service';

const connectors = resolveConnectors();
let database: Database;
let sim: AfasSimulator;

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  sim = await startAfasSimulator({ fixture: scaleFixture(connectors, 40), token: 'T' });
});
afterAll(async () => {
  await sim.kill();
  await database.close();
});

function syncWith(simulator: AfasSimulator, options: { timeoutMs?: number } = {}) {
  const client = createAfasClient({
    baseUrl: simulator.url,
    auth: classicTokenAuth('T'),
    sleep: async () => undefined,
    maxAttempts: 2,
    ...options,
  });
  return createAfasSync({ db: database.db, client, connectors, notify, pageSize: 15 });
}

const tally = async () => {
  const db = database.db;
  const n = async (
    table:
      | typeof users
      | typeof educations
      | typeof modules
      | typeof enrolments
      | typeof presenceItems
      | typeof periods
      | typeof events,
  ) => (await db.select({ n: count() }).from(table as typeof users))[0]!.n;
  return {
    users: await n(users),
    educations: await n(educations),
    modules: await n(modules),
    enrolments: await n(enrolments),
    presence: await n(presenceItems),
    periods: await n(periods),
    events: await n(events),
  };
};

describe('the full synchronisation', () => {
  it('writes everything once, and a second run writes zero rows', async () => {
    const before = await tally();
    const first = await syncWith(sim).runFullSync();
    expect(first.persons).toEqual({ seen: 40, changed: 40, failed: 0 });
    expect(first.events).toEqual({ seen: 60, changed: 60, failed: 0 });
    const after = await tally();
    expect(after.users - before.users).toBe(40);
    expect(after.modules - before.modules).toBe(240);
    expect(after.enrolments - before.enrolments).toBe(120);
    expect(after.presence - before.presence).toBe(120);
    expect(after.periods - before.periods).toBe(40);
    // 60 events + 180 sessions + per person 1 user, 1 education, 6 modules, 3 enrolments, 3 presence, 1 period.
    expect(first.rowsWritten).toBe(240 + 40 * 15);
    const second = await syncWith(sim).runFullSync();
    expect(second.rowsWritten).toBe(0);
    expect(second.persons).toEqual({ seen: 40, changed: 0, failed: 0 });
    expect(await tally()).toEqual(after);
    const [participant] = await database.db.select().from(users).where(eq(users.afasId, '2000003'));
    expect(participant).toMatchObject({ roles: ['ROLE_PARTICIPANT'], active: false, addressTown: 'Utrecht' });
  });

  it('writes only what changed, and ends an enrolment AFAS no longer lists without deleting it', async () => {
    const personRows = sim.fixture['Portal_Persons']!;
    const row = personRows.find((r) => r.BcCo === '2000005')!;
    row.LaNm = 'Gewijzigd';
    const enrolmentRows = sim.fixture['Portal_CourseMembers']!;
    const removed = enrolmentRows.findIndex((r) => r.BcCo === '2000006');
    const [gone] = enrolmentRows.splice(removed, 1);
    const report = await syncWith(sim).runFullSync();
    expect(report.rowsWritten).toBe(2);
    expect(report.persons.changed).toBe(2);
    const [ended] = await database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.afasId, String(gone!.CmId)));
    expect(ended?.status).toBe('cancelled');
    // Back in AFAS: enrolled again.
    enrolmentRows.splice(removed, 0, gone!);
    expect((await syncWith(sim).runFullSync()).rowsWritten).toBe(1);
  });

  it('syncs one user and one event on demand', async () => {
    const row = sim.fixture['Portal_Persons']!.find((r) => r.BcCo === '2000007')!;
    row.Rs = 'Amsterdam';
    const sync = syncWith(sim);
    expect((await sync.syncUser('2000007')).rowsWritten).toBe(1);
    expect((await sync.syncUser('2000007')).rowsWritten).toBe(0);
    await expect(sync.syncUser('9999999')).rejects.toMatchObject({ code: 'not_found' });
    sim.fixture['Portal_CourseEvents']!.find((r) => r.CdId === '40002')!.Ds = 'Nieuwe naam';
    expect((await sync.syncEvent('40002')).rowsWritten).toBe(1);
    await expect(sync.syncEvent('1')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('sync issues', () => {
  const issuesOf = (afasId: string) => database.db.select().from(syncIssues).where(eq(syncIssues.afasId, afasId));
  const issueNotifications = async () =>
    (await database.db.select({ n: count() }).from(notifications).where(eq(notifications.type, 'AfasSyncIssue')))[0]!.n;

  it('one broken person: one open issue and one notification per admin; repeats update last seen only; regression after resolving', async () => {
    await f.createAdmin(database.db, { active: true });
    const admins = (
      await database.db
        .select({ n: count() })
        .from(users)
        .where(sql`'ROLE_ADMIN' = any(${users.roles}) and ${users.active}`)
    )[0]!.n;
    const notesBefore = await issueNotifications();
    sim.breakPerson('2000011');
    const first = await syncWith(sim).runFullSync();
    expect(first.persons.failed).toBe(1);
    expect(first.rowsWritten).toBe(0);
    let [issue] = await issuesOf('2000011');
    expect(issue).toMatchObject({ state: 'open', occurrences: 1 });
    expect(issue!.message).toContain('e-mailadres ontbreekt');
    expect(issue!.trace).toContain('RecordError');
    expect(await issueNotifications()).toBe(notesBefore + admins);

    const firstSeen = issue!.createdAt;
    const lastSeen = issue!.updatedAt;
    await syncWith(sim).runFullSync();
    [issue] = await issuesOf('2000011');
    expect(issue).toMatchObject({ state: 'open', occurrences: 2 });
    expect(issue!.createdAt).toEqual(firstSeen);
    expect(issue!.updatedAt.getTime()).toBeGreaterThan(lastSeen.getTime());
    expect(await issueNotifications()).toBe(notesBefore + admins);

    // Fixed in AFAS: the next sync succeeds but the issue stays open until a user resolves it.
    sim.fixPerson('2000011');
    expect((await syncWith(sim).runFullSync()).persons.failed).toBe(0);
    expect((await issuesOf('2000011'))[0]!.state).toBe('open');
    await database.db
      .update(syncIssues)
      .set({ state: 'resolved', resolvedAt: new Date() })
      .where(eq(syncIssues.id, issue!.id));

    sim.breakPerson('2000011');
    await syncWith(sim).runFullSync();
    sim.fixPerson('2000011');
    expect((await issuesOf('2000011'))[0]).toMatchObject({ state: 'regression', occurrences: 3 });
    expect(await issueNotifications()).toBe(notesBefore + 2 * admins);
    expect(await issuesOf('2000011')).toHaveLength(1);
  });
});

describe('faults', () => {
  it('a simulator killed mid-sync leaves every person either complete or untouched', async () => {
    const fixture = scaleFixture(connectors, 45, 7);
    // Other ids than the shared simulator's people.
    for (const rows of Object.values(fixture))
      for (const row of rows)
        for (const key of ['BcCo', 'CrMbId', 'CmId', 'SmId', 'PeId', 'EmAd'])
          if (typeof row[key] === 'string') row[key] = (row[key] as string).replace(/^([A-Z]?|deelnemer)2/, '$13');
    // The same events as the other simulator's (only the people differ).
    fixture['Portal_CourseEvents'] = sim.fixture['Portal_CourseEvents']!;
    fixture['Portal_CourseSessions'] = sim.fixture['Portal_CourseSessions']!;
    const killed = await startAfasSimulator({ fixture, token: 'T' });
    // Events, sessions, the first page of people and its five child connectors, then one more call: cut.
    killed.killAfter(2 + 1 + 5 + 1 + 2);
    await expect(syncWith(killed).runFullSync()).rejects.toMatchObject({ name: 'AfasError' });
    const written = await database.db
      .select({ id: users.id, afasId: users.afasId })
      .from(users)
      .where(sql`${users.afasId} like '3%'`);
    expect(written.length).toBe(15);
    for (const user of written) {
      const mods = await database.db
        .select({ n: count() })
        .from(modules)
        .innerJoin(educations, eq(educations.id, modules.educationId))
        .where(eq(educations.userId, user.id));
      expect(mods[0]!.n).toBe(6);
      const enr = await database.db.select({ n: count() }).from(enrolments).where(eq(enrolments.userId, user.id));
      expect(enr[0]!.n).toBe(3);
    }
  });

  it('a 401 ends the run at once without retrying', async () => {
    const client = createAfasClient({
      baseUrl: sim.url,
      auth: classicTokenAuth('WRONG'),
      sleep: async () => undefined,
    });
    const before = sim.calls.length;
    await expect(createAfasSync({ db: database.db, client, connectors, notify }).runFullSync()).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(sim.calls.length - before).toBe(2);
  });

  it('a 503 with retry_after mid-run waits and the run completes', async () => {
    const waits: number[] = [];
    const client = createAfasClient({
      baseUrl: sim.url,
      auth: classicTokenAuth('T'),
      sleep: async (ms) => void waits.push(ms),
    });
    sim.script({
      status: 503,
      body: { error: { code: '503', message: 'Onderhoud' }, retry_after: 30 },
      connector: 'portal_modules',
    });
    const report = await createAfasSync({ db: database.db, client, connectors, notify, pageSize: 15 }).runFullSync();
    expect(waits).toEqual([30_000]);
    expect(report.persons.failed).toBe(0);
    expect(report.rowsWritten).toBe(0);
  });
});

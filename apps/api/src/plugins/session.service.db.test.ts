import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { openTestDatabase } from '../../test/databases';
import * as f from '../../test/factories';
import { createSessionService, SESSION_CACHE_MS, type SessionService } from './session.service';

const template = inject('testDatabase');
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase(template);
});
afterAll(async () => {
  await database?.close();
});

const secretOf = () => randomBytes(32).toString('base64url');

/** A cached service whose notifications are live (PostgreSQL's listener connects in the background). */
async function cachedService(now?: () => Date): Promise<SessionService> {
  const service = createSessionService(database.db, { cache: database.cacheNotifications, ...(now && { now }) });
  await vi.waitFor(() => expect(database.cacheNotifications.live()).toBe(true), { timeout: 10_000 });
  return service;
}

/** A signed-in session, looked up once so that the service keeps it; answers its secret. */
async function keptSession(service: SessionService, userOptions: f.UserOptions = {}) {
  const user = await f.createParticipant(database.db, userOptions);
  const secret = secretOf();
  await f.createSession(database.db, { userId: user.id, secret, lastSeenAt: new Date() });
  expect(await service.find(secret)).not.toBeNull();
  const before = service.cacheStatistics();
  expect(await service.find(secret)).not.toBeNull();
  // The second lookup came from memory: that is what the tests below take away.
  expect(service.cacheStatistics().hits).toBe(before.hits + 1);
  return { user, secret };
}

/** A statement on a connection of its own, as another API process would send it. */
async function fromAnotherProcess(statement: string, params: unknown[]): Promise<void> {
  if (database.kind === 'pglite') {
    // One PGlite instance is one process: its notifications arrive the same way whoever sends the statement.
    await database.client.query(statement, params);
    return;
  }
  const other = new pg.Client({ connectionString: database.pool.options.connectionString });
  await other.connect();
  try {
    await other.query(statement, params);
  } finally {
    await other.end();
  }
}

describe('the session cache', () => {
  it('forgets a session at once when this process signs it out, deactivates its user or changes their roles', async () => {
    const service = await cachedService();

    const signedOut = await keptSession(service);
    await database.db.delete(sessions).where(eq(sessions.userId, signedOut.user.id));
    expect(await service.find(signedOut.secret)).toBeNull();

    const deactivated = await keptSession(service);
    await database.db.update(users).set({ active: false }).where(eq(users.id, deactivated.user.id));
    expect(await service.find(deactivated.secret)).toBeNull();

    const promoted = await keptSession(service);
    await database.db
      .update(users)
      .set({ roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'], permissions: ['LIST_USERS'] })
      .where(eq(users.id, promoted.user.id));
    const found = await service.find(promoted.secret);
    expect(found?.user.roles).toEqual(['ROLE_PARTICIPANT', 'ROLE_TEACHER']);
    expect(found?.user.permissions).toEqual(['LIST_USERS']);
  });

  it("forgets a session when another process's change is announced", async () => {
    const service = await cachedService();
    const signedOut = await keptSession(service);
    const deactivated = await keptSession(service);
    const demoted = await keptSession(service, { roles: ['ROLE_PARTICIPANT', 'ROLE_ADMIN'] });

    await fromAnotherProcess('delete from sessions where user_id = $1', [signedOut.user.id]);
    await fromAnotherProcess('update users set active = false where id = $1', [deactivated.user.id]);
    await fromAnotherProcess(`update users set roles = '{ROLE_PARTICIPANT}' where id = $1`, [demoted.user.id]);

    // Kept for SESSION_CACHE_MS otherwise: each of these can only come from the notification.
    const wait = { timeout: SESSION_CACHE_MS / 3 };
    await vi.waitFor(async () => expect(await service.find(signedOut.secret)).toBeNull(), wait);
    await vi.waitFor(async () => expect(await service.find(deactivated.secret)).toBeNull(), wait);
    await vi.waitFor(
      async () => expect((await service.find(demoted.secret))?.user.roles).toEqual(['ROLE_PARTICIPANT']),
      wait,
    );
  });

  it('forgets every session when a purge removes many at once', async () => {
    const service = await cachedService();
    const kept = await keptSession(service);
    const user = await f.createParticipant(database.db);
    const past = new Date(Date.now() - 60_000);
    await database.db.insert(sessions).values(
      Array.from({ length: 120 }, () => ({
        id: secretOf(),
        userId: user.id,
        expiresAt: past,
        ip: '127.0.0.1',
      })),
    );
    // As the nightly housekeeping does (jobs/housekeeping.ts): one statement, many sessions.
    const purged = await database.db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning();
    expect(purged.length).toBeGreaterThanOrEqual(120);
    const before = service.cacheStatistics();
    expect(await service.find(kept.secret)).not.toBeNull();
    expect(service.cacheStatistics().misses).toBe(before.misses + 1);
  });

  it('asks the database again after the touch interval, and writes lastSeenAt then', async () => {
    let clock = Date.now();
    const service = await cachedService(() => new Date(clock));
    const { secret, user } = await keptSession(service);
    const lastSeen = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.lastSeenAt.getTime();
    const seenAt = await lastSeen();

    clock += 20_000;
    let before = service.cacheStatistics();
    expect(await service.find(secret)).not.toBeNull();
    expect(service.cacheStatistics().hits).toBe(before.hits + 1);

    clock += 45_000; // 65 s after sign-in: lastSeenAt is due again
    before = service.cacheStatistics();
    expect(await service.find(secret)).not.toBeNull();
    expect(service.cacheStatistics().misses).toBe(before.misses + 1);
    expect(await lastSeen()).toBe(clock);
    expect(await lastSeen()).toBeGreaterThan(seenAt);

    // Idle past the limit in the database's eyes: the kept entry is not used to let it through.
    clock += 3 * 60 * 60 * 1000;
    expect(await service.find(secret)).toBeNull();
  });

  it('keeps nothing longer than SESSION_CACHE_MS, and never the bell count', async () => {
    let clock = Date.now();
    const service = await cachedService(() => new Date(clock));
    const { secret, user } = await keptSession(service);
    // Well within the touch interval: only the entry's own age sends it back to the database.
    clock += SESSION_CACHE_MS + 1;
    const before = service.cacheStatistics();
    expect(await service.find(secret)).not.toBeNull();
    expect(service.cacheStatistics().misses).toBe(before.misses + 1);

    expect((await service.find(secret, { withUnreadNotifications: true }))?.unreadNotifications).toBe(0);
    await f.createNotification(database.db, { userId: user.id });
    expect((await service.find(secret, { withUnreadNotifications: true }))?.unreadNotifications).toBe(1);
  });

  it.skipIf(template.kind !== 'postgres')(
    'asks the database on every lookup while the listening connection is down, and keeps sessions again once it is back',
    async () => {
      const service = await cachedService();
      const { secret } = await keptSession(service);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'portal cache listener' and datname = current_database()`,
      );
      await vi.waitFor(() => expect(database.cacheNotifications.live()).toBe(false), { timeout: 10_000 });
      const down = service.cacheStatistics();
      expect(await service.find(secret)).not.toBeNull();
      expect(await service.find(secret)).not.toBeNull();
      expect(service.cacheStatistics()).toEqual({ hits: down.hits, misses: down.misses + 2 });

      await vi.waitFor(() => expect(database.cacheNotifications.live()).toBe(true), { timeout: 10_000 });
      expect(await service.find(secret)).not.toBeNull();
      const back = service.cacheStatistics();
      expect(await service.find(secret)).not.toBeNull();
      expect(service.cacheStatistics().hits).toBe(back.hits + 1);
    },
  );
});

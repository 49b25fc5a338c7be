import type { SessionPendingStep } from '@portal/contracts';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { CacheNotifications } from '../db/cache-notifications';
import type { Db } from '../db/client';
import { notifications, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../lib/tokens';

/** A session ends after this long without requests (long forms autosave, which counts as activity). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ... and at the latest this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** `lastSeenAt` is written at most this often, so a busy session does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** A looked-up session is served from this process's memory for at most this long (see `SessionServiceOptions`). */
export const SESSION_CACHE_MS = 30 * 1000;
/** ... and this process keeps at most this many (the least recently used go first). */
const SESSION_CACHE_ENTRIES = 20_000;

export interface SessionContext {
  ip: string | null;
  userAgent: string | null;
}

export interface OpenSession {
  id: string;
  userId: string;
  impersonatorId: string | null;
  pendingStep: SessionPendingStep | null;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The user as the access gate needs it. */
  user: {
    roles: (typeof users.$inferSelect)['roles'];
    permissions: (typeof users.$inferSelect)['permissions'];
    active: boolean;
  };
  /** The user's unread notifications, when the lookup was asked for them (the bell's poll; see `find`). */
  unreadNotifications?: number;
}

export interface FindOptions {
  /**
   * Also count the user's unread notifications in the same statement: the bell's poll (every open browser, every
   * 20 s) then costs one round trip to the database instead of two.
   */
  withUnreadNotifications?: boolean;
}

export interface SessionServiceOptions {
  now?: () => Date;
  /**
   * Keep looked-up sessions in this process's memory, so that a browser's requests within a short while cost no
   * round trip to the database for their session (measured on the scale set: the agenda call 1,372 -> 1,918 req/s,
   * the education page 664 -> 788). An entry is served only
   *   - while the database's cache notifications are live (`CacheNotifications`): a sign-out, a deactivation or a
   *     change of roles or permissions committed by any process removes it when the commit is announced, and one
   *     committed by this process before the change's own `await` ends;
   *   - for at most `SESSION_CACHE_MS`, and only while `lastSeenAt` needs no update (the idle and absolute limits
   *     are checked against the database again at least once a minute, as before).
   * Without it, every request looks its session up.
   */
  cache?: CacheNotifications;
}

/** What one lookup reads: the session and the fields of its user that decide access. */
type SessionRow = Omit<OpenSession, 'user' | 'unreadNotifications'> & OpenSession['user'];

/** The sessions kept in memory, forgotten by session id, by user (either side of an impersonation) or all at once. */
function createSessionCache(notifications: CacheNotifications) {
  const entries = new LRUCache<string, { row: SessionRow; cachedAt: number }>({
    max: SESSION_CACHE_ENTRIES,
    dispose: (entry, id) => {
      for (const userId of [entry.row.userId, entry.row.impersonatorId]) {
        const ids = userId ? byUser.get(userId) : undefined;
        ids?.delete(id);
        if (ids?.size === 0) byUser.delete(userId!);
      }
    },
  });
  const byUser = new Map<string, Set<string>>();
  /** Changes with every notification and every loss of the listener: a lookup that saw it change is not kept. */
  let generation = 0;
  const statistics = { hits: 0, misses: 0 };

  const forgetUser = (userId: string) => {
    for (const id of [...(byUser.get(userId) ?? [])]) entries.delete(id);
  };
  notifications.subscribe({
    onMessage(payload) {
      const [kind, key] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
      // A user's notifications changed (the bell's stream): nothing a kept session holds.
      if (kind === 'notifications') return;
      generation++;
      if (kind === 'session') entries.delete(key);
      else if (kind === 'user') forgetUser(key);
      // `sessions:*`, and anything this version does not know: forget everything rather than serve a stale one.
      else entries.clear();
    },
    onLost() {
      generation++;
      entries.clear();
    },
  });

  return {
    statistics,
    generation: () => generation,
    /** A kept session still usable at `at`, or undefined (then the database decides). */
    get(id: string, at: number): SessionRow | undefined {
      const entry = notifications.live() ? entries.get(id) : undefined;
      const usable =
        entry !== undefined &&
        at < entry.cachedAt + SESSION_CACHE_MS &&
        at < entry.row.lastSeenAt.getTime() + TOUCH_INTERVAL_MS &&
        at < entry.row.expiresAt.getTime();
      if (usable) statistics.hits++;
      else statistics.misses++;
      return usable ? entry.row : undefined;
    },
    /** Keeps a row just read, unless anything was announced since the lookup began (`since`: its generation). */
    set(row: SessionRow, at: number, since: number): void {
      if (generation !== since || !notifications.live() || !row.active) return;
      entries.set(row.id, { row, cachedAt: at });
      for (const userId of [row.userId, row.impersonatorId]) {
        if (!userId) continue;
        let ids = byUser.get(userId);
        if (!ids) byUser.set(userId, (ids = new Set()));
        ids.add(row.id);
      }
    },
    delete: (id: string) => entries.delete(id),
    forgetUser,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Server-side sessions. The client holds a random secret (cookie or bearer token); the database holds its SHA-256
 * as the session id. Every change of privilege (sign-in, the code step, impersonation) issues a new secret.
 */
export function createSessionService(db: Db, options: SessionServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const cache = options.cache ? createSessionCache(options.cache) : null;
  // One round trip per request: the session and the fields of its user that decide access.
  const fields = {
    id: sessions.id,
    userId: sessions.userId,
    impersonatorId: sessions.impersonatorId,
    pendingStep: sessions.pendingStep,
    expiresAt: sessions.expiresAt,
    lastSeenAt: sessions.lastSeenAt,
    roles: users.roles,
    permissions: users.permissions,
    active: users.active,
  };
  const lookup = db
    .select(fields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup');
  // The same with the bell's count: an index-only scan of the partial unread index, as the count's own statement.
  const lookupWithUnread = db
    .select({
      ...fields,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${sessions.userId} and ${notifications.readAt} is null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_lookup_unread');
  type LookupRow = SessionRow & { unread?: number };

  const present = (row: LookupRow): OpenSession => ({
    id: row.id,
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    pendingStep: row.pendingStep,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    user: { roles: row.roles, permissions: row.permissions, active: row.active },
    ...(row.unread !== undefined && { unreadNotifications: row.unread }),
  });

  return {
    /** Starts a session; answers the secret for the client (only ever in memory here). */
    async create(
      userId: string,
      options: SessionContext & { pendingStep: SessionPendingStep | null; impersonatorId?: string | null },
    ): Promise<{ secret: string; id: string; expiresAt: Date }> {
      const secret = randomToken();
      const id = sha256Hex(secret);
      const at = now();
      const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS);
      await db.insert(sessions).values({
        id,
        userId,
        impersonatorId: options.impersonatorId ?? null,
        pendingStep: options.pendingStep,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
        ip: options.ip,
        userAgent: options.userAgent?.slice(0, 500) ?? null,
      });
      return { secret, id, expiresAt };
    },

    /** The open session a secret belongs to, or null (unknown, expired, idle too long, user deactivated). */
    async find(secret: string, options: FindOptions = {}): Promise<OpenSession | null> {
      const id = sha256Hex(secret);
      const at = now().getTime();
      // The bell's count is never kept: it changes with every notification.
      if (!options.withUnreadNotifications) {
        const kept = cache?.get(id, at);
        if (kept) return present(kept);
      }
      const since = cache?.generation() ?? 0;
      const [row]: LookupRow[] = options.withUnreadNotifications
        ? await lookupWithUnread.execute({ id })
        : await lookup.execute({ id });
      if (!row) return null;
      if (!row.active || row.expiresAt.getTime() <= at || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= at) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (row.lastSeenAt.getTime() + TOUCH_INTERVAL_MS <= at) {
        row.lastSeenAt = new Date(at);
        await db.update(sessions).set({ lastSeenAt: row.lastSeenAt }).where(eq(sessions.id, id));
      }
      const { unread: _unread, ...kept } = row;
      cache?.set(kept, at, since);
      return present(row);
    },

    /** How often the kept sessions answered a lookup, and how often the database did (tests, metrics). */
    cacheStatistics(): { hits: number; misses: number } {
      return { ...(cache?.statistics ?? { hits: 0, misses: 0 }) };
    },

    /** Replaces a session by a new one with the given changes (a new secret; the old one stops working). */
    async rotate(
      old: OpenSession,
      changes: { pendingStep?: SessionPendingStep | null; userId?: string; impersonatorId?: string | null },
      context: SessionContext,
    ): Promise<{ secret: string; id: string; expiresAt: Date }> {
      cache?.delete(old.id);
      return db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.id, old.id));
        const service = createSessionService(tx as unknown as Db, { now });
        return service.create(changes.userId ?? old.userId, {
          ...context,
          pendingStep: changes.pendingStep === undefined ? old.pendingStep : changes.pendingStep,
          impersonatorId: changes.impersonatorId === undefined ? old.impersonatorId : changes.impersonatorId,
        });
      });
    },

    async destroy(id: string): Promise<void> {
      cache?.delete(id);
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of a user (deactivation, password change), including those impersonating them. */
    async destroyAllOf(userId: string): Promise<void> {
      cache?.forgetUser(userId);
      await db.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)));
    },

    /**
     * The sessions of open notification streams (`GET /api/notifications/stream`): those still open (not ended,
     * expired or idle too long, their user active and signed in completely) are marked seen now, as the bell's poll
     * did once a minute while the page was shown; answers their ids, so the streams of the others can end.
     */
    async keepOpen(ids: readonly string[]): Promise<Set<string>> {
      const at = now();
      const open = new Set<string>();
      for (let start = 0; start < ids.length; start += 1000) {
        const rows = await db
          .update(sessions)
          .set({ lastSeenAt: at })
          .from(users)
          .where(
            and(
              inArray(sessions.id, ids.slice(start, start + 1000)),
              eq(users.id, sessions.userId),
              eq(users.active, true),
              isNull(sessions.pendingStep),
              gt(sessions.expiresAt, at),
              gt(sessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS)),
            ),
          )
          .returning({ id: sessions.id });
        for (const row of rows) open.add(row.id);
      }
      return open;
    },

    /** Removes expired sessions (run now and then; expired ones are refused anyway). */
    async purgeExpired(): Promise<number> {
      const at = now();
      const idleSince = new Date(at.getTime() - SESSION_IDLE_MS);
      const removed = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, idleSince)))
        .returning({ id: sessions.id });
      return removed.length;
    },

    async countOf(userId: string): Promise<number> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId)));
      return rows.length;
    },
  };
}

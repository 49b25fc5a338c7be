import type { SessionPendingStep } from '@portal/contracts';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../lib/tokens';

/** A session ends after this long without requests (long forms autosave, which counts as activity). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ... and at the latest this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** `lastSeenAt` is written at most this often, so a busy session does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

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

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Server-side sessions. The client holds a random secret (cookie or bearer token); the database holds its SHA-256
 * as the session id. Every change of privilege (sign-in, the code step, impersonation) issues a new secret.
 */
export function createSessionService(db: Db, now: () => Date = () => new Date()) {
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
  type LookupRow = Awaited<ReturnType<typeof lookup.execute>>[number] & { unread?: number };

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
      const [row]: LookupRow[] = options.withUnreadNotifications
        ? await lookupWithUnread.execute({ id })
        : await lookup.execute({ id });
      if (!row) return null;
      const at = now().getTime();
      if (!row.active || row.expiresAt.getTime() <= at || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= at) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (row.lastSeenAt.getTime() + TOUCH_INTERVAL_MS <= at) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(sessions.id, id));
      }
      return {
        id: row.id,
        userId: row.userId,
        impersonatorId: row.impersonatorId,
        pendingStep: row.pendingStep,
        expiresAt: row.expiresAt,
        lastSeenAt: row.lastSeenAt,
        user: { roles: row.roles, permissions: row.permissions, active: row.active },
        ...(row.unread !== undefined && { unreadNotifications: row.unread }),
      };
    },

    /** Replaces a session by a new one with the given changes (a new secret; the old one stops working). */
    async rotate(
      old: OpenSession,
      changes: { pendingStep?: SessionPendingStep | null; userId?: string; impersonatorId?: string | null },
      context: SessionContext,
    ): Promise<{ secret: string; id: string; expiresAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.id, old.id));
        const service = createSessionService(tx as unknown as Db, now);
        return service.create(changes.userId ?? old.userId, {
          ...context,
          pendingStep: changes.pendingStep === undefined ? old.pendingStep : changes.pendingStep,
          impersonatorId: changes.impersonatorId === undefined ? old.impersonatorId : changes.impersonatorId,
        });
      });
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    /** Ends every session of a user (deactivation, password change), including those impersonating them. */
    async destroyAllOf(userId: string): Promise<void> {
      await db.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)));
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

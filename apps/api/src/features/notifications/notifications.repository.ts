import type { ListQuery, NotificationType } from '@portal/contracts';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, notifications, syncIssues, users } from '../../db/schema';
import { listPage, type ListPage } from '../../lib/list-query';

/** The columns a notification is shown from. */
const shown = {
  id: notifications.id,
  type: notifications.type,
  message: notifications.message,
  readAt: notifications.readAt,
  assignmentId: notifications.assignmentId,
  issueId: notifications.issueId,
  contextUrl: notifications.contextUrl,
  createdAt: notifications.createdAt,
};
export type ShownNotification = Pick<typeof notifications.$inferSelect, keyof typeof shown>;

export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'type' | 'message' | 'assignmentId' | 'issueId' | 'contextUrl' | 'data'
>;

/** A possible recipient as `notify()` weighs them: the roles decide the types, the opt-outs the wishes. */
export interface Recipient {
  id: string;
  email: string;
  roles: (typeof users.$inferSelect)['roles'];
  optOutTypes: NotificationType[];
}

/** Rows per insert statement: well below PostgreSQL's 65,535 parameters at eight columns a row. */
const INSERT_CHUNK = 1000;

/** The statement of the bell's count; its plan is checked in `notifications.service.db.test.ts`. */
export function unreadCountQuery(db: Db) {
  return db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)));
}

/**
 * The bell's count, asked by every open browser every 20 s: one named prepared statement (parsed and planned once
 * per connection) that the partial index `notifications_user_unread_idx` answers with an index-only scan.
 */
export function createUnreadCounter(db: Db) {
  const unread = unreadCountQuery(db).prepare('notifications_unread_count');
  return async (userId: string): Promise<number> => {
    const [row] = await unread.execute({ userId });
    return row?.count ?? 0;
  };
}

/** Storage of the notification centre (`notify()` runs it on the caller's transaction). */
export function createNotificationRepository(db: Db) {
  return {
    /** A page of the user's notifications, newest first. */
    list(userId: string, query: ListQuery<Record<never, never>, never>): Promise<ListPage<ShownNotification>> {
      return listPage(db, () => db.select(shown).from(notifications).$dynamic(), query, {
        where: eq(notifications.userId, userId),
        defaultOrder: [desc(notifications.createdAt)],
        tieBreaker: notifications.id,
      });
    },

    /** Marks one of the user's notifications read (keeping the first read time); undefined when not theirs. */
    /** The user's newest notifications made after `since` (all when null), newest first, at most `limit`. */
    recent(userId: string, since: Date | null, limit: number): Promise<ShownNotification[]> {
      return db
        .select(shown)
        .from(notifications)
        .where(and(eq(notifications.userId, userId), since ? gt(notifications.createdAt, since) : undefined))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async markRead(userId: string, id: string, at: Date): Promise<ShownNotification | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning(shown);
      return row;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async recipientsById(ids: readonly string[]): Promise<Recipient[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email, roles: users.roles, optOutTypes: users.optOutTypes })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** Users by e-mail address, compared without case (the unique index on `lower(email)`). */
    async recipientsByEmail(emails: readonly string[]): Promise<Recipient[]> {
      if (emails.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email, roles: users.roles, optOutTypes: users.optOutTypes })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            emails.map((email) => email.toLowerCase()),
          ),
        );
    },

    async assignmentExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.id, id));
      return rows.length > 0;
    },

    async syncIssueExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: syncIssues.id }).from(syncIssues).where(eq(syncIssues.id, id));
      return rows.length > 0;
    },

    async insert(rows: readonly NewNotification[]): Promise<number> {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await db.insert(notifications).values(rows.slice(start, start + INSERT_CHUNK));
      }
      return rows.length;
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

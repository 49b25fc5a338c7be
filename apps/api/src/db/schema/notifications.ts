import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, fkIndex } from './_columns';
import { assignments } from './assignments';
import { notificationTypeEnum } from './enums';
import { syncIssues } from './sync';
import { users } from './users';

/** A message in a user's notification centre; `readAt` null means unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum().notNull(),
    /** Sanitised HTML. */
    message: text().notNull(),
    readAt: at(),
    assignmentId: uuid().references(() => assignments.id, { onDelete: 'set null' }),
    issueId: uuid().references(() => syncIssues.id, { onDelete: 'set null' }),
    contextUrl: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The hottest call of the product (the bell, every 20 s): an index-only count of a user's unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    fkIndex('notifications_assignment_idx', t.assignmentId, { sparse: true }),
    fkIndex('notifications_issue_idx', t.issueId, { sparse: true }),
  ],
);

import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, fkIndex } from './_columns';
import { mailStatusEnum } from './enums';
import { users } from './users';

/**
 * Mails to send, written in the same transaction as the change that causes them and delivered by a worker, so a
 * mail is never lost nor sent for a change that rolled back.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    to: text().notNull(),
    subject: text().notNull(),
    /** Which template rendered it, with its data (for resends and audits). */
    template: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    html: text().notNull(),
    text: text().notNull(),
    status: mailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sendAfter: at().notNull().defaultNow(),
    sentAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.sendAfter), fkIndex('mail_outbox_user_idx', t.userId)],
);

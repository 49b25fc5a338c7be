import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, fkIndex } from './_columns';
import { mailingKindEnum, mailStatusEnum } from './enums';
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

/**
 * The optional mails a user was sent: at most one per kind and period, which the primary key enforces, so that
 * several API processes, a retried job or a restart never send a second one (the row is inserted with
 * `on conflict do nothing` in the transaction that writes the mail to the outbox). `items` are the ids the mail
 * listed (notifications, news items): a later mail of the same kind lists only what no earlier one did.
 */
export const userMailings = pgTable(
  'user_mailings',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: mailingKindEnum().notNull(),
    /** The Amsterdam day of a daily digest; the Monday of the Amsterdam week of a weekly news mail. */
    period: date({ mode: 'string' }).notNull(),
    items: uuid().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

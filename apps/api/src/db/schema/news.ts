import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt, fkIndex } from './_columns';
import { roleEnum } from './enums';
import { events } from './events';
import { files } from './files';
import { users } from './users';

/**
 * A news item. A reader sees it when it is published, inside its window, and targets one of the reader's roles,
 * educations (by AFAS id) or events.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull().default(''),
    imageFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    /** Where the image came from (photo library), kept for attribution. */
    imageUrl: text(),
    published: boolean().notNull().default(false),
    publishedStart: at(),
    publishedEnd: at(),
    roles: roleEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_items_window_idx').on(t.published, t.publishedStart, t.publishedEnd),
    index('news_items_roles_idx').using('gin', t.roles),
    index('news_items_author_idx').on(t.authorId),
    fkIndex('news_items_image_file_idx', t.imageFileId, { sparse: true }),
  ],
);

/** Targeting by education: the programme's AFAS id, shared by all its participants. */
export const newsEducations = pgTable(
  'news_educations',
  {
    newsId: uuid()
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    educationAfasId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.educationAfasId] }),
    index('news_educations_afas_idx').on(t.educationAfasId),
  ],
);

export const newsEvents = pgTable(
  'news_events',
  {
    newsId: uuid()
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.eventId] }), index('news_events_event_idx').on(t.eventId)],
);

export const newsFiles = pgTable(
  'news_files',
  {
    newsId: uuid()
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.fileId] }), fkIndex('news_files_file_idx', t.fileId)],
);

/** Who has read which news item (the detail marks it read; unread ones feed the badge). */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: uuid()
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] }), fkIndex('news_reads_news_idx', t.newsId)],
);

import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './_columns';
import { users } from './users';

/**
 * A stored file: its bytes live in the storage backend under `storageKey` (DATA_DIR now, object storage later).
 * Owners link to files through their own join tables (news_files, entry_value_files, ...), so every file has a
 * foreign-key path to what it belongs to.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    uploadedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** Detected from the bytes, not taken from the name. */
    mimeType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull().unique(),
    sha256: text(),
    /** Which kind of owner the file was uploaded for (news, faq, material, entry, form, avatar, certificate). */
    context: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedById)],
);

/** Read flags per user (educators mark a participant's files read or unread). */
export const fileReads = pgTable(
  'file_reads',
  {
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.userId] }), index('file_reads_user_idx').on(t.userId)],
);

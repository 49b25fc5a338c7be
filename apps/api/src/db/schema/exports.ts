import { PERSONAL_DATA_EXPORT_STATUSES } from '@portal/contracts';
import { bigint, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './_columns';
import { users } from './users';

export const personalDataExportStatusEnum = pgEnum('personal_data_export_status', PERSONAL_DATA_EXPORT_STATUSES);

/**
 * A personal-data export (GDPR art. 15/20) of `userId`, asked for by `requestedById` (the person themself or an
 * admin): made by a job on the queue into the file storage, downloaded once by whoever asked, then removed.
 */
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedById: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: personalDataExportStatusEnum().notNull().default('pending'),
    /** Where the archive's bytes are (file storage), once ready. */
    storageKey: text(),
    size: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    readyAt: at(),
    downloadedAt: at(),
    expiresAt: at(),
  },
  (t) => [
    index('personal_data_exports_requester_idx').on(t.requestedById, t.createdAt),
    index('personal_data_exports_user_idx').on(t.userId),
  ],
);

import { PERSONAL_DATA_EXPORT_STATUSES, REQUESTED_DOWNLOAD_KINDS } from '@portal/contracts';
import { bigint, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, fkIndex, id } from './_columns';
import { educations } from './educations';
import { modules } from './modules';
import { users } from './users';

export const personalDataExportStatusEnum = pgEnum('personal_data_export_status', PERSONAL_DATA_EXPORT_STATUSES);
export const requestedDownloadKindEnum = pgEnum('requested_download_kind', REQUESTED_DOWNLOAD_KINDS);

/**
 * A requested download about `userId`, asked for by `requestedById`: made by a job on the queue into the file
 * storage, downloaded once by whoever asked, then removed. `kind` says what it holds: the personal-data export
 * (GDPR art. 15/20; the person themself or an admin), or the bundled PDF of one portfolio category (`moduleId` of
 * `educationId`; the participant, linked staff or an admin), with its progress in `done` of `total`. One table for
 * both, so the life cycle (ready, failed, once, expiry) is written once; the name stays from the first kind.
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
    kind: requestedDownloadKindEnum().notNull().default('personal_data'),
    educationId: uuid().references(() => educations.id, { onDelete: 'cascade' }),
    moduleId: uuid().references(() => modules.id, { onDelete: 'cascade' }),
    /** Progress of the job (assignments rendered of those to render); 0 of 0 for the personal-data export. */
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
  },
  (t) => [
    index('personal_data_exports_requester_idx').on(t.requestedById, t.createdAt),
    index('personal_data_exports_user_idx').on(t.userId),
    fkIndex('personal_data_exports_education_idx', t.educationId, { sparse: true }),
    fkIndex('personal_data_exports_module_idx', t.moduleId, { sparse: true }),
  ],
);

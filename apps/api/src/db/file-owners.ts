import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from './schema';

/**
 * Every column of the schema that references `files.id`, except read flags (they do not own a file): a file linked
 * through any of them belongs to something. Read from the schema itself, so an owner table added later is covered
 * (kept from the clean-up job, refused as somebody else's attachment) without anyone remembering.
 */
export const FILE_OWNER_COLUMNS: readonly { table: PgTable; column: PgColumn }[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && value !== schema.fileReads)
  .flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((fk) => fk.reference())
      .filter((ref) => ref.foreignTable === schema.files)
      .map((ref) => ({ table, column: ref.columns[0]! })),
  );

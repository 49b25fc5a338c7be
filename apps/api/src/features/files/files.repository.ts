import type { Role } from '@portal/contracts';
import { and, arrayOverlaps, eq, exists, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  assignmentEvaluators,
  assignments,
  certificates,
  educationMaterialFiles,
  educationMaterials,
  educations,
  educationStaff,
  enrolments,
  entries,
  entryValueFiles,
  entryValues,
  faqItemFiles,
  fileReads,
  files,
  formAttachments,
  newsEducations,
  newsEvents,
  newsFiles,
  newsItems,
  users,
} from '../../db/schema';
import { FILE_OWNER_COLUMNS } from '../../db/file-owners';
import { rowsOf } from '../../db/rows';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** What a file belongs to, as its owner tables say: the policy decides per kind who may see it. */
export type OwnerKind = 'avatar' | 'news' | 'faq' | 'material' | 'entry' | 'certificate' | 'form';
export interface Owner {
  kind: OwnerKind;
  /** avatar: the user; news: the item; faq: the item; material and entry: the education and the assignment;
   * certificate: its holder; form: the form. */
  ref: string;
}

const OWNER_COLUMNS = FILE_OWNER_COLUMNS;

/** True (SQL) when nothing references the file (the outer query's `files` row). */
const unreferenced: SQL = and(
  ...OWNER_COLUMNS.map(({ table, column }) => sql`not exists (select 1 from ${table} where ${column} = ${files.id})`),
)!;

export function createFilesRepository(db: Db) {
  return {
    async find(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row;
    },

    async insert(values: NewFile): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },

    /** Removes the row (owners' links and read flags go with it); answers its storage key, or undefined. */
    async remove(id: string): Promise<string | undefined> {
      const [row] = await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey });
      return row?.storageKey;
    },

    /** Every owner of the file, in one round trip. */
    async owners(fileId: string): Promise<Owner[]> {
      const result = await db.execute<{ kind: OwnerKind; ref: string }>(sql`
        select 'avatar' as kind, ${users.id} as ref from ${users} where ${users.avatarFileId} = ${fileId}
        union all select 'news', ${newsFiles.newsId} from ${newsFiles} where ${newsFiles.fileId} = ${fileId}
        union all select 'news', ${newsItems.id} from ${newsItems} where ${newsItems.imageFileId} = ${fileId}
        union all select 'faq', ${faqItemFiles.faqItemId} from ${faqItemFiles} where ${faqItemFiles.fileId} = ${fileId}
        union all select 'material', ${educationMaterials.educationId} from ${educationMaterialFiles}
          join ${educationMaterials} on ${educationMaterials.id} = ${educationMaterialFiles.materialId}
          where ${educationMaterialFiles.fileId} = ${fileId}
        union all select 'entry', ${entries.assignmentId} from ${entryValueFiles}
          join ${entryValues} on ${entryValues.id} = ${entryValueFiles.entryValueId}
          join ${entries} on ${entries.id} = ${entryValues.entryId}
          where ${entryValueFiles.fileId} = ${fileId} and ${entries.assignmentId} is not null
        union all select 'certificate', ${certificates.userId} from ${certificates} where ${certificates.fileId} = ${fileId}
        union all select 'form', ${formAttachments.formId} from ${formAttachments} where ${formAttachments.fileId} = ${fileId}
      `);
      const rows = rowsOf<Owner>(result);
      return rows.map((r) => ({ kind: r.kind, ref: String(r.ref) }));
    },

    /**
     * The reader may see the news item now: it is published, inside its window and targets one of the reader's
     * roles, one of their programmes (by AFAS id) or an event they are enrolled in (spec 1 §3).
     */
    async newsReadableBy(newsId: string, userId: string, roles: readonly Role[], now = new Date()): Promise<boolean> {
      const targetsEducation = db
        .select({ one: sql`1` })
        .from(newsEducations)
        .innerJoin(educations, eq(educations.afasId, newsEducations.educationAfasId))
        .where(and(eq(newsEducations.newsId, newsItems.id), eq(educations.userId, userId)));
      const targetsEvent = db
        .select({ one: sql`1` })
        .from(newsEvents)
        .innerJoin(enrolments, eq(enrolments.eventId, newsEvents.eventId))
        .where(
          and(eq(newsEvents.newsId, newsItems.id), eq(enrolments.userId, userId), eq(enrolments.status, 'enrolled')),
        );
      const [row] = await db
        .select({ id: newsItems.id })
        .from(newsItems)
        .where(
          and(
            eq(newsItems.id, newsId),
            eq(newsItems.published, true),
            or(isNull(newsItems.publishedStart), lte(newsItems.publishedStart, now)),
            or(isNull(newsItems.publishedEnd), gte(newsItems.publishedEnd, now)),
            or(
              roles.length > 0 ? arrayOverlaps(newsItems.roles, [...roles]) : sql`false`,
              exists(targetsEducation),
              exists(targetsEvent),
            ),
          ),
        );
      return row !== undefined;
    },

    /** The participant of the education or one of its staff (institute educators, trainers, program assistant). */
    async inEducation(educationId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: educations.id })
        .from(educations)
        .where(
          and(
            eq(educations.id, educationId),
            or(
              eq(educations.userId, userId),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(educationStaff)
                  .where(and(eq(educationStaff.educationId, educations.id), eq(educationStaff.userId, userId))),
              ),
            ),
          ),
        );
      return row !== undefined;
    },

    /** The assignment's participant, one of its evaluators, or staff of its education. */
    async inAssignment(assignmentId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(
          and(
            eq(assignments.id, assignmentId),
            or(
              eq(assignments.userId, userId),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(assignmentEvaluators)
                  .where(
                    and(eq(assignmentEvaluators.assignmentId, assignments.id), eq(assignmentEvaluators.userId, userId)),
                  ),
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(educationStaff)
                  .where(
                    and(eq(educationStaff.educationId, assignments.educationId), eq(educationStaff.userId, userId)),
                  ),
              ),
            ),
          ),
        );
      return row !== undefined;
    },

    /** The form an assignment is filled in with (its attachments are part of what a contributor works on). */
    async formOfAssignment(assignmentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ formId: assignments.formId })
        .from(assignments)
        .where(eq(assignments.id, assignmentId));
      return row?.formId;
    },

    async isRead(fileId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ fileId: fileReads.fileId })
        .from(fileReads)
        .where(and(eq(fileReads.fileId, fileId), eq(fileReads.userId, userId)));
      return row !== undefined;
    },

    async setRead(fileId: string, userId: string, read: boolean): Promise<void> {
      if (read) {
        await db.insert(fileReads).values({ fileId, userId }).onConflictDoNothing();
      } else {
        await db.delete(fileReads).where(and(eq(fileReads.fileId, fileId), eq(fileReads.userId, userId)));
      }
    },

    /** Points the user at a new avatar file; answers the previous one's id, or undefined when there is no user. */
    async replaceAvatar(userId: string, fileId: string | null): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ avatarFileId: users.avatarFileId })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return undefined;
        await tx.update(users).set({ avatarFileId: fileId }).where(eq(users.id, userId));
        return { previous: user.avatarFileId };
      });
    },

    /**
     * Deletes up to `limit` files created before `before` that nothing references, re-checking in the delete itself
     * so a file linked meanwhile stays. Answers the storage keys of what was removed.
     */
    async removeUnreferenced(before: Date, limit: number): Promise<{ id: string; storageKey: string }[]> {
      const candidates = db
        .select({ id: files.id })
        .from(files)
        .where(and(lt(files.createdAt, before), unreferenced))
        .limit(limit);
      return db
        .delete(files)
        .where(and(sql`${files.id} in (${candidates})`, unreferenced))
        .returning({ id: files.id, storageKey: files.storageKey });
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;

/** Column names of the owner references (tests check the clean-up knows them all). */
export const ownerColumnNames = (): string[] =>
  OWNER_COLUMNS.map(({ table, column }) => `${getTableConfig(table).name}.${column.name}`);

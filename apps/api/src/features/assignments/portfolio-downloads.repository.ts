import type { ModuleTypeCode } from '@portal/contracts';
import { and, asc, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignments,
  educations,
  entries,
  entryValueFiles,
  entryValues,
  files,
  modules,
  personalDataExports,
  users,
} from '../../db/schema';
import { fullName } from '../../lib/names';

/** A category of the download summary: a module of the education with its counts. */
export interface SummaryRow {
  moduleId: string;
  type: ModuleTypeCode;
  name: string;
  assignments: number;
  files: number;
}

export interface AttachedFile {
  assignmentId: string;
  id: string;
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
}

/** The download summary's reads: categories, their assignments and the files of those assignments' answers. */
export function createPortfolioDownloadsRepository(db: Db) {
  /** Files uploaded in answers (file-upload and product fields; a signature is a value, not an attachment). */
  const answerFiles = (assignmentIds: readonly string[]) =>
    db
      .selectDistinct({
        assignmentId: entries.assignmentId,
        id: files.id,
        name: files.name,
        mimeType: files.mimeType,
        size: files.size,
        storageKey: files.storageKey,
        createdAt: files.createdAt,
      })
      .from(entries)
      .innerJoin(entryValues, eq(entryValues.entryId, entries.id))
      .innerJoin(entryValueFiles, eq(entryValueFiles.entryValueId, entryValues.id))
      .innerJoin(files, eq(files.id, entryValueFiles.fileId))
      .where(inArray(entries.assignmentId, [...assignmentIds]));

  return {
    /** Every module of the education that holds assignments, by type and name, with its counts (one query). */
    async summary(educationId: string, moduleId?: string): Promise<SummaryRow[]> {
      return db
        .select({
          moduleId: modules.id,
          type: modules.type,
          name: modules.publishedName,
          assignments: countDistinct(assignments.id),
          files: countDistinct(entryValueFiles.fileId),
        })
        .from(modules)
        .innerJoin(assignments, eq(assignments.moduleId, modules.id))
        .leftJoin(entries, eq(entries.assignmentId, assignments.id))
        .leftJoin(entryValues, eq(entryValues.entryId, entries.id))
        .leftJoin(entryValueFiles, eq(entryValueFiles.entryValueId, entryValues.id))
        .where(and(eq(modules.educationId, educationId), moduleId ? eq(modules.id, moduleId) : undefined))
        .groupBy(modules.id)
        .orderBy(asc(modules.type), asc(modules.publishedName), asc(modules.id));
    },

    /** The module's assignments, oldest first (the order of the details and of the bundled PDF). */
    assignmentsOf(moduleId: string) {
      return db
        .select({
          id: assignments.id,
          name: assignments.name,
          state: assignments.state,
          createdAt: assignments.createdAt,
          submittedAt: assignments.submittedAt,
        })
        .from(assignments)
        .where(eq(assignments.moduleId, moduleId))
        .orderBy(asc(assignments.createdAt), asc(assignments.id));
    },

    /** The answer files of these assignments, each once per assignment, in upload order. */
    async filesOf(assignmentIds: readonly string[]): Promise<AttachedFile[]> {
      if (assignmentIds.length === 0) return [];
      const rows = await answerFiles(assignmentIds).orderBy(asc(files.createdAt), asc(files.id));
      return rows.map(({ createdAt: _createdAt, ...row }) => ({ ...row, assignmentId: row.assignmentId! }));
    },

    /** The caller's latest bundled PDF of a module. */
    async latestBundle(requesterId: string, moduleId: string) {
      const [row] = await db
        .select()
        .from(personalDataExports)
        .where(
          and(
            eq(personalDataExports.kind, 'portfolio_pdf'),
            eq(personalDataExports.requestedById, requesterId),
            eq(personalDataExports.moduleId, moduleId),
          ),
        )
        .orderBy(desc(personalDataExports.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** A new bundle row, waiting for its job. */
    async insertBundle(values: {
      userId: string;
      requestedById: string;
      educationId: string;
      moduleId: string;
      total: number;
    }) {
      const [row] = await db
        .insert(personalDataExports)
        .values({ ...values, kind: 'portfolio_pdf' })
        .returning();
      return row!;
    },

    /** The participant of the education (who the bundle is about). */
    async participantOf(educationId: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, insertion: users.insertion, lastName: users.lastName })
        .from(educations)
        .innerJoin(users, eq(users.id, educations.userId))
        .where(eq(educations.id, educationId));
      return row ? { id: row.id, name: fullName(row) } : null;
    },

    /** Whether the user holds ROLE_ADMIN (where the notification's link leads). */
    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ admin: sql<boolean>`'ROLE_ADMIN' = any(${users.roles})` })
        .from(users)
        .where(eq(users.id, userId));
      return row?.admin ?? false;
    },
  };
}

export type PortfolioDownloadsRepository = ReturnType<typeof createPortfolioDownloadsRepository>;

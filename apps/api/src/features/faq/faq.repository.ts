import type { z } from 'zod';
import type { faqCategoryListQuerySchema, faqListQuerySchema } from '@portal/contracts';
import { and, arrayContains, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqCategories, faqItemFiles, faqItems, files, users } from '../../db/schema';
import { listPage, type ListPage } from '../../lib/list-query';
import { FILE_OWNER_COLUMNS } from '../../db/file-owners';
import { rowsOf } from '../../db/rows';

export type FaqItemRow = typeof faqItems.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
type FaqListQuery = z.output<typeof faqListQuerySchema>;
type FaqCategoryListQuery = z.output<typeof faqCategoryListQuerySchema>;

/** A question with its category's title, as lists and details show it. */
export interface FaqItemWithCategory extends FaqItemRow {
  categoryTitle: string;
}
export interface FaqAttachmentRow {
  faqItemId: string;
  id: string;
  name: string;
  mimeType: string;
}
/** What the service checks of a file offered as an attachment. */
export interface AttachmentCandidate {
  id: string;
  context: string;
  uploadedById: string | null;
  uploadedByAdmin: boolean;
}

const OWNER_COLUMNS = FILE_OWNER_COLUMNS;

/** Serialises changes to the order of the category list (a transaction-scoped lock: released at commit). */
const CATEGORY_ORDER_LOCK = 0x0fa9_ca7e;

const itemWithCategory = {
  id: faqItems.id,
  categoryId: faqItems.categoryId,
  title: faqItems.title,
  content: faqItems.content,
  visible: faqItems.visible,
  sortOrder: faqItems.sortOrder,
  createdAt: faqItems.createdAt,
  updatedAt: faqItems.updatedAt,
  categoryTitle: faqCategories.title,
};

export function createFaqRepository(db: Db) {
  /** Gives rows the orders 0, 1, 2, ... in the order given, writing only the rows whose order changes. */
  async function writeOrder(
    table: typeof faqItems | typeof faqCategories,
    rows: readonly { id: string; sortOrder: number }[],
  ): Promise<void> {
    for (const [index, row] of rows.entries()) {
      if (row.sortOrder !== index) await db.update(table).set({ sortOrder: index }).where(eq(table.id, row.id));
    }
  }

  return {
    /** One page of questions in category order, then item order; hidden ones only when asked. */
    async listItems(query: FaqListQuery, includeHidden: boolean): Promise<ListPage<FaqItemWithCategory>> {
      return listPage(
        db,
        () =>
          db
            .select(itemWithCategory)
            .from(faqItems)
            .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
            .$dynamic(),
        query,
        {
          where: includeHidden ? undefined : eq(faqItems.visible, true),
          search: [faqItems.title, faqItems.content],
          defaultOrder: [asc(faqCategories.sortOrder), asc(faqItems.sortOrder)],
          tieBreaker: faqItems.id,
        },
      );
    },

    async findItem(id: string): Promise<FaqItemWithCategory | undefined> {
      const [row] = await db
        .select(itemWithCategory)
        .from(faqItems)
        .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
        .where(eq(faqItems.id, id));
      return row;
    },

    /** The files of these questions, in the order they were uploaded. */
    async attachmentsOf(itemIds: readonly string[]): Promise<FaqAttachmentRow[]> {
      if (itemIds.length === 0) return [];
      return db
        .select({ faqItemId: faqItemFiles.faqItemId, id: files.id, name: files.name, mimeType: files.mimeType })
        .from(faqItemFiles)
        .innerJoin(files, eq(files.id, faqItemFiles.fileId))
        .where(inArray(faqItemFiles.faqItemId, [...itemIds]))
        .orderBy(asc(files.createdAt), asc(files.id));
    },

    /** The files offered as attachments that exist, with who uploaded them. */
    async attachmentCandidates(fileIds: readonly string[]): Promise<AttachmentCandidate[]> {
      if (fileIds.length === 0) return [];
      return db
        .select({
          id: files.id,
          context: files.context,
          uploadedById: files.uploadedById,
          uploadedByAdmin: sql<boolean>`coalesce(${arrayContains(users.roles, ['ROLE_ADMIN'])}, false)`,
        })
        .from(files)
        .leftJoin(users, eq(users.id, files.uploadedById))
        .where(inArray(files.id, [...fileIds]));
    },

    /** Of these files, the ids something other than this question (if any) links to already. */
    async linkedElsewhere(fileIds: readonly string[], faqItemId: string | undefined): Promise<Set<string>> {
      if (fileIds.length === 0) return new Set();
      const ids = [...fileIds];
      const selects = OWNER_COLUMNS.map(({ table, column }) => {
        const own: SQL | undefined =
          table === faqItemFiles && faqItemId !== undefined ? ne(faqItemFiles.faqItemId, faqItemId) : undefined;
        return sql`select ${column} as id from ${table} where ${and(inArray(column, ids), own)}`;
      });
      const result = await db.execute(sql.join(selects, sql` union `));
      return new Set(rowsOf<{ id: string }>(result).map((row) => String(row.id)));
    },

    async replaceAttachments(faqItemId: string, fileIds: readonly string[]): Promise<void> {
      await db.delete(faqItemFiles).where(eq(faqItemFiles.faqItemId, faqItemId));
      if (fileIds.length > 0) await db.insert(faqItemFiles).values(fileIds.map((fileId) => ({ faqItemId, fileId })));
    },

    /**
     * Locks a category row until the transaction ends: every change to the order of its questions takes this lock
     * first, so two admins moving at once wait for each other and the order stays dense. Answers whether it exists.
     */
    async lockCategory(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(eq(faqCategories.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** Locks the order of the category list until the transaction ends (creating, deleting, moving categories). */
    async lockCategoryOrder(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CATEGORY_ORDER_LOCK})`);
    },

    /** The question's category (read before locking it; the caller checks it again under the lock). */
    async categoryOfItem(id: string): Promise<string | undefined> {
      const [row] = await db.select({ categoryId: faqItems.categoryId }).from(faqItems).where(eq(faqItems.id, id));
      return row?.categoryId;
    },

    /** The questions of a category in their order (call with the category locked). */
    async itemsInOrder(categoryId: string): Promise<{ id: string; sortOrder: number }[]> {
      return db
        .select({ id: faqItems.id, sortOrder: faqItems.sortOrder })
        .from(faqItems)
        .where(eq(faqItems.categoryId, categoryId))
        .orderBy(asc(faqItems.sortOrder), asc(faqItems.id));
    },

    /** Makes the orders of a category's questions 0, 1, 2, ... again (after an insert, a removal, a move). */
    async writeItemOrder(rows: readonly { id: string; sortOrder: number }[]): Promise<void> {
      await writeOrder(faqItems, rows);
    },

    async insertItem(values: typeof faqItems.$inferInsert): Promise<FaqItemRow> {
      const [row] = await db.insert(faqItems).values(values).returning();
      return row!;
    },

    async updateItem(id: string, values: Partial<typeof faqItems.$inferInsert>): Promise<FaqItemRow | undefined> {
      const [row] = await db
        .update(faqItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faqItems.id, id))
        .returning();
      return row;
    },

    async deleteItem(id: string): Promise<boolean> {
      const rows = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
      return rows.length > 0;
    },

    /** Flips the visibility; answers the new value, or undefined when there is no such question. */
    async toggleVisibility(id: string): Promise<boolean | undefined> {
      const [row] = await db
        .update(faqItems)
        .set({ visible: sql`not ${faqItems.visible}`, updatedAt: new Date() })
        .where(eq(faqItems.id, id))
        .returning({ visible: faqItems.visible });
      return row?.visible;
    },

    /** The categories in their order, each with the number of questions the caller may see. */
    async listCategories(
      query: FaqCategoryListQuery,
      includeHidden: boolean,
    ): Promise<ListPage<{ id: string; title: string; itemCount: number }>> {
      return listPage(
        db,
        () =>
          db
            .select({
              id: faqCategories.id,
              title: faqCategories.title,
              itemCount: categoryItemCount(includeHidden),
            })
            .from(faqCategories)
            .$dynamic(),
        query,
        { search: [faqCategories.title], defaultOrder: [asc(faqCategories.sortOrder)], tieBreaker: faqCategories.id },
      );
    },

    async findCategory(
      id: string,
      includeHidden: boolean,
    ): Promise<{ id: string; title: string; itemCount: number } | undefined> {
      const [row] = await db
        .select({ id: faqCategories.id, title: faqCategories.title, itemCount: categoryItemCount(includeHidden) })
        .from(faqCategories)
        .where(eq(faqCategories.id, id));
      return row;
    },

    /** The categories in their order (call with the category order locked). */
    async categoriesInOrder(): Promise<{ id: string; sortOrder: number }[]> {
      return db
        .select({ id: faqCategories.id, sortOrder: faqCategories.sortOrder })
        .from(faqCategories)
        .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
    },

    async writeCategoryOrder(rows: readonly { id: string; sortOrder: number }[]): Promise<void> {
      await writeOrder(faqCategories, rows);
    },

    async insertCategory(title: string, sortOrder: number): Promise<FaqCategoryRow> {
      const [row] = await db.insert(faqCategories).values({ title, sortOrder }).returning();
      return row!;
    },

    async renameCategory(id: string, title: string): Promise<boolean> {
      const rows = await db
        .update(faqCategories)
        .set({ title })
        .where(eq(faqCategories.id, id))
        .returning({ id: faqCategories.id });
      return rows.length > 0;
    },

    async deleteCategory(id: string): Promise<void> {
      await db.delete(faqCategories).where(eq(faqCategories.id, id));
    },
  };
}
export type FaqRepository = ReturnType<typeof createFaqRepository>;

/** The number of questions in the outer query's category: all of them for admins, else the visible ones. */
function categoryItemCount(includeHidden: boolean): SQL.Aliased<number> {
  // Written out with table names: Drizzle leaves columns unqualified here, and `id` would be the question's own.
  const visibleOnly = includeHidden ? '' : ' and faq_items.visible';
  return sql<number>`(${sql.raw(
    `select count(*)::int from faq_items where faq_items.category_id = faq_categories.id${visibleOnly}`,
  )})`.as('item_count');
}

import type { FaqCategory, FaqItem, Violation } from '@portal/contracts';
import type { z } from 'zod';
import type { faqCategoryListQuerySchema, faqItemBodySchema, faqListQuerySchema } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { htmlText, sanitizeHtml } from '../../lib/html';
import type { ListPage } from '../../lib/list-query';
import { canAttach, seesHidden, type FaqActor } from './faq.policy';
import { presentFaqItem } from './faq.presenter';
import { createFaqRepository, type FaqRepository } from './faq.repository';

type FaqItemInput = z.output<typeof faqItemBodySchema>;
type Direction = 'up' | 'down';

/** A question's content is required: what is left after cleaning must show something (text or an image). */
function cleanContent(content: string): string | undefined {
  const clean = sanitizeHtml(content, 'rich');
  return htmlText(clean) !== '' || /<img\s/.test(clean) ? clean : undefined;
}

/** The rows with the one at `index` swapped with its neighbour; at the edge the order is left as it is. */
function moved<T>(rows: readonly T[], index: number, direction: Direction): T[] {
  const copy = [...rows];
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= copy.length) return copy;
  [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  return copy;
}

/** A question moved to another category between reading its category and locking it: try again. */
const RETRY = Symbol('retry');
const LOCK_ATTEMPTS = 3;

/**
 * The FAQ (spec 1 §3-§7): questions in categories, both kept in a dense order (0, 1, 2, ...). Every change of an
 * order runs in a transaction that first locks what the order belongs to (the category row for its questions, a
 * transaction-scoped advisory lock for the category list), so concurrent changes queue instead of interleaving.
 */
export function createFaqService({ db }: { db: Db }) {
  const repository = createFaqRepository(db);
  const inTransaction = <T>(work: (repo: FaqRepository) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(createFaqRepository(tx as unknown as Db)));

  async function withAttachments(repo: FaqRepository, id: string): Promise<FaqItem> {
    const row = await repo.findItem(id);
    if (!row) throw AppError.notFound();
    return presentFaqItem(row, await repo.attachmentsOf([id]));
  }

  /**
   * Runs `work` in a transaction holding the lock of the question's category (and of `alsoLock`, a category it
   * moves to), taken in id order so two transactions never wait for each other in a circle.
   */
  async function withItemLocked<T>(
    id: string,
    alsoLock: string | undefined,
    work: (repo: FaqRepository, categoryId: string, alsoExists: boolean) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 0; attempt < LOCK_ATTEMPTS; attempt++) {
      const result = await inTransaction(async (repo) => {
        const categoryId = await repo.categoryOfItem(id);
        if (!categoryId) throw AppError.notFound();
        let alsoExists = true;
        for (const category of [...new Set([categoryId, alsoLock ?? categoryId])].sort()) {
          const exists = await repo.lockCategory(category);
          if (category === alsoLock) alsoExists = exists;
        }
        const now = await repo.categoryOfItem(id);
        if (!now) throw AppError.notFound();
        if (now !== categoryId) return RETRY;
        return { value: await work(repo, categoryId, alsoExists) };
      });
      if (result !== RETRY) return result.value;
    }
    throw AppError.conflict();
  }

  /** The violations of the attachments offered: each must be usable (policy) and not linked elsewhere. */
  async function attachmentViolations(
    repo: FaqRepository,
    actor: FaqActor,
    fileIds: readonly string[],
    faqItemId: string | undefined,
  ): Promise<Violation[]> {
    const candidates = new Map((await repo.attachmentCandidates(fileIds)).map((file) => [file.id, file]));
    const linked = await repo.linkedElsewhere(fileIds, faqItemId);
    return fileIds.flatMap((fileId, index) => {
      const file = candidates.get(fileId);
      return file && canAttach(actor, file) && !linked.has(fileId)
        ? []
        : [{ propertyPath: `attachments[${index}]`, detail: 'validation.invalid' }];
    });
  }

  return {
    /** The questions in category order, then item order; hidden ones for admins only. */
    async list(actor: FaqActor, query: z.output<typeof faqListQuerySchema>): Promise<ListPage<FaqItem>> {
      const page = await repository.listItems(query, seesHidden(actor));
      const attachments = await repository.attachmentsOf(page.items.map((item) => item.id));
      return { ...page, items: page.items.map((item) => presentFaqItem(item, attachments)) };
    },

    /** One question; a hidden one is "not found" for everyone but admins. */
    async get(actor: FaqActor, id: string): Promise<FaqItem> {
      const item = await withAttachments(repository, id);
      if (!item.visible && !seesHidden(actor)) throw AppError.notFound();
      return item;
    },

    /** A new visible question at the end of its category, with the files uploaded for it. */
    async create(actor: FaqActor, input: FaqItemInput): Promise<FaqItem> {
      const content = cleanContent(input.content);
      return inTransaction(async (repo) => {
        const violations: Violation[] = [];
        if (!(await repo.lockCategory(input.categoryId))) {
          violations.push({ propertyPath: 'categoryId', detail: 'validation.invalid' });
        }
        if (content === undefined) violations.push({ propertyPath: 'content', detail: 'validation.required' });
        violations.push(...(await attachmentViolations(repo, actor, input.attachments, undefined)));
        if (violations.length > 0 || content === undefined) throw AppError.validation(violations);

        const siblings = await repo.itemsInOrder(input.categoryId);
        await repo.writeItemOrder(siblings);
        const row = await repo.insertItem({
          title: input.title,
          content,
          categoryId: input.categoryId,
          sortOrder: siblings.length,
        });
        await repo.replaceAttachments(row.id, input.attachments);
        return withAttachments(repo, row.id);
      });
    },

    /**
     * Changes a question; `attachments` replaces its files. A new category puts it at the end of that category and
     * closes the gap it leaves in the old one.
     */
    async update(actor: FaqActor, id: string, input: FaqItemInput): Promise<FaqItem> {
      const content = cleanContent(input.content);
      return withItemLocked(id, input.categoryId, async (repo, oldCategoryId, newCategoryExists) => {
        const violations: Violation[] = [];
        if (!newCategoryExists) violations.push({ propertyPath: 'categoryId', detail: 'validation.invalid' });
        if (content === undefined) violations.push({ propertyPath: 'content', detail: 'validation.required' });
        violations.push(...(await attachmentViolations(repo, actor, input.attachments, id)));
        if (violations.length > 0 || content === undefined) throw AppError.validation(violations);

        if (input.categoryId === oldCategoryId) {
          await repo.updateItem(id, { title: input.title, content });
        } else {
          const newSiblings = await repo.itemsInOrder(input.categoryId);
          await repo.writeItemOrder(newSiblings);
          await repo.updateItem(id, {
            title: input.title,
            content,
            categoryId: input.categoryId,
            sortOrder: newSiblings.length,
          });
          await repo.writeItemOrder(await repo.itemsInOrder(oldCategoryId));
        }
        await repo.replaceAttachments(id, input.attachments);
        return withAttachments(repo, id);
      });
    },

    /** Deletes a question; the ones after it move up a place. Its files are left to the clean-up job. */
    async remove(id: string): Promise<void> {
      await withItemLocked(id, undefined, async (repo, categoryId) => {
        await repo.deleteItem(id);
        await repo.writeItemOrder(await repo.itemsInOrder(categoryId));
      });
    },

    /**
     * One place up or down within its category. At the edge this changes nothing and answers the question as it
     * is: the list on screen already shows it there, and a double click must not end in an error message.
     */
    async move(id: string, direction: Direction): Promise<FaqItem> {
      return withItemLocked(id, undefined, async (repo, categoryId) => {
        const rows = await repo.itemsInOrder(categoryId);
        await repo.writeItemOrder(
          moved(
            rows,
            rows.findIndex((row) => row.id === id),
            direction,
          ),
        );
        return withAttachments(repo, id);
      });
    },

    /** Shows a hidden question or hides a visible one; answers the new state. */
    async toggleVisibility(id: string): Promise<{ visible: boolean }> {
      const visible = await repository.toggleVisibility(id);
      if (visible === undefined) throw AppError.notFound();
      return { visible };
    },

    /** The categories in their order; the counts include hidden questions for admins only. */
    async listCategories(
      actor: FaqActor,
      query: z.output<typeof faqCategoryListQuerySchema>,
    ): Promise<ListPage<FaqCategory>> {
      return repository.listCategories(query, seesHidden(actor));
    },

    /** A new category at the end of the list. */
    async createCategory(title: string): Promise<FaqCategory> {
      return inTransaction(async (repo) => {
        await repo.lockCategoryOrder();
        const rows = await repo.categoriesInOrder();
        await repo.writeCategoryOrder(rows);
        const row = await repo.insertCategory(title, rows.length);
        return { id: row.id, title: row.title, itemCount: 0 };
      });
    },

    async renameCategory(id: string, title: string): Promise<FaqCategory> {
      if (!(await repository.renameCategory(id, title))) throw AppError.notFound();
      const category = await repository.findCategory(id, true);
      if (!category) throw AppError.notFound();
      return category;
    },

    /**
     * Deletes an empty category; the ones after it move up a place. A category that still holds questions answers
     * 409 `conflict`: deleting it must not silently delete answers, nor drop them into another category.
     */
    async removeCategory(id: string): Promise<void> {
      await inTransaction(async (repo) => {
        await repo.lockCategoryOrder();
        if (!(await repo.lockCategory(id))) throw AppError.notFound();
        if ((await repo.itemsInOrder(id)).length > 0) throw AppError.conflict();
        await repo.deleteCategory(id);
        await repo.writeCategoryOrder(await repo.categoriesInOrder());
      });
    },

    /** One place up or down in the category list; at the edge nothing changes (as with questions). */
    async moveCategory(id: string, direction: Direction): Promise<FaqCategory> {
      return inTransaction(async (repo) => {
        await repo.lockCategoryOrder();
        const rows = await repo.categoriesInOrder();
        const index = rows.findIndex((row) => row.id === id);
        if (index < 0) throw AppError.notFound();
        await repo.writeCategoryOrder(moved(rows, index, direction));
        const category = await repo.findCategory(id, true);
        return category!;
      });
    },
  };
}
export type FaqService = ReturnType<typeof createFaqService>;

import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, fkIndex } from './_columns';
import { files } from './files';

/** A FAQ category; `sortOrder` is kept dense (0, 1, 2, ...) by the moves. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: id(),
    title: text().notNull(),
    sortOrder: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('faq_categories_order_idx').on(t.sortOrder)],
);

/** A question and answer; hidden items never reach the public list. A category with items cannot be deleted. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull().default(''),
    visible: boolean().notNull().default(true),
    sortOrder: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_items_category_order_idx').on(t.categoryId, t.sortOrder)],
);

export const faqItemFiles = pgTable(
  'faq_item_files',
  {
    faqItemId: uuid()
      .notNull()
      .references(() => faqItems.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.faqItemId, t.fileId] }), fkIndex('faq_item_files_file_idx', t.fileId)],
);

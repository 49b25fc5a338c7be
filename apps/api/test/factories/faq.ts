// FAQ categories, their questions and the questions' files.
import { fakerNL } from '@faker-js/faker';
import type { Db } from '../../src/db/client';
import { faqCategories, faqItemFiles, faqItems } from '../../src/db/schema';
import { createFile } from './files';
import { defined, one, sequence, type Overrides, type Row } from './support';

/**
 * The product keeps `sortOrder` dense (0, 1, 2, ...) per list; the factory only makes it increase, which is
 * enough for ordering. A test of the moves sets the orders it starts from.
 */
export async function createFaqCategory(
  db: Db,
  overrides: Overrides<typeof faqCategories> = {},
): Promise<Row<typeof faqCategories>> {
  const n = sequence();
  const values = { title: `Categorie ${n}`, sortOrder: n, ...defined(overrides) };
  return one(await db.insert(faqCategories).values(values).returning(), 'faq category');
}

/** A visible question in a new category unless told otherwise. */
export async function createFaqItem(db: Db, overrides: Overrides<typeof faqItems> = {}): Promise<Row<typeof faqItems>> {
  const n = sequence();
  const values = {
    title: `Vraag ${n}?`,
    content: `<p>${fakerNL.lorem.paragraph()}</p>`,
    sortOrder: n,
    ...defined(overrides),
    categoryId: overrides.categoryId ?? (await createFaqCategory(db)).id,
  };
  return one(await db.insert(faqItems).values(values).returning(), 'faq item');
}

export async function createFaqItemFile(
  db: Db,
  overrides: Overrides<typeof faqItemFiles> = {},
): Promise<Row<typeof faqItemFiles>> {
  const values = {
    faqItemId: overrides.faqItemId ?? (await createFaqItem(db)).id,
    fileId: overrides.fileId ?? (await createFile(db, { context: 'faq' })).id,
  };
  return one(await db.insert(faqItemFiles).values(values).returning(), 'faq item file');
}

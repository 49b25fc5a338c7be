import type { FaqItem } from '@portal/contracts';
import { plainText } from './rich-content';

/** Where the FAQ search text is remembered (spec 1 §9 `{id}_search_query`, the FAQ's id being `faq`). */
export const FAQ_SEARCH_STORAGE_KEY = 'faq_search_query';

/** Lower case without accents, so 'categorieen' finds 'categorieën'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');
}

/**
 * The questions that match `query`: every word of it occurs in the title, the answer's text or an attachment's
 * name (in any order). The whole FAQ is in the browser already (one call of 9999), so searching costs no call.
 */
export function filterFaq(items: FaqItem[], query: string): FaqItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = fold(
      [item.title, plainText(item.content), ...item.attachments.map((file) => file.name)].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export interface FaqGroup {
  category: FaqItem['category'];
  items: FaqItem[];
}

/** The questions per category, categories and questions in the order the list came in (the managed order). */
export function groupByCategory(items: FaqItem[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const item of items) {
    const group = groups.get(item.category.id) ?? { category: item.category, items: [] };
    group.items.push(item);
    groups.set(item.category.id, group);
  }
  return [...groups.values()];
}

import type { FaqItem } from '@portal/contracts';
import type { FaqAttachmentRow, FaqItemWithCategory } from './faq.repository';

/** A question as the API answers it: its category named, its files listed. */
export function presentFaqItem(row: FaqItemWithCategory, attachments: readonly FaqAttachmentRow[]): FaqItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: { id: row.categoryId, title: row.categoryTitle },
    categoryId: row.categoryId,
    visible: row.visible,
    attachments: attachments
      .filter((file) => file.faqItemId === row.id)
      .map(({ id, name, mimeType }) => ({ id, name, mimeType })),
  };
}

/** Query keys of FAQ management; a change invalidates `all` (items and categories count each other). */
export const faqManagementKeys = {
  all: ['faq-management'] as const,
  items: () => [...faqManagementKeys.all, 'items'] as const,
  item: (id: string) => [...faqManagementKeys.all, 'item', id] as const,
  categories: () => [...faqManagementKeys.all, 'categories'] as const,
};

/** A contract path with its `:id` filled in. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/** Query keys of news management; a change invalidates `all`. */
export const newsManagementKeys = {
  all: ['news-management'] as const,
  table: () => [...newsManagementKeys.all, 'table'] as const,
  item: (id: string) => [...newsManagementKeys.all, 'item', id] as const,
  filters: (search: { query?: string; events?: string }) => [...newsManagementKeys.all, 'filters', search] as const,
  images: (query: string, page: number) => [...newsManagementKeys.all, 'images', query, page] as const,
};

/** A contract path with its `:id` filled in. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/** Query keys of news management; a change invalidates `all`. */
export const newsManagementKeys = {
  all: ['news-management'] as const,
  table: () => [...newsManagementKeys.all, 'table'] as const,
};

/** A contract path with its `:id` filled in. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

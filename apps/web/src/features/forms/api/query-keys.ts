/** Query keys of the form builder; a change invalidates what it touched (`all` for anything on the overview). */
export const formsKeys = {
  all: ['forms'] as const,
  table: () => [...formsKeys.all, 'table'] as const,
  form: (id: string) => [...formsKeys.all, 'form', id] as const,
  categories: () => [...formsKeys.all, 'categories'] as const,
  evaluationOptions: () => ['evaluation-options'] as const,
};

/** A contract path with its `:id` filled in. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

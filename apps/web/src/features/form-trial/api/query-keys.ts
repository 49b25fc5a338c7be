/** Query keys of the trial fill: the form and the trial entries. */
export const formTrialKeys = {
  all: ['form-trial'] as const,
  form: (id: string) => [...formTrialKeys.all, 'form', id] as const,
  entry: (id: string) => [...formTrialKeys.all, 'entry', id] as const,
};

/** A contract path with its `:id` filled in. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/** Query keys of the assignments feature. */
export const assignmentKeys = {
  all: ['assignment'] as const,
  detail: (id: string) => [...assignmentKeys.all, id] as const,
  tokens: (id: string) => [...assignmentKeys.all, id, 'tokens'] as const,
  contributionRequests: ['my-contribution-requests', 'list'] as const,
};

/** A contract path with its `:params` filled in. */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

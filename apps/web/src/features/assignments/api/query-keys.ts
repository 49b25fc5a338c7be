import type { QueryClient } from '@tanstack/react-query';
import type { Assignment } from '@portal/contracts';

/** Query keys of the assignments feature. */
export const assignmentKeys = {
  all: ['assignment'] as const,
  detail: (id: string) => [...assignmentKeys.all, id] as const,
  tokens: (id: string) => [...assignmentKeys.all, id, 'tokens'] as const,
  contributionRequests: ['my-contribution-requests', 'list'] as const,
  /** The assessment screen's assignment (`GET /api/educators/assignments/{id}`, the same shape and more). */
  evaluation: (id: string) => ['evaluation', id] as const,
  /** The evaluations overview's pages. */
  evaluations: ['evaluations', 'list'] as const,
  /** The valuations the overview filters on. */
  evaluationOptions: ['evaluation-options'] as const,
};

/**
 * Changes the cached assignment wherever a screen holds it: the assignment page's and the assessment screen's (a
 * message sent or edited there shows in both).
 */
export function updateAssignmentCaches(
  queryClient: QueryClient,
  id: string,
  update: <A extends Assignment>(before: A) => A,
): void {
  for (const key of [assignmentKeys.detail(id), assignmentKeys.evaluation(id)]) {
    queryClient.setQueryData<Assignment>(key, (before) => before && update(before));
  }
}

/** A contract path with its `:params` filled in. */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

import { useQuery } from '@tanstack/react-query';
import {
  getEvaluationEducators,
  getEvaluationOptions,
  getEvaluationEvaluators,
  getEvaluationModules,
  getEvaluationParticipants,
  listSearchParams,
  PICKER_MAX_RESULTS,
  type Evaluator,
} from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { assignmentKeys } from './query-keys';

const search = (query: string, filters?: Record<string, string>) =>
  listSearchParams({ query, perPage: PICKER_MAX_RESULTS, filters }).toString();

/** `GET /api/educators/evaluation-modules?query`: the Module filter's options. */
export async function findEvaluationModules(query: string, signal: AbortSignal) {
  const page = await get(`${getEvaluationModules.path}?${search(query)}`, {
    schema: getEvaluationModules.response[200],
    signal,
  });
  return page.items.map((m) => ({ value: m.id, label: m.publishedName }));
}

/** `GET /api/educators/evaluation-participants?query`: the Deelnemer filter's options. */
export async function findEvaluationParticipants(query: string, signal: AbortSignal) {
  const page = await get(`${getEvaluationParticipants.path}?${search(query)}`, {
    schema: getEvaluationParticipants.response[200],
    signal,
  });
  return page.items.map((p) => ({ value: p.id, label: p.fullNameLastNameFirst }));
}

/** `GET /api/educators/evaluation-evaluators?query`: the Beoordelaar filter's options. */
export async function findEvaluationEvaluators(query: string, signal: AbortSignal) {
  const page = await get(`${getEvaluationEvaluators.path}?${search(query)}`, {
    schema: getEvaluationEvaluators.response[200],
    signal,
  });
  return page.items.map((p) => ({ value: p.id, label: p.fullNameLastNameFirst }));
}

/** `GET /api/educators/evaluation-educators?query&filters[assignment]`: who the evaluator dialog offers. */
export async function findEvaluationEducators(
  query: string,
  assignmentId: string,
  signal: AbortSignal,
): Promise<Evaluator[]> {
  const page = await get(`${getEvaluationEducators.path}?${search(query, { assignment: assignmentId })}`, {
    schema: getEvaluationEducators.response[200],
    signal,
  });
  return page.items;
}

/**
 * `GET /api/educators/evaluation-options`: the Beoordeling filter's options (spec 3: "Filter options come from an
 * evaluation-options call"); none while they load.
 */
export function useValuationFilterOptions() {
  const { data } = useQuery({
    queryKey: assignmentKeys.evaluationOptions,
    queryFn: async ({ signal }) =>
      (await get(getEvaluationOptions.path, { schema: getEvaluationOptions.response[200], signal })).items,
    staleTime: 5 * 60_000,
  });
  return (data ?? []).map((o) => ({ value: o.id, label: o.label }));
}

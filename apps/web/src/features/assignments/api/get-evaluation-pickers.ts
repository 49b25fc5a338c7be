import {
  getEvaluationEducators,
  getEvaluationEvaluators,
  getEvaluationModules,
  getEvaluationParticipants,
  listSearchParams,
  PICKER_MAX_RESULTS,
  type Evaluator,
} from '@portal/contracts';
import { get } from '../../../lib/api-client';

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

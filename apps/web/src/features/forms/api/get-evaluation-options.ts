import { useQuery } from '@tanstack/react-query';
import { getEvaluationOptions as getEvaluationOptionsEndpoint, type EvaluationOption } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { formsKeys } from './query-keys';

/** `GET /api/educators/evaluation-options` (spec 3 §7): the valuations a form can offer. */
export async function getEvaluationOptions(signal?: AbortSignal): Promise<EvaluationOption[]> {
  const answer = await get(getEvaluationOptionsEndpoint.path, {
    schema: getEvaluationOptionsEndpoint.response[200],
    signal,
  });
  return answer.items;
}

export function useEvaluationOptions() {
  return useQuery({ queryKey: formsKeys.evaluationOptions(), queryFn: ({ signal }) => getEvaluationOptions(signal) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postEvaluation as endpoint,
  postEvaluationRejected as rejectEndpoint,
  putEvaluationForm as formEndpoint,
  type EvaluationDetail,
} from '@portal/contracts';
import { post, request } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** What the assessment screen sends: the evaluator fields, and for an assessment the valuation and grade. */
export interface AssessmentInput {
  formData: Record<string, unknown>;
  valuation?: string | null;
  grade?: number | null;
}

/** `POST /api/educators/assignments/{id}` {formData, valuation, grade}: 'Beoordeling opslaan'. */
export function postEvaluation(id: string, body: AssessmentInput): Promise<EvaluationDetail> {
  return post(pathOf(endpoint.path, { id }), body, { schema: endpoint.response[200] });
}

/** `POST /api/educators/assignments/{id}/rejected` {formData}: 'Opnieuw indienen' (returned to the participant). */
export function postEvaluationRejected(id: string, body: AssessmentInput): Promise<EvaluationDetail> {
  return post(
    pathOf(rejectEndpoint.path, { id }),
    { formData: body.formData },
    {
      schema: rejectEndpoint.response[200],
    },
  );
}

/** `PUT /api/educators/assignments/{id}/form` {formData, valuation, grade}: 'Opslaan voor latere beoordeling'. */
export function putEvaluationForm(id: string, body: AssessmentInput): Promise<EvaluationDetail> {
  return request('PUT', pathOf(formEndpoint.path, { id }), body, { schema: formEndpoint.response[200] });
}

const CALLS = { assess: postEvaluation, reject: postEvaluationRejected, save: putEvaluationForm } as const;
export type AssessmentAction = keyof typeof CALLS;

/** One of the three stored actions of the assessment screen; the answer replaces the cached assignment. */
export function useAssessmentAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, input }: { action: AssessmentAction; input: AssessmentInput }) => CALLS[action](id, input),
    onSuccess: async (detail) => {
      queryClient.setQueryData(assignmentKeys.evaluation(id), detail);
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.evaluations });
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(id) });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { getEvaluationEducationPoints as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';
import { assignmentKeys, pathOf } from './query-keys';

/** `GET /api/educators/assignments/{id}/education-points`: the participant's elective points (request modules). */
export function useEvaluationEducationPoints(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...assignmentKeys.evaluation(id), 'points'],
    queryFn: ({ signal }) => get(pathOf(endpoint.path, { id }), { schema: endpoint.response[200], signal }),
    enabled,
  });
}

import { getEvaluations as endpoint } from '@portal/contracts';
import { assignmentKeys } from './query-keys';

/**
 * `GET /api/educators/assignments` (spec 3 "Evaluations overview"): the DataTable's source. The server lists the
 * assignments in review when no status is asked; the table starts with that filter and sends every state for 'Alle'.
 */
export const evaluationsSource = { endpoint, path: endpoint.path, queryKey: assignmentKeys.evaluations };

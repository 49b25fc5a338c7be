import { exportEducatorScheduleCsv, exportScheduleCsv } from '@portal/contracts';
import { pastItemsQuery, withUserId, type AgendaMode } from './query-keys';

/**
 * `GET /api/users/{id}/schedule/csv-export` or `/educator-schedule/csv-export`, with the same `includePastItems` as
 * the screen: a download the browser fetches itself (a link, with the session cookie).
 */
export function scheduleCsvUrl(mode: AgendaMode, userId: string, includePastItems: boolean): string {
  const endpoint = mode === 'educator' ? exportEducatorScheduleCsv : exportScheduleCsv;
  return `${withUserId(endpoint.path, userId)}?${pastItemsQuery(includePastItems)}`;
}

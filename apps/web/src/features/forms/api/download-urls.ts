import { exportForm, exportFormsCsv, getFormPdf, listSearchParams, type ListParams } from '@portal/contracts';
import { withId } from './query-keys';

// Downloads the browser fetches itself (a link, with the session cookie): no JSON client call.

/** `GET /api/forms/{id}/pdf` (spec 3 §7), opened in a new tab. */
export const formPdfUrl = (id: string) => withId(getFormPdf.path, id);

/** `GET /api/forms/{id}/export` (admin): the form as a JSON download. */
export const formExportUrl = (id: string) => withId(exportForm.path, id);

/** `GET /api/forms/csv-export` (admin) with the overview's current search, filters and sort, without paging. */
export function formsCsvUrl(params: ListParams | null): string {
  const search = listSearchParams({ query: params?.query, filters: params?.filters, order: params?.order });
  const text = search.toString();
  return text === '' ? exportFormsCsv.path : `${exportFormsCsv.path}?${text}`;
}

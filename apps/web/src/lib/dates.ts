import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/nl';

dayjs.extend(customParseFormat);
dayjs.locale('nl');

/** Display formats of spec 1 §9. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'HH:mm';
export const TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm';
/** The format the API takes dates in (e.g. the data-table date filter). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | number | Date | Dayjs;

function format(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** '2024-03-09' or a Date → '09-03-2024'; empty for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  return format(value, DATE_FORMAT);
}

/** → 'HH:mm' in the browser's time zone; empty for a missing or invalid value. */
export function formatTime(value: DateInput | null | undefined): string {
  return format(value, TIME_FORMAT);
}

/** → 'YYYY-MM-DD HH:mm' in the browser's time zone; empty for a missing or invalid value. */
export function formatTimestamp(value: DateInput | null | undefined): string {
  return format(value, TIMESTAMP_FORMAT);
}

/**
 * A date typed as DD-MM-YYYY → 'YYYY-MM-DD' for the API; `undefined` when it is not a real calendar date
 * (strict: '31-02-2024', '1-2-2024' and '2024-02-01' are all refused).
 */
export function parseDate(input: string): string | undefined {
  const date = dayjs(input.trim(), DATE_FORMAT, true);
  return date.isValid() ? date.format(API_DATE_FORMAT) : undefined;
}

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/nl';
import { parseDateInput } from './format';

dayjs.extend(customParseFormat);
dayjs.locale('nl');

// The formatting itself lives in format.ts (one implementation, always in Dutch time: see there).
export {
  API_DATE_FORMAT,
  DATE_FORMAT,
  TIME_FORMAT,
  TIMESTAMP_FORMAT,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimestamp,
  type DateInput,
} from './format';

/**
 * A date typed as DD-MM-YYYY → 'YYYY-MM-DD' for the API; `undefined` when it is not a real calendar date
 * (strict: '31-02-2024', '1-2-2024' and '2024-02-01' are all refused).
 */
export function parseDate(input: string): string | undefined {
  return parseDateInput(input) ?? undefined;
}

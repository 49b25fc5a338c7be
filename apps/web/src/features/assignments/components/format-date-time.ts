import { formatDate, formatTime, type DateInput } from '../../../lib/format';

/** A moment as the spec writes it in the education area: DD-MM-YYYY HH:mm, in Dutch time (spec 2 §9). */
export function formatDateTime(value: DateInput | null | undefined): string {
  return `${formatDate(value)} ${formatTime(value)}`.trim();
}

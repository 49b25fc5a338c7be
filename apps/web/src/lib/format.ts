/**
 * How the portal writes dates, times, money and sizes (spec 1 §9: dates DD-MM-YYYY, times HH:mm, timestamps
 * YYYY-MM-DD HH:mm; amounts in euros, Dutch style).
 *
 * Time zone: every instant is shown in Dutch time (`Europe/Amsterdam`), whatever zone the browser is set to. The
 * institute, its events and its deadlines are in the Netherlands; a participant abroad on an internship must see
 * the session start the agenda lists, not their own clock's reading of it. So:
 * - an instant (a `Date`, epoch milliseconds, a Dayjs, or an ISO string with `Z` or an offset) is converted to
 *   Dutch time with `Intl` (daylight saving included);
 * - a calendar date (`'2024-03-09'`) is a day, not an instant: it is rewritten as it stands, never shifted;
 * - an ISO date-time without an offset (`'2024-03-09T14:30'`) is taken to be Dutch wall-clock time already.
 * Missing or invalid values give an empty string, so a cell can show them without checks.
 */

/** The zone every time is shown in. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** Display formats of spec 1 §9, for reference in texts and placeholders. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const TIME_FORMAT = 'HH:mm';
export const TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm';
/** A moment as the portal shows it everywhere (spec 2 §9), except where the spec fixes the timestamp form. */
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm';
/** The format the API takes dates in (e.g. the data-table date filter). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** Anything a date can come as; a Dayjs counts through its `valueOf()` (an instant). */
export type DateInput = string | number | Date | { valueOf(): number; isValid(): boolean };

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// One formatter, made once: creating Intl formatters is slow and tables format hundreds of cells.
const dutchClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const PART_TYPES = new Set<string>(['year', 'month', 'day', 'hour', 'minute']);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time without `Z` or `+01:00`: Dutch wall-clock time as the API or a form wrote it.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function instantParts(epochMs: number): Parts | undefined {
  if (!Number.isFinite(epochMs)) return undefined;
  const parts: Partial<Parts> = {};
  for (const part of dutchClock.formatToParts(new Date(epochMs))) {
    if (PART_TYPES.has(part.type)) parts[part.type as keyof Parts] = part.value;
  }
  return parts as Parts;
}

function partsOf(value: DateInput | null | undefined): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    const dateOnly = DATE_ONLY.exec(text);
    if (dateOnly) {
      const [, year, month, day] = dateOnly as unknown as [string, string, string, string];
      return isRealDate(+year, +month, +day) ? { year, month, day, hour: '00', minute: '00' } : undefined;
    }
    const local = LOCAL_DATE_TIME.exec(text);
    if (local) {
      const [, year, month, day, hour, minute] = local as unknown as [string, string, string, string, string, string];
      if (!isRealDate(+year, +month, +day) || +hour > 23 || +minute > 59) return undefined;
      return { year, month, day, hour, minute };
    }
    // Anything else must be an instant with its zone; `Date.parse` reads ISO 8601 the same in every browser.
    return /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? instantParts(Date.parse(text)) : undefined;
  }
  if (typeof value === 'number') return instantParts(value);
  if (value instanceof Date) return instantParts(value.getTime());
  return value.isValid() ? instantParts(value.valueOf()) : undefined;
}

/** → 'DD-MM-YYYY' (the day in Dutch time); empty for a missing or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '';
}

/** → 'HH:mm' on a 24-hour clock in Dutch time; empty for a missing or invalid value. */
export function formatTime(value: DateInput | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.hour}:${parts.minute}` : '';
}

/**
 * → 'DD-MM-YYYY HH:mm' in Dutch time, the Dutch form every screen shows a moment in (login events, messages,
 * notifications, ...); empty for a missing or invalid value.
 */
export function formatDateTime(value: DateInput | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}` : '';
}

/**
 * → 'YYYY-MM-DD HH:mm' in Dutch time; empty for a missing or invalid value. Only where the spec fixes this form (the
 * sync issue list's first and last seen); everywhere else `formatDateTime`.
 */
export function formatTimestamp(value: DateInput | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : '';
}

/** → 'YYYY-MM-DD', the day the value falls on in Dutch time (what the API takes as a date); empty when invalid. */
export function toApiDate(value: DateInput | null | undefined): string {
  const parts = partsOf(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : '';
}

/**
 * A date typed as DD-MM-YYYY → 'YYYY-MM-DD' for the API; `null` when it is not exactly that form or not a real
 * calendar date ('31-02-2024', '1-2-2024' and '2024-02-01' are all refused). Surrounding spaces are ignored.
 */
export function parseDateInput(input: string | null | undefined): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec((input ?? '').trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return isRealDate(+year, +month, +day) ? `${year}-${month}-${day}` : null;
}

/**
 * A text cut to `length` characters followed by '...' (spec 1 §9: news excerpts, sync issue messages); a text that
 * fits is shown whole, without dots. Characters are counted as the reader sees them, so an emoji is never split.
 */
export function cutText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join('')}...`;
}

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** An amount in euros → '€ 1.234,50' (Dutch grouping and comma; the space is a no-break space). */
export function formatEuros(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return euros.format(amount);
}

/** An amount in cents, as the API stores money (budgets) → '€ 1.234,50'. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return euros.format(cents / 100);
}

const oneDecimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
const SIZE_UNITS = ['bytes', 'kB', 'MB', 'GB'] as const;

/** A file size in bytes → '512 bytes', '1,5 MB' (powers of 1024, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(unit === 0 ? value : Math.round(value * 10) / 10)} ${SIZE_UNITS[unit]}`;
}

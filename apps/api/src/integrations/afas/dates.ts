/**
 * AFAS writes date-times as `2012-11-22T09:49:49Z` but means Amsterdam local time (the `Z` is a lie), and expects
 * filter values without a zone. These helpers convert between that and real instants.
 */

const ZONE = 'Europe/Amsterdam';
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Amsterdam wall-clock fields of an instant. */
function wallClock(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out: Record<string, number> = {};
  for (const p of parts.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Offset of Amsterdam from UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const w = wallClock(new Date(instant));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

const AFAS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An AFAS date-time as the instant it stands for: the digits are Amsterdam local time whatever zone is written.
 * A wall-clock time that does not exist (the spring-forward hour) moves forward, one that exists twice (autumn)
 * takes the second (winter time).
 */
export function parseAfasDateTime(value: string): Date {
  const m = AFAS_DATE_TIME.exec(value);
  if (!m) throw new RangeError(`not an AFAS date: ${value}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // Two passes settle the offset around a DST change.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

/** The calendar day of an AFAS date or date-time (`YYYY-MM-DD`), as written (no zone conversion). */
export function parseAfasDate(value: string): string {
  const m = AFAS_DATE_TIME.exec(value);
  if (!m) throw new RangeError(`not an AFAS date: ${value}`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as AFAS writes it in a filter: Amsterdam local time, no zone (`2026-03-29T02:30:00`). */
export function formatAfasFilterDateTime(instant: Date): string {
  const w = wallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** An instant as AFAS returns it (Amsterdam local time with the misleading `Z`); the simulator writes these. */
export function formatAfasResponseDateTime(instant: Date): string {
  return `${formatAfasFilterDateTime(instant)}Z`;
}

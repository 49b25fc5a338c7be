// Dates of the demo, relative to the day it is seeded: the agenda always shows past and coming meetings, whatever
// day `npm start` first runs. Days are Amsterdam calendar days; instants are Amsterdam wall-clock times.

const TIME_ZONE = 'Europe/Amsterdam';
const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

export interface DemoClock {
  /** The moment the seed runs. */
  now: Date;
  /** Today in Amsterdam, YYYY-MM-DD. */
  today: string;
  /** The calendar day `offset` days from today, YYYY-MM-DD. */
  day(offset: number): string;
  /**
   * The weekday nearest to `offset` days from today, away from today: teaching is on weekdays, and a past meeting
   * stays past and a coming one stays coming whatever day of the week the seed runs.
   */
  workday(offset: number): string;
  /** Amsterdam wall-clock time `time` (HH:mm) on the day `offset` days from today. */
  at(offset: number, time?: string): Date;
  /** Amsterdam wall-clock time `time` (HH:mm) on `day` (YYYY-MM-DD). */
  atDay(day: string, time?: string): Date;
  /** The first day of the month `months` from this month, YYYY-MM-DD. */
  monthStart(months: number): string;
}

/** Minutes Amsterdam is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function parseDay(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
}

/** Adds days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parseDay(day);
  return new Date(Date.UTC(y, m, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds calendar months to a YYYY-MM-DD day (the day of the month is kept; the demo only uses the 1st). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = parseDay(day);
  return new Date(Date.UTC(y, m + months, d)).toISOString().slice(0, 10);
}

/** Amsterdam wall-clock time `time` (HH:mm) on `day` as an instant. */
function atDay(day: string, time = '09:00'): Date {
  const [y, m, d] = parseDay(day);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m, d, hh ?? 0, mm ?? 0);
  // The offset at the wall time read as UTC is right except within an hour of a DST switch (never at 09:00).
  return new Date(wall - amsterdamOffsetMinutes(new Date(wall)) * 60_000);
}

export function createClock(now: Date): DemoClock {
  const today = dayFormat.format(now);
  const day = (offset: number) => addDays(today, offset);
  return {
    now,
    today,
    day,
    workday(offset) {
      const date = day(offset);
      const [y, m, d] = parseDay(date);
      const weekday = new Date(Date.UTC(y, m, d)).getUTCDay();
      if (weekday === 6) return addDays(date, offset < 0 ? -1 : 2);
      if (weekday === 0) return addDays(date, offset < 0 ? -2 : 1);
      return date;
    },
    at(offset, time = '09:00') {
      return atDay(day(offset), time);
    },
    atDay,
    monthStart(months) {
      const [y, m] = parseDay(today);
      return new Date(Date.UTC(y, m + months, 1)).toISOString().slice(0, 10);
    },
  };
}

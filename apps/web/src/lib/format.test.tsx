import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cutText,
  formatCents,
  formatDate,
  formatDateTime,
  formatEuros,
  formatFileSize,
  formatTime,
  formatTimestamp,
  parseDateInput,
  toApiDate,
} from './format';

const NBSP = '\u00a0';

describe('formatDate / formatTime / formatTimestamp', () => {
  it('writes DD-MM-YYYY, HH:mm and YYYY-MM-DD HH:mm', () => {
    const instant = '2024-03-09T13:05:00Z'; // 14:05 in Amsterdam (winter time, UTC+1)
    expect(formatDate(instant)).toBe('09-03-2024');
    expect(formatTime(instant)).toBe('14:05');
    expect(formatTimestamp(instant)).toBe('2024-03-09 14:05');
  });

  it('accepts a Date, epoch milliseconds, a Dayjs and an ISO string with an offset', () => {
    const ms = Date.UTC(2024, 6, 1, 6, 5); // 08:05 summer time
    expect(formatTimestamp(new Date(ms))).toBe('2024-07-01 08:05');
    expect(formatTimestamp(ms)).toBe('2024-07-01 08:05');
    expect(formatTimestamp(dayjs(ms))).toBe('2024-07-01 08:05');
    expect(formatTimestamp('2024-07-01T10:05:00+04:00')).toBe('2024-07-01 08:05');
  });

  it('crosses the date line into Dutch time', () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2); 23:30 UTC on 31 December is 00:30 in winter.
    expect(formatDate('2024-06-30T22:30:00Z')).toBe('01-07-2024');
    expect(formatTimestamp('2023-12-31T23:30:00Z')).toBe('2024-01-01 00:30');
  });

  it('follows daylight saving: spring forward on 31 March 2024', () => {
    // 02:00 CET jumps to 03:00 CEST at 01:00 UTC.
    expect(formatTime('2024-03-31T00:59:00Z')).toBe('01:59');
    expect(formatTime('2024-03-31T01:00:00Z')).toBe('03:00');
    expect(formatTime('2024-03-30T12:00:00Z')).toBe('13:00');
    expect(formatTime('2024-04-01T12:00:00Z')).toBe('14:00');
  });

  it('follows daylight saving: fall back on 27 October 2024 (02:30 happens twice)', () => {
    expect(formatTimestamp('2024-10-27T00:30:00Z')).toBe('2024-10-27 02:30'); // CEST
    expect(formatTimestamp('2024-10-27T01:30:00Z')).toBe('2024-10-27 02:30'); // CET
    expect(formatTime('2024-10-27T01:00:00Z')).toBe('02:00');
    expect(formatTime('2024-10-27T02:00:00Z')).toBe('03:00');
  });

  it('writes a calendar date as it stands, never shifted by a zone', () => {
    expect(formatDate('2024-03-09')).toBe('09-03-2024');
    expect(formatDate('2024-03-31')).toBe('31-03-2024'); // the spring-forward day
    expect(formatTimestamp('2024-10-27')).toBe('2024-10-27 00:00');
  });

  it('takes a date-time without an offset as Dutch wall-clock time', () => {
    expect(formatTimestamp('2024-03-09T14:30')).toBe('2024-03-09 14:30');
    expect(formatTimestamp('2024-03-09 09:07:59')).toBe('2024-03-09 09:07');
  });

  describe('in a browser set to another zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['America/New_York', 'Asia/Tokyo', 'UTC', 'Pacific/Kiritimati'])('%s still shows Dutch time', (zone) => {
      process.env.TZ = zone;
      // Prove the zone switch took effect for the browser's own clock: otherwise this test would prove nothing.
      const probe = new Date(Date.UTC(2024, 0, 15, 12, 0));
      expect(probe.getTimezoneOffset()).not.toBe(-60);
      expect(formatTime(probe)).toBe('13:00');
      expect(formatTimestamp('2024-06-30T22:30:00Z')).toBe('2024-07-01 00:30');
      expect(formatDate('2024-03-09')).toBe('09-03-2024');
    });
  });

  it('gives an empty string for missing or invalid values', () => {
    for (const value of [
      null,
      undefined,
      '',
      'geen datum',
      '2024-02-30',
      '2024-13-01',
      '2024-03-09T25:00',
      Number.NaN,
    ]) {
      expect(formatDate(value), String(value)).toBe('');
      expect(formatTime(value), String(value)).toBe('');
      expect(formatTimestamp(value), String(value)).toBe('');
    }
    expect(formatDate(new Date('nonsense'))).toBe('');
    expect(formatDate(dayjs('nonsense'))).toBe('');
    // An ISO date-time must say its zone or be a plain local one: a bare month name is refused.
    expect(formatDate('March 9, 2024')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes DD-MM-YYYY HH:mm in Dutch time, the one form of a moment outside the spec-fixed timestamps', () => {
    expect(formatDateTime('2024-03-09T13:05:00Z')).toBe('09-03-2024 14:05');
    expect(formatDateTime('2024-06-30T22:30:00Z')).toBe('01-07-2024 00:30');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('geen datum')).toBe('');
  });
});

describe('cutText', () => {
  it("cuts to the length and ends with '...'; a text that fits stays whole", () => {
    const message = "Persoon 1000110: postcode '35AB 12' voldoet niet aan het formaat 1234 AB";
    expect(cutText(message, 50)).toBe("Persoon 1000110: postcode '35AB 12' voldoet niet a...");
    expect(cutText('Kort bericht', 50)).toBe('Kort bericht');
    expect(cutText('x'.repeat(50), 50)).toBe('x'.repeat(50));
    expect(cutText('😀'.repeat(51), 50)).toBe(`${'😀'.repeat(50)}...`);
  });
});

describe('toApiDate', () => {
  it('is the Dutch calendar day of an instant, as YYYY-MM-DD', () => {
    expect(toApiDate('2024-06-30T22:30:00Z')).toBe('2024-07-01');
    expect(toApiDate('2024-03-09')).toBe('2024-03-09');
    expect(toApiDate('nope')).toBe('');
  });
});

describe('parseDateInput', () => {
  it('turns a typed DD-MM-YYYY into YYYY-MM-DD', () => {
    expect(parseDateInput('09-03-2024')).toBe('2024-03-09');
    expect(parseDateInput(' 29-02-2024 ')).toBe('2024-02-29');
    expect(parseDateInput('31-12-1999')).toBe('1999-12-31');
    // The spring-forward and fall-back days are ordinary days.
    expect(parseDateInput('31-03-2024')).toBe('2024-03-31');
    expect(parseDateInput('27-10-2024')).toBe('2024-10-27');
  });

  it('answers null for anything that is not a real DD-MM-YYYY date', () => {
    for (const input of [
      '31-02-2024',
      '29-02-2023',
      '00-01-2024',
      '01-13-2024',
      '9-3-2024',
      '2024-03-09',
      '09/03/2024',
      '09-03-24',
      '09-03-2024x',
      '',
      null,
      undefined,
    ]) {
      expect(parseDateInput(input), String(input)).toBeNull();
    }
  });
});

describe('money', () => {
  it('writes euros the Dutch way', () => {
    expect(formatEuros(1234.5)).toBe(`€${NBSP}1.234,50`);
    expect(formatEuros(0)).toBe(`€${NBSP}0,00`);
    expect(formatEuros(1_000_000)).toBe(`€${NBSP}1.000.000,00`);
    expect(formatEuros(-12.5)).toBe(`€${NBSP}-12,50`);
  });

  it('writes cents as euros', () => {
    expect(formatCents(123450)).toBe(`€${NBSP}1.234,50`);
    expect(formatCents(5)).toBe(`€${NBSP}0,05`);
    expect(formatCents(-1999)).toBe(`€${NBSP}-19,99`);
  });

  it('gives an empty string for missing amounts', () => {
    expect(formatEuros(null)).toBe('');
    expect(formatEuros(undefined)).toBe('');
    expect(formatEuros(Number.NaN)).toBe('');
    expect(formatCents(null)).toBe('');
    expect(formatCents(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, kB, MB and GB with a Dutch decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1536)).toBe('1,5 kB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(512 * 1024 * 1024)).toBe('512 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1,3 GB');
    expect(formatFileSize(-1)).toBe('');
  });
});

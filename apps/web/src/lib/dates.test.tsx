import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, formatTimestamp, parseDate } from './dates';

// vitest.config.ts pins TZ=Europe/Amsterdam.
describe('dates', () => {
  it('formats dates as DD-MM-YYYY', () => {
    expect(formatDate('2024-03-09')).toBe('09-03-2024');
    expect(formatDate(new Date(2023, 11, 31, 23, 59))).toBe('31-12-2023');
    expect(formatDate(dayjs('2025-01-02'))).toBe('02-01-2025');
  });

  it('formats times as HH:mm on a 24-hour clock', () => {
    expect(formatTime(new Date(2024, 0, 5, 9, 7))).toBe('09:07');
    expect(formatTime(new Date(2024, 0, 5, 21, 45))).toBe('21:45');
  });

  it('formats timestamps as YYYY-MM-DD HH:mm', () => {
    expect(formatTimestamp(new Date(2024, 6, 1, 8, 5))).toBe('2024-07-01 08:05');
  });

  it('shows an instant from the API in Dutch time, across the date line and daylight saving', () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(formatTimestamp('2024-06-30T22:30:00Z')).toBe('2024-07-01 00:30');
    expect(formatDate('2024-06-30T22:30:00Z')).toBe('01-07-2024');
    // In winter the Netherlands is UTC+1.
    expect(formatTime('2024-01-15T08:00:00Z')).toBe('09:00');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatTime('geen datum')).toBe('');
    expect(formatTimestamp(Number.NaN)).toBe('');
  });

  it('uses the Dutch locale', () => {
    expect(dayjs('2024-03-09').format('dddd D MMMM')).toBe('zaterdag 9 maart');
  });

  it('parses DD-MM-YYYY to YYYY-MM-DD', () => {
    expect(parseDate('09-03-2024')).toBe('2024-03-09');
    expect(parseDate(' 29-02-2024 ')).toBe('2024-02-29');
  });

  it('refuses anything that is not a real DD-MM-YYYY date', () => {
    expect(parseDate('31-02-2024')).toBeUndefined();
    expect(parseDate('29-02-2023')).toBeUndefined();
    expect(parseDate('9-3-2024')).toBeUndefined();
    expect(parseDate('2024-03-09')).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
  });
});

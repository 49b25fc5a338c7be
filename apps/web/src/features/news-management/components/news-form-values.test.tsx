import { describe, expect, it } from 'vitest';
import { endsBeforeStart, fieldOfViolation, formatMomentInput, parseMomentInput } from './news-form-values';

describe('the typed moments of the news form', () => {
  it('reads DD-MM-YYYY HH:mm as Dutch time, with the offset in force then', () => {
    expect(parseMomentInput('01-03-2026 08:00')).toBe('2026-03-01T08:00:00+01:00');
    expect(parseMomentInput(' 01-07-2026 17:30 ')).toBe('2026-07-01T17:30:00+02:00');
    // Either side of the change to summer time (29 March 2026, 02:00 → 03:00).
    expect(parseMomentInput('29-03-2026 01:59')).toBe('2026-03-29T01:59:00+01:00');
    expect(parseMomentInput('29-03-2026 03:00')).toBe('2026-03-29T03:00:00+02:00');
    expect(parseMomentInput('25-10-2026 04:00')).toBe('2026-10-25T04:00:00+01:00');
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '01-03-2026',
      '31-02-2026 08:00',
      '01-03-2026 24:00',
      '01-03-2026 08:60',
      '2026-03-01 08:00',
    ]) {
      expect(parseMomentInput(text)).toBeNull();
    }
  });

  it('writes an instant back the way it is typed, in Dutch time', () => {
    expect(formatMomentInput('2026-07-01T15:30:00Z')).toBe('01-07-2026 17:30');
    expect(formatMomentInput(null)).toBe('');
    expect(formatMomentInput(parseMomentInput('29-03-2026 03:00'))).toBe('29-03-2026 03:00');
  });

  it('tells an end before the start only for two valid moments', () => {
    expect(endsBeforeStart('10-03-2026 08:00', '01-03-2026 17:00')).toBe(true);
    expect(endsBeforeStart('01-03-2026 08:00', '01-03-2026 08:00')).toBe(false);
    expect(endsBeforeStart('10-03-2026 08:00', '01-03-2026')).toBe(false);
  });

  it('places server violations at their fields', () => {
    expect(fieldOfViolation('publishedEnd')).toBe('publishedEnd');
    expect(fieldOfViolation('educations.2')).toBe('educations');
    expect(fieldOfViolation('events[0]')).toBe('events');
    expect(fieldOfViolation('author')).toBeUndefined();
  });
});

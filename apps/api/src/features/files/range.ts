import type { ByteRange } from '../../integrations/storage';

/** How to answer a `Range` header: the whole file, one range of it (206), or 416. */
export type RangeAnswer = { kind: 'whole' } | ({ kind: 'partial' } & ByteRange) | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header for a file of `size` bytes (RFC 9110 §14). One range is served; a header the server may
 * ignore (another unit, several ranges, nonsense) gives the whole file, as the RFC allows. Ranges are inclusive;
 * an end past the file is cut to its last byte; a start past it cannot be satisfied.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

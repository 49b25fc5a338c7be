import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodeForStatus } from './errors';

describe('errorCodeForStatus', () => {
  it('maps each error status to its code, and unknown ones by class', () => {
    expect(errorCodeForStatus(401)).toBe('unauthorized');
    expect(errorCodeForStatus(405)).toBe('method_not_allowed');
    expect(errorCodeForStatus(413)).toBe('payload_too_large');
    expect(errorCodeForStatus(418)).toBe('bad_request');
    expect(errorCodeForStatus(502)).toBe('internal_error');
    expect(errorCodeForStatus(503)).toBe('service_unavailable');
  });

  it('only ever answers a declared code', () => {
    for (let status = 400; status < 600; status++) expect(ERROR_CODES).toContain(errorCodeForStatus(status));
  });
});

import type { ErrorCode, Violation } from '@portal/contracts';

const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * An expected failure a service reports: answered as `{ detail: code }` with its status, never logged as a fault.
 * Area-specific codes (e.g. `2fa_failed`) pass the status explicitly.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly statusCode: number = STATUS_OF[code as ErrorCode] ?? 400,
    readonly extra: Record<string, unknown> = {},
    readonly violations?: Violation[],
  ) {
    super(code);
  }

  static notFound(): AppError {
    return new AppError('not_found');
  }
  static forbidden(): AppError {
    return new AppError('forbidden');
  }
  static conflict(): AppError {
    return new AppError('conflict');
  }
  static validation(violations: Violation[]): AppError {
    return new AppError('validation_failed', 400, {}, violations);
  }
}

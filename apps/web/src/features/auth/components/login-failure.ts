import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** Seconds → whole minutes, at least 1 ("over 0 minuten" would read as "now"). */
function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

function retryAfterOf(error: ApiError): number | undefined {
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('retryAfter' in body)) return undefined;
  return typeof body.retryAfter === 'number' && body.retryAfter > 0 ? body.retryAfter : undefined;
}

/**
 * The Dutch sentence for a refused password step (spec 3 §8 and the texts designed for this product). Everything
 * the form cannot explain is the spec's general sign-in failure.
 */
export function loginFailureMessage(error: unknown, t: TFunction<'auth'>): string {
  if (!(error instanceof ApiError)) return t('login.failed');
  switch (error.detail) {
    case 'invalid_credentials':
      return t('login.invalidCredentials');
    case 'inactive_user':
      return t('login.inactive');
    case 'too_many_requests': {
      const retryAfter = retryAfterOf(error);
      return retryAfter === undefined ? t('login.lockedUnknown') : t('login.locked', { count: minutes(retryAfter) });
    }
    default:
      return t('login.failed');
  }
}

import { z } from 'zod';
import { AUTH_METHODS, twoFactorConfigurationRequiredSchema } from '@portal/contracts';
import { ApiError } from '../api-client';
import { ANONYMOUS, type SessionState } from './session-state';

/** The 401 body of `GET /api/users/account` while the code step is owed (also the shape of a login result). */
const codePendingSchema = z.object({
  '2fa_complete': z.literal(false),
  email: z.string(),
  auth_method: z.enum(AUTH_METHODS),
});

/**
 * Reads the session state out of a refused call: 401 with `2fa_complete: false` (code owed), 403
 * `2fa_configuration_required` (with the account), or any other 401 (signed out). `undefined` for every other failure.
 */
export function sessionFromError(error: unknown): SessionState | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) {
    const pending = codePendingSchema.safeParse(error.body);
    return pending.success
      ? { status: 'code-pending', email: pending.data.email, authMethod: pending.data.auth_method }
      : ANONYMOUS;
  }
  if (error.status === 403) {
    const required = twoFactorConfigurationRequiredSchema.safeParse(error.body);
    if (required.success) return { status: 'configuration-required', account: required.data.account };
  }
  return undefined;
}

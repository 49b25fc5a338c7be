import { post2faCheck as post2faCheckEndpoint, twoFactorFailedSchema } from '@portal/contracts';
import { ApiError, post } from '../api-client';

/** `POST /2fa_check` (spec 1 §7): the verification code of the pending sign-in. */
export function post2faCheck(code: string): Promise<unknown> {
  return post(post2faCheckEndpoint.path, { _auth_code: code }, { schema: post2faCheckEndpoint.response[200] });
}

/** Why a code was refused, as far as the sign-in flow cares. */
export type CodeRefusal =
  /** Wrong code, `attemptsRemaining` more tries (at least 1). */
  | { reason: 'wrong'; attemptsRemaining: number }
  /** Too many wrong codes: the pending sign-in is over. */
  | { reason: 'limit' }
  /** No sign-in is pending (any more): start again with the password. */
  | { reason: 'expired' }
  /** The code is not right (the answer of the configuration call; no attempt count). */
  | { reason: 'invalid' };

/** Reads a refused code out of an error of `POST /2fa_check` (or `invalid_2fa_code` of the configuration call). */
export function codeRefusalOf(error: unknown): CodeRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = twoFactorFailedSchema.safeParse(error.body);
  if (!parsed.success) return error.status === 401 ? { reason: 'expired' } : undefined;
  const { detail, attemptsRemaining } = parsed.data;
  switch (detail) {
    case '2fa_failed':
      // The spec counts "2fa_failed with 0 remaining" as the limit (spec 3 §8).
      return attemptsRemaining === undefined || attemptsRemaining > 0
        ? { reason: 'wrong', attemptsRemaining: attemptsRemaining ?? 1 }
        : { reason: 'limit' };
    case '2fa_limit_exceeded':
      return { reason: 'limit' };
    case 'unauthorized':
      return { reason: 'expired' };
    case 'invalid_2fa_code':
      return { reason: 'invalid' };
  }
}

import type { Account, AuthMethod } from '@portal/contracts';

/**
 * Where the browser stands in signing in (spec 1 §4 "Startup" and "Login"): no session, a session that still owes
 * the verification code, a session that may only configure two-factor, or a full session.
 */
export type SessionState =
  | {
      status: 'anonymous';
      /** Set when a pending sign-in has just ended without success: the login page says why. */
      ended?: { reason: 'limit' | 'expired'; email: string };
    }
  | { status: 'code-pending'; email: string; authMethod: AuthMethod }
  | { status: 'configuration-required'; account: Account }
  | { status: 'signed-in'; account: Account };

export const ANONYMOUS: SessionState = { status: 'anonymous' };

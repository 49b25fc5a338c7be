import { queryOptions } from '@tanstack/react-query';
import { ApiError, get } from '../api-client';
import type { SessionState } from './session-state';

/** Query key of the session: the account as `GET /api/users/account` answers it, read as a `SessionState`. */
export const SESSION_QUERY_KEY = ['account'] as const;

/**
 * The path of `getAccount` in @portal/contracts, written out: the contract's module carries zod, which the first
 * screen does not load (get-account.test.tsx checks the two agree).
 */
export const ACCOUNT_PATH = '/api/users/account';

/** The sign-in calls and schemas (zod and the contracts): a chunk of their own, loaded when first needed. */
export function loadSessionCalls() {
  return import('./session-calls');
}

/**
 * `GET /api/users/account` (spec 1 §4 startup). The refusals that describe a sign-in state (signed out, code owed,
 * configuration required) resolve to that state; only a real failure (network, 5xx, a malformed answer) rejects.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  // The schemas load while the account is fetched: neither waits for the other.
  const calls = loadSessionCalls();
  calls.catch(() => undefined); // awaited below; a failed load is the query's failure, not an unhandled rejection
  try {
    const body = await get(ACCOUNT_PATH, { signal });
    const parsed = (await calls).accountSchema.safeParse(body);
    if (!parsed.success) throw new ApiError(200, 'invalid_response');
    return { status: 'signed-in', account: parsed.data };
  } catch (error) {
    const state = (await calls).sessionFromError(error);
    if (state) return state;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  // Fetched once at startup; afterwards only the sign-in steps and logout change it (they refresh or set it).
  staleTime: Infinity,
});

import { queryOptions } from '@tanstack/react-query';
import { accountSchema, getAccount } from '@portal/contracts';
import { get } from '../api-client';
import { sessionFromError, type SessionState } from './session-state';

/** Query key of the session: the account as `GET /api/users/account` answers it, read as a `SessionState`. */
export const SESSION_QUERY_KEY = ['account'] as const;

/**
 * `GET /api/users/account` (spec 1 §4 startup). The refusals that describe a sign-in state (signed out, code owed,
 * configuration required) resolve to that state; only a real failure (network, 5xx, a malformed answer) rejects.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  try {
    const account = await get(getAccount.path, { schema: accountSchema, signal });
    return { status: 'signed-in', account };
  } catch (error) {
    const state = sessionFromError(error);
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

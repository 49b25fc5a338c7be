import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginBody } from '@portal/contracts';
import { forgetKeptAnswers } from '../api-client';
import { loadSessionCalls, SESSION_QUERY_KEY, sessionQuery } from './get-account';
import { ANONYMOUS, type SessionState } from './session-state';

/**
 * The browser's sign-in state and the calls that move it (spec 1 §4). The state is the `['account']` query, fetched
 * once at startup; every step below ends by setting or refetching it, so each screen follows on its own.
 */
export function useSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(sessionQuery);

  const setSession = useCallback(
    (state: SessionState) => queryClient.setQueryData(sessionQuery.queryKey, state),
    [queryClient],
  );

  /** Fetches the account again (after a step the server completed) and answers the new state. */
  const refresh = useCallback(() => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }), [queryClient]);

  /** Password step. Resolves to the state it leads to; rejects with the `ApiError` of a refused sign-in. */
  const login = useCallback(
    async (body: LoginBody): Promise<SessionState> => {
      const { postLogin, sessionFromError } = await loadSessionCalls();
      try {
        const result = await postLogin(body);
        if (result['2fa_complete']) return await refresh();
        const state: SessionState = { status: 'code-pending', email: result.email, authMethod: result.auth_method };
        setSession(state);
        return state;
      } catch (error) {
        // 403 2fa_configuration_required is a successful sign-in into the configuration screen, not a refusal.
        const state = sessionFromError(error);
        if (state?.status !== 'configuration-required') throw error;
        setSession(state);
        return state;
      }
    },
    [refresh, setSession],
  );

  /**
   * Code step. Rejects with the `ApiError` of a refused code; when that ends the pending sign-in (the attempt limit,
   * or no sign-in pending any more) the state is first set back to signed out.
   */
  const verifyCode = useCallback(
    async (code: string): Promise<SessionState> => {
      const { codeRefusalOf, post2faCheck } = await loadSessionCalls();
      try {
        await post2faCheck(code);
      } catch (error) {
        const refusal = codeRefusalOf(error);
        if (refusal?.reason === 'limit' || refusal?.reason === 'expired') {
          const previous = queryClient.getQueryData(sessionQuery.queryKey);
          const email = previous?.status === 'code-pending' ? previous.email : '';
          setSession({ status: 'anonymous', ended: { reason: refusal.reason, email } });
        }
        throw error;
      }
      return refresh();
    },
    [queryClient, refresh, setSession],
  );

  /** Ends the session on the server, forgets everything the client held for the user and goes to '/'. */
  const logout = useCallback(async () => {
    const { postLogout } = await loadSessionCalls();
    await postLogout();
    forgetKeptAnswers();
    setSession(ANONYMOUS);
    queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== SESSION_QUERY_KEY[0] });
    await navigate('/');
  }, [navigate, queryClient, setSession]);

  return {
    /** `undefined` until the startup fetch has answered (and when it failed: see `failed`). */
    session: query.data,
    /** The startup fetch failed (network, server error) and there is no state to show. */
    failed: query.data === undefined && query.isError,
    retry: query.refetch,
    /** The account is being fetched (at startup or on a retry). */
    fetching: query.isFetching,
    refresh,
    login,
    verifyCode,
    logout,
  };
}

/** The signed-in account; only for screens that render when signed in. */
export function useAccount() {
  const { session } = useSession();
  if (session?.status !== 'signed-in') throw new Error('useAccount() outside the signed-in app');
  return session.account;
}

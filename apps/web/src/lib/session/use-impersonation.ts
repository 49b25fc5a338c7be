import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { INITIAL_ROUTES, resolveView, type View } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../local-storage';
import { SESSION_QUERY_KEY } from './get-account';
import { getImitate, STOP_IMITATING } from './get-imitate';
import { useSession } from './use-session';

/** Everything fetched for the previous user belongs to them: only the session itself is kept (and refetched). */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/** The location state of the screen a take-over opens, until the account taken over has loaded. */
export interface SwitchingState {
  switchingTo: string;
}

/** The user to take over, as the users screen has them. */
export interface ImpersonationTarget {
  id: string;
  /** For the failure message. */
  fullName: string;
  /** The view to open as them, chosen when they have several; otherwise the stored or the first one. */
  view?: View;
}

/**
 * Taking over a user (spec 1 §4, permission IMITATE_USER): the saved education is cleared, the account reloaded and
 * the view's initial route opened. A refusal shows 'Kan de gebruiker "{name}" niet imiteren.'
 */
export function useImpersonate() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useSession();

  const { mutate, isPending } = useMutation({
    mutationFn: async (target: ImpersonationTarget) => {
      const account = await getImitate(target.id);
      removeStored(STORAGE_KEYS.education);
      if (target.view) writeStored(STORAGE_KEYS.view, target.view);
      const view = resolveView(account.roles, readStored(STORAGE_KEYS.view));
      // Leave the screen first, and synchronously (not as a transition that commits later): a list still on screen
      // (the users list) would otherwise refetch, with the new user's cookie, the moment its data is forgotten.
      // The start page waits there for the account taken over (`switchingTo`) instead of acting on the previous one.
      const state: SwitchingState = { switchingTo: account.id };
      const route = view ? INITIAL_ROUTES[view] : '/';
      await navigate(route, { flushSync: true, state });
      forgetUserData(queryClient);
      await refresh();
      // The same screen without the waiting state: the history keeps no entry that waits for this account.
      await navigate(route, { replace: true });
    },
    onError: (_error, target) => {
      enqueueSnackbar(t('impersonation.failed', { name: target.fullName }), { variant: 'error' });
    },
  });

  return { impersonate: mutate, isPending };
}

/**
 * Stopping (spec 1 §4): the admin is restored, the saved view and education are cleared, the account is reloaded and
 * the users list opens.
 */
export function useStopImpersonating() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useSession();

  const { mutate, isPending } = useMutation({
    mutationFn: async () => {
      await getImitate(STOP_IMITATING);
      removeStored(STORAGE_KEYS.view);
      removeStored(STORAGE_KEYS.education);
      forgetUserData(queryClient);
      await refresh();
      await navigate('/gebruikers');
    },
    onError: () => {
      enqueueSnackbar(t('impersonation.stopFailed'), { variant: 'error' });
    },
  });

  return { stop: () => mutate(), isPending };
}

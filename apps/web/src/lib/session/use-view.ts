import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { availableViews, INITIAL_ROUTES, resolveView, type View } from '@portal/contracts';
import { STORAGE_KEYS, useStoredValue, writeStored } from '../local-storage';
import { useAccount } from './use-session';

/**
 * The current view of the signed-in user (spec 1 §2, §4): the stored one when the roles allow it, otherwise the first
 * available by priority (admin, educator, participant, e-learning). `view` is null for an account without any of
 * the four view roles.
 */
export function useView() {
  const account = useAccount();
  const navigate = useNavigate();
  const stored = useStoredValue(STORAGE_KEYS.view);
  const view = resolveView(account.roles, stored);
  const views = availableViews(account.roles);

  /** Stores the view and opens its initial route. */
  const switchView = useCallback(
    (next: View) => {
      writeStored(STORAGE_KEYS.view, next);
      void navigate(INITIAL_ROUTES[next]);
    },
    [navigate],
  );

  return {
    view,
    /** Every view the roles allow, in priority order (the current one included). */
    views,
    switchView,
  };
}

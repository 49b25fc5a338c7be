import type { AuthMethod } from '@portal/contracts';
import type { Identity } from '../../lib/access';

type UserIdentity = Extract<Identity, { kind: 'user' }>;

const isAdmin = (actor: UserIdentity) => actor.roles.includes('ROLE_ADMIN');

/**
 * Who may set whose two-factor method: everyone their own (while impersonating: not, the method belongs to the
 * person); an admin may only reset another user's method to none (spec 3 §6), never choose one for them.
 */
export function canSetTwoFactor(actor: UserIdentity, targetId: string, method: AuthMethod): 'allow' | 'forbidden' {
  if (actor.impersonatorId) return 'forbidden';
  if (actor.userId === targetId) return 'allow';
  if (isAdmin(actor) && method === 'none' && !actor.setupPending) return 'allow';
  return 'forbidden';
}

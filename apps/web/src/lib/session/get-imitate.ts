import { accountSchema, getImitate as getImitateEndpoint, type Account } from '@portal/contracts';
import { get } from '../api-client';

/** The `_switch_user` value that ends impersonating. */
export const STOP_IMITATING = '_exit';

/**
 * `GET /api/imitate?_switch_user={userId}` (spec 1 §7): starts impersonating the user, or stops with `_exit`.
 * Answers the account now signed in. The server refuses it unless the page itself sends it (same origin).
 */
export function getImitate(switchUser: string): Promise<Account> {
  const query = new URLSearchParams({ _switch_user: switchUser });
  return get(`${getImitateEndpoint.path}?${query.toString()}`, { schema: accountSchema });
}

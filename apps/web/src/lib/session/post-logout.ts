import { postLogout as postLogoutEndpoint } from '@portal/contracts';
import { post } from '../api-client';

/** `POST /api/logout`: ends the session on the server and clears the cookie. */
export function postLogout(): Promise<unknown> {
  return post(postLogoutEndpoint.path);
}

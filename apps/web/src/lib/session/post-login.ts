import { loginResultSchema, postLogin as postLoginEndpoint, type LoginBody, type LoginResult } from '@portal/contracts';
import { post } from '../api-client';

/** `POST /api/login` (spec 1 §7): sets the session cookie; the answer says whether the code step is still owed. */
export function postLogin(body: LoginBody): Promise<LoginResult> {
  return post(postLoginEndpoint.path, body, { schema: loginResultSchema });
}

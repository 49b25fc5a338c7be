import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Identity } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import { isWellFormedApiKey, presentedApiKey } from './api-key.token';
import { createApiKeyLookup } from './api-keys.repository';

/** `lastUsedAt` is written at most this often, so a busy client does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * Resolves a machine caller from its API key (`X-Api-Key` or `Authorization: ApiKey <key>`):
 * - no key presented: `null`, so the caller can try the session next;
 * - a valid key of an enabled key: `{ kind: 'apiKey', apiKeyId, roles }`, only the key's roles, never a user;
 * - a key that is malformed, unknown, disabled or deleted: throws `AppError('unauthorized')` (401), so such a
 *   request never falls back to a session cookie it may also carry.
 * Looked up on every request (no cache): disabling or deleting a key refuses its next request.
 */
export function createApiKeyIdentify(db: Db, now: () => Date = () => new Date()) {
  const lookup = createApiKeyLookup(db);

  return async function identifyApiKey(request: FastifyRequest): Promise<Identity | null> {
    const key = presentedApiKey(request);
    if (key === undefined) return null;
    if (!isWellFormedApiKey(key)) throw new AppError('unauthorized');
    const row = await lookup.findEnabled(sha256Hex(key));
    if (!row) throw new AppError('unauthorized');
    const at = now();
    if (row.lastUsedAt === null || row.lastUsedAt.getTime() + TOUCH_INTERVAL_MS <= at.getTime()) {
      await lookup.touch(row.id, at, TOUCH_INTERVAL_MS);
    }
    return { kind: 'apiKey', apiKeyId: row.id, roles: row.roles };
  };
}

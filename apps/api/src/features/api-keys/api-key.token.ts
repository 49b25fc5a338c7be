import { API_KEY_HEADER, API_KEY_PREFIX } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { randomToken } from '../../lib/tokens';

/** `opk_` and 43 base64url characters: 32 random bytes. */
const KEY_PATTERN = /^opk_[A-Za-z0-9_-]{43}$/;
const AUTHORIZATION_SCHEME = /^ApiKey\s+(.*)$/i;

/** A new key: 32 bytes from the system's cryptographic source, recognisable by its prefix. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomToken(32)}`;
}

/** True when the value has the form of a key (checked before any database lookup). */
export function isWellFormedApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/**
 * The key a request presents: the `X-Api-Key` header, or `Authorization: ApiKey <key>`. `undefined` when the
 * request presents none; an empty string when it presents one that is empty or repeated (refused, not ignored).
 * Never read from the query string: URLs end up in logs, proxies and browser histories.
 */
export function presentedApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  if (header !== undefined) return typeof header === 'string' ? header.trim() : '';
  const match = AUTHORIZATION_SCHEME.exec(request.headers.authorization ?? '');
  return match ? match[1]!.trim() : undefined;
}

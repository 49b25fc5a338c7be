import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema';
import type { Access, Identity } from '../../lib/access';
import { sha256Hex } from '../../lib/tokens';

const acceptsToken = (access: Access | undefined): boolean =>
  access === 'token' || (Array.isArray(access) && access.includes('token'));

/**
 * An external contributor: the `token` query parameter of their invitation link (spec 2), stored as its SHA-256 in
 * `access_tokens`. Only routes that declare `token` access look at it, so a `token` parameter elsewhere (activation
 * links, password resets) never turns into an identity; a revoked token is nobody.
 */
export function createContributorTokenIdentify(db: Db) {
  const lookup = db
    .select({ id: accessTokens.id, assignmentId: accessTokens.assignmentId })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), isNull(accessTokens.revokedAt)))
    .prepare('contributor_token_lookup');

  return async (request: FastifyRequest): Promise<Identity | null> => {
    if (!acceptsToken(request.routeOptions.config.access)) return null;
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const [row] = await lookup.execute({ hash: sha256Hex(token) });
    return row ? { kind: 'token', tokenId: row.id, assignmentId: row.assignmentId } : null;
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, contributorSessions } from '../../db/schema';
import type { Access, Identity } from '../../lib/access';
import { sha256Hex } from '../../lib/tokens';

/** The contributor session cookie: HttpOnly, only sent to the API, never readable by scripts. */
export interface ContributorCookie {
  name: string;
  secure: boolean;
}

export function contributorCookie(publicUrl: URL): ContributorCookie {
  const secure = publicUrl.protocol === 'https:';
  return { name: secure ? '__Secure-portal_contributor' : 'portal_contributor', secure };
}

export function setContributorCookie(reply: FastifyReply, cookie: ContributorCookie, secret: string, expiresAt: Date) {
  reply.setCookie(cookie.name, secret, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookie.secure,
    expires: expiresAt,
  });
}

const acceptsToken = (access: Access | undefined): boolean =>
  access === 'token' || (Array.isArray(access) && access.includes('token'));

/**
 * An external contributor: the session made when their invitation link was opened (`POST
 * /api/assignment/{id}/contributor-session`), carried in its cookie and stored as its SHA-256. Only routes that
 * declare `token` access look at it; an expired session, or one whose invitation was revoked or expired, is nobody.
 */
export function createContributorIdentify(db: Db, cookie: ContributorCookie) {
  const lookup = db
    .select({ id: accessTokens.id, assignmentId: accessTokens.assignmentId })
    .from(contributorSessions)
    .innerJoin(accessTokens, eq(accessTokens.id, contributorSessions.accessTokenId))
    .where(
      and(
        eq(contributorSessions.sessionHash, sql.placeholder('hash')),
        gt(contributorSessions.expiresAt, sql`now()`),
        gt(accessTokens.expiresAt, sql`now()`),
        isNull(accessTokens.revokedAt),
      ),
    )
    .prepare('contributor_session_lookup');

  /** The invitation whose session the request carries (any route), or null. */
  async function heldToken(request: FastifyRequest): Promise<{ id: string; assignmentId: string } | null> {
    const secret = request.cookies[cookie.name];
    if (typeof secret !== 'string' || secret.length === 0 || secret.length > 200) return null;
    const [row] = await lookup.execute({ hash: sha256Hex(secret) });
    return row ?? null;
  }

  return {
    heldToken,
    identify: async (request: FastifyRequest): Promise<Identity | null> => {
      if (!acceptsToken(request.routeOptions.config.access)) return null;
      const row = await heldToken(request);
      if (!row) return null;
      // On another assignment's calls the browser's contributor session is not who calls: a signed-in invitee who
      // also works in the portal stays themselves there.
      const params = request.params as { id?: unknown } | undefined;
      if (request.routeOptions.url?.startsWith('/api/assignment/:id') && params?.id !== row.assignmentId) return null;
      return { kind: 'token', tokenId: row.id, assignmentId: row.assignmentId };
    },
  };
}

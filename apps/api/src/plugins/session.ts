import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenSession, SessionContext, SessionService } from './session.service';
import type { Identity } from '../lib/access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of the request's cookie or bearer token, resolved at most once (see `sessionOf`). */
    sessionState?: { loaded: boolean; session: OpenSession | null };
  }
  interface FastifyContextConfig {
    /** The route answers the bell's count: the session lookup counts the unread notifications in the same statement. */
    sessionWithUnreadNotifications?: boolean;
  }
}

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * Over HTTPS the cookie is `__Host-` prefixed and Secure (the browser then refuses it from any subdomain or
 * plain-HTTP page); over plain HTTP (local demo) it cannot be either.
 */
export function sessionCookie(publicUrl: URL): SessionCookie {
  const secure = publicUrl.protocol === 'https:';
  return { name: secure ? '__Host-portal_session' : 'portal_session', secure };
}

/** The secret a request carries: the session cookie, or `Authorization: Bearer` for non-browser clients. */
export function secretOf(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice('Bearer '.length).trim() || undefined;
  return request.cookies[cookie.name] || undefined;
}

export function contextOf(request: FastifyRequest): SessionContext {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, secret: string, expiresAt: Date): void {
  reply.setCookie(cookie.name, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}

/** Registers cookie parsing and answers the request's session and identity helpers. */
export async function installSessions(app: FastifyInstance, sessions: SessionService, cookie: SessionCookie) {
  await app.register(fastifyCookie);

  async function sessionOf(request: FastifyRequest): Promise<OpenSession | null> {
    if (request.sessionState?.loaded) return request.sessionState.session;
    const secret = secretOf(request, cookie);
    const withUnreadNotifications = request.routeOptions.config.sessionWithUnreadNotifications === true;
    const session = secret ? await sessions.find(secret, { withUnreadNotifications }) : null;
    request.sessionState = { loaded: true, session };
    return session;
  }

  /** A signed-in user. A session owing a code is nobody yet; one owing two-factor setup may only do that. */
  async function identify(request: FastifyRequest): Promise<Identity | null> {
    const session = await sessionOf(request);
    if (!session || session.pendingStep === 'code') return null;
    return {
      kind: 'user',
      userId: session.userId,
      sessionId: session.id,
      impersonatorId: session.impersonatorId,
      roles: session.user.roles,
      permissions: session.user.permissions,
      setupPending: session.pendingStep === 'setup',
    };
  }

  return { sessionOf, identify };
}

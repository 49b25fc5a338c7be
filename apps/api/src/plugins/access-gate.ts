import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decideAccess, isAccess, type Access, type Identity } from '../lib/access';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every route (see `Access`). */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered so far with its access declaration and schema (the route-table guard reads it). */
    routeTable: readonly RouteTableEntry[];
  }
  interface FastifyRequest {
    /** The caller, resolved before access is checked; null when anonymous. */
    identity: Identity | null;
  }
}

/** Resolves the caller of a request from its credentials (session cookie, API key, bearer or contributor token). */
export type IdentifyFn = (request: FastifyRequest) => Promise<Identity | null> | Identity | null;

export interface AccessGateOptions {
  identify: IdentifyFn;
  /**
   * URL prefixes of routes that third-party plugins register and that cannot carry a declaration
   * (the OpenAPI browser); they are public by design and listed here, nowhere else.
   */
  publicPluginPrefixes: readonly string[];
}

export interface RouteTableEntry {
  method: string;
  url: string;
  access: Access;
  schema: { response?: Record<string, unknown>; hide?: boolean } | undefined;
}

export class MissingAccessDeclarationError extends Error {
  override name = 'MissingAccessDeclarationError';
}

/**
 * Deny by default. Refuses to register any route without a valid access declaration, resolves the caller once
 * per request and answers 401/403 before the body is even parsed.
 */
export function installAccessGate(app: FastifyInstance, options: AccessGateOptions): void {
  app.decorateRequest('identity', null);
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);

  app.addHook('onRoute', (route) => {
    const name = `${String(route.method)} ${route.url}`;
    if (route.config?.access === undefined) {
      if (!options.publicPluginPrefixes.some((p) => route.url === p || route.url.startsWith(`${p}/`))) {
        throw new MissingAccessDeclarationError(
          `Route ${name} has no access declaration: register it with defineRoute`,
        );
      }
      route.config = { ...route.config, access: 'anonymous' };
    }
    const access = route.config.access;
    if (!isAccess(access)) {
      throw new MissingAccessDeclarationError(`Route ${name} has an invalid access declaration`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, access, schema: route.schema as RouteTableEntry['schema'] });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // The not-found handler has no route; it answers 404/405 or serves the app shell to anyone.
    if (access === undefined) return;
    if (access === 'anonymous') return;
    request.identity = await options.identify(request);
    const decision = decideAccess(access, request.identity);
    if (decision === 'unauthorized') throw new AppError('unauthorized');
    if (decision === 'forbidden') {
      // A signed-in caller reaching for what their role does not allow: worth a line for whoever audits access.
      const who = request.identity;
      request.log.warn(
        {
          route: request.routeOptions.url,
          identity: who && { kind: who.kind, id: 'userId' in who ? who.userId : undefined },
        },
        'access denied',
      );
      throw new AppError('forbidden');
    }
  });
}

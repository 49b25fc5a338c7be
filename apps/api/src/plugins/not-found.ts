import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';

export type FallbackHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

/**
 * Unknown paths: under /api (and the two-factor form posts) a JSON 404, or 405 with `Allow` when the path exists
 * for another method; elsewhere the app shell (history fallback) when a web build is there.
 */
export function installNotFound(app: FastifyInstance, fallback: () => FallbackHandler | undefined): void {
  // A second router that knows, per path, which methods exist, to tell 405 from 404.
  const methodsByPath = new Map<string, Set<string>>();
  const paths = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let known = methodsByPath.get(route.url);
    if (!known) {
      known = new Set();
      methodsByPath.set(route.url, known);
      const url = route.url;
      paths.on('GET', url, () => undefined, { url });
    }
    for (const m of methods) known.add(m);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/2fa_');
    if (isApi) {
      const match = paths.find('GET', path);
      const url = (match?.store as { url?: string } | undefined)?.url;
      const allowed = url ? methodsByPath.get(url) : undefined;
      if (allowed && allowed.size > 0 && !allowed.has(request.method)) {
        return reply
          .code(405)
          .header('allow', [...allowed].sort().join(', '))
          .send({ detail: 'method_not_allowed' });
      }
      return reply.code(404).send({ detail: 'not_found' });
    }
    const handler = fallback();
    if (handler && (request.method === 'GET' || request.method === 'HEAD')) return handler(request, reply);
    return reply.code(404).send({ detail: 'not_found' });
  });
}

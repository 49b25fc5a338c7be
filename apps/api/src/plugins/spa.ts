import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute, registerRoutes } from '../lib/define-route';
import type { FallbackHandler } from './not-found';

/**
 * A page's content security policy: scripts, calls and form posts only to this origin, no plugins, no framing, and
 * the page's own style and image sources (the app shell and the plain sign-in page differ only there).
 */
export function pageCsp({ styleSrc, imgSrc, fontSrc }: { styleSrc: string; imgSrc: string; fontSrc?: string }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSrc}`,
    `img-src ${imgSrc}`,
    ...(fontSrc ? [`font-src ${fontSrc}`] : []),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The content security policy of the app shell: scripts only from this origin (Vite emits no inline script),
 * inline styles for Emotion, images also from data/blob URLs (previews) and from the photo library's hosts when a
 * photo API is configured (its results are hotlinked), no framing.
 */
export function appCsp(imageHosts: readonly string[] = []): string {
  return pageCsp({
    styleSrc: "'self' 'unsafe-inline'",
    imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts.map((host) => `https://${host}`)].join(' '),
    fontSrc: "'self' data:",
  });
}

const assetsEndpoint = {
  method: 'GET',
  path: '/assets/*',
  summary: 'Built web assets (content-hashed, cached for a year)',
  params: z.object({ '*': z.string() }),
  response: { 200: z.any() },
} as const;

/**
 * Serves the built single-page app at the same origin: hashed assets with long caching and precompressed
 * variants, top-level public files, and index.html for every other non-API GET (history fallback).
 * Returns the fallback handler, or undefined when there is no web build (development runs Vite instead).
 */
export async function installSpa(
  app: FastifyInstance,
  distDir: string,
  {
    imageHosts = [],
    startPage,
  }: {
    imageHosts?: readonly string[];
    /**
     * Answers '/' itself when it wants to (the sign-in page for a visitor who is not signed in) and says so;
     * otherwise '/' is the app's shell like every other path.
     */
    startPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  } = {},
): Promise<FallbackHandler | undefined> {
  const csp = appCsp(imageHosts);
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ distDir }, 'no web build found: serving the API only');
    return undefined;
  }
  const indexHtml = readFileSync(indexFile);
  const topLevelFiles = new Set(
    readdirSync(distDir).filter((name) => name !== 'index.html' && statSync(join(distDir, name)).isFile()),
  );

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'deny',
  });

  registerRoutes(app, [
    defineRoute({
      endpoint: assetsEndpoint,
      access: 'anonymous',
      hide: true,
      handler: (request, reply) =>
        reply.sendFile(join('assets', request.params['*']), {
          maxAge: 365 * 24 * 3600 * 1000,
          immutable: true,
        }),
    }),
  ]);

  return async (request, reply) => {
    const name = (request.url.split('?')[0] ?? '/').slice(1);
    if (name === '' && startPage && (await startPage(request, reply))) return reply;
    // A missing hashed asset is an old or broken reference: answering HTML would break the page more subtly.
    if (name.startsWith('assets/')) return reply.code(404).send({ detail: 'not_found' });
    if (topLevelFiles.has(name)) {
      return reply.sendFile(name, { maxAge: 3600 * 1000 });
    }
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(indexHtml);
  };
}

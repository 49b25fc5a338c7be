import { getNews, getNewsFile, getNewsItem } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './news-actor';
import type { NewsService } from './news.service';

/** What the download needs of the caller's request: who they are, and what they already hold. */
const FORWARDED_HEADERS = ['cookie', 'range', 'if-range', 'if-none-match', 'if-modified-since', 'user-agent'] as const;
/** The answer's own framing and id are this answer's, not the delegated one's. */
const SKIPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'x-request-id']);

/** The reader's side (spec 1 §7): the list and unread badge, one item, and its files. */
export function newsRoutes(news: NewsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getNews,
        access: 'login',
        handler: async (request, reply) => {
          // Per reader, and changing as items are published and read: no cache may keep it.
          reply.header('cache-control', 'no-store');
          const { count, ...query } = request.query;
          const actor = actorOf(request);
          return count ? news.unreadCount(actor) : news.list(actor, query);
        },
      }),
      defineRoute({
        endpoint: getNewsItem,
        access: 'login',
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return news.open(actorOf(request), request.params.id);
        },
      }),
      defineRoute({
        endpoint: getNewsFile,
        access: 'login',
        handler: async (request, reply) => {
          await news.assertFileReadable(actorOf(request), request.params.id);
          // Delegated to the file area's download (Range, ETag, disposition, its own check of who may see it),
          // as the same caller: the answer is streamed through, never held in memory.
          const forwarded = Object.fromEntries(
            FORWARDED_HEADERS.flatMap((name) => {
              const value = request.headers[name];
              return typeof value === 'string' ? [[name, value]] : [];
            }),
          );
          const res = await app.inject({
            method: 'GET',
            url: `/api/file/${request.params.id}`,
            headers: forwarded,
            payloadAsStream: true,
          });
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined && !SKIPPED_HEADERS.has(name)) reply.header(name, value);
          }
          return reply.code(res.statusCode).send(res.stream());
        },
      }),
    ]);
  };
}

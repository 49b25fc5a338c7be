import { getNews } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { NewsReader } from './news-visibility';
import type { NewsService } from './news.service';

/** The signed-in reader, with the roles of their session (what news is aimed at). */
function readerOf(request: FastifyRequest): NewsReader {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return { userId: who.userId, roles: who.roles };
}

/** The reader's news list and the unread badge (spec 1 §7); the rest of the news area builds on this. */
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
          const reader = readerOf(request);
          return count ? news.unreadCount(reader) : news.list(reader, query);
        },
      }),
    ]);
  };
}

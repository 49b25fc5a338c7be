import {
  getNotifications,
  getNotificationStream,
  getUnreadNotifications,
  postMachineNotifications,
  postNotificationRead,
  postNotificationsMarkAllAsRead,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { openSse } from '../../lib/sse';
import type { NotificationStreams } from './notification-stream';
import type { NotificationService } from './notifications.service';

/** The stream's timing: a comment every 25 s (proxies close connections quiet for 30-60 s), reconnect after 5 s. */
export const STREAM_TIMING = { heartbeatMs: 25_000, retryMs: 5_000 };

/** The signed-in user: every call of the notification centre is about the caller's own notifications. */
function userOf(request: FastifyRequest): string {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who.userId;
}

/**
 * The notification centre (spec 1 §2, §7) and the machine call that fills it. The answers change with every
 * notification and belong to one user, so no cache (browser or proxy) may keep them.
 */
export function notificationsRoutes(
  notifications: NotificationService,
  streams: NotificationStreams,
  timing: typeof STREAM_TIMING = STREAM_TIMING,
) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerRoutes(app, [
      defineRoute({
        endpoint: getNotifications,
        access: 'login',
        handler: async (request) => notifications.list(userOf(request), request.query),
      }),
      defineRoute({
        endpoint: getUnreadNotifications,
        access: 'login',
        // Every open browser asks this every 20 s: the session lookup brings the count along (one round trip).
        sessionWithUnreadNotifications: true,
        handler: async (request) => {
          const userId = userOf(request);
          const session = request.sessionState?.session;
          const counted = session?.userId === userId ? session.unreadNotifications : undefined;
          return { totalItems: counted ?? (await notifications.unreadCount(userId)) };
        },
      }),
      defineRoute({
        endpoint: getNotificationStream,
        access: 'login',
        // No request-rate limit: EventSource reconnects on its own, and one stream replaces three polls a minute.
        handler: async (request, reply) => {
          const userId = userOf(request);
          const sessionId = request.identity?.kind === 'user' ? request.identity.sessionId : undefined;
          if (!sessionId) throw new AppError('unauthorized');
          streams.admit(userId);
          const lastEventId = request.headers['last-event-id'];
          streams.attach(
            openSse(reply, timing),
            { userId, sessionId },
            Array.isArray(lastEventId) ? undefined : lastEventId,
          );
          return reply as unknown as string;
        },
      }),
      defineRoute({
        endpoint: postNotificationRead,
        access: 'login',
        handler: async (request) => notifications.markRead(userOf(request), request.body.id),
      }),
      defineRoute({
        endpoint: postNotificationsMarkAllAsRead,
        access: 'login',
        handler: async (request) => ({ totalItems: await notifications.markAllRead(userOf(request)) }),
      }),
      defineRoute({
        endpoint: postMachineNotifications,
        access: 'apiKey:ROLE_CREATE_NOTIFICATIONS',
        // 1,000 recipients and a 10,000-character message fit well within this.
        bodyLimit: 512 * 1024,
        handler: async (request, reply) => reply.code(201).send(await notifications.fromMachine(request.body)),
      }),
    ]);
  };
}

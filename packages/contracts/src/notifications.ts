import { z } from 'zod';
import { NOTIFICATION_TYPES } from './domain';
import { defineEndpoint } from './endpoint';
import { countResponseSchema, listQuerySchema, listResponseSchema } from './list';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** What a notification points at (spec 1 §3): the web derives the target screen from the type and these. */
export const notificationReferencesSchema = z.object({
  assignmentId: z.uuid().nullable(),
  issueId: z.uuid().nullable(),
  /** A path inside the portal (starting with `/`) or an https address of the learning platform. */
  contexturl: z.string().nullable(),
});
export type NotificationReferences = z.infer<typeof notificationReferencesSchema>;

/** One entry of the notification centre (spec 1 §3); `message` is sanitised HTML. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  message: z.string(),
  read: z.boolean(),
  created: z.iso.datetime({ offset: true }),
  references: notificationReferencesSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** Polling interval of the unread count in the bell (spec 1 §7). */
export const NOTIFICATION_POLL_MS = 20_000;
/** Polling interval of the unread-news and contribution-request badges (spec 1 §9). */
export const BADGE_POLL_MS = 300_000;

/** `GET /api/notifications` (page, perPage): the signed-in user's notifications, newest first. */
export const getNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  summary: "The signed-in user's notifications, newest first",
  tags: ['notifications'],
  querystring: listQuerySchema({ maxPerPage: 100 }),
  response: { 200: listResponseSchema(notificationSchema) },
});

/** `GET /api/notifications/unread`: the bell's count, polled every 20 s by every open browser. */
export const getUnreadNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unread',
  summary: 'Number of unread notifications of the signed-in user',
  tags: ['notifications'],
  response: { 200: countResponseSchema },
});

/** `POST /api/notifications/read {id}`: marks one of the caller's own notifications read (404 for anyone else's). */
export const postNotificationRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read',
  summary: 'Mark a notification read',
  tags: ['notifications'],
  body: z.object({ id: z.uuid() }),
  response: { 200: notificationSchema },
});

/** `POST /api/notifications/mark-all-as-read`: answers the new unread count (0). */
export const postNotificationsMarkAllAsRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/mark-all-as-read',
  summary: "Mark all of the signed-in user's notifications read",
  tags: ['notifications'],
  response: { 200: countResponseSchema },
});

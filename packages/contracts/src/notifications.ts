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

/** The stream's events (`GET /api/notifications/stream`), each `data` a JSON value. */
export const NOTIFICATION_STREAM_EVENTS = {
  /** `{ totalItems }`: the unread count, first on opening and then whenever it changes. */
  unread: 'unread',
  /** A `Notification` that arrived while the stream was open (or since `Last-Event-ID` on a reconnect). */
  notification: 'notification',
} as const;

/** `data` of the stream's `unread` event. */
export const notificationStreamUnreadSchema = countResponseSchema;

/**
 * `GET /api/notifications/stream`: the bell's Server-Sent Events stream (instead of polling the count). Opens with
 * the unread count; then sends `unread` whenever the count changes and `notification` for each new notification, in
 * whichever process it was made. Each event's `id` is a cursor (the newest notification's time): a reconnect with
 * `Last-Event-ID` first receives the notifications made since (some may repeat; the id tells them apart). A comment
 * line every 25 s keeps proxies from closing the quiet connection. Ends when the session ends (sign-out, expiry,
 * a change of the user's access) and when the server shuts down; 429 when the user holds too many streams, 503 while
 * this server cannot hear changes (the client polls meanwhile).
 */
export const getNotificationStream = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/stream',
  summary: "The signed-in user's unread count and new notifications as Server-Sent Events",
  tags: ['notifications'],
  response: { 200: z.string().describe('text/event-stream') },
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

/** Most recipients one machine call may name (ids and addresses together). */
export const MACHINE_NOTIFICATION_MAX_RECIPIENTS = 1000;
/** Longest message a machine call may send (characters of HTML, before it is cleaned). */
export const MACHINE_NOTIFICATION_MAX_MESSAGE = 10_000;

/** Why a named recipient got no notification. */
export const NOTIFICATION_SKIP_REASONS = ['unknown_recipient', 'type_not_allowed', 'opted_out'] as const;
export type NotificationSkipReason = (typeof NOTIFICATION_SKIP_REASONS)[number];

/** A portal path (`/agenda`, not `//host`) or an http(s) address, as `contexturl` may hold. */
const contextUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: 'validation.invalid' })
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/]+/i.test(value), { error: 'validation.invalid' });

/** Body of `POST /api/machine/notifications`. */
export const machineNotificationBodySchema = z
  .object({
    /** One of the notification types of spec 1 §9. */
    type: notificationTypeSchema,
    /** Who should receive it: portal user ids and/or e-mail addresses (matched without case). */
    recipients: z.object({
      userIds: z.array(z.uuid({ error: 'validation.invalid' })).default([]),
      emails: z.array(z.email({ error: 'validation.email' }).max(320)).default([]),
    }),
    /** The message as HTML: p, br, strong, b, em, i, u, ul, ol, li and a[href] (http, https, mailto, relative) stay. */
    message: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(MACHINE_NOTIFICATION_MAX_MESSAGE, { error: 'validation.invalid' }),
    /** What it points at; all optional. */
    references: z
      .object({
        assignmentId: z.uuid({ error: 'validation.invalid' }).nullish(),
        issueId: z.uuid({ error: 'validation.invalid' }).nullish(),
        contexturl: contextUrlSchema.nullish(),
      })
      .default({}),
  })
  .superRefine((body, ctx) => {
    const named = body.recipients.userIds.length + body.recipients.emails.length;
    if (named === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'validation.required' });
    if (named > MACHINE_NOTIFICATION_MAX_RECIPIENTS) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'validation.invalid' });
    }
  });
export type MachineNotificationBody = z.input<typeof machineNotificationBodySchema>;

/** What a machine call did: how many notifications were made and which named recipients were passed over, and why. */
export const machineNotificationResultSchema = z.object({
  created: z.number().int().min(0),
  skipped: z.array(
    z.object({
      /** The recipient as the request named it (a user id or an e-mail address). */
      recipient: z.string(),
      reason: z.enum(NOTIFICATION_SKIP_REASONS),
    }),
  ),
});
export type MachineNotificationResult = z.infer<typeof machineNotificationResultSchema>;

/**
 * `POST /api/machine/notifications`: a machine client (the learning platform, say) notifies portal users. Only for
 * an API key with ROLE_CREATE_NOTIFICATIONS, sent in `X-Api-Key`.
 */
export const postMachineNotifications = defineEndpoint({
  method: 'POST',
  path: '/api/machine/notifications',
  summary: 'Create notifications (API key with ROLE_CREATE_NOTIFICATIONS)',
  description: [
    'For machine clients only: send the key in `X-Api-Key` (or `Authorization: ApiKey <key>`); the key must hold',
    '`ROLE_CREATE_NOTIFICATIONS`. A user session is refused (401), another key role too (403).',
    '',
    `Name the recipients by portal user id and/or e-mail address (matched without case), together at most ${MACHINE_NOTIFICATION_MAX_RECIPIENTS}; a person named twice gets one notification.`,
    "A recipient is skipped, and listed under `skipped` with the reason, when no user has that id or address (`unknown_recipient`), when none of the user's roles may receive this type (`type_not_allowed`; see the types per role in the portal) or when the user opted out of it (`opted_out`).",
    '',
    `\`message\` is HTML of at most ${MACHINE_NOTIFICATION_MAX_MESSAGE} characters; it is cleaned before it is stored: only p, br, strong, b, em, i, u, ul, ol, li and a[href] with an http, https, mailto or relative address stay, everything else (scripts, event handlers, styles, images) is removed. A message without visible text is refused.`,
    '`references` optionally link an assignment or sync issue of the portal (`assignmentId`, `issueId`, which must exist) and a target (`contexturl`: a portal path such as `/agenda`, or an http(s) address).',
    '',
    'Answers 201 with the number of notifications created and the skipped recipients; every notification of one call is stored together, or none.',
  ].join('\n'),
  tags: ['notifications', 'machine'],
  body: machineNotificationBodySchema,
  response: { 201: machineNotificationResultSchema },
});

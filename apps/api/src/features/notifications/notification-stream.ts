import { NOTIFICATION_STREAM_EVENTS, type Notification } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheNotifications } from '../../db/cache-notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SseStream } from '../../lib/sse';
import { presentNotification } from './notifications.presenter';
import { createNotificationRepository, createUnreadCounter } from './notifications.repository';

/**
 * How far before a stream's cursor new notifications are looked for: a notification carries its transaction's start
 * time, so one committed late may be older than one already sent. Sent ids are remembered, so none repeats on the same
 * stream; a later one than this still moves the count (and the web then reloads the list).
 */
const CURSOR_SLACK_MS = 60_000;
/** At most this many notifications per refresh (a reconnect after a long absence): the count tells the rest. */
const RECENT_LIMIT = 20;

export interface NotificationStreamOptions {
  db: Db;
  /** The database's announcements (`notifications:<user>`, `session:<id>`, `user:<id>`, `sessions:*`). */
  announcements: CacheNotifications;
  /** Marks the sessions of open streams seen and answers those still open (`SessionService.keepOpen`). */
  keepSessionsOpen: (ids: readonly string[]) => Promise<Set<string>>;
  logger: FastifyBaseLogger;
  /** How often the sessions of open streams are checked and kept alive (as the 20 s poll did, once a minute). */
  sessionCheckMs?: number;
  /** Streams one user may hold in this process (a tab each); a further one is refused with 429. */
  maxPerUser?: number;
}

interface Client {
  userId: string;
  sessionId: string;
  stream: SseStream;
  /** The count last sent (undefined: none yet). */
  count?: number;
  /** The newest notification's time this client knows of; null: none known (a fresh stream). */
  cursor: Date | null;
  /** A fresh stream (no `Last-Event-ID`) starts at the newest notification without sending it. */
  fresh: boolean;
  /** Ids sent on this stream lately (at most RECENT_LIMIT * 2), so a notification is sent once. */
  sent: string[];
  /** Looks before the cursor too (after the first refresh; a resumed stream first sends only what is newer). */
  slack: boolean;
}

/** The event id: the cursor as an instant, or `0` before any notification. */
const cursorId = (cursor: Date | null) => (cursor ? cursor.toISOString() : '0');

/** The cursor a reconnecting EventSource sends back (`Last-Event-ID`), or null when absent or not one of ours. */
export function parseCursor(lastEventId: string | undefined): { cursor: Date | null; resumed: boolean } {
  if (lastEventId === undefined || lastEventId === '') return { cursor: null, resumed: false };
  if (lastEventId === '0') return { cursor: null, resumed: true };
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(lastEventId) ? new Date(lastEventId) : null;
  return at && !Number.isNaN(at.getTime()) ? { cursor: at, resumed: true } : { cursor: null, resumed: false };
}

/**
 * The bell's streams held by this process. Every process hears, on the database's announcement channel (the same
 * listening connection as the session cache), which users' notifications changed, in whatever process or job; it
 * then reads that user's count and newest notifications once and sends what each of their streams lacks. A
 * stream ends with its session: at sign-out, rotation or deletion (`session:<id>`), a change of the user's access
 * (`user:<id>`: the browser reconnects and is checked anew), and at the minute's check of expiry and idleness.
 */
export function createNotificationStreams(options: NotificationStreamOptions) {
  const { announcements, keepSessionsOpen, logger } = options;
  const repository = createNotificationRepository(options.db);
  const unreadCount = createUnreadCounter(options.db);
  const maxPerUser = options.maxPerUser ?? 10;
  const byUser = new Map<string, Set<Client>>();
  /** Users whose refresh runs now, and whether another was asked for meanwhile. */
  const refreshing = new Map<string, { again: boolean }>();
  let closing = false;

  const all = () => [...byUser.values()].flatMap((set) => [...set]);
  const endWhere = (match: (client: Client) => boolean) => {
    for (const client of all()) if (match(client)) client.stream.close();
  };

  announcements.subscribe({
    onMessage(payload) {
      const split = payload.indexOf(':');
      const kind = payload.slice(0, split);
      const key = payload.slice(split + 1);
      if (kind === 'notifications') refresh(key);
      else if (kind === 'session') endWhere((c) => c.sessionId === key);
      else if (kind === 'user') endWhere((c) => c.userId === key);
      else if (kind === 'sessions') void checkSessions();
    },
    // Changes may be missed while the listener is down: end every stream; the browsers poll, then reconnect.
    onLost: () => endWhere(() => true),
  });

  /** Reads the user's count and newest notifications once and sends each of their streams what it lacks. */
  function refresh(userId: string): void {
    if (!byUser.has(userId)) return;
    const running = refreshing.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    refreshing.set(userId, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await sendUpdates(userId);
        } while (state.again && byUser.has(userId));
      } catch (error) {
        // The next announcement tries again; a stream whose state is unknown is ended (the browser reconnects).
        logger.warn({ err: error, userId }, 'notification stream refresh failed');
        for (const client of byUser.get(userId) ?? []) client.stream.close();
      } finally {
        refreshing.delete(userId);
      }
    })();
  }

  async function sendUpdates(userId: string): Promise<void> {
    const clients = [...(byUser.get(userId) ?? [])];
    if (clients.length === 0) return;
    const cursors = clients.filter((c) => !c.fresh).map((c) => c.cursor?.getTime() ?? 0);
    const oldest = cursors.length > 0 ? Math.min(...cursors) : null;
    const since = oldest === null ? null : oldest === 0 ? null : new Date(oldest - CURSOR_SLACK_MS);
    const [count, rows] = await Promise.all([unreadCount(userId), repository.recent(userId, since, RECENT_LIMIT)]);
    // Oldest first, so a client's list grows in the order they came.
    const recent = rows.reverse();
    for (const client of clients) {
      if (client.stream.closed) continue;
      const newest = recent.at(-1)?.createdAt ?? null;
      if (client.fresh) {
        client.fresh = false;
        if (newest && (!client.cursor || newest > client.cursor)) client.cursor = newest;
        client.sent = recent.map((row) => row.id).slice(-RECENT_LIMIT * 2);
      } else {
        const from = client.cursor ? client.cursor.getTime() - (client.slack ? CURSOR_SLACK_MS : 0) : -Infinity;
        client.slack = true;
        for (const row of recent) {
          if (row.createdAt.getTime() <= from || client.sent.includes(row.id)) continue;
          if (!client.cursor || row.createdAt > client.cursor) client.cursor = row.createdAt;
          client.sent.push(row.id);
          const data: Notification = presentNotification(row);
          client.stream.send({ event: NOTIFICATION_STREAM_EVENTS.notification, id: cursorId(client.cursor), data });
        }
        if (client.sent.length > RECENT_LIMIT * 2) client.sent.splice(0, client.sent.length - RECENT_LIMIT * 2);
      }
      if (client.count !== count) {
        client.count = count;
        client.stream.send({
          event: NOTIFICATION_STREAM_EVENTS.unread,
          id: cursorId(client.cursor),
          data: { totalItems: count },
        });
      }
    }
  }

  /** Keeps the sessions of open streams alive (as the poll did) and ends the streams whose session has ended. */
  async function checkSessions(): Promise<void> {
    const clients = all();
    if (clients.length === 0) return;
    try {
      const open = await keepSessionsOpen([...new Set(clients.map((c) => c.sessionId))]);
      for (const client of clients) if (!open.has(client.sessionId)) client.stream.close();
    } catch (error) {
      logger.warn({ err: error }, 'notification stream session check failed');
    }
  }
  const sessionTimer = setInterval(() => void checkSessions(), options.sessionCheckMs ?? 60_000);
  sessionTimer.unref();

  return {
    /**
     * Refuses a stream this process cannot serve (before the response is opened): 503 while it cannot hear
     * changes, 429 when the user holds too many already.
     */
    admit(userId: string): void {
      if (closing || !announcements.live()) throw new AppError('service_unavailable');
      if ((byUser.get(userId)?.size ?? 0) >= maxPerUser) throw new AppError('too_many_requests');
    },

    /** Serves an opened stream until it ends: the count at once, then every change. */
    attach(stream: SseStream, who: { userId: string; sessionId: string }, lastEventId: string | undefined): void {
      const { cursor, resumed } = parseCursor(lastEventId);
      const client: Client = { ...who, stream, cursor, fresh: !resumed, sent: [], slack: false };
      // Registered before the first read: a change committed meanwhile is announced to it, not lost between.
      let clients = byUser.get(who.userId);
      if (!clients) byUser.set(who.userId, (clients = new Set()));
      clients.add(client);
      stream.onClose(() => {
        const set = byUser.get(who.userId);
        set?.delete(client);
        if (set?.size === 0) byUser.delete(who.userId);
      });
      const running = refreshing.get(who.userId);
      if (running) running.again = true;
      else refresh(who.userId);
    },

    /** Open streams in this process (tests, metrics). */
    size: () => all().length,

    /** Ends every stream (the server is shutting down: the browsers reconnect to another process). */
    close(): void {
      closing = true;
      clearInterval(sessionTimer);
      endWhere(() => true);
    },
  };
}
export type NotificationStreams = ReturnType<typeof createNotificationStreams>;

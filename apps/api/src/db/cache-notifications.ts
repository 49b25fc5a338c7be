import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel on which the database announces, at commit, that something a process may keep in memory or push to a
 * browser changed: a session deleted, a user's access changed (migration 0019, the session cache), a user's
 * notifications changed (migration 0021, the bell's stream). Subscribers ignore the kinds they do not know.
 */
export const CACHE_CHANNEL = 'portal_cache';

export interface CacheNotificationHandlers {
  /** One notification's payload, e.g. `session:<id>`. */
  onMessage(payload: string): void;
  /** The listening connection dropped: notifications may have been missed, so whatever was kept may be stale. */
  onLost(): void;
}

/**
 * The database's cache notifications as this process receives them. A cache may serve from memory only while
 * `live()`: then every change committed by any process reaches it, and a change committed by this very process
 * reaches it before the statement that made it resolves (see `fromPostgres`, `fromPglite`).
 */
export interface CacheNotifications {
  live(): boolean;
  /** Starts listening at the first subscriber; answers the unsubscribe. */
  subscribe(handlers: CacheNotificationHandlers): () => void;
  close(): Promise<void>;
}

/** The subscribers of one database, and the dispatch both kinds of database share. */
class Subscribers {
  private readonly handlers = new Set<CacheNotificationHandlers>();

  add(handlers: CacheNotificationHandlers): () => void {
    this.handlers.add(handlers);
    return () => this.handlers.delete(handlers);
  }

  get size(): number {
    return this.handlers.size;
  }

  message(payload: string): void {
    for (const h of this.handlers) h.onMessage(payload);
  }

  lost(): void {
    for (const h of this.handlers) h.onLost();
  }
}

/**
 * PGlite runs in this process: `listen` delivers a notification in a microtask queued while the statement's answer
 * is read, so before the statement's own promise resolves. One instance, no connection to lose.
 */
export function pgliteCacheNotifications(client: PGlite): CacheNotifications {
  const subscribers = new Subscribers();
  let listening: Promise<() => Promise<void>> | null = null;
  let live = false;
  return {
    live: () => live,
    subscribe(handlers) {
      const unsubscribe = subscribers.add(handlers);
      listening ??= client
        .listen(CACHE_CHANNEL, (payload) => subscribers.message(payload))
        .then((unlisten) => {
          live = true;
          return unlisten;
        });
      return unsubscribe;
    },
    async close() {
      live = false;
      // The instance is being closed too; unlistening a closed instance would throw.
      if (listening) await listening.catch(() => undefined);
    },
  };
}

export interface PostgresCacheNotifications extends CacheNotifications {
  /**
   * Makes a pool's connection listen too (see below): the pool's `onConnect`, which the pool waits for before it
   * hands the connection out (a statement sent while LISTEN still ran would queue behind it, which pg 9 refuses).
   */
  onConnect(client: pg.ClientBase): Promise<void>;
}

/** Waits between attempts to connect the listener again: from 250 ms, doubling, at most 5 s. */
const RECONNECT_MS = { first: 250, max: 5_000 };

/**
 * PostgreSQL: a connection of its own listens for the changes of every process, and connects again whenever it is
 * lost (`live()` is false meanwhile, and subscribers hear `onLost`). Every pooled connection listens as well: a
 * backend sends the notifications of its own transaction before it says it is ready for the next statement, and
 * node-postgres reads them first, so this process's own changes reach the cache before the change's `await` ends
 * (a sign-out, a role change: the very next request sees it).
 */
export function postgresCacheNotifications(settings: pg.ClientConfig): PostgresCacheNotifications {
  const subscribers = new Subscribers();
  let listener: pg.Client | null = null;
  let live = false;
  let started = false;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === CACHE_CHANNEL && message.payload !== undefined) subscribers.message(message.payload);
  };

  function lose(client: pg.Client): void {
    if (listener !== client) return;
    listener = null;
    if (live) {
      live = false;
      subscribers.lost();
    }
    client.end().catch(() => undefined);
    if (closed) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ ...settings, keepAlive: true, application_name: 'portal cache listener' });
    listener = client;
    client.on('notification', onNotification);
    // An error on an idle connection (PostgreSQL restarted, the network gone) also ends it: both lead to `lose`.
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      if (listener !== client || closed) return;
      live = true;
      delay = RECONNECT_MS.first;
    } catch {
      lose(client);
    }
  }

  return {
    live: () => live,
    subscribe(handlers) {
      const unsubscribe = subscribers.add(handlers);
      if (!started) {
        started = true;
        void connect();
      }
      return unsubscribe;
    },
    async onConnect(client) {
      client.on('notification', onNotification);
      // A failure only costs this connection's early delivery (the listener still hears every change).
      await client.query(`LISTEN ${CACHE_CHANNEL}`).catch(() => undefined);
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(timer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}

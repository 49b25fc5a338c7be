import type { FastifyBaseLogger } from 'fastify';
import { Redis, type Command } from 'ioredis';
import { describeRedis, type RedisConfig } from './config';

/** How long one command may take before it fails (and the caller carries on without Redis). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
/** While Redis keeps failing, at most one warning per this interval (with the number of failures meanwhile). */
const WARN_INTERVAL_MS = 60_000;

export interface SharedRedis {
  client: Redis;
  /** Ends the connection (at once when it is not up, so closing never waits for an unreachable Redis). */
  close(): Promise<void>;
}

/** ioredis that reports every failed command (refused while disconnected, timed out, an error reply). */
class ObservedRedis extends Redis {
  onCommandError: (err: Error) => void = () => undefined;
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const sent = super.sendCommand(command, stream);
    // Observed on the side: the caller (the rate limiter) gets and handles the same rejection.
    command.promise.catch((err: Error) => this.onCommandError(err));
    return sent;
  }
}

/**
 * A Redis connection for state every process must share (request-rate counters). It never holds a request up:
 * while Redis is unreachable commands fail at once (no offline queue, no retry of a command), a command of a Redis
 * that stopped answering fails after REDIS_COMMAND_TIMEOUT_MS, and the client keeps reconnecting in the background.
 * Failures are logged as a warning at most once a minute, and recovery once; log lines name the host, never the URL
 * (it may hold a password), and a message that would quote the password has it masked.
 */
export async function openSharedRedis(config: RedisConfig, logger: FastifyBaseLogger): Promise<SharedRedis> {
  const where = describeRedis(config.url);
  const password = decodeURIComponent(new URL(config.url).password);
  const masked = (text: string) => (password ? text.split(password).join('[redacted]') : text);
  const client = new ObservedRedis(config.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect ever more slowly, at most every 5 s, for as long as the process runs.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
    connectionName: 'portal-api',
  });

  let failing = false;
  let lastWarning = 0;
  let failuresSinceWarning = 0;
  const failed = (err: Error) => {
    failing = true;
    failuresSinceWarning += 1;
    const now = Date.now();
    if (now - lastWarning < WARN_INTERVAL_MS) return;
    logger.warn(
      { redis: where, reason: masked(err.message), failures: failuresSinceWarning },
      'Redis is not reachable or does not answer: request-rate limits are not counted meanwhile (fail open)',
    );
    lastWarning = now;
    failuresSinceWarning = 0;
  };
  client.on('error', failed);
  client.onCommandError = failed;
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    lastWarning = 0;
    failuresSinceWarning = 0;
    logger.info({ redis: where }, 'Redis answers again: request-rate limits are counted there');
  });
  // At start: a Redis that is down or silent delays the start by a few seconds at most, then the client retries.
  await client.connect().catch(() => undefined);
  return {
    client,
    async close() {
      client.onCommandError = () => undefined;
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          /* fall through to a hard disconnect */
        }
      }
      client.disconnect(false);
    },
  };
}

import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Client addresses exempt from every limit (RATE_LIMIT_ALLOWLIST). */
  allowList: readonly string[];
  /** Count in Redis, shared by every process; null counts in this process's memory. */
  shared: { client: Redis; prefix: string } | null;
}

/**
 * Request-rate limits (@fastify/rate-limit). Only routes that declare `rateLimit` are limited (`global: false`),
 * per client address. With Redis the plugin's Redis store counts for all processes together under
 * `<prefix>rate-limit:<METHOD><route>-<address>`. When Redis fails the limit is skipped for that request (fail open,
 * `skipOnError`): refusing every sign-in while Redis is down would turn its outage into the portal's, and the attempt
 * limits that matter for passwords and codes (features/auth/throttle.service.ts) live in the database anyway. The
 * Redis client logs the outage (lib/redis.ts).
 */
export async function installRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: options.allowList.length > 0 ? [...options.allowList] : undefined,
    ...(options.shared && {
      redis: options.shared.client,
      nameSpace: `${options.shared.prefix}rate-limit:`,
      skipOnError: true,
    }),
  });
}

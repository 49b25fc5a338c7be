import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { Config } from '../src/lib/config';
import { createLogger } from '../src/lib/logger';
import { REDIS_COMMAND_TIMEOUT_MS } from '../src/lib/redis';
import { LogCapture, testConfig } from './app';
import { openTestDatabase } from './databases';
import { redisAnswers } from './redis-probe';

// Two API processes are two apps on one database; with Redis they share the request-rate counters.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The sign-in calls' limit per client address and minute (features/auth/auth.routes.ts). */
const SIGN_IN_LIMIT = 120;

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp)
  console.warn(`shared-rate-limit: Redis at ${new URL(REDIS_URL).host} does not answer; its tests are skipped`);

/** A port on this machine where nothing listens (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A "Redis" that completes the client's handshake (CLIENT SETNAME, INFO) and then never answers again: a server that
 * hangs while the connection stays up. Answers its URL and a close function.
 */
async function silentRedis(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      // Each command is a RESP array of bulk strings; its name is the first bulk string after the array header.
      const parts = chunk.toString('utf8').split('\r\n');
      for (let i = 0; i < parts.length; i++) {
        if (!parts[i]!.startsWith('*')) continue;
        const name = (parts[i + 2] ?? '').toLowerCase();
        if (name === 'client' || name === 'select') socket.write('+OK\r\n');
        else if (name === 'info') {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        }
        // Anything else (the rate limiter's EVALSHA): silence.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}/0`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let database: Database;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

/** One more "process": an app on the shared database (which only the file closes). */
async function processWith(config: Config, logs = new LogCapture()): Promise<FastifyInstance> {
  const shared: Database = { ...database, close: async () => undefined };
  const app = await buildApp({ config, database: shared, webDistDir: null, logger: createLogger(config, logs) });
  apps.push(app);
  await app.ready();
  return app;
}

/** A sign-in attempt with a body the route refuses (400): counted by the rate limiter, never a password check. */
const attempt = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email: 'geen-adres' } });

async function attempts(app: FastifyInstance, remoteAddress: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await attempt(app, remoteAddress)).statusCode);
  return statuses;
}

describe.skipIf(!redisUp)(`request-rate limits in Redis (${new URL(REDIS_URL).host})`, () => {
  const prefix = `portal-test-${randomUUID()}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(async () => {
    if (redis.status !== 'ready') return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('count a route across processes: what one process let through counts in the other', async () => {
    const config = testConfig({ redis: { url: REDIS_URL, prefix } });
    const a = await processWith(config);
    const b = await processWith(config);

    expect(new Set(await attempts(a, '10.20.0.1', SIGN_IN_LIMIT))).toEqual(new Set([400]));
    const refused = await attempt(b, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ detail: 'too_many_requests' });
    // Per address: another client is still served by either process.
    expect((await attempt(b, '10.20.0.2')).statusCode).toBe(400);

    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toContain(`${prefix}rate-limit:POST/api/login-10.20.0.1`);
    expect(Number(await redis.pttl(`${prefix}rate-limit:POST/api/login-10.20.0.1`))).toBeGreaterThan(0);
  });
});

describe('request-rate limits without Redis', () => {
  it('count in each process on its own (the memory store) when REDIS_URL is not set', async () => {
    const config = testConfig();
    expect(config.redis).toBeUndefined();
    const a = await processWith(config);
    const b = await processWith(config);

    expect(new Set(await attempts(a, '10.30.0.1', SIGN_IN_LIMIT))).toEqual(new Set([400]));
    expect((await attempt(b, '10.30.0.1')).statusCode).toBe(400);
    expect((await attempt(a, '10.30.0.1')).statusCode).toBe(429);
  });

  it('fail open while Redis is unreachable: requests are served at once, one warning, no password in the logs', async () => {
    const port = await closedPort();
    const logs = new LogCapture();
    const config = testConfig({ redis: { url: `redis://:geheim-wachtwoord@127.0.0.1:${port}/0`, prefix: 'x:' } });
    const app = await processWith(config, logs);

    const started = Date.now();
    const statuses = await attempts(app, '10.40.0.1', SIGN_IN_LIMIT + 10);
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(Date.now() - started).toBeLessThan(10_000);

    const warnings = logs.lines.filter((l) => String(l.msg).startsWith('Redis is not reachable'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, redis: `Redis (127.0.0.1:${port}/0)` });
    expect(logs.raw.join('\n')).not.toContain('geheim-wachtwoord');

    const closing = Date.now();
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(Date.now() - closing).toBeLessThan(2_000);
  });

  it('fail open when Redis stops answering on an open connection: each request waits the command timeout at most', async () => {
    const silent = await silentRedis();
    try {
      const logs = new LogCapture();
      const app = await processWith(testConfig({ redis: { url: silent.url, prefix: 'x:' } }), logs);
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        expect((await attempt(app, '10.50.0.1')).statusCode).toBe(400);
        expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 1_000);
      }
      const warnings = logs.lines.filter((l) => String(l.msg).startsWith('Redis is not reachable'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ reason: 'Command timed out' });
      await app.close();
      apps.splice(apps.indexOf(app), 1);
    } finally {
      await silent.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import type { Config } from '../src/lib/config';
import type { Database } from '../src/db/client';
import { createLogger } from '../src/lib/logger';
import { openTestDatabase } from './databases';

export function testConfig(overrides: Partial<Config> = {}): Config {
  // A path of its own, never created: with the in-memory database nothing is written to DATA_DIR (files go to a
  // temporary folder removed on close), and tests that do need a folder make and remove their own.
  const dataDir = join(tmpdir(), `portal-test-data-${randomUUID()}`);
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: new URL('http://localhost:3000'),
    dataDir,
    database: { kind: 'memory' },
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    logLevel: 'info',
    trustProxyHops: 0,
    databasePoolSize: 4,
    smtpUrl: null,
    devMailbox: false,
    mailFrom: 'Opleidingsportaal <no-reply@test.nl>',
    rateLimitAllowlist: [],
    ...overrides,
  };
}

/** Log lines the app wrote, parsed; tests read them to prove what is (not) logged. */
export class LogCapture extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      this.raw.push(line);
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  logs: LogCapture;
}

/**
 * The real app on this file's own copy of the migrated database; no web build unless given. With `shared`, the app
 * uses that database instead and leaves it open when it closes (a second instance of the portal, as behind a load
 * balancer; the app that made the database closes it).
 */
export async function createTestApp(
  deps: Partial<Omit<AppDeps, 'database'>> = {},
  shared?: Database,
): Promise<TestApp> {
  const database = shared ?? (await openTestDatabase(inject('testDatabase')));
  const logs = new LogCapture();
  const config = deps.config ?? testConfig();
  try {
    const app = await buildApp({
      webDistDir: null,
      logger: createLogger(config, logs),
      ...deps,
      config,
      database: shared ? { ...shared, close: async () => undefined } : database,
    });
    await app.ready();
    return { app, database, logs };
  } catch (error) {
    if (!shared) await database.close();
    throw error;
  }
}

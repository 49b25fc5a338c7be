import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { defineRoute, registerRoutes } from '../src/lib/define-route';
import { createLogger } from '../src/lib/logger';
import { createTestApp, LogCapture, testConfig, type TestApp } from './app';
import { createAdmin } from './factories';
import { createMail } from './factories/mail';
import { signIn, TEST_PASSWORD } from './sign-in';

const PROBE_QUEUE = 'metrics-probe';

let t: TestApp;
let metricsUrl: string;
beforeAll(async () => {
  t = await createTestApp({
    config: testConfig({ metrics: { port: 0, host: '127.0.0.1' } }),
    extraRoutes: (app) =>
      registerRoutes(app, [
        defineRoute({
          endpoint: { method: 'GET', path: '/api/_probe/boom', summary: 'probe', response: { 200: z.object({}) } },
          access: 'anonymous',
          handler: () => {
            throw new Error('boom');
          },
        }),
      ]),
  });
  // A queue whose jobs always fail, defined before the queue starts (as features do while the app is built).
  t.app.jobQueue.define({
    name: PROBE_QUEUE,
    retryLimit: 0,
    handler: async () => {
      throw new Error('probe job fails');
    },
  });
  const address = await t.app.metrics!.listen(0, '127.0.0.1');
  expect(address.address).toBe('127.0.0.1');
  metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
});
afterAll(async () => {
  await t.app.close();
});

async function scrape(): Promise<{ status: number; type: string | null; body: string }> {
  const res = await fetch(metricsUrl);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

/** The value of one sample line, e.g. `sample(body, 'portal_mail_outbox_unsent')`; undefined when absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics endpoint', () => {
  it('is not on the public port: anonymous callers and signed-in admins get 404, and no route is declared', async () => {
    const admin = await createAdmin(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(t.app, admin.email);
    for (const url of ['/metrics', '/api/metrics']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
    }
    expect(t.app.routeTable.filter((r) => r.url.includes('metrics'))).toEqual([]);
  });

  it('serves the Prometheus text format on its own listener, GET /metrics only', async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    // prom-client's default process metrics.
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
  });

  it('has a duration histogram per route pattern, method and status class; unmatched paths share one label', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/nothing-here-${randomUUID()}` });
    await t.app.inject({ method: 'GET', url: `/api/users/${randomUUID()}` });
    const { body } = await scrape();
    expect(
      sample(body, 'portal_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBe(2);
    expect(body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(body).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/api\/health",status_class="2xx"\} \d/,
    );
    expect(
      sample(body, 'portal_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    // A matched route answering 401/404 keeps its pattern, never the id it was called with.
    expect(body).toContain('route="/api/users/:id"');
    expect(body).not.toContain('nothing-here');
  });

  it('counts 5xx answers per route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/_probe/boom' })).statusCode).toBe(500);
    const { body } = await scrape();
    expect(sample(body, 'portal_http_server_errors_total{method="GET",route="/api/_probe/boom"}')).toBe(1);
    expect(
      sample(
        body,
        'portal_http_request_duration_seconds_count{method="GET",route="/api/_probe/boom",status_class="5xx"}',
      ),
    ).toBe(1);
  });

  it('shows the mail outbox backlog: unsent mails, the age of the oldest, failed mails', async () => {
    const db = t.database.db;
    await createMail(db, { createdAt: new Date(Date.now() - 3_600_000) });
    await createMail(db);
    await createMail(db, { status: 'sent', sentAt: new Date() });
    await createMail(db, { status: 'failed', attempts: 5 });
    const { body } = await scrape();
    expect(sample(body, 'portal_mail_outbox_unsent')).toBe(2);
    expect(sample(body, 'portal_mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(3_600);
    expect(sample(body, 'portal_mail_outbox_oldest_unsent_age_seconds')).toBeLessThan(3_700);
    expect(sample(body, 'portal_mail_outbox_failed')).toBe(1);
  });

  it('shows the job queue depth by queue and state, and counts failed runs', async () => {
    await t.app.jobQueue.start();
    // Two jobs waiting for later, one that runs now and fails.
    await t.app.jobQueue.send(PROBE_QUEUE, {}, { startAfter: 3_600 });
    await t.app.jobQueue.send(PROBE_QUEUE, {}, { startAfter: 3_600 });
    const failing = (await t.app.jobQueue.send(PROBE_QUEUE, {}))!;
    const until = Date.now() + 20_000;
    while ((await t.app.jobQueue.getJob(PROBE_QUEUE, failing))?.state !== 'failed') {
      if (Date.now() > until) throw new Error('the probe job did not fail in time');
      await new Promise((r) => setTimeout(r, 200));
    }
    const { body } = await scrape();
    expect(sample(body, `portal_job_queue_jobs{queue="${PROBE_QUEUE}",state="created"}`)).toBe(2);
    expect(sample(body, `portal_job_queue_jobs{queue="${PROBE_QUEUE}",state="failed"}`)).toBe(1);
    expect(sample(body, `portal_jobs_failed_total{queue="${PROBE_QUEUE}"}`)).toBe(1);
  });

  it('shows the PostgreSQL pools (none for PGlite)', async () => {
    const { body } = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(body, 'portal_db_pool_connections{pool="main",state="total"}')).toBeGreaterThanOrEqual(1);
      expect(body).toContain('portal_db_pool_connections{pool="hot",state="idle"}');
      expect(sample(body, 'portal_db_pool_waiting_requests{pool="main"}')).toBe(0);
    } else {
      expect(body).not.toContain('portal_db_pool_connections{');
    }
  });

  it('counts the session lookups answered from memory and by the database', async () => {
    const admin = await createAdmin(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(t.app, admin.email);
    await vi.waitFor(async () => expect(sample((await scrape()).body, 'portal_session_cache_live')).toBe(1));
    const before = (await scrape()).body;
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: '/api/users/account', headers: { cookie } })).statusCode).toBe(200);
    const after = (await scrape()).body;
    const count = (body: string, result: string) =>
      sample(body, `portal_session_cache_lookups_total{result="${result}"}`) ?? Number.NaN;
    // The first lookup of the three may go to the database (the sign-in made the session); the others are kept.
    expect(count(after, 'hit') - count(before, 'hit')).toBeGreaterThanOrEqual(2);
    expect(count(after, 'hit') + count(after, 'miss') - count(before, 'hit') - count(before, 'miss')).toBe(3);
  });

  it('carries no secrets: no token, cookie, address or database URL in any label', async () => {
    const admin = await createAdmin(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(t.app, admin.email);
    const secret = `geheim-${randomUUID()}`;
    await t.app.inject({
      method: 'GET',
      url: `/api/users/${admin.id}/schedule/icalendar?token=${secret}`,
      remoteAddress: '10.9.8.7',
      headers: { cookie, authorization: `Bearer ${secret}`, 'x-api-key': secret },
    });
    const { body } = await scrape();
    expect(body).toContain('route="/api/users/:id/schedule/icalendar"');
    for (const leak of [secret, cookie.split('=')[1]!, '10.9.8.7', admin.id, admin.email, 'postgres://', 'token=']) {
      expect(body).not.toContain(leak);
    }
  });
});

describe('without METRICS_PORT', () => {
  it('collects nothing: no registry, no hook', async () => {
    const config = testConfig();
    const shared: Database = { ...t.database, close: async () => undefined };
    const app = await buildApp({
      config,
      database: shared,
      webDistDir: null,
      logger: createLogger(config, new LogCapture()),
    });
    try {
      await app.ready();
      expect(app.metrics).toBeNull();
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

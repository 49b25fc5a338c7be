import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStatistics, type Database } from '../db/client';
import type { JobStateCount } from './job-queue';

/** What the mail outbox holds that has not left yet. */
export interface MailBacklog {
  /** Mails waiting to be sent (pending or being sent, retries included). */
  unsent: number;
  /** Seconds since the oldest of them was written (0 when there is none). */
  oldestUnsentSeconds: number;
  /** Mails given up on after their last attempt. */
  failed: number;
}

export interface MetricsSources {
  /** Its connection pools (node-postgres); PGlite has none, so nothing is exported for it. */
  database: Database;
  /** Jobs per queue and state, read when scraped. */
  jobCounts: () => Promise<JobStateCount[]>;
  /** The outbox backlog, read when scraped. */
  mailBacklog: () => Promise<MailBacklog>;
  /** Session lookups answered from this process's memory (hits) and by the database (misses) since it started. */
  sessionCache?: () => { hits: number; misses: number };
}

export interface Metrics {
  readonly registry: Registry;
  /** Counts a job that failed in this process (the job queue calls it). */
  jobFailed(queue: string): void;
  /** The Prometheus text exposition, after reading the scrape-time gauges. */
  render(): Promise<{ contentType: string; body: string }>;
  /** Serves `GET /metrics` on its own port; resolves with the address once listening. */
  listen(port: number, host: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** The route label of requests no route matched (404, 405, the web app's history fallback): one label for all. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A scrape-time read that takes longer is given up (its gauges are left out or NaN in that scrape). */
const SAMPLE_TIMEOUT_MS = 5_000;
/** Seconds; finer than prom-client's default at the low end, where most API answers are. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics of this process: per-route request durations (labelled by the route pattern, method and status
 * class, never the raw URL), 5xx answers, the database pools, the job queue, the mail outbox and prom-client's
 * default process metrics (memory, CPU, event-loop lag, GC). The per-request cost is one `onResponse` hook that
 * observes a cached histogram child; the database is read only when scraped (a few counts). The endpoint is not on the
 * public port: `listen` serves it on a port of its own (METRICS_PORT, loopback by default), for the operator's
 * scraper only, so it needs no credentials and never appears in the API's route table or OpenAPI document.
 */
export function installMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the arrival of a request to its answer, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'portal_http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  // One child per label combination, found by a string key, spares prom-client's label resolution on each request
  // (an observation costs about half a microsecond). The label values are bounded: methods are the few that Node's
  // HTTP parser accepts, routes the registered patterns plus UNMATCHED_ROUTE, statuses five classes.
  const children = new Map<string, Histogram.Internal<'method' | 'route' | 'status_class'>>();

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    const status = reply.statusCode;
    const statusClass = STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
    const key = `${request.method} ${statusClass} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels(request.method, route, statusClass);
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route });
    done();
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of a PostgreSQL pool of this process, by state (total, idle)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of poolStatistics(sources.database)) {
        this.set({ pool: pool.name, state: 'total' }, pool.total);
        this.set({ pool: pool.name, state: 'idle' }, pool.idle);
      }
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting_requests',
    help: 'Queries of this process waiting for a connection of a PostgreSQL pool',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of poolStatistics(sources.database)) this.set({ pool: pool.name }, pool.waiting);
    },
  });

  const sessionCache = sources.sessionCache;
  if (sessionCache) {
    new Counter({
      name: 'portal_session_cache_lookups_total',
      help: 'Session lookups of this process, answered from its memory (hit) or by the database (miss)',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        const { hits, misses } = sessionCache();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
    new Gauge({
      name: 'portal_session_cache_live',
      help: '1 while the database announces session changes to this process (its memory is used), else 0',
      registers: [registry],
      collect() {
        this.set(sources.database.cacheNotifications.live() ? 1 : 0);
      },
    });
  }

  const jobsFailed = new Counter({
    name: 'portal_jobs_failed_total',
    help: 'Job runs that failed in this process (each retry counts), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs of the job queue by queue and state (created, retry, active; failed until archived, about a day)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const outboxUnsent = new Gauge({
    name: 'portal_mail_outbox_unsent',
    help: 'Mails in the outbox not yet sent (pending or being sent)',
    registers: [registry],
  });
  const outboxOldest = new Gauge({
    name: 'portal_mail_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail not yet sent (0 when none waits)',
    registers: [registry],
  });
  const outboxFailed = new Gauge({
    name: 'portal_mail_outbox_failed',
    help: 'Mails the outbox gave up on',
    registers: [registry],
  });
  const sampleErrors = new Counter({
    name: 'portal_metrics_sample_errors_total',
    help: 'Scrape-time reads that failed or timed out, by source (their gauges are left out or NaN in that scrape)',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  /**
   * Reads that run when scraped: the gauges are shared by every process (they read the database). A read that fails
   * or times out is counted and its gauges say so (left out, or NaN) rather than repeat an old value.
   */
  const samplers: { source: string; clear: () => void; read: () => Promise<void> }[] = [
    {
      source: 'job_queue',
      clear: () => jobs.reset(),
      read: async () => {
        const counts = await sources.jobCounts();
        jobs.reset();
        for (const c of counts) jobs.set({ queue: c.queue, state: c.state }, c.count);
      },
    },
    {
      source: 'mail_outbox',
      // Gauges without labels cannot be left out: NaN says "unknown" (an alert on `> n` does not fire on it).
      clear: () => [outboxUnsent, outboxOldest, outboxFailed].forEach((g) => g.set(Number.NaN)),
      read: async () => {
        const backlog = await sources.mailBacklog();
        outboxUnsent.set(backlog.unsent);
        outboxOldest.set(backlog.oldestUnsentSeconds);
        outboxFailed.set(backlog.failed);
      },
    },
  ];

  let server: Server | undefined;
  const metrics: Metrics = {
    registry,
    jobFailed: (queue) => jobsFailed.inc({ queue }),
    async render() {
      await Promise.all(
        samplers.map(async (sampler) => {
          try {
            await withTimeout(sampler.read(), SAMPLE_TIMEOUT_MS);
          } catch (err) {
            sampler.clear();
            sampleErrors.inc({ source: sampler.source });
            app.log.warn({ err, source: sampler.source }, 'metrics: a scrape-time read failed');
          }
        }),
      );
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    listen: (port, host) => {
      server = createMetricsServer(metrics, app.log);
      const listening = server;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          listening.off('error', reject);
          resolve(listening.address() as AddressInfo);
        });
      });
    },
    close: async () => {
      const open = server;
      server = undefined;
      if (!open?.listening) return;
      const closed = new Promise<void>((resolve) => open.close(() => resolve()));
      // A scrape still running is cut off: the process is going away.
      open.closeAllConnections();
      await closed;
    },
  };
  app.addHook('onClose', metrics.close);
  return metrics;
}

/** `GET /metrics` and nothing else (404; 405 for another method on it). */
function createMetricsServer(metrics: Metrics, log: FastifyBaseLogger): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        log.error({ err }, 'metrics: rendering failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error\n');
      },
    );
  });
  // A scraper that holds its connection open must not keep a closing server waiting.
  server.keepAliveTimeout = 5_000;
  return server;
}

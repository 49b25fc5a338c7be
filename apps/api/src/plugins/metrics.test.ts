import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { installMetrics, type MetricsSources } from './metrics';

/** A bare Fastify app with metrics over fake sources (no database: PGlite's kind has no pools to report). */
async function appWith(sources: Partial<MetricsSources>) {
  const app = Fastify({ logger: false });
  const metrics = installMetrics(app, {
    database: { kind: 'pglite' } as Database,
    jobCounts: async () => [{ queue: 'housekeeping', state: 'created', count: 3 }],
    mailBacklog: async () => ({ unsent: 4, oldestUnsentSeconds: 12.5, failed: 0 }),
    ...sources,
  });
  app.get('/moved', (_request, reply) => reply.redirect('/elsewhere'));
  app.get('/items/:id', () => ({ ok: true }));
  await app.ready();
  return { app, metrics };
}

describe('installMetrics', () => {
  it('labels by route pattern and status class', async () => {
    const { app, metrics } = await appWith({});
    await app.inject('/moved');
    await app.inject('/items/1');
    await app.inject('/items/2');
    await app.inject('/unknown/path');
    const { body } = await metrics.render();
    expect(body).toContain(
      'portal_http_request_duration_seconds_count{method="GET",route="/moved",status_class="3xx"} 1',
    );
    expect(body).toContain(
      'portal_http_request_duration_seconds_count{method="GET",route="/items/:id",status_class="2xx"} 2',
    );
    expect(body).toContain(
      'portal_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"} 1',
    );
    expect(body).toContain('portal_job_queue_jobs{queue="housekeeping",state="created"} 3');
    expect(body).toContain('portal_mail_outbox_oldest_unsent_age_seconds 12.5');
    await app.close();
  });

  it('marks the gauges of a source that fails as unknown and counts the failure, without failing the scrape', async () => {
    const { app, metrics } = await appWith({
      mailBacklog: async () => {
        throw new Error('database unavailable');
      },
    });
    const { body } = await metrics.render();
    // prom-client writes `Nan`; Prometheus reads NaN in any case.
    expect(body).toMatch(/^portal_mail_outbox_unsent NaN$/im);
    expect(body).toContain('portal_metrics_sample_errors_total{source="mail_outbox"} 1');
    expect(body).toContain('portal_job_queue_jobs{queue="housekeeping",state="created"} 3');
    await app.close();
  });
});

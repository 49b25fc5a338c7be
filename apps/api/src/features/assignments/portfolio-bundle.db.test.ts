// The bundled PDF of a large category is written assignment by assignment: memory grows with the largest part, not
// with the category. 200 assignments with a 512 KiB attached PDF each (100 MiB of attachments, a bundle larger than
// that) on disk storage; the process's memory is sampled while the job runs and its peak growth reported.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskStorage } from '../../integrations/storage';
import { createTestApp, type TestApp } from '../../../test/app';
import { attachedPdf, portfolio, settled } from './portfolio-downloads.test-support';

const COUNT = Number(process.env.BUNDLE_MEMORY_COUNT ?? 200);
const ATTACHMENT = 512 * 1024;
const MB = 1024 * 1024;

// A full collection before each live sample, so garbage not yet collected does not count as held.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bundle-memory-'));
  t = await createTestApp({ storage: createDiskStorage(dir) });
  await t.app.jobQueue.start();
});
afterAll(async () => {
  await t.app.close();
  await rm(dir, { recursive: true, force: true });
});

it(`bundles ${COUNT} assignments with bounded memory`, { timeout: 600_000 }, async () => {
  const storage = t.app.fileStorage;
  const attachment = await attachedPdf('Bijlage', ATTACHMENT);
  const p = await portfolio(t.app, t.database.db, storage, COUNT, { pdf: async () => attachment, images: false });
  const call = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie: p.participant.cookie } });

  const used = () => {
    const m = process.memoryUsage();
    return { rss: m.rss, js: m.heapUsed + m.external };
  };
  gc();
  const before = used();
  const peak = { ...before, live: before.js };
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = used();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.js = Math.max(peak.js, now.js);
    if (++ticks % 10 === 0) {
      gc();
      peak.live = Math.max(peak.live, used().js);
    }
  }, 20);
  const started = Date.now();
  try {
    const url = `/api/education/${p.education.id}/download-summary-bundled-pdf?identifier=${p.module.id}`;
    expect((await call('POST', url)).statusCode).toBe(202);
    const bundle = await settled((u) => call('GET', u), p.education.id, p.module.id, 540_000);
    expect(bundle).toMatchObject({ status: 'ready', done: COUNT, total: COUNT });
    clearInterval(sampler);
    const size = (await stat(join(dir, `exports/${bundle.id}.pdf`))).size;
    const growth = {
      rss: (peak.rss - before.rss) / MB,
      js: (peak.js - before.js) / MB,
      live: (peak.live - before.js) / MB,
    };
    console.log(
      `bundled PDF of ${COUNT} assignments: ${(size / MB).toFixed(1)} MiB in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `attachments ${((COUNT * attachment.length) / MB).toFixed(1)} MiB; peak growth: heap+external ${growth.js.toFixed(1)} MiB ` +
        `(live after GC ${growth.live.toFixed(1)} MiB), ` +
        `RSS ${growth.rss.toFixed(1)} MiB (baseline RSS ${(before.rss / MB).toFixed(0)} MiB)`,
    );
    const info = execFileSync('pdfinfo', [join(dir, `exports/${bundle.id}.pdf`)]).toString();
    expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBe(1 + 2 * COUNT);
    // Holding the bundle (or the attachments) would grow by more than its size; the writer holds one part at a time.
    expect(size).toBeGreaterThan(COUNT * ATTACHMENT);
    expect(growth.live).toBeLessThan(size / MB / 4);
  } finally {
    clearInterval(sampler);
  }
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './app';

const INDEX =
  '<!doctype html><html lang="nl"><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.app.close();
});

describe('serving the web app', () => {
  it('answers client routes with index.html (history fallback) and a strict content security policy', async () => {
    for (const url of ['/', '/gebruikers', '/onderwijs/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a', '/informatie#nieuws']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('allows images from nowhere else while the bundled photo library is used', async () => {
    const csp = (await t.app.inject('/')).headers['content-security-policy'] as string;
    expect(csp.split('; ')).toContain("img-src 'self' data: blob:");
  });

  it("allows the photo API's image hosts when one is configured (its results are hotlinked)", async () => {
    const withUnsplash = await createTestApp({
      webDistDir: dist,
      config: testConfig({ imageSearch: { provider: 'unsplash', accessKey: 'test-key' } }),
    });
    try {
      const csp = (await withUnsplash.app.inject('/')).headers['content-security-policy'] as string;
      expect(csp.split('; ')).toContain(
        "img-src 'self' data: blob: https://images.unsplash.com https://plus.unsplash.com",
      );
      expect(csp).not.toContain('test-key');
    } finally {
      await withUnsplash.app.close();
    }
  });

  it('never falls back to the app for /api paths', async () => {
    const res = await t.app.inject('/api/gebruikers');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'not_found' });
  });

  it('serves hashed assets with a year of immutable caching, precompressed when the client accepts it', async () => {
    const plain = await t.app.inject('/assets/app-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBeLessThan(SCRIPT.length);
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await t.app.inject('/assets/missing-999.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'not_found' });
  });

  it('serves top-level public files and refuses path traversal', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow');
    const traversal = await t.app.inject('/assets/..%2f..%2fpackage.json');
    expect(traversal.statusCode).not.toBe(200);
    expect(traversal.body).not.toContain('@portal/api');
  });

  it('answers non-GET methods on client paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gebruikers' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'not_found' });
  });
});

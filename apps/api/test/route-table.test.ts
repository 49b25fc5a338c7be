// Walks every route the real app registers: each must declare who may call it and what it answers.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAccess } from '../src/lib/access';
import { registerRoutes } from '../src/lib/define-route';
import { MissingAccessDeclarationError } from '../src/plugins/access-gate';
import { DOCS_PREFIX } from '../src/plugins/openapi';
import { createTestApp, type TestApp } from './app';

/** A minimal web build, so the table also holds the routes that serve the app. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: fakeWebBuild() });
});
afterAll(async () => {
  await t.app.close();
});

describe('route table', () => {
  it('every route declares access and, apart from the documentation browser, its responses', () => {
    const table = t.app.routeTable;
    const names = table.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/ready',
        'GET /api/version',
        'GET /assets/*',
        'GET /api/docs/json',
      ]),
    );
    for (const r of table) {
      const name = `${r.method} ${r.url}`;
      expect(isAccess(r.access), `${name} declares access`).toBe(true);
      if (r.url === DOCS_PREFIX || r.url.startsWith(`${DOCS_PREFIX}/`)) {
        expect(r.access, `${name} is public documentation`).toBe('anonymous');
        continue;
      }
      const response = r.schema?.response;
      expect(response, `${name} has a response schema`).toBeDefined();
      expect(
        Object.keys(response!).some((code) => code.startsWith('2')),
        `${name} declares a 2xx answer`,
      ).toBe(true);
      for (const status of ['400', '401', '403', '404', '500']) {
        expect(response![status], `${name} documents ${status}`).toBeDefined();
      }
    }
  });

  it('refuses to register a route without an access declaration', async () => {
    await expect(
      createTestApp({
        extraRoutes: (app) => {
          app.get('/api/_undeclared', async () => ({ ok: true }));
        },
      }),
    ).rejects.toBeInstanceOf(MissingAccessDeclarationError);
  });

  it('refuses a malformed access declaration', async () => {
    await expect(
      createTestApp({
        extraRoutes: (app) => {
          registerRoutes(app, [
            {
              endpoint: { method: 'GET', path: '/api/_bad', summary: 'x', response: { 200: z.object({}) } },
              access: 'everyone' as never,
              handler: () => ({}),
            },
          ]);
        },
      }),
    ).rejects.toBeInstanceOf(MissingAccessDeclarationError);
  });
});

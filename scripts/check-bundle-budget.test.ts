import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY_JS_BUDGET_BYTES,
  entryUrls,
  INITIAL_JS_BUDGET_BYTES,
  measureInitialJs,
  report,
  staticImports,
} from './check-bundle-budget.mjs';

/** A fake build: index.html and login.html (the same page), and assets/ with the given files. */
function fakeDist(html: string, assets: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'login.html'), html);
  for (const [name, text] of Object.entries(assets)) writeFileSync(join(dist, 'assets', name), text);
  return dist;
}

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<link rel="stylesheet" href="/assets/index.css">
<link rel="icon" href="/favicon.svg">
</head><body><div id="root"></div></body></html>`;

describe('check-bundle-budget', () => {
  it('reads the scripts and modulepreloads of index.html, not styles or icons', () => {
    expect(entryUrls(html)).toEqual(['/assets/index.js', '/assets/vendor.js']);
  });

  it('tells static imports from dynamic ones', async () => {
    const code = `import{a as b}from"./a.js";import"./b.js";export{c}from"./c.js";const d=()=>import("./d.js");`;
    expect(await staticImports(code)).toEqual(['./a.js', './b.js', './c.js']);
  });

  it('sums the gzipped size of the entry, its preloads and what they import statically, not the lazy chunks', async () => {
    const big = 'x'.repeat(50_000);
    const dist = fakeDist(html, {
      'index.js': `import"./vendor.js";import{s}from"./shared.js";const l=()=>import("./lazy.js");`,
      'vendor.js': `export const v=1;`,
      'shared.js': `export const s=${JSON.stringify(big)};`,
      'lazy.js': `export const l=${JSON.stringify(big + 'y')};`,
    });
    const measured = await measureInitialJs(dist);
    expect(measured.files.map((f) => f.file).sort()).toEqual([
      '/assets/index.js',
      '/assets/shared.js',
      '/assets/vendor.js',
    ]);
    expect(measured.totalGzipBytes).toBe(measured.files.reduce((sum, f) => sum + f.gzipBytes, 0));
    expect(measured.totalGzipBytes).toBeLessThan(1_000); // repeated text compresses well: these are gzip sizes
  });

  it("measures the login route's page by default and the app's entry when asked", async () => {
    const dist = fakeDist(html, { 'index.js': '', 'vendor.js': '' });
    writeFileSync(join(dist, 'login.html'), '<script type="module" src="/assets/login-page.js"></script>');
    writeFileSync(join(dist, 'assets', 'login-page.js'), 'export {};');
    expect((await measureInitialJs(dist)).files.map((f) => f.file)).toEqual(['/assets/login-page.js']);
    expect((await measureInitialJs(dist, 'index.html')).files.map((f) => f.file)).toEqual([
      '/assets/index.js',
      '/assets/vendor.js',
    ]);
  });

  it('keeps the login route within 20 kB and the app entry within 150 kB', () => {
    expect(INITIAL_JS_BUDGET_BYTES).toBeLessThanOrEqual(20_000);
    expect(APP_ENTRY_JS_BUDGET_BYTES).toBe(150_000);
  });

  it('passes within the budget and fails above it', async () => {
    const dist = fakeDist(html, { 'index.js': `console.log(${JSON.stringify('abc'.repeat(10))});`, 'vendor.js': '' });
    const measured = await measureInitialJs(dist);
    const lines: string[] = [];
    expect(report(measured, measured.totalGzipBytes, (line: string) => lines.push(line))).toBe(true);
    expect(report(measured, measured.totalGzipBytes - 1, (line: string) => lines.push(line))).toBe(false);
    expect(lines.at(-1)).toMatch(/^OVER BUDGET/);
  });
});

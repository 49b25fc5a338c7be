#!/usr/bin/env node
// node scripts/check-bundle-budget.mjs [--dist apps/web/dist] [--budget-kb 20] [--app-budget-kb 150]
// The initial JavaScript of the two pages the server answers: every script the page loads or modulepreloads, and
// everything those import statically (a static import is fetched before the module runs, preloaded or not), each
// gzipped as the server sends it (`.gz` at level 9, see apps/web/vite.config.ts) and summed. Dynamic imports (the
// lazy screens) and prefetches are not counted. Two budgets: the login route ('/' signed out: login.html, the
// sign-in page without the framework, issue 30) and the app's entry (index.html: '/' signed in and every other
// path; issue 18). Fails (exit 1) when either sum passes its budget: `npm test` runs this right after the build.
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

/** The budget of the login route's initial JavaScript (login.html), in gzipped bytes (kB = 1000 bytes, as Vite reports). */
export const INITIAL_JS_BUDGET_BYTES = 20_000;

/** The budget of the app entry's initial JavaScript (index.html: the signed-in app's first chunk), gzipped bytes. */
export const APP_ENTRY_JS_BUDGET_BYTES = 150_000;

/** The login route's page: what the server answers at '/' while nobody is signed in. */
export const LOGIN_PAGE = 'login.html';
/** The app's page: '/' signed in, and every other path. */
export const APP_PAGE = 'index.html';

/** The URLs of `<script src>` and `<link rel="modulepreload" href>` in an HTML document, in order. */
export function entryUrls(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag)) {
      const src = attribute('src');
      if (src) urls.push(src);
    } else if (attribute('rel')?.toLowerCase() === 'modulepreload') {
      const href = attribute('href');
      if (href) urls.push(href);
    }
  }
  return urls;
}

/** The specifiers a module imports statically (`import … from`, `import '…'`, `export … from`), not `import()`. */
export async function staticImports(source) {
  await init;
  const [imports] = parse(source);
  return imports.filter((entry) => entry.d === -1 && entry.n !== undefined).map((entry) => entry.n);
}

/** Maps a same-origin URL path ('/assets/x.js') or a relative one (from `base`) to a path in `distDir`. */
function toFile(distDir, url, base = '/') {
  const { pathname, origin } = new URL(url, new URL(base, 'http://app.invalid'));
  if (origin !== 'http://app.invalid') return undefined; // another origin: not ours to measure
  return join(distDir, decodeURIComponent(pathname));
}

/**
 * Every JavaScript file the first load of a page fetches before its script runs, with raw and gzipped sizes.
 * @param {string} distDir the web build (apps/web/dist)
 * @param {string} page the HTML file in it (by default the login route's, login.html)
 * @returns {Promise<{ files: { file: string, bytes: number, gzipBytes: number }[], totalGzipBytes: number }>}
 */
export async function measureInitialJs(distDir, page = LOGIN_PAGE) {
  const html = await readFile(join(distDir, page), 'utf8');
  const pending = entryUrls(html).map((url) => ({ url, base: '/' }));
  const seen = new Set();
  const files = [];
  while (pending.length > 0) {
    const { url, base } = pending.shift();
    const path = toFile(distDir, url, base);
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const source = await readFile(path);
    const urlPath = '/' + relative(distDir, path).split('\\').join('/');
    files.push({ file: urlPath, bytes: source.byteLength, gzipBytes: gzipSync(source, { level: 9 }).byteLength });
    for (const specifier of await staticImports(source.toString('utf8'))) {
      // Bare specifiers cannot occur in a build; relative and absolute ones are the build's own chunks.
      if (/^(\.{0,2}\/|https?:)/.test(specifier)) pending.push({ url: specifier, base: urlPath });
    }
  }
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the files and the verdict; answers whether the total is within `budgetBytes`. */
export function report({ files, totalGzipBytes }, budgetBytes, log = console.log, what = "the login route's") {
  for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    log(`${kB(f.gzipBytes).padStart(10)}  ${f.file}`);
  }
  const within = totalGzipBytes <= budgetBytes;
  log(
    `${within ? 'OK' : 'OVER BUDGET'}: ${what} initial JavaScript is ${kB(totalGzipBytes)} gzip in ` +
      `${files.length} files (budget ${kB(budgetBytes)})`,
  );
  return within;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: join(root, 'apps', 'web', 'dist') },
      'budget-kb': { type: 'string' },
      'app-budget-kb': { type: 'string' },
    },
  });
  const budgetOf = (option, fallback) => {
    const budget = values[option] === undefined ? fallback : Number(values[option]) * 1000;
    if (!Number.isFinite(budget) || budget <= 0) {
      console.error(`--${option} must be a positive number (got "${values[option]}")`);
      process.exit(2);
    }
    return budget;
  };
  const checks = [
    { page: LOGIN_PAGE, budget: budgetOf('budget-kb', INITIAL_JS_BUDGET_BYTES), what: "the login route's" },
    { page: APP_PAGE, budget: budgetOf('app-budget-kb', APP_ENTRY_JS_BUDGET_BYTES), what: "the app entry's" },
  ];
  let within = true;
  for (const { page, budget, what } of checks) {
    let measured;
    try {
      measured = await measureInitialJs(values.dist, page);
    } catch (error) {
      console.error(`Cannot measure the web build in ${values.dist} (run \`npm run build\` first): ${error.message}`);
      process.exit(2);
    }
    if (measured.files.length === 0) {
      console.error(`${values.dist}/${page} loads no script: is this a Vite build?`);
      process.exit(2);
    }
    console.log(`${page}:`);
    within = report(measured, budget, console.log, what) && within;
  }
  process.exit(within ? 0 : 1);
}

#!/usr/bin/env node
// node scripts/check-bundle-budget.mjs [--dist apps/web/dist] [--budget-kb 150]
// The login route's initial JavaScript: every script index.html loads or modulepreloads, and everything those
// import statically (a static import is fetched before the module runs, preloaded or not), each gzipped as the
// server sends it (`.gz` at level 9, see apps/web/vite.config.ts) and summed. Dynamic imports (the lazy screens) are
// not counted. Fails (exit 1) when the sum passes the budget: `npm test` runs this right after the build.
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

/** The budget of the login route's initial JavaScript, in gzipped bytes (kB = 1000 bytes, as Vite reports). */
export const INITIAL_JS_BUDGET_BYTES = 150_000;

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
 * Every JavaScript file the first load of `index.html` fetches before the app runs, with raw and gzipped sizes.
 * @param {string} distDir the web build (apps/web/dist)
 * @returns {Promise<{ files: { file: string, bytes: number, gzipBytes: number }[], totalGzipBytes: number }>}
 */
export async function measureInitialJs(distDir) {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
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

/**
 * The source modules whose lazy chunks the login page loads after the first chunk (app/layouts/root-layout.tsx,
 * main.tsx, app/preload.ts): reported for information, next to the budgeted first chunk.
 */
export const LOGIN_LAZY_MODULES = [
  'src/app/layouts/shell.tsx',
  'src/lib/session/session-calls.ts',
  'src/lib/error-body.ts',
  'src/lib/i18n-catalogue.ts',
  'src/features/auth/routes/login-page.tsx',
];

/**
 * Everything the login page loads, lazy chunks included: the first chunk's files and the chunks (with their static
 * imports) of `modules`, from Vite's manifest (dist/.vite/manifest.json). Undefined without a manifest.
 */
export async function measureRoute(distDir, modules = LOGIN_LAZY_MODULES) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const initial = await measureInitialJs(distDir);
  const files = new Map(initial.files.map((f) => [f.file, f]));
  const pending = modules.filter((key) => manifest[key]);
  const seen = new Set();
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const file = `/${manifest[key].file}`;
    if (!files.has(file)) {
      const source = await readFile(join(distDir, manifest[key].file));
      files.set(file, { file, bytes: source.byteLength, gzipBytes: gzipSync(source, { level: 9 }).byteLength });
    }
    pending.push(...(manifest[key].imports ?? []));
  }
  const all = [...files.values()];
  return { files: all, totalGzipBytes: all.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the files and the verdict; answers whether the total is within `budgetBytes`. */
export function report({ files, totalGzipBytes }, budgetBytes, log = console.log) {
  for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    log(`${kB(f.gzipBytes).padStart(10)}  ${f.file}`);
  }
  const within = totalGzipBytes <= budgetBytes;
  log(
    `${within ? 'OK' : 'OVER BUDGET'}: the login route's initial JavaScript is ${kB(totalGzipBytes)} gzip in ` +
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
    },
  });
  const budget = values['budget-kb'] === undefined ? INITIAL_JS_BUDGET_BYTES : Number(values['budget-kb']) * 1000;
  if (!Number.isFinite(budget) || budget <= 0) {
    console.error(`--budget-kb must be a positive number (got "${values['budget-kb']}")`);
    process.exit(2);
  }
  let measured;
  try {
    measured = await measureInitialJs(values.dist);
  } catch (error) {
    console.error(`Cannot measure the web build in ${values.dist} (run \`npm run build\` first): ${error.message}`);
    process.exit(2);
  }
  if (measured.files.length === 0) {
    console.error(`${values.dist}/index.html loads no script: is this a Vite build?`);
    process.exit(2);
  }
  const within = report(measured, budget);
  const route = await measureRoute(values.dist);
  if (route) {
    console.log(
      `(for information: the login page loads ${kB(route.totalGzipBytes)} gzip of JavaScript in ${route.files.length} ` +
        'files in all, its lazy chunks included)',
    );
  }
  process.exit(within ? 0 : 1);
}

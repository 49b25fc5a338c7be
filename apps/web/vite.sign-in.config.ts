import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite.config.ts';

// The second build of the web app (npm run build runs it after the app's): the sign-in page without the framework
// (login.html, issue 30), which the API answers at '/' while nobody is signed in. A build of its own, so that its
// script shares no chunk (nor Vite's runtime or module-preload polyfill) with the app: the page loads one small
// script and one stylesheet. It writes into the app's dist/ (login.html, assets/login-page-*) and reads the app's
// manifest there for the chunks to prefetch.

const distDir = fileURLToPath(new URL('./dist/', import.meta.url));

/** The Dutch catalogue's namespaces as the build reads them (packages/i18n/nl/<namespace>.json). */
function catalogue(namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../packages/i18n/nl/${namespace}.json`, import.meta.url), 'utf8'));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The signed-in app's modules whose chunks the sign-in page fetches ahead once it is idle: the entry (index.html,
 * with everything it loads), and what its first screen after sign-in loads lazily (the shell, the signed-in chrome,
 * the session's schemas, the error body, the rest of the catalogue, the participant's home).
 */
export const APP_PREFETCH_MODULES = [
  'index.html',
  'src/app/layouts/shell.tsx',
  'src/app/layouts/signed-in-chrome.tsx',
  'src/lib/session/session-calls.ts',
  'src/lib/error-body.ts',
  'src/lib/i18n-catalogue.ts',
  'src/features/education/routes/education-page.tsx',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files of APP_PREFETCH_MODULES' chunks and of everything they import statically, CSS included. */
export function appChunks(manifest: Record<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...APP_PREFETCH_MODULES];
  for (const key of pending) {
    if (!manifest[key]) throw new Error(`sign-in page: the app's manifest has no ${key} (build the app first)`);
  }
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files].map((file) => `/${file}`);
}

/**
 * Pre-renders login.html: its `{{namespace:key}}` placeholders become the catalogue's texts (HTML-escaped,
 * `{{product}}` filled in), `{{title}}` the document title, and `{{texts}}` a JSON block with the messages its script
 * shows and the URLs of the app's chunks it prefetches. The API fills in the rest per request (the step, the
 * address, a message: apps/api/src/features/auth/sign-in-page.ts).
 */
function signInPage(): Plugin {
  return {
    name: 'portal:sign-in-page',
    transformIndexHtml(html, ctx) {
      const ns = { auth: catalogue('auth'), common: catalogue('common'), validation: catalogue('validation') };
      const product = ns.common.productName as string;
      const text = (namespace: string, key: string): string => {
        let value: unknown = ns[namespace as keyof typeof ns];
        for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
        if (typeof value !== 'string') throw new Error(`${ctx.filename}: no text ${namespace}:${key} in the catalogue`);
        return value.replaceAll('{{product}}', product);
      };
      const texts = {
        email: text('validation', 'email'),
        passwordRequired: text('validation', 'passwordRequired'),
        invalid: text('validation', 'invalid'),
        failed: text('auth', 'login.failed'),
        inactive: text('auth', 'login.inactive'),
        invalidCredentials: text('auth', 'login.invalidCredentials'),
        locked_one: text('auth', 'login.locked_one'),
        locked_other: text('auth', 'login.locked_other'),
        lockedUnknown: text('auth', 'login.lockedUnknown'),
        expired: text('auth', 'login.expired'),
        codeRequired: text('auth', 'code.required'),
        codeSixDigits: text('auth', 'code.sixDigits'),
        attemptsRemaining: text('auth', 'code.attemptsRemaining'),
        limitExceeded: text('auth', 'code.limitExceeded'),
        codeInvalid: text('auth', 'code.invalid'),
        introAuthenticator: text('auth', 'code.introAuthenticator'),
        introEmail: text('auth', 'code.introEmail'),
        lostAccessSent: text('auth', 'code.lostAccessSent'),
        lostAccessFailed: text('auth', 'code.lostAccessFailed'),
        resendSent: text('auth', 'resendActivation.sent'),
      };
      // Only a build knows the app's chunks (the development server serves login.html without prefetching).
      const prefetch = ctx.bundle
        ? appChunks(JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>)
        : [];
      const title = text('common', 'documentTitle').replace('{{page}}', text('auth', 'login.title'));
      return html
        .replace('{{title}}', escapeHtml(title))
        .replace('{{texts}}', JSON.stringify({ texts, prefetch }).replace(/</g, '\\u003c'))
        .replace(/\{\{(\w+):([\w.]+)\}\}/g, (_, namespace: string, key: string) => escapeHtml(text(namespace, key)));
    },
  };
}

export default defineConfig({
  plugins: [signInPage(), precompress()],
  build: {
    outDir: 'dist',
    // The app's build is in dist/ already.
    emptyOutDir: false,
    // The page preloads nothing, so it needs no module-preload polyfill either.
    modulePreload: false,
    rolldownOptions: {
      input: { 'login-page': fileURLToPath(new URL('./login.html', import.meta.url)) },
    },
  },
});

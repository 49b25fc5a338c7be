import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const api = 'http://localhost:3000';
// The session cookie is set by the API; proxying keeps the browser on one origin in development.
const proxy = { '/api': api, '/2fa_': api };

/**
 * Writes `.br` and `.gz` next to every text asset: the API serves them as they are (@fastify/static
 * `preCompressed`), so no response is compressed per request.
 */
export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (source.byteLength < 1024) continue;
        const target = join(dir, file.fileName);
        await writeFile(
          `${target}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${target}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Sends every `import … from 'zod'` (the app's and @portal/contracts') through src/lib/zod-config.ts, which turns
 * off zod's JIT (see there) before re-exporting zod. So the setting holds whichever chunk first loads zod, and zod
 * stays out of the entry chunk: main.tsx no longer has to import it first.
 */
function zodJitless(): Plugin {
  const configModule = fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url));
  return {
    name: 'portal:zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer === configModule) return null;
      return configModule;
    },
  };
}

/** Modules that at least this many lazy chunks (screens) use go into the shared chunks below. */
const WIDELY_SHARED = 30;

/**
 * Chunks: rolldown's automatic splitting makes a chunk per set of screens sharing a module, and with some sixty lazy
 * screens that is dozens of small files on the way to the first screen (53 for the login page). The server speaks
 * HTTP/1.1 (six connections, a round trip per request), so each costs a round trip. These groups merge them:
 * - `initial`: everything main.tsx imports, in one file next to the entry (the first chunk, ≤ 150 kB gzipped:
 *   scripts/check-bundle-budget.mjs), so that no shared chunk drags lazy code into it;
 * - `zod`: zod and lib/zod-config.ts (every chunk's way to zod, see `zodJitless`);
 * - `mui`, `common`: MUI's (and Emotion's) modules, and the app's shared code with React Query and the forms'
 *   libraries, that many screens use: the widely used ones are what the first screens need.
 * Measured on the login page: 24 files instead of 53, no more bytes.
 */
const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'initial', tags: ['$initial'], priority: 10 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/ },
  {
    name: 'mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@babel|clsx|react-is|hoist-non-react-statics)[\\/]/,
    minShareCount: WIDELY_SHARED,
  },
  {
    name: 'common',
    test: /[\\/](src[\\/](lib|components)|packages[\\/]contracts[\\/]src)[\\/]|[\\/]node_modules[\\/](@tanstack|react-hook-form|@hookform)[\\/]/,
    minShareCount: WIDELY_SHARED,
  },
];

export default defineConfig({
  plugins: [zodJitless(), react(), precompress()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each lazy module needs (scripts/check-bundle-budget.mjs reports the
    // login route's lazy part from it). The server does not serve it (spa.ts serves assets/ and top-level files).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});

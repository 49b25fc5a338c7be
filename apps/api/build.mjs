// Bundles the API into dist/server.js: our TypeScript (and the workspace packages) compiled in, every npm
// dependency left external so native and wasm packages (PGlite, pg) load from node_modules as usual.
import { readFileSync } from 'node:fs';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: [
    'src/server.ts',
    'src/db/migrate-cli.ts',
    'src/db/seed-cli.ts',
    'src/afas-sync-cli.ts',
    'src/afas-simulator-cli.ts',
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  plugins: [bundleJsonFromPackages()],
});
console.log('API built into apps/api/dist');

/**
 * JSON files of npm packages (e.g. i18n-iso-countries' Dutch names) are bundled rather than left external: esbuild
 * drops the `with { type: 'json' }` attribute of external imports, and Node refuses a JSON import without it.
 */
function bundleJsonFromPackages() {
  const require = createRequire(import.meta.url);
  return {
    name: 'bundle-json-from-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({ path: require.resolve(args.path) }));
    },
  };
}

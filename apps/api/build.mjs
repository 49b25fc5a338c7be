// Bundles the API into dist/server.js: our TypeScript (and the workspace packages) compiled in, every npm
// dependency left external so native and wasm packages (PGlite, pg) load from node_modules as usual.
import { readFileSync } from 'node:fs';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/server.ts', 'src/db/migrate-cli.ts', 'src/db/seed-cli.ts'],
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
});
console.log('API built into apps/api/dist');

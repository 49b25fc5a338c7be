import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this module whether it runs from src (tsx) or from the dist bundle. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@portal/api'
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
/** Committed drizzle-kit migrations. */
export const migrationsDir = join(apiRoot, 'drizzle');
/** The built single-page app, served at the same origin. */
export const webDistDir = join(apiRoot, '..', 'web', 'dist');
export const apiVersion = (JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as { version: string })
  .version;
/** The bundled photo library (pictures, thumbnails, manifest) the local image-search provider serves. */
export const photoLibraryDir = join(apiRoot, 'assets', 'photo-library');

/**
 * Which build of the API answers, for ETags (an answer's shape changes with the code, not only with the data): from
 * the bundle, the hash of its entry `dist/server.js` (which names every chunk by a hash of its content), the same in
 * every process of one release; from source (development, tests), a new one per process.
 */
export const buildId = (() => {
  const entry = join(apiRoot, 'dist', 'server.js');
  const fromBundle = fileURLToPath(import.meta.url).startsWith(join(apiRoot, 'dist'));
  return fromBundle && existsSync(entry)
    ? createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 16)
    : randomUUID();
})();

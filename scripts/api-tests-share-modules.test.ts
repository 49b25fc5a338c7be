import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The API test files share their worker's modules (vitest.config.ts, `api` project, `isolate: false`): a file that
// replaced a module or changed the environment would change them for every file after it in that worker. None may;
// one that must goes into a project of its own with `isolate: true` (as apps/web's `web-mocking`).
const root = fileURLToPath(new URL('..', import.meta.url));
const API_TEST = /(\.routes\.test|\.db\.test)\.ts$/;
const SHARED_STATE_CHANGES = /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(/;

function apiTestFiles(): string[] {
  const inSrc = readdirSync(join(root, 'apps/api/src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => API_TEST.test(file))
    .map((file) => join('apps/api/src', file));
  const inTest = readdirSync(join(root, 'apps/api/test'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('apps/api/test', file));
  return [...inSrc, ...inTest];
}

describe('API test files', () => {
  it('replace no module and change no environment of the worker they share', () => {
    const files = apiTestFiles();
    expect(files.length).toBeGreaterThan(50);
    const offending = files.filter((file) => SHARED_STATE_CHANGES.test(readFileSync(join(root, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});

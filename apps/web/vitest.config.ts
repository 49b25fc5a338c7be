import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const INCLUDE = ['src/**/*.test.tsx', 'test/**/*.test.tsx'];

/**
 * The test files that replace modules (`vi.mock`): their mocks hold for the whole module graph of the worker, so they
 * need a fresh one each (`isolate`). Found by reading the files, so a new one joins by itself.
 */
export const MOCKING_FILES = ['src', 'test'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => readFileSync(join(root, file), 'utf8').includes('vi.mock(')),
);

const shared: TestProjectInlineConfiguration = {
  root,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // PROF_DIR: a CPU profile of each test file there (test/cpu-profile.ts).
    setupFiles: ['./test/setup.ts', ...(process.env.PROF_DIR ? ['./test/cpu-profile.ts'] : [])],
    unstubGlobals: true,
    restoreMocks: true,
    // The users are in the Netherlands; date tests pin the zone so they do not depend on the machine.
    env: { TZ: 'Europe/Amsterdam' },
    // Typing and clicking through jsdom takes seconds on a loaded 2-core machine: the 5 s default failed there, and a
    // CI run with two workers took twice as long as the same run here. One cap for every file (a passing test is not
    // slowed by it), rather than a guess per file.
    testTimeout: 60_000,
  },
};

/**
 * Component tests in two projects (Playwright specs in e2e/ and API tests are never picked up here):
 * - `web`: the files share their worker's modules (no `isolate`): React, MUI, the router and the app are loaded once
 *   per worker instead of once per file. Every test still gets a clean DOM, storage and mocked API (test/setup.ts).
 *   Measured on the whole tier: 607 -> 424 s of CPU (setup 338 -> 4 s, environment 271 -> 152 s summed).
 * - `web-mocking`: the files that replace modules, each in a fresh module graph as before.
 * `npm run test:web` (`--project 'web*'`) runs both.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  defineProject({
    ...shared,
    test: { ...shared.test, name: 'web', include: INCLUDE, exclude: MOCKING_FILES, isolate: false },
  }),
  defineProject({ ...shared, test: { ...shared.test, name: 'web-mocking', include: MOCKING_FILES, isolate: true } }),
];

import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config';

// One `vitest run` for three tiers; `--project` picks one. Playwright specs (e2e/) are never collected here.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which leaves one core of a two-core machine to the main
    // process that has little to do, and a test file waits often (PostgreSQL, a child process, a timer). Two workers
    // (each API test file has its own database and its own ports) measured on the development machine: unit + web 1,063 -> 676 s, API on
    // PGlite 880 -> 559 s, API on PostgreSQL 701 -> 398 s (the one-worker figures from a full run, partly loaded).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.routes.test.ts', 'apps/api/src/**/*.db.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.routes.test.ts', 'apps/api/src/**/*.db.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The files share their worker's modules (the app, Fastify, Drizzle, PGlite's WebAssembly) instead of
          // importing them once per file: each file still builds its own app on its own database copy and ports, and
          // none replaces a module (vi.mock) or changes the environment. Measured on PGlite: 425 -> 247 s of wall
          // time (imports summed 182 -> 15 s, and the tests themselves 626 -> 463 s on warmed-up code).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Two API processes of the production build behind haproxy (needs `npm run build`, haproxy and
          // PostgreSQL's server binaries); `npm test` runs it after the build.
          name: 'cluster',
          environment: 'node',
          include: ['apps/api/cluster/**/*.cluster.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      ...webProjects,
    ],
  },
});

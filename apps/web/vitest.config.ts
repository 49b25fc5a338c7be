import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Component tests only: Playwright specs (e2e/) and API tests must never be picked up here.
    include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // The users are in the Netherlands; date tests pin the zone so they do not depend on the machine.
    env: { TZ: 'Europe/Amsterdam' },
    // Typing and clicking through jsdom takes seconds on a loaded 2-core machine: the 5 s default failed there, and a
    // CI run with two workers took twice as long as the same run here. One cap for every file (a passing test is not
    // slowed by it), rather than a guess per file.
    testTimeout: 60_000,
  },
});

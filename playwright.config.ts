import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { PORTAL_PORT, MAILS_URL, SMTP_PORT } from './e2e/support/ports';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';

// Browser journeys against the production build (npm run build) served by the API on a freshly seeded
// in-memory database; its mails go over SMTP to a real listener (e2e/support/smtp-sink.ts) the journeys read them
// from. Debian's Chromium is used: Playwright's own browser download cannot work here.
const baseURL = `http://127.0.0.1:${PORTAL_PORT}`;

/**
 * The journeys the mobile project runs (see `projects`): those that do something on a phone that differs from the
 * desktop (act from a card, a full-screen dialog, the menu drawer, the calendar, a long form with sticky parts). Every
 * screen of every role is opened, scanned and measured on a phone by the role-by-role journey (roles.spec.ts), so a
 * journey that only reads a screen there joins no more. A new journey whose interactions differ on a phone joins.
 */
const MOBILE_JOURNEYS = [
  'agenda',
  'assessment-draft',
  'assignments',
  'education',
  'education-material',
  'evaluations',
  'form-trial',
  'layout',
  'notifications',
  'portfolio',
  'roles',
  'staff-area',
  'users-admin',
  'users-pages',
].map((name) => `**/${name}.spec.ts`);
const chromium = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three workers on two cores: with two, the cores were 73 % busy (the journeys wait on the server, on animations
  // and on each other's screens); with three, the tier took 6.5 instead of 7.4 minutes on a quiet machine, and each
  // test about a third longer, well inside its timeout. E2E_WORKERS overrides it (1 to debug a journey alone).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./e2e/support/failure-summary.ts']],
  // Patience for a loaded machine (CI has run this suite at less than half the speed of a quiet one): every check
  // still waits for its condition and fails when it never comes; only how long it may take has grown.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // No trace unless asked for (E2E_TRACE=retain-on-failure, on, ...): recording one for every test, even to throw it
    // away, took a third of the tier's time (screencast frames encoded in the browser and a DOM snapshot per action:
    // the role journey 177 s -> 120 s of wall time without it), and a CI run's traces stay on its machine. A failure
    // still prints its error and step, and npm test's summary names it; rerun that journey with a trace to look in.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // On a phone, only the journeys whose interactions change there (MOBILE_JOURNEYS), and the role-by-role journey,
    // which opens, scans and measures every screen of every role there and checks and follows its menu drawer. The
    // others (sign-in and recovery steps, two-factor set-up, profile, impersonation, platform pages, not-found, XSS,
    // views, the form builder, the participant's download and request flows, the API keys, FAQ, news, sync-issue and
    // my-participants journeys, and the navigation's items) do the same on a phone as on the desktop: running them
    // twice proved nothing new and cost CI minutes.
    // Rendered at one device pixel per CSS pixel: the layout (412 CSS px wide, touch, the mobile user agent) is the
    // phone's, while the 2.625x of a real Pixel 7 would make Chromium rasterise seven times the pixels in software,
    // for no check of these tests (they compare no pictures).
    {
      name: 'mobile',
      testMatch: MOBILE_JOURNEYS,
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/smtp-sink.ts',
      url: `${MAILS_URL}/ready`,
      reuseExistingServer: false,
      // Patience for a loaded machine (CI has run this suite at less than half the speed of a quiet one): every check
      // still waits for its condition and fails when it never comes; only how long it may take has grown.
      timeout: 60_000,
      expect: { timeout: 10_000 },
    },
    {
      command: 'node apps/api/dist/server.js --seed demo',
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      // Seeding the demo took 64 s once on a loaded machine; the wait ends as soon as the server is ready.
      timeout: 180_000,
      env: {
        PORT: String(PORTAL_PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-e2e-')),
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  ],
});

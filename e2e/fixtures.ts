import axe from 'axe-core';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** Calls whose 4xx answers are part of signing in (see the console filter below). */
const EXPECTED_REFUSALS = [
  /^\/api\/users\/account$/,
  /^\/api\/login$/,
  /^\/2fa_check$/,
  /^\/api\/users\/[^/]+\/two-factor$/,
  // A user synchronisation AFAS refuses ('Er is iets fout gegaan bij het synchroniseren van de gebruiker.').
  /^\/api\/afas\/sync\/[^/]+$/,
];

/**
 * The document is never wider than the window (WCAG 1.4.10 reflow): nothing, not even text meant for screen readers
 * only, pushes the page sideways: `document.documentElement.scrollWidth` stays within `window.innerWidth` and within
 * the layout viewport (`clientWidth`; a phone zooms out to a page that is too wide, which stretches `innerWidth` with
 * it). Waits for the condition (a dialog or drawer may still be sliding in) and fails with the widths when the page
 * stays too wide.
 */
export async function expectFitsViewport(page: Page, label?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement;
          const width = Math.min(window.innerWidth, clientWidth);
          return scrollWidth <= width ? 'fits' : `${scrollWidth} px wide in a ${width} px window`;
        }),
      { message: `the document fits the window's width${label ? ` on ${label}` : ''}` },
    )
    .toBe('fits');
}

/** The element lies within the screen's width (not cut off at its right edge, nor hidden in a sideways scroll). */
export async function expectWithinScreenWidth(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        const width = Math.min(window.innerWidth, document.documentElement.clientWidth);
        return left >= 0 && right <= width ? 'inside' : `from ${left} to ${right} px on a ${width} px screen`;
      }),
    )
    .toBe('inside');
}

/** The element's text takes one line (a name or date that must not wrap). */
export async function expectOneLine(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
        }
        return tops.size;
      }),
    )
    .toBe(1);
}

/**
 * The text of a text button (or link) starts at the left edge of a form field's outline: they line up. Waits for
 * the condition; fails with the distance in pixels.
 */
export async function expectTextLinesUpWithField(text: Locator, field: Locator): Promise<void> {
  const fieldLeft = await field.evaluate(
    (element) => (element.closest('.MuiInputBase-root') ?? element).getBoundingClientRect().left,
  );
  await expect
    .poll(
      () =>
        text.evaluate((element, edge) => {
          const range = document.createRange();
          range.selectNodeContents(document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() ?? element);
          return Math.round(Math.abs(range.getBoundingClientRect().left - edge));
        }, fieldLeft),
      { message: "px between the text and the field's left edge" },
    )
    .toBeLessThanOrEqual(1);
}

/**
 * Every journey gets a page whose console errors and content-security-policy violations fail the test, and a
 * `checkA11y()` that runs axe (WCAG 2.1 A/AA) on the page as it is now, after checking that the page is no wider
 * than the window (`expectFitsViewport`). The page's width is checked once more when the journey ends, so a
 * screen no scan looks at is still held to it.
 */
export const test = base.extend<{ checkA11y: (label?: string) => Promise<void>; consoleProblems: string[] }>({
  page: async ({ page }, use, testInfo) => {
    // E2E_BLOCK_NOTIFICATION_STREAM=1: the bell's stream is cut off as a buffering or refusing proxy would, so a run
    // proves the poll it falls back to (e.g. `E2E_BLOCK_NOTIFICATION_STREAM=1 npx playwright test e2e/notifications.spec.ts`).
    if (process.env.E2E_BLOCK_NOTIFICATION_STREAM) {
      await page.route('**/api/notifications/stream', (route) => route.abort('connectionrefused'));
    }
    await use(page);
    // Only for a journey that got this far: a failure of its own says more than a second one would.
    // The web app's screens: not the API's own pages (the OpenAPI browser at /api/docs is a third-party page).
    const appScreen = page.url().startsWith('http') && !new URL(page.url()).pathname.startsWith('/api/');
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && appScreen) {
      await expectFitsViewport(page, `the last screen (${new URL(page.url()).pathname})`);
    }
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser logs every refused call as a failed resource, also the sign-in refusals the app expects and
      // explains on screen (startup while signed out, a wrong password or code): those are not problems.
      if (
        /Failed to load resource: the server responded with a status of 4\d\d/.test(text) &&
        EXPECTED_REFUSALS.some((path) => path.test(new URL(message.location().url, 'http://x').pathname))
      ) {
        return;
      }
      // With the stream blocked on purpose (E2E_BLOCK_NOTIFICATION_STREAM), the browser logs each refused attempt to
      // open it, as it would behind a proxy that refuses it; the bell's fallback to the poll is what is proven then.
      if (
        process.env.E2E_BLOCK_NOTIFICATION_STREAM &&
        text.includes('net::ERR_CONNECTION_REFUSED') &&
        new URL(message.location().url, 'http://x').pathname === '/api/notifications/stream'
      ) {
        return;
      }
      problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await use(problems);
    expect(problems, 'console errors or CSP violations').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use((label?: string) => expectAccessible(page, label));
  },
});

/** The WCAG 2.1 A and AA rules every scan runs. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only the violations are built in full (not every passing node's selector and snippet).
  resultTypes: ['violations'],
} as const;

/**
 * Runs axe-core (WCAG 2.1 A/AA) on the page as it is now and returns its violations, one line each with the nodes.
 * axe is put into a document once and used for every scan of it: its 1.3 MB source was evaluated twice per scan by
 * `@axe-core/playwright` (once to look, once to inject), which took as long as the scan itself on a journey that
 * scans one screen after another in the same document. It runs in the page itself: the portal has no frames (its CSP
 * forbids being framed and it embeds none), so nothing axe could check is left out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  return page.evaluate(async (options) => {
    const { violations } = await (
      window as unknown as { axe: { run: (context: Document, opts: unknown) => Promise<axe.AxeResults> } }
    ).axe.run(document, options);
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, AXE_OPTIONS);
}

/**
 * The page as it is now passes axe (WCAG 2.1 A/AA) and is no wider than the window, once its animations have ended
 * (a half-faded button fails contrast on a loaded machine). The `checkA11y` fixture checks the journey's own page; a
 * journey with a second browser checks that one with this.
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  await animationsEnded(page);
  await expectFitsViewport(page, label);
  expect(await axeViolations(page), `axe violations${label ? ` on ${label}` : ''}`).toEqual([]);
}

export { expect };

/**
 * Clicks `target` until `effect` holds (each look up to 3 s, the whole up to the expect timeout of 10 s x 2). For a
 * click that changes nothing on the server (a tab, opening a dialog) right after the screen re-rendered: on a busy
 * machine a click there was now and then lost (no handler ran, seen with Chromium's headless shell, three times in
 * about 500 journeys, never reproduced alone). The effect is still asserted; only a lost click is tried again.
 */
export async function clickUntil(target: Locator, effect: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await target.click({ timeout: 3_000 });
    await effect();
  }).toPass({ timeout: 20_000, intervals: [100, 250, 500] });
}

/**
 * Waits until no finite animation or transition runs (a dialog fading in, a drawer sliding): axe measures colours and
 * positions as they are, and a half-faded button fails contrast on a loaded machine. Endless ones (spinners) are not
 * waited for. The page itself waits for the running ones to finish (their `finished` promise) instead of the test
 * looking again after a pause; a look that still finds one (a transition started in between) looks once more.
 */
export async function animationsEnded(page: Page): Promise<void> {
  // Quiet over two animation frames: a transition that a state change starts just after one look (focus moving to a
  // button, a ripple) is still seen.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const running = () =>
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
          const now = running();
          // Bounded, so that an animation restarting forever ends in the poll's failure rather than a hung page.
          if (now.length > 0) {
            await Promise.race([
              Promise.allSettled(now.map((a) => a.finished)),
              new Promise((resolve) => setTimeout(resolve, 2_000)),
            ]);
          }
          const first = running().length;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return first + running().length;
        }),
      { message: 'animations still running', intervals: [20, 50, 100] },
    )
    .toBe(0);
}

/** The JavaScript files the page has loaded so far (to prove route-level code splitting). */
export async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );
}

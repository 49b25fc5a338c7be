import { expect, test } from './fixtures';

// The sign-in page without the framework (issue 30): '/' signed out is a pre-rendered form with a small script of
// its own, which works without JavaScript too, and fetches the app's chunks ahead once it is idle. The journeys
// through it (signing in, the code step, refusals) are those of login.spec.ts, sign-in.spec.ts and
// account-recovery.spec.ts, unchanged.

test.describe('the sign-in page', () => {
  test('loads one small script of its own, and fetches the app ahead once idle', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    const scripts = await page.locator('script[src]').evaluateAll((all) => all.map((s) => s.getAttribute('src')));
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/login-page-[\w-]+\.js$/)]);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

    // After the load, at idle: the app's entry and the chunks of its first screen go into the HTTP cache.
    await expect(page.locator('link[rel="prefetch"][href^="/assets/index-"][href$=".js"]')).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => /\/assets\/index-[\w-]+\.js$/.test(new URL(e.name).pathname)),
        ),
      )
      .toBe(true);
    expect(consoleProblems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('signs in: the form posts to the API, which answers a refusal with the page and a success with the app', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

      // An address of its own per project, so no real account's attempt limit is spent.
      const unknown = `zonder-js-${testInfo.project.name}@demo.nl`;
      await page.getByLabel('E-mailadres').fill(unknown);
      await page.getByLabel('Wachtwoord').fill('Verkeerd!123');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord is onjuist.');
      await expect(page.getByLabel('E-mailadres')).toHaveValue(unknown);

      await page.getByLabel('E-mailadres').fill('deelnemer@demo.nl');
      await page.getByLabel('Wachtwoord').fill('Demo2026!');
      await page.getByRole('button', { name: 'Inloggen' }).click();
      // Redirected to '/', which is the app's shell now (without JavaScript it can only say that it needs it).
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#root')).toBeAttached();
      await expect(page.locator('script[src^="/assets/index-"]')).toHaveCount(1);
      await expect(page.getByLabel('Wachtwoord')).toHaveCount(0);

      // The session is real: with this browser's cookie and JavaScript on, '/' is the signed-in app.
      const signedIn = await browser.newContext({
        // Explicitly: a context made in the test takes the test's options (JavaScript off) otherwise.
        javaScriptEnabled: true,
        baseURL,
        locale: 'nl-NL',
        timezoneId: 'Europe/Amsterdam',
        storageState: await page.context().storageState(),
      });
      try {
        const app = await signedIn.newPage();
        await app.goto('/');
        await expect(app.getByText('Welkom, Lotte')).toBeVisible();
      } finally {
        await signedIn.close();
      }
    });
  });
});

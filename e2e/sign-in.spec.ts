import { execFileSync } from 'node:child_process';
import { expect, expectTextLinesUpWithField, test } from './fixtures';
import type { Page } from '@playwright/test';

// Demo seed logins (apps/api/src/db/seed/demo/logins.ts).
const PASSWORD = 'Demo2026!';
const TOTP_SECRET = 'IRSW23ZNKR3WKZLGMFRXI33SFUZDAMRW';

/** The current code of the demo's authenticator, computed by an independent implementation (Debian's oathtool). */
function totp(): string {
  return execFileSync('oathtool', ['--totp', '-b', TOTP_SECRET], { encoding: 'utf8' }).trim();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

test.describe('sign-in', () => {
  test('a participant signs in with the password, sees the welcome, and logs out to the login form', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, 'deelnemer@demo.nl');

    await expect(page.getByRole('heading', { level: 1, name: 'Opleiding' })).toBeVisible();
    await expect(page.getByText('Welkom, Lotte')).toBeVisible();
    await expect(page).toHaveTitle('Opleiding | Opleidingsportaal');
    await checkA11y('signed-in home');

    // The session survives a reload: the startup fetch of the account finds it.
    await page.reload();
    await expect(page.getByText('Welkom, Lotte')).toBeVisible();

    await page.getByRole('button', { name: 'Lotte de Graaf' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profiel' })).toHaveAttribute('href', '/account');
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Signed out on the server too: a reload stays at the login form.
    await page.reload();
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
  });

  test('a signed-in user is sent from an anonymous-only page to /', async ({ page }) => {
    await signIn(page, 'deelnemer@demo.nl');
    await expect(page.getByText('Welkom, Lotte')).toBeVisible();

    await page.goto('/wachtwoord-vergeten');

    await expect(page.getByText('Welkom, Lotte')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password says so in the form', async ({ page }, testInfo) => {
    // An address of its own per project, so no real account's attempt limit is spent.
    await signIn(page, `onbekend-${testInfo.project.name}@demo.nl`, 'Verkeerd!123');

    await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord is onjuist.');
    await expect(page.getByLabel('Wachtwoord')).toHaveValue('Verkeerd!123');
  });

  test('the authenticator account gets the code step: a wrong code counts down, the right code signs in', async ({
    page,
    checkA11y,
  }, testInfo) => {
    // One server serves both projects and the account accepts each code once: run this journey on desktop only.
    test.skip(testInfo.project.name !== 'desktop', 'TOTP codes are single-use per account');

    await signIn(page, 'tweefactor@demo.nl');

    await expect(page.getByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeVisible();
    await expect(page.getByText(/Open de authenticator-app op je telefoon/)).toBeVisible();
    const code = page.getByLabel('Verificatiecode', { exact: true });
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectTextLinesUpWithField(page.getByRole('button', { name: 'Annuleren' }), code);
    await expectTextLinesUpWithField(
      page.getByRole('button', { name: 'Geen toegang tot je verificatiemethode?' }),
      code,
    );
    await checkA11y('code step');

    await code.fill('000000');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Je hebt nog 4 poging(en) over.');
    await checkA11y('code step with an error');

    await code.fill(totp());
    await page.getByRole('button', { name: 'Bevestigen' }).click();

    // A program assistant's view is the educator view, which starts at the agenda (spec 1 §2).
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yusuf Demir' })).toBeVisible();
  });
});

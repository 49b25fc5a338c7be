// Signing in through the login form, as a user does: every demo login has the same password.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/**
 * Signs in at '/' with the login form and waits until `signedIn` shows (by default the shell's notifications button;
 * null: do not wait, the caller checks what follows itself).
 */
export async function signIn(
  page: Page,
  email: string,
  signedIn: Locator | null = page.getByRole('button', { name: /^Notificaties/ }),
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  if (signedIn) await expect(signedIn).toBeVisible();
}

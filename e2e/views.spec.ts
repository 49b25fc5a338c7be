import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// multi@demo.nl is participant and teacher (apps/api/src/db/seed/demo/logins.ts); only its view changes here.
const EMAIL = 'multi@demo.nl';
const PASSWORD = 'Demo2026!';

const storedView = (page: Page) => page.evaluate(() => window.localStorage.getItem('view'));

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Annemijn Bos' }).click();
  return page.getByRole('menu', { name: 'Annemijn Bos' });
}

test.describe('views', () => {
  test('a participant who also teaches switches views from the account menu', async ({ page, checkA11y }) => {
    await page.goto('/');
    await page.getByLabel('E-mailadres').fill(EMAIL);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    // Nothing stored: the educator view comes first by priority; it starts at the agenda (spec 1 §2).
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

    // The menu offers the participant view.
    expect(await storedView(page)).toBeNull();
    let menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Profiel', 'Deelnemer weergave', 'Uitloggen']);
    await checkA11y('account menu with views');

    await menu.getByRole('menuitem', { name: 'Deelnemer weergave' }).click();
    // The participant view's start page: with exactly one education, straight to it (spec 2 §2).
    await expect(page).toHaveURL(/\/onderwijs\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sociale geneeskunde – Arbeid en gezondheid' }),
    ).toBeVisible();
    expect(await storedView(page)).toBe('participant');

    menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Profiel', 'Opleider weergave', 'Uitloggen']);
    await menu.getByRole('menuitem', { name: 'Opleider weergave' }).click();

    // The educator's first screen: the agenda.
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    expect(await storedView(page)).toBe('educator');

    // The choice survives a reload.
    await page.reload();
    menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Deelnemer weergave' })).toBeVisible();
  });
});

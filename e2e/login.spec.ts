import { expect, loadedScripts, test } from './fixtures';

test.describe('login page', () => {
  test('an anonymous visitor sees the login form at / in Dutch, accessibly', async ({
    page,
    checkA11y,
    consoleProblems,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Inloggen/);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeVisible();
    await expect(page.getByLabel('Wachtwoord')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten',
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await checkA11y('login');
    expect(consoleProblems).toEqual([]);
  });

  test('the form is usable with the keyboard alone, starting with the skip link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.getByLabel('E-mailadres').focus();
    await page.keyboard.type('geen-adres');
    await page.keyboard.press('Tab');
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();
  });

  test('bad input shows the Dutch messages next to the fields', async ({ page, checkA11y }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();
    await expect(page.getByText('Vul je wachtwoord in')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y('login with errors');
  });

  test('a refused sign-in says so in the form and keeps what was typed', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('E-mailadres').fill('deelnemer@example.nl');
    await page.getByLabel('Wachtwoord').fill('Geheim!123');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/login') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    expect((await request).postDataJSON()).toEqual({ email: 'deelnemer@example.nl', password: 'Geheim!123' });
    await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord is onjuist.');
    await expect(page.getByLabel('E-mailadres')).toHaveValue('deelnemer@example.nl');
    await expect(page.getByLabel('Wachtwoord')).toHaveValue('Geheim!123');
  });

  test('loads the login screen’s code, not other screens’', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    const scripts = await loadedScripts(page);
    expect(scripts.some((s) => /login-page/.test(s))).toBe(true);
    expect(scripts.some((s) => /not-found-page/.test(s))).toBe(false);
  });
});

import { expect, loadedScripts, test } from './fixtures';

test.describe('unknown paths', () => {
  test('show the not-found page with a way back, accessibly', async ({ page, checkA11y }) => {
    const response = await page.goto('/dit-bestaat-niet/echt-niet');
    // The server serves the app shell; the app decides what the path is.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText('De pagina die je zoekt bestaat niet (meer).')).toBeVisible();
    await checkA11y('not found');
    const scripts = await loadedScripts(page);
    expect(scripts.some((s) => /login-page/.test(s))).toBe(false);

    await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  });

  test('the back button returns to the not-found page (client-side history)', async ({ page }) => {
    await page.goto('/onbekend');
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  });
});

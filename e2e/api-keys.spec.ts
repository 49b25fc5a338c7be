import { expect, expectWithinScreenWidth, test } from './fixtures';

// Demo seed admin (apps/api/src/db/seed/demo/logins.ts): exempt from two-factor.
const ADMIN = { email: 'beheerder@demo.nl', password: 'Demo2026!' };

test.describe('API keys (admin)', () => {
  test('an admin creates a key, reveals it, disables it and deletes it', async ({ page, checkA11y }, testInfo) => {
    // One server serves both projects: each works on a key of its own.
    const name = `E2E koppeling ${testInfo.project.name}`;

    await page.goto('/');
    await page.getByLabel('E-mailadres').fill(ADMIN.email);
    await page.getByLabel('Wachtwoord').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('button', { name: 'Marieke Jansen' })).toBeVisible();

    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page).toHaveTitle('API keys | Opleidingsportaal');
    // The demo's keys are listed, masked.
    await expect(page.getByRole('rowheader', { name: 'AFAS Profit synchronisatie' })).toBeVisible();
    // Every key's switch and delete button are on the screen, also on a phone (a card per key there).
    await expectWithinScreenWidth(page.getByRole('switch', { name: 'AFAS Profit synchronisatie actief' }));
    await expectWithinScreenWidth(page.getByRole('button', { name: 'Verwijder AFAS Profit synchronisatie' }));
    await checkA11y('API keys list');

    await page.getByRole('button', { name: 'API key toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'API key toevoegen' });
    await expect(dialog.getByRole('button', { name: 'Aanmaken' })).toBeDisabled();
    await dialog.getByLabel('Naam').fill(name);
    await dialog.getByRole('checkbox', { name: 'Notificaties aanmaken' }).check();
    await checkA11y('create dialog');
    await dialog.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(page.getByText('De API key is aangemaakt!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByText('••••••••••••••••')).toBeVisible();
    await row.getByRole('button', { name: `Toon de key van ${name}` }).click();
    const key = row.getByText(/^opk_[A-Za-z0-9_-]{43}$/);
    await expect(key).toBeVisible();
    const token = (await key.textContent())!;
    await row.getByRole('button', { name: `Verberg de key van ${name}` }).click();
    await expect(row.getByText(token)).toBeHidden();

    // The key acts as itself, never as the signed-in admin whose cookie this request also carries.
    const asKey = await page.request.get('/api/api-keys', { headers: { 'x-api-key': token } });
    expect(asKey.status()).toBe(401);
    expect(await asKey.text()).not.toContain(token);

    const toggle = row.getByRole('switch', { name: `${name} actief` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('De API key is uitgeschakeld!')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await row.getByRole('button', { name: `Verwijder ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Verwijdering bevestigen' });
    await expect(confirm).toContainText(`Weet je zeker dat je de API key "${name}" wilt verwijderen?`);
    await checkA11y('delete confirmation');
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('De API key is verwijderd!')).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toBeHidden();
    await checkA11y('API keys after delete');
  });
});

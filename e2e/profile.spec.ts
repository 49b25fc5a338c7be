import { expect, expectTextLinesUpWithField, test } from './fixtures';
import type { Page } from '@playwright/test';
import { mailedCode } from './support/mail';

// The profile changes its user (town, notification preferences), so each project signs in as a demo participant of
// its own (extra participants of apps/api/src/db/seed/demo/users.ts, who get their code by e-mail): never reuse them
// in another spec.
const PASSWORD = 'Demo2026!';
const USERS: Record<string, { email: string; firstName: string; town: string }> = {
  desktop: { email: 'nina.molenaar@example.nl', firstName: 'Nina', town: 'Haarlem' },
  mobile: { email: 'mehmet.hazes@example.nl', firstName: 'Mehmet', town: 'Eindhoven' },
};
const NEW_TOWN = 'Zeist';

async function signIn(page: Page, projectName: string) {
  const user = USERS[projectName];
  test.skip(!user, `no demo participant set aside for project ${projectName}`);
  const since = new Date(Date.now() - 1000);
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(user!.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeVisible();
  // The code step's text buttons line up with its field.
  const code = page.getByLabel('Verificatiecode', { exact: true });
  await expectTextLinesUpWithField(page.getByRole('button', { name: 'Annuleren' }), code);
  await expectTextLinesUpWithField(page.getByRole('button', { name: 'Geen toegang tot je verificatiemethode?' }), code);
  await code.fill(await mailedCode(user!.email, since));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${user!.firstName} `) })).toBeVisible();
  return user!;
}

// Both journeys change the same user: one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('profile (/account)', () => {
  test('a participant changes the town, saves it and still sees it after a reload; every tab is accessible', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const user = await signIn(page, testInfo.project.name);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
    await expect(page).toHaveTitle('Profiel | Opleidingsportaal');
    await expect(page.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
    const town = page.getByLabel(/^Woonplaats/);
    await expect(town).toHaveValue(user.town);
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeDisabled();
    await checkA11y('profiel tab');

    await town.fill(NEW_TOWN);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Je gegevens zijn opgeslagen!')).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel(/^Woonplaats/)).toHaveValue(NEW_TOWN);

    await page.getByRole('tab', { name: 'Authenticatie' }).click();
    await expect(page).toHaveURL(/\/account\?tab=authenticatie$/);
    await expect(page.getByText('Huidige verificatiemethode: Verificatiecode per e-mail')).toBeVisible();
    await checkA11y('authenticatie tab');
    // Choosing the app shows its QR code and secret (nothing changes until a code is saved).
    await page.getByRole('radio', { name: 'Authenticator-app' }).check();
    await expect(page.getByRole('img', { name: /^QR-code om je authenticator-app/ })).toBeVisible();
    await expect(page.getByLabel('Verificatiecode', { exact: true })).toBeVisible();
    await checkA11y('authenticatie tab, authenticator setup');

    await page.getByRole('tab', { name: 'Certificaten' }).click();
    await expect(page.getByText('Je hebt nog geen certificaten.')).toBeVisible();
    await checkA11y('certificaten tab');
  });

  test('a participant switches a notification type off on ?tab=notificaties, and it stays off', async ({
    page,
    checkA11y,
  }, testInfo) => {
    await signIn(page, testInfo.project.name);

    await page.goto('/account?tab=notificaties');
    await expect(page.getByRole('tab', { name: 'Notificaties' })).toHaveAttribute('aria-selected', 'true');
    const evaluated = page.getByRole('switch', { name: 'Je opdracht is beoordeeld' });
    await expect(evaluated).toBeChecked();
    // Only the participant's types: no admin-only ones.
    await expect(page.getByRole('switch', { name: /AFAS/ })).toHaveCount(0);
    await checkA11y('notificaties tab');

    await evaluated.click();
    await expect(page.getByText('De instellingen zijn opgeslagen!')).toBeVisible();
    await expect(evaluated).not.toBeChecked();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Je opdracht is beoordeeld' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Nieuw bericht bij een opdracht' })).toBeChecked();
  });
});

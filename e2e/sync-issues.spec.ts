import { expect, test } from './fixtures';

// Demo seed admin (apps/api/src/db/seed/demo/logins.ts): exempt from two-factor. The demo start syncs from the AFAS
// simulator fed with the demo institute, so retrying a demo person succeeds and retrying an event's id (not a
// person) fails. The desktop and mobile journeys run at once on one server: each works on an issue of its own.
const ADMIN = { email: 'beheerder@demo.nl', password: 'Demo2026!' };

test.describe('Synchronisatie issues (admin)', () => {
  test('list, detail, retry and resolve with their messages', async ({ page, checkA11y }, testInfo) => {
    const desktop = testInfo.project.name === 'desktop';
    // A demo person's issue (the retry succeeds), or an event's (no such person in AFAS: the retry fails).
    const afasId = desktop ? '1000110' : '31017';

    await page.goto('/');
    await page.getByLabel('E-mailadres').fill(ADMIN.email);
    await page.getByLabel('Wachtwoord').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('button', { name: 'Marieke Jansen' })).toBeVisible();

    await page.goto('/afas/synchronisatie-issues');
    await expect(page.getByRole('heading', { level: 1, name: 'Synchronisatie issues' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Synchronisatie issues' });
    const link = table.getByRole('link', { name: afasId, exact: true });
    await expect(link).toBeVisible();
    // Resolved issues have a green dot, the others a red one; messages are cut to 50 characters, then '...'.
    await expect(table.getByTestId('dot-resolved').first()).toBeVisible();
    await expect(table.getByTestId('dot-unresolved').first()).toBeVisible();
    await expect(
      table.getByText("Persoon 1000110: postcode '35AB 12' voldoet niet a...", { exact: true }),
    ).toBeVisible();
    await expect(table.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).first()).toBeVisible();
    await checkA11y('sync issue list');

    // Search narrows the list to the one issue.
    await page.getByRole('searchbox').fill(afasId);
    await expect(table.getByRole('link')).toHaveCount(1);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Synchronisatie issue ${afasId}` })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Trace')).toContainText('AfasSyncError');
    await checkA11y('sync issue detail');

    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText('Gebruiker wordt gesynchroniseerd...')).toBeVisible();
    if (desktop) await expect(page.getByText('Gebruiker is gesynchroniseerd.')).toBeVisible();
    else await expect(page.getByText('Er is iets fout gegaan bij het synchroniseren van de gebruiker.')).toBeVisible();
    // A successful sync never resolves an issue: only a user does.
    await expect(page.getByText('Open', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Opgelost' }).click();
    await expect(page.getByText('Issue is gemarkeerd als opgelost.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opgelost' })).toBeDisabled();
    await checkA11y('resolved issue');

    await page.goto('/afas/synchronisatie-issues');
    await page.getByRole('searchbox').fill(afasId);
    await expect(table.getByRole('link')).toHaveCount(1);
    await expect(table.getByTestId('dot-resolved')).toHaveCount(1);
  });
});

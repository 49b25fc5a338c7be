import { expect, test } from './fixtures';

// Demo logins (apps/api/src/db/seed/demo/logins.ts): the admin holds IMITATE_USER; deelnemer is Lotte de Graaf.
const PASSWORD = 'Demo2026!';

test.describe('impersonation', () => {
  test('an admin takes over a participant, sees the bar, and "Stop overnemen" returns to /gebruikers', async ({
    page,
    request,
    checkA11y,
  }) => {
    // The participant's id, as the users screen would know it.
    const login = await request.post('/api/login', { data: { email: 'deelnemer@demo.nl', password: PASSWORD } });
    expect(login.ok()).toBe(true);
    const participant = (await (await request.get('/api/users/account')).json()) as { id: string };

    await page.goto('/');
    await page.getByLabel('E-mailadres').fill('beheerder@demo.nl');
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('button', { name: 'Marieke Jansen' })).toBeVisible();

    // The users screen (a later issue) starts it with this call from the page; the app then reloads the account.
    const status = await page.evaluate(
      async (id) => (await fetch(`/api/imitate?_switch_user=${encodeURIComponent(id)}`)).status,
      participant.id,
    );
    expect(status).toBe(200);
    await page.goto('/');

    const bar = page.getByRole('status').filter({ hasText: 'Je bekijkt het Opleidingsportaal als Lotte de Graaf.' });
    await expect(bar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lotte de Graaf' })).toBeVisible();
    await checkA11y('impersonating a participant');

    await bar.getByRole('button', { name: 'Stop overnemen' }).click();
    await expect(page).toHaveURL(/\/gebruikers$/);
    await expect(bar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Marieke Jansen' })).toBeVisible();
  });
});

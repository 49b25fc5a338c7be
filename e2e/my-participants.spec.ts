import { expect, test } from './fixtures';

// My participants (spec 3): the demo practical trainer's participants, and one participant's education and agenda.
test('the practical trainer opens a participant from their list: the education and, under it, the agenda', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill('praktijkopleider@demo.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Demo2026!');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // The educator view starts at the agenda.
  await expect(page).toHaveURL(/\/agenda$/);
  await page.goto('/mijn-deelnemers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn deelnemers' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Deelnemers' });
  const first = table.getByRole('rowheader').first().getByRole('link');
  await expect(first).toBeVisible();
  await checkA11y('my participants');

  await first.click();
  await expect(page).toHaveURL(/\/mijn-deelnemers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('tab', { name: 'Instituutsopleiding' })).toBeVisible();
  const agenda = page.getByRole('region', { name: /^Agenda van / });
  await expect(agenda.getByText('Items afgelopen maand tonen')).toBeVisible();
  await expect(agenda.getByRole('link', { name: 'CSV exporteren' })).toBeVisible();
  // Someone else's agenda: no feed address to make.
  await expect(agenda.getByRole('button', { name: 'Agenda synchroniseren' })).toHaveCount(0);
  await expect(agenda.getByRole('table', { name: 'Agenda-items' })).toBeVisible();
  await checkA11y("a participant's education and agenda");

  await page.getByRole('link', { name: 'Terug naar mijn deelnemers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn deelnemers' })).toBeVisible();
});

import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The educator modules list of spec 3: a teacher opens /modulen from the navigation, sees their current events,
// switches to 'Archief' (more than one page of 10: the rest arrives as the page scrolls to the end), searches, and
// filters on 'Rechten'. Nothing is changed, so the desktop and mobile runs can share the server.

test('a teacher browses their modules: current, archive to the end, search and rights', async ({ page, checkA11y }) => {
  await signIn(page, 'docent@demo.nl');
  await page.goto('/modulen');
  await expect(page.getByRole('heading', { level: 1, name: 'Modulen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Actueel' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Modulen' });
  const rows = table.locator('tbody > tr');
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Terugkomdag vorig cohort/ })).toHaveCount(0);
  await checkA11y('modules, current');

  await page.getByRole('radio', { name: 'Archief' }).check();
  await expect(table.getByRole('rowheader', { name: /Terugkomdag vorig cohort/ }).first()).toBeVisible();
  // The first page holds 10; scrolling to the end brings the rest, and then no more is asked.
  await expect(rows).toHaveCount(10);
  await page.getByRole('status').filter({ hasText: 'modules geladen' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(rows).toHaveCount(11);
  await expect(page.getByRole('status').filter({ hasText: '11 modules geladen' })).toBeAttached();
  await expect(table.getByRole('row', { name: /blok 8: palliatieve zorg/ })).toContainText('Afgerond');
  await checkA11y('modules, archive');

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('palliatieve');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Terugkomdag vorig cohort – blok 8: palliatieve zorg');

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('');
  await page.getByRole('combobox', { name: 'Rechten' }).click();
  await page.getByRole('option', { name: 'Schrijven' }).click();
  await expect(page.getByText('Er zijn geen modules gevonden.')).toBeVisible();
  await checkA11y('modules, nothing found');

  // Learning material: missing without a Moodle id; otherwise Moodle's course page, signed in as the teacher.
  await page.getByRole('combobox', { name: 'Rechten' }).click();
  await page.getByRole('option', { name: 'Alle' }).click();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('vorig cohort – blok 3');
  const missing = page.getByRole('button', { name: /^Leermateriaal van Terugkomdag vorig cohort – blok 3/ });
  await expect(missing).toBeDisabled();
  await expect(missing).toHaveAccessibleDescription('Moodle ID ontbreekt in AFAS Profit');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('vorig cohort – blok 2');
  await page.getByRole('link', { name: /^Leermateriaal van Terugkomdag vorig cohort – blok 2/ }).click();
  await expect(page.getByText('Je bent ingelogd als docent@demo.nl')).toBeVisible();
  // Back in the portal: the redirect route replaced itself in the history, so Back lands on the list.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Modulen' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The participant's education area (spec 2 §2): deelnemer@demo.nl picks an education at '/', switches tabs (the tab
// in the URL hash), reads Opleidingsgegevens, filters and expands modules, and opens an event's learning material,
// landing signed in on the Moodle simulator's course page (the demo start runs the simulator). Nothing is changed on
// the server; the module-list preferences live in each browser context's own localStorage.
const EMAIL = 'deelnemer@demo.nl';
const PASSWORD = 'Demo2026!';

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(EMAIL);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: /^Notificaties/ })).toBeVisible();
}

test('a participant picks an education, reads its details, works the module list and opens learning material', async ({
  page,
  checkA11y,
}) => {
  await signIn(page);

  // The picker: the two programmes as cards, not Bij- en nascholing (it has its own navigation item).
  const cards = page.getByRole('list', { name: 'Je opleidingen' });
  await expect(cards.getByRole('link')).toHaveCount(2);
  await expect(cards.getByRole('link', { name: 'Bij- en nascholing' })).toHaveCount(0);
  await checkA11y('the education picker');
  await cards.getByRole('link', { name: 'Opleiding tot huisarts' }).click();

  await expect(page).toHaveURL(/\/onderwijs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('education'))).toMatch(/^[0-9a-f-]{36}$/);
  const tabs = page.getByRole('tablist', { name: 'Onderdelen van de opleiding' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Instituutsopleiding',
    'Praktijkopleiding',
    'Opleidingsgegevens',
    'Downloads',
  ]);

  // Opleidingsgegevens: the tab goes into the hash, so a reload (a deep link) opens it again.
  await tabs.getByRole('tab', { name: 'Opleidingsgegevens' }).click();
  await expect(page).toHaveURL(/#tab=opleidingsgegevens$/);
  await expect(page.getByText('Berg, Jeroen van den')).toBeVisible();
  await expect(page.getByText('Fatima El Amrani')).toBeVisible();
  await expect(page.getByText('€ 1.500,00')).toBeVisible();
  await expect(page.getByText('Einddatum RGS')).toBeHidden();
  await page.getByRole('button', { name: 'Meer informatie' }).click();
  await expect(page.getByText('Einddatum RGS')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Studiegids' })).toBeVisible();
  await expect(page.getByText('5 van 20')).toBeVisible();
  const periods = page.getByRole('table', { name: 'Perioden' });
  await expect(periods.getByRole('rowheader', { name: 'Stage ouderengeneeskunde' })).toBeVisible();
  await checkA11y('Opleidingsgegevens');
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Opleidingsgegevens' })).toHaveAttribute('aria-selected', 'true');

  // The module list: sorted by name, filtered by type, finished ones hidden, a module expanded.
  await tabs.getByRole('tab', { name: 'Instituutsopleiding' }).click();
  await expect(page).toHaveURL(/#tab=instituutsopleiding$/);
  const table = page.getByRole('table', { name: 'Instituutsopleiding' });
  await expect(table.getByRole('rowheader').first()).toHaveText('Basiscursus reanimatie (BLS/AED)');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Intern keuzeonderwijs' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('rowheader')).toHaveText(['Intern keuzeonderwijs: echografie in de huisartspraktijk']);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Intern keuzeonderwijs' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Afgeronde modulen verbergen' }).check();
  await expect(table.getByRole('rowheader', { name: /Terugkomdagen jaar 1/ })).toHaveCount(0);
  const module = 'Terugkomdagen jaar 2: chronische zorg en ouderen';
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('jaar 2');
  await expect(table.getByRole('rowheader')).toHaveText([module]);
  await table.getByRole('button', { name: `${module} uitklappen` }).click();
  await expect(table.getByRole('heading', { name: 'Presentie' })).toBeVisible();
  await expect(table.getByRole('button', { name: `${module} inklappen` })).toHaveAttribute('aria-expanded', 'true');
  await checkA11y('the module list, a module expanded');

  // Learning material: the key is asked at the click, the browser lands signed in on the course page.
  await table.getByRole('button', { name: `Leermateriaal van ${module}` }).click();
  await expect(page.getByText(`Je bent ingelogd als ${EMAIL}`)).toBeVisible();
  await expect(page).toHaveURL(/\/course\/view\.php\?id=\d+$/);

  // Back returns to the portal (the redirect replaced its history entry), not into the redirect again.
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Je opleidingen' })).toBeVisible();
});

// Registering changes the server's data, which the desktop and mobile runs share: only the desktop run registers.
test("a participant registers for an event with 'Kies uitvoering'", async ({ page, checkA11y }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'registers once: the projects share one server');
  await signIn(page);
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  const table = page.getByRole('table', { name: 'Instituutsopleiding' });
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('jaar 1');
  const module = 'Terugkomdagen jaar 1: basis huisartsgeneeskunde';
  await expect(table.getByRole('rowheader')).toHaveText([module]);

  await table.getByRole('button', { name: `Kies uitvoering voor ${module}` }).click();
  const dialog = page.getByRole('dialog', { name: `Kies uitvoering: ${module}` });
  const register = dialog.getByRole('button', { name: 'Inschrijven' });
  await expect(register).toBeDisabled();
  await dialog.getByRole('radio', { name: /Terugkomdag jaar 1 – blok 2/ }).check();
  await expect(dialog.getByText('plenair').first()).toBeVisible();
  await checkA11y("the 'Kies uitvoering' dialog");
  await register.click();
  await expect(dialog.getByText(/^Je bent ingeschreven voor Terugkomdag jaar 1 – blok 2/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();

  // Registered: the module now offers the event's learning material instead of the registration.
  await expect(table.getByRole('button', { name: `Leermateriaal van ${module}` })).toBeVisible();
  await expect(table.getByRole('button', { name: `Kies uitvoering voor ${module}` })).toHaveCount(0);
});

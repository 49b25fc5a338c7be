import type { Page } from '@playwright/test';
import { clickUntil, expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The participant's education area (spec 2 §2): deelnemer@demo.nl picks an education at '/', switches tabs (the tab
// in the URL hash), reads Opleidingsgegevens, filters and expands modules, and opens an event's learning material,
// landing signed in on the Moodle simulator's course page (the demo start runs the simulator). Nothing is changed on
// the server; the module-list preferences live in each browser context's own localStorage.
const EMAIL = 'deelnemer@demo.nl';

test('a participant picks an education, reads its details, works the module list and opens learning material', async ({
  page,
  checkA11y,
}) => {
  // The longest journey of the file (the picker, four tabs, the module list, Moodle and back): 20-28 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, EMAIL);

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
    'Portfolio',
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
  // Finished modules (the first year's return days are still running: block 2 is to come).
  await expect(page.getByText('4 van 20')).toBeVisible();
  const periods = page.getByRole('table', { name: 'Perioden' });
  await expect(periods.getByRole('rowheader', { name: 'Stage ouderengeneeskunde' })).toBeVisible();
  await checkA11y('Opleidingsgegevens');
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Opleidingsgegevens' })).toHaveAttribute('aria-selected', 'true');

  // The module list: sorted by name, filtered by type, finished ones hidden, a module expanded.
  await clickUntil(tabs.getByRole('tab', { name: 'Instituutsopleiding' }), () =>
    expect(page).toHaveURL(/#tab=instituutsopleiding$/, { timeout: 3_000 }),
  );
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
  // The exempted BLS course counts as finished; the first year's return days (block 2 to come) stay.
  await expect(table.getByRole('rowheader', { name: /Basiscursus reanimatie/ })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: /Terugkomdagen jaar 1/ })).toHaveCount(1);
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
  await signIn(page, EMAIL);
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

async function openHuisarts(page: Page) {
  await signIn(page, EMAIL);
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  return page.getByRole('table', { name: 'Instituutsopleiding' });
}

test('a participant expands modules: presence items with their flag and catch-up, and assignments', async ({
  page,
  checkA11y,
}) => {
  const table = await openHuisarts(page);
  const search = page.getByRole('searchbox', { name: 'Zoeken' });

  // A missed morning made up with a replacement assignment, compensation processed: the filled flag.
  const returnDays = 'Terugkomdagen jaar 2: chronische zorg en ouderen';
  await search.fill('jaar 2');
  await expect(table.getByRole('rowheader')).toHaveText([returnDays]);
  await table.getByRole('button', { name: `${returnDays} uitklappen` }).click();
  await expect(table.getByText('Ochtend: kwetsbare ouderen')).toBeVisible();
  await expect(table.getByText('Inhalen: Vervangende opdracht: kwetsbare ouderen')).toBeVisible();
  await expect(table.getByRole('img', { name: 'Inhaalactiviteit verwerkt' })).toBeVisible();
  // The replacement assignment is finished: it opens read-only.
  await expect(table.getByRole('link', { name: 'Vervangende opdracht: kwetsbare ouderen' })).toHaveAttribute(
    'href',
    /^\/onderwijs\/opdracht\/[0-9a-f-]{36}\/bekijken$/,
  );
  await expect(table.getByText(/^Beoordeeld/)).toBeVisible();

  // A missed online day caught up in the other group's session: the outlined flag and that event's learning material.
  const communication = 'Communicatie en consultvoering';
  await search.fill('consultvoering');
  await expect(table.getByRole('rowheader')).toHaveText([communication]);
  await table.getByRole('button', { name: `${communication} uitklappen` }).click();
  await expect(table.getByText('Dag 2: slecht-nieuwsgesprekken (online)')).toBeVisible();
  await expect(table.getByRole('img', { name: 'Inhaalactiviteit nog niet verwerkt' })).toBeVisible();
  await expect(
    table.getByRole('link', { name: 'Leermateriaal van inhaalbijeenkomst Dag 2: slecht-nieuwsgesprekken' }),
  ).toHaveAttribute('href', /^\/onderwijs\/[0-9a-f-]{36}\/inhaal-evenement\/[0-9a-f-]{36}\/leermateriaal$/);
  await checkA11y('a module expanded with its presence items');

  // 'Alles inklappen' collapses every module.
  await search.fill('');
  await page.getByRole('button', { name: 'Alles inklappen' }).click();
  await expect(table.getByRole('heading', { name: 'Presentie' })).toHaveCount(0);
});

test("a participant opens a module's info popover and finds its agenda link", async ({ page, checkA11y }) => {
  const table = await openHuisarts(page);
  const communication = 'Communicatie en consultvoering';
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('consultvoering');
  await expect(table.getByRole('rowheader')).toHaveText([communication]);
  await expect(table.getByRole('link', { name: `Agenda van ${communication}` })).toHaveAttribute('href', '/agenda');
  // Only an admin acting as the participant gets the debug popover.
  await expect(table.getByRole('button', { name: /^Debuginformatie/ })).toHaveCount(0);

  // The event's educator and program assistant with their e-mail addresses; Escape closes it, focus returns.
  const info = table.getByRole('button', { name: `Informatie over ${communication}` });
  await info.click();
  const popover = page.getByRole('dialog', { name: communication });
  await expect(popover.getByRole('link', { name: 'Jeroen van den Berg' })).toHaveAttribute(
    'href',
    'mailto:opleider@demo.nl',
  );
  await expect(popover.getByRole('link', { name: 'Fatima El Amrani' })).toHaveAttribute(
    'href',
    'mailto:assistent@demo.nl',
  );
  await expect(popover.getByText('Contacturen')).toBeVisible();
  await checkA11y('the info popover of a module');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(info).toBeFocused();
});

// Each project changes the workshops of its own event: the desktop and mobile runs share one server and run side by
// side, and a save replaces the whole choice of an event.
const WORKSHOP_JOURNEYS = {
  desktop: {
    search: 'opleidingsdag',
    module: 'Landelijke opleidingsdag huisartsgeneeskunde',
    event: 'Landelijke opleidingsdag huisartsgeneeskunde',
    from: 'Workshop echografie bij spoed',
    to: 'Workshop consulten met een tolk',
  },
  mobile: {
    search: 'jaar 2',
    module: 'Terugkomdagen jaar 2: chronische zorg en ouderen',
    event: 'Terugkomdag jaar 2 – blok 6: palliatieve zorg',
    from: 'Workshop proactieve zorgplanning',
    to: 'Workshop pijn en benauwdheid',
  },
} as const;

test("a participant changes a workshop with 'Workshops kiezen'", async ({ page, checkA11y }, testInfo) => {
  const journey = WORKSHOP_JOURNEYS[testInfo.project.name as keyof typeof WORKSHOP_JOURNEYS];
  const table = await openHuisarts(page);
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(journey.search);
  await expect(table.getByRole('rowheader')).toHaveText([journey.module]);

  const open = table.getByRole('button', { name: `Workshops kiezen voor ${journey.event}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Workshops kiezen: ${journey.event}` });
  await expect(dialog.getByText(/^Je kunt je keuze wijzigen tot \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(dialog.getByText('plenair').first()).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: journey.from })).toBeChecked();
  if (testInfo.project.name === 'desktop') {
    // Six others took every place of dermatoscopy.
    await expect(dialog.getByRole('checkbox', { name: 'Workshop dermatoscopie' })).toBeDisabled();
    await expect(dialog.getByText('VOL')).toBeVisible();
  }
  await dialog.getByRole('checkbox', { name: journey.to }).check();
  await expect(dialog.getByRole('checkbox', { name: journey.from })).not.toBeChecked();
  await checkA11y("the 'Workshops kiezen' dialog");

  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText(`Je workshopkeuze voor ${journey.event} is opgeslagen.`)).toBeVisible();
  await checkA11y("the 'Workshops kiezen' dialog after saving");
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();

  // Opened again, the dialog starts from the new choice.
  await open.click();
  await expect(dialog.getByRole('checkbox', { name: journey.to })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: journey.from })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
});

test('the education page comes back at the scroll offset it was left at', async ({ page }) => {
  const table = await openHuisarts(page);
  const educationId = /\/onderwijs\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(educationId).toBeTruthy();
  // Long enough to scroll on a wide screen too.
  await table.getByRole('button', { name: 'Terugkomdagen jaar 2: chronische zorg en ouderen uitklappen' }).click();
  await expect(table.getByText('Ochtend: kwetsbare ouderen')).toBeVisible();
  const target = await page.evaluate(() => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(400, room));
    return Math.round(window.scrollY);
  });
  expect(target).toBeGreaterThan(100);
  await expect
    .poll(() => page.evaluate((id) => window.localStorage.getItem(`scroll_offset_${id}`), educationId))
    .toBe(String(target));

  // Away to the start page (the picker, at the top), and back into the education.
  await page.getByRole('link', { name: /naar de startpagina/ }).click();
  const cards = page.getByRole('list', { name: 'Je opleidingen' });
  await expect(cards).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  await cards.getByRole('link', { name: 'Opleiding tot huisarts' }).click();
  await expect(table.getByText('Ochtend: kwetsbare ouderen')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
});

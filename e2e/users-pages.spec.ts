import type { Locator, Page } from '@playwright/test';
import { expect, expectWithinScreenWidth, test } from './fixtures';
import { signIn } from './support/sign-in';

// The users screen's row actions and the pages behind them, as the demo admin (apps/api/src/db/seed/demo). Desktop and
// mobile run at once on one server: each syncs and merges people of its own; the rest only reads.
const PEOPLE = {
  // Synchronised from the AFAS simulator (fed with the demo at start, so the sync succeeds and changes nothing).
  desktop: { sync: { search: 'Koster', listed: 'Koster, Hanneke', name: 'Hanneke Koster' }, merge: 'Peters' },
  mobile: { sync: { search: 'Hendriks', listed: 'Hendriks, Ruud', name: 'Ruud Hendriks' }, merge: 'Smits' },
} as const;
// One person under two AFAS ids: the old account (holding a certificate) and the current one.
const DUPLICATES = {
  Peters: {
    name: 'Noor Peters',
    listed: 'Peters, Noor',
    old: 'n.peters@example.nl',
    current: 'noor.peters@example.nl',
  },
  Smits: { name: 'Daan Smits', listed: 'Smits, Daan', old: 'd.smits@example.nl', current: 'daan.smits@example.nl' },
} as const;

async function signInAsAdmin(page: Page) {
  await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
  await page.goto('/gebruikers');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Gebruikers' });
const rowOf = (page: Page, text: string) => usersTable(page).getByRole('row').filter({ hasText: text });

/** Searches the users list (sent at Enter) and waits until the row is there. */
async function search(page: Page, text: string, expected: string): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: 'Zoeken' });
  await box.fill(text);
  await box.press('Enter');
  const row = rowOf(page, expected).first();
  await expect(row).toBeVisible();
  return row;
}

test.describe('users screen: actions and user pages', () => {
  test('the admin syncs a user from the list, merges two accounts of one person and undoes it', async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(90_000);
    const people = PEOPLE[testInfo.project.name as keyof typeof PEOPLE];
    const person = DUPLICATES[people.merge];
    await signInAsAdmin(page);

    // Sync: said while it runs and when it is done.
    const synced = await search(page, people.sync.search, people.sync.listed);
    await synced.getByRole('button', { name: `${people.sync.name} synchroniseren met AFAS` }).click();
    await expect(page.getByText('Gebruiker wordt gesynchroniseerd...')).toBeVisible();
    await expect(page.getByText('Gebruiker is gesynchroniseerd.')).toBeVisible();

    // The two accounts of one person, and their AFAS ids as the list shows them.
    await search(page, people.merge, person.listed);
    const oldRow = rowOf(page, person.old);
    const currentRow = rowOf(page, person.current);
    await expect(oldRow.getByRole('cell', { name: 'Actief', exact: true })).toBeVisible();
    const afasIdOf = async (row: Locator) => (await row.getByText(/^\d{7}$/).textContent())!.trim();
    const previousId = await afasIdOf(oldRow);
    const currentId = await afasIdOf(currentRow);

    await page.getByRole('button', { name: 'Samenvoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gebruikers samenvoegen' });
    await expect(dialog).toBeVisible();
    const previous = dialog.getByRole('textbox', { name: 'Vorig AFAS ID' });
    // The name is looked up at exactly 7 characters, not before.
    await previous.fill(previousId.slice(0, 6));
    await expect(dialog.getByText(person.name)).toHaveCount(0);
    await previous.fill(previousId);
    await expect(dialog.getByText(person.name)).toHaveCount(1);
    await dialog.getByRole('textbox', { name: 'Huidig AFAS ID' }).fill(currentId);
    await expect(dialog.getByText(person.name)).toHaveCount(2);
    await checkA11y('the merge dialog with both names looked up');
    await dialog.getByRole('button', { name: 'Samenvoegen' }).click();
    // The old account's certificate moved.
    await expect(dialog.getByText('De gebruikers zijn samengevoegd. 1 verwijzing is verplaatst.')).toBeVisible();
    await checkA11y('the merge done');
    // The old account is inactive now: the list behind the dialog (hidden from assistive technology) reloaded.
    await expect(page.locator('tr', { hasText: person.old }).getByText('Inactief', { exact: true })).toBeAttached();

    await dialog.getByRole('button', { name: 'Ongedaan maken' }).click();
    await expect(page.getByText('De samenvoeging is ongedaan gemaakt.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(oldRow.getByRole('cell', { name: 'Actief', exact: true })).toBeVisible();
  });

  test("the admin opens a participant's education from the education menu, with its documents and certificates", async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const lotte = await search(page, 'Graaf Lotte', 'Graaf, Lotte de');
    // Seven actions: on a phone's card they wrap, the last one still on the screen (a wide table scrolls instead).
    if (testInfo.project.name === 'mobile') {
      await expectWithinScreenWidth(lotte.getByRole('button', { name: 'Lotte de Graaf verwijderen' }));
    }
    await lotte.getByRole('button', { name: 'Onderwijs van Lotte de Graaf' }).click();
    const menu = page.getByRole('menu', { name: 'Onderwijs van Lotte de Graaf' });
    await expect(menu).toBeVisible();
    // Per education its page and both PDFs; Bij- en nascholing too.
    await expect(menu.getByRole('menuitem', { name: /^Onderwijs: / })).toHaveCount(3);
    await expect(menu.getByRole('menuitem', { name: 'Onderwijs: Bij- en nascholing' })).toBeVisible();
    await checkA11y('the education menu');

    const first = menu.getByRole('menuitem', { name: /^Onderwijs: / }).first();
    const educationName = (await first.textContent())!.replace(/^Onderwijs: /, '');
    // The PDFs open in a new tab; they are the education area's documents, readable by the admin.
    const presence = menu.getByRole('menuitem', { name: `Presentieoverzicht: ${educationName}` });
    await expect(presence).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await presence.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await first.click();
    await expect(page).toHaveURL(/\/gebruikers\/onderwijs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: educationName })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Instituutsopleiding' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificaten' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Certificaten' }).getByRole('row').nth(1)).toBeVisible();
    await checkA11y("the participant's education");

    await page.getByRole('link', { name: 'Terug naar gebruikers' }).click();
    await expect(page).toHaveURL(/\/gebruikers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  });

  test("the admin opens a teacher's page with their modules and an educator's page with their participants", async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const teacher = await search(page, 'Pieter Bakker', 'Bakker, Pieter');
    await teacher.getByRole('link', { name: 'Docentpagina van Pieter Bakker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pieter Bakker' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Modulen', selected: true })).toBeVisible();
    const modules = page.getByRole('table', { name: 'Modulen' });
    await expect(modules.getByRole('rowheader').first()).toBeVisible();
    await checkA11y("the teacher's modules");
    // Their archive: last year's return days.
    await page.getByRole('radio', { name: 'Archief' }).check();
    await expect(modules.getByRole('cell', { name: 'Afgerond' }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Terug naar gebruikers' }).click();
    // Back on the list (it keeps the last search) before searching again.
    await expect(page).toHaveURL(/\/gebruikers$/);
    await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('Pieter Bakker');
    const educator = await search(page, 'Jeroen Berg', 'Berg, Jeroen van den');
    await educator.getByRole('link', { name: 'Opleiderspagina van Jeroen van den Berg' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jeroen van den Berg' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Deelnemers', selected: true })).toBeVisible();
    const participants = page.getByRole('table', { name: 'Deelnemers' });
    const rows = participants.getByRole('row');
    // Status descending: the interrupted ones first, then the placed, the finished last.
    await expect(rows.nth(1).getByRole('cell', { name: 'Onderbreking' })).toBeVisible();
    await expect(rows.nth(1)).toContainText(/\d+ van \d+ modules afgerond/);
    await checkA11y("the educator's participants");

    // A participant leads to their education as the users screens show it.
    await rows.nth(1).getByRole('rowheader').getByRole('link').click();
    await expect(page).toHaveURL(/\/gebruikers\/onderwijs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('tab', { name: 'Instituutsopleiding' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificaten' })).toBeVisible();
  });
});

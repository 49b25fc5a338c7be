import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// Demo logins (apps/api/src/db/seed/demo/logins.ts). Desktop and mobile run at once on one server, so each project
// changes a user of its own, and puts every role back.
const TARGETS = {
  desktop: { last: 'Mulder', listed: 'Mulder, Thomas', name: 'Thomas Mulder', role: 'E-learninggebruiker' },
  mobile: { last: 'Visser', listed: 'Visser, Karin', name: 'Karin Visser', role: 'Praktijkopleider' },
} as const;

async function signInAsAdmin(page: Page) {
  await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
  await page.goto('/gebruikers');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
}

/** Removes the browser's console line for a refusal the journey provoked on purpose. */
function dropExpected(problems: string[], status: number) {
  const index = problems.findIndex((problem) => problem.includes(`status of ${status}`));
  if (index >= 0) problems.splice(index, 1);
}

test.describe('users administration', () => {
  test('the admin filters the list, edits a user, changes a role and impersonates a participant', async ({
    page,
    checkA11y,
    consoleProblems,
  }, testInfo) => {
    // A long journey on a shared machine.
    test.setTimeout(120_000);
    const target = TARGETS[testInfo.project.name as keyof typeof TARGETS];
    const table = page.getByRole('table', { name: 'Gebruikers' });
    const rowOf = (listed: string) => table.getByRole('row').filter({ hasText: listed });

    await signInAsAdmin(page);
    // Sorted by last name: the demo's first page (its participants) is there.
    await expect(table.getByRole('row')).toHaveCount(11);
    await checkA11y('the users list');

    // Filters: a search and the role filter narrow the list on the server.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(target.last);
    await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
    await expect(rowOf(target.listed)).toBeVisible();
    await page.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: target.role }).click();
    await page.keyboard.press('Escape');
    // The header row and the one user who is both.
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(rowOf(target.listed)).toBeVisible();
    await checkA11y('the filtered users list');

    // A role change the server refuses is undone with the spec's message.
    const teacher = rowOf(target.listed).getByRole('checkbox', { name: `Docent voor ${target.name}` });
    await expect(teacher).not.toBeChecked();
    await page.route('**/api/users/*/roles', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"internal_error"}' }),
    );
    await teacher.click();
    await expect(page.getByText('Er is een fout opgetreden, de wijziging is niet opgeslagen!')).toBeVisible();
    await expect(teacher).not.toBeChecked();
    dropExpected(consoleProblems, 500);
    await page.unroute('**/api/users/*/roles');

    // Accepted: the role is added, then taken away again (the demo stays as it was).
    await teacher.click();
    await expect(page.getByText(`De rollen van ${target.name} zijn gewijzigd.`).first()).toBeVisible();
    await expect(teacher).toBeChecked();
    await teacher.click();
    await expect(teacher).not.toBeChecked();
    await expect(page.getByText(`De rollen van ${target.name} zijn gewijzigd.`).first()).toBeVisible();

    // The user form: each message of spec 3, and the failure of a save (forced, so the demo data stays).
    await rowOf(target.listed)
      .getByRole('link', { name: `${target.name} bewerken` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker bewerken' })).toBeVisible();
    const firstName = page.getByRole('textbox', { name: 'Voornaam' });
    await expect(firstName).toHaveValue(target.name.split(' ')[0]!);
    await firstName.fill('');
    await firstName.blur();
    await expect(page.getByText('Dit is een verplicht veld')).toBeVisible();
    await firstName.fill('x'.repeat(51));
    await firstName.blur();
    await expect(page.getByText('Maximaal 50 tekens')).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    const savedEmail = await email.inputValue();
    await email.fill('geen-adres');
    await email.blur();
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();
    const street = page.getByRole('textbox', { name: 'Straat' });
    const houseNumber = page.getByRole('textbox', { name: 'Huisnummer' });
    const postalCode = page.getByRole('textbox', { name: 'Postcode' });
    const town = page.getByRole('textbox', { name: 'Woonplaats' });
    const country = page.getByRole('combobox', { name: 'Land' });
    const address = {
      street: await street.inputValue(),
      houseNumber: await houseNumber.inputValue(),
      postalCode: await postalCode.inputValue(),
      town: await town.inputValue(),
      country: await country.inputValue(),
    };
    for (const field of [street, houseNumber, postalCode, town]) await field.fill('');
    await country.selectOption('');
    await street.fill('Dorpsstraat');
    await street.blur();
    await expect(page.getByText('Gelieve een compleet adres in te vullen').first()).toBeVisible();
    await houseNumber.fill('12a');
    await houseNumber.blur();
    await expect(page.getByText('Alleen cijfers')).toBeVisible();
    await country.selectOption('NL');
    await postalCode.fill('0123 XY');
    await postalCode.blur();
    await expect(page.getByText('Vul een geldige postcode in (1234 AB)')).toBeVisible();
    await checkA11y('the user form with its messages');

    await firstName.fill(target.name.split(' ')[0]!);
    await email.fill(savedEmail);
    await street.fill(address.street || 'Dorpsstraat');
    await houseNumber.fill(address.houseNumber || '12');
    await postalCode.fill(address.postalCode || '1234 AB');
    await town.fill(address.town || 'Utrecht');
    await country.selectOption(address.country || 'NL');
    // One real change, so the form may be saved (the save itself is refused below: the demo data stays).
    await page.getByRole('textbox', { name: 'Tussenvoegsel' }).fill('van');
    await town.blur();
    await page.route('**/api/users/*/complete', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"internal_error"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Er is iets fout gegaan bij het wijzigen van de gebruiker!')).toBeVisible();
    dropExpected(consoleProblems, 500);
    await page.unroute('**/api/users/*/complete');

    // Back on the list its filters are remembered; 'Filters wissen' clears them.
    await page.goto('/gebruikers');
    await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(target.last);
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Graaf');
    await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
    const lotte = rowOf('Graaf, Lotte de');
    await expect(lotte).toBeVisible();

    // Impersonating a participant (one view: at once) opens their start page with the bar.
    await lotte.getByRole('button', { name: 'Lotte de Graaf imiteren' }).click();
    const bar = page.getByRole('status').filter({ hasText: 'Je bekijkt het Opleidingsportaal als Lotte de Graaf.' });
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await checkA11y('impersonating the participant');
    await bar.getByRole('button', { name: 'Stop overnemen' }).click();
    await expect(page).toHaveURL(/\/gebruikers$/);
    await expect(bar).toBeHidden();
  });

  test('the user page lists the login events with their Dutch time', async ({ page, checkA11y }) => {
    await signInAsAdmin(page);
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Jansen Marieke');
    await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
    await page.getByRole('link', { name: 'Jansen, Marieke' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marieke Jansen' })).toBeVisible();
    const logins = page.getByRole('table', { name: 'Inlogmomenten' });
    // At least this sign-in, written as every date and time outside the sync issues: DD-MM-YYYY HH:mm.
    await expect(logins.getByRole('cell').first()).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await checkA11y('the user page');
  });
});

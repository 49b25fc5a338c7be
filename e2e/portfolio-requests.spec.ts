import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The requests journey (spec 2 "Portfolio screen", §4, §5, §8): deelnemer@demo.nl opens the portfolio's Aanvragen
// sub-tab, saves a request for elective points as a concept, then hands in a second one with an evaluator, and sees
// both in 'Mijn aanvragen' with their statuses; the concept opens on the assignment page to be finished later.
//
// Needs the Portfolio tab frame of the education page (`#tab=portfolio` with the sub-tab 'Aanvragen' rendering
// RequestsPanel), which is built separately: run this after both are merged.
//
// Both screen sizes run at once on the same participant: each run finds its own rows by the ids the server answered,
// never by counting rows. A request's Omschrijving is the course the participant typed (issue 31), not the module's.
const EMAIL = 'deelnemer@demo.nl';
const MODULE = 'Aanvraag keuzeonderwijs';

/** Sends the request with `button` and answers the new assignment's id from the server's answer. */
async function send(page: Page, button: string): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/module\/[0-9a-f-]{36}\/assignments$/.test(r.url()),
    ),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens the form of a new request of the elective-points module and fills its required answers. */
async function fillNewRequest(page: Page, course: string) {
  await page.getByRole('button', { name: 'Nieuwe aanvraag' }).click();
  await page.getByRole('menuitem', { name: MODULE }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Nieuwe aanvraag: ${MODULE}` })).toBeVisible();
  await page.getByRole('textbox', { name: /Naam van de cursus of activiteit/ }).fill(course);
  await page.getByRole('textbox', { name: /Aangevraagde uren keuzeonderwijs/ }).fill('8');
}

test('a participant saves a request as a concept, hands in another, and sees both with their statuses', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await signIn(page, EMAIL);

  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}#tab=portfolio`);
  await page.getByRole('tab', { name: 'Aanvragen' }).click();
  const table = page.getByRole('table', { name: 'Mijn aanvragen' });
  await expect(table.getByRole('columnheader')).toHaveText(['Omschrijving', 'Type', 'Datum aanvraag', 'Status']);
  await checkA11y('the requests overview');

  // A concept: the form's answers and a message, stored unsent.
  const conceptCourse = `Cursus Dermatoscopie (${project})`;
  await fillNewRequest(page, conceptCourse);
  await page.getByRole('textbox', { name: 'Nieuw bericht' }).fill('Het programma volgt nog.');
  await page.getByRole('button', { name: 'Bericht toevoegen' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Berichten die met de aanvraag worden verstuurd' })
      .getByText('Het programma volgt nog.'),
  ).toBeVisible();
  await checkA11y('the request form');
  const concept = await send(page, 'Opslaan als concept');
  await expect(page.getByText('De opdracht is aangemaakt.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mijn aanvragen' })).toBeFocused();

  // A request handed in at once: an evaluator must be chosen first.
  await fillNewRequest(page, `Congres Huisartsgeneeskunde (${project})`);
  await page.getByRole('button', { name: 'Aanvraag indienen' }).click();
  await expect(page.getByText('Je dient minimaal 1 beoordelaar te selecteren.')).toBeVisible();
  await page.getByRole('combobox', { name: /Beoordelaars/ }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  const requested = await send(page, 'Aanvraag indienen');
  await expect(page.getByText('De aanvraag is succesvol aangemaakt!')).toBeVisible();

  // Both in 'Mijn aanvragen', each with its status; the filter keeps the ones of the chosen status.
  const rowOf = (id: string, href: string) =>
    table.getByRole('row').filter({ has: page.locator(`a[href="${href.replace('{id}', id)}"]`) });
  const conceptRow = rowOf(concept, '/onderwijs/opdracht/{id}');
  const requestedRow = rowOf(requested, '/onderwijs/opdracht/{id}/bekijken');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Concept' }).click();
  await expect(conceptRow).toContainText('Concept');
  await expect(conceptRow.getByRole('rowheader')).toHaveText(conceptCourse);
  await expect(conceptRow).toContainText(MODULE);
  await expect(conceptRow).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expect(requestedRow).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Aangevraagd' }).click();
  await expect(requestedRow).toContainText('Aangevraagd');
  await expect(conceptRow).toHaveCount(0);
  await checkA11y('the filtered requests');

  // The server agrees: one concept, one handed in.
  const states = await Promise.all(
    [concept, requested].map(async (id) => {
      const answer = (await (await page.request.get(`/api/assignment/${id}`)).json()) as {
        state: string;
        draft: boolean;
        messages: { content: string }[];
      };
      return [answer.state, answer.draft, answer.messages.map((m) => m.content)];
    }),
  );
  expect(states).toEqual([
    ['open', true, ['Het programma volgt nog.']],
    ['in_review', false, []],
  ]);

  // The concept opens on the assignment page, to be finished and handed in later.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Concept' }).click();
  await conceptRow.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/onderwijs/opdracht/${concept}$`));
  await page.getByRole('combobox', { name: /Beoordelaars/ }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Inleveren' }).click();
  await expect(page.getByText('De opdracht is ingeleverd!')).toBeVisible();

  // Handed in, it is requested now, and opens read-only.
  await page.goBack();
  await page.getByRole('tab', { name: 'Aanvragen' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Aangevraagd' }).click();
  await expect(rowOf(concept, '/onderwijs/opdracht/{id}/bekijken')).toContainText('Aangevraagd');
  await expect(rowOf(requested, '/onderwijs/opdracht/{id}/bekijken')).toContainText('Aangevraagd');
});

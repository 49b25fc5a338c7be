import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// A returned assignment goes back to the participant, who resubmits it with 'Opnieuw inleveren' (spec 2 §4, issue 31):
// deelnemer@demo.nl opens the demo's returned KPB from the practical tab; it opens to be worked on (not read-only),
// offers 'Opnieuw inleveren' and not 'Inleveren', and is handed in again. Desktop only: it changes the demo's data.
const NAME = 'KPB: familiegesprek over behandelbeperkingen';
const MODULE = 'Stage ouderengeneeskunde';

test('the demo’s returned KPB is handed in again with ‘Opnieuw inleveren’', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await signIn(page, 'deelnemer@demo.nl');
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await page
    .getByRole('tablist', { name: 'Onderdelen van de opleiding' })
    .getByRole('tab', { name: 'Praktijkopleiding' })
    .click();
  const table = page.getByRole('table', { name: 'Praktijkopleiding' });
  const toggle = table.getByRole('button', { name: new RegExp(`^${MODULE} (uit|in)klappen$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await table.getByRole('link', { name: NAME }).click();

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page).toHaveURL(/\/onderwijs\/opdracht\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  // Its answers are there to be changed; the trainer's message says what to change.
  await expect(page.getByRole('textbox', { name: 'Onderwerp' })).toBeEditable();
  await expect(page.getByText('Kun je de reflectie aanvullen')).toBeVisible();
  const again = page.getByRole('button', { name: 'Opnieuw inleveren' });
  await expect(again).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inleveren', exact: true })).toHaveCount(0);
  await checkA11y('a returned assignment');

  await again.click();
  await expect(page.getByText('De opdracht is ingeleverd!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/onderwijs/opdracht/${id}/bekijken$`));
  await expect(page.getByText('De opdracht is ingeleverd ter beoordeling en kan niet gewijzigd worden.')).toBeVisible();
  const answer = (await (await page.request.get(`/api/assignment/${id}`)).json()) as {
    state: string;
    actions: string[];
  };
  expect(answer).toMatchObject({ state: 'in_review', actions: [] });
});

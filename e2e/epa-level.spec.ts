import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// A granted EPA level shows as achieved (issue 32 item 1; spec 2 §4-5, spec 3 "Assessment screen"): in the demo,
// deelnemer@demo.nl (Lotte de Graaf) has reached level 3 of 'EPA 1 Acute zorg' in her huisarts education and asked
// level 4, with opleider@demo.nl as its assessor. The practical trainer grants level 4 on her portfolio
// ('Niveau succesvol aangepast'): still pending. The institute educator assesses the request ('Voldoende'): now the
// module reports level 4 'Behaald', for the trainer and for the participant. No other journey touches this module or
// its request (portfolio.spec.ts takes EPA 4 on the desktop, the other education on a phone).
const EDUCATION = 'Opleiding tot huisarts';
const PARTICIPANT = 'Graaf, Lotte de';
const MODULE = 'EPA 1 Acute zorg';
const REQUEST = 'EPA 1 Acute zorg – niveau 4';

/** Signs out whoever is signed in (cookies gone) and signs in as `email`. */
async function as(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, email);
}

/** The education's portfolio, tab KBA's/EPA's, with the module expanded: its row, its levels and its requests. */
async function epaModule(page: Page) {
  await page
    .getByRole('tablist', { name: 'Onderdelen van de opleiding' })
    .getByRole('tab', { name: 'Portfolio' })
    .click();
  await page
    .getByRole('tablist', { name: 'Onderdelen van het portfolio' })
    .getByRole('tab', { name: "KBA's/EPA's" })
    .click();
  const table = page.getByRole('table', { name: "KBA's/EPA's" });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MODULE }) });
  await row.getByRole('button', { name: `${MODULE} uitklappen` }).click();
  const levels = table.getByRole('list', { name: `Niveaus van ${MODULE}` });
  return {
    table,
    // The first data cell: 'Niveau behaald'.
    reached: row.getByRole('cell').first(),
    level: (level: number) => levels.getByRole('listitem').filter({ hasText: new RegExp(`^Niveau ${level}`) }),
    request: table.getByRole('listitem').filter({ has: page.getByRole('link', { name: REQUEST, exact: true }) }),
  };
}

/** Level 4 is reached: the request assessed, 'Niveau behaald' says 4, levels 3 and 4 are 'Behaald', 5 is not. */
async function expectLevelFourAchieved(epa: Awaited<ReturnType<typeof epaModule>>) {
  await expect(epa.request).toContainText('Beoordeeld');
  await expect(epa.request).toContainText('toegekend niveau 4');
  await expect(epa.level(3)).toContainText('Behaald');
  await expect(epa.level(4)).toContainText('Behaald');
  await expect(epa.level(5)).toContainText('Nog niet behaald');
  await expect(epa.reached).toHaveText('4');
}

test('a level the practical trainer grants and the institute educator assesses shows as achieved, to both sides', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'grants and assesses once: the projects share one server');
  test.setTimeout(180_000);

  // The practical trainer finds the participant's huisarts education among their participants.
  await as(page, 'praktijkopleider@demo.nl');
  await page.goto('/mijn-deelnemers');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn deelnemers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Lotte de Graaf');
  const participants = page.getByRole('table', { name: 'Deelnemers' });
  await participants
    .getByRole('row')
    .filter({ hasText: EDUCATION })
    .getByRole('link', { name: PARTICIPANT, exact: true })
    .click();
  await expect(page).toHaveURL(/\/mijn-deelnemers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: EDUCATION })).toBeVisible();
  const education = page.url();

  // Level 3 reached, level 4 asked: the trainer grants it.
  let epa = await epaModule(page);
  await expect(epa.reached).toHaveText('3');
  await expect(epa.level(3)).toContainText('Behaald');
  await expect(epa.level(4)).toContainText('In afwachting');
  await expect(epa.request).toContainText('Te beoordelen');
  await checkA11y("the participant's EPA levels, as the practical trainer");
  await epa.table.getByRole('button', { name: `Niveau toekennen voor ${REQUEST}`, exact: true }).click();
  const grant = page.getByRole('dialog', { name: 'Niveau toekennen' });
  await expect(grant.getByRole('radio', { name: 'Niveau 4' })).toBeChecked();
  await checkA11y('the grant dialog');
  await grant.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Niveau succesvol aangepast')).toBeVisible();
  await expect(grant).toBeHidden();
  await expect(epa.request).toContainText('toegekend niveau 4');
  // Granted, not yet assessed: still pending.
  await expect(epa.level(4)).toContainText('In afwachting');
  await expect(epa.reached).toHaveText('3');

  // The institute educator, the request's assessor, finds it among what waits for assessment and assesses it.
  await as(page, 'opleider@demo.nl');
  await page.goto('/beoordelingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Beoordelingen' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(MODULE);
  await page
    .getByRole('table', { name: 'Opdrachten om te beoordelen' })
    .getByRole('row')
    .filter({ hasText: PARTICIPANT })
    .getByRole('link', { name: REQUEST, exact: true })
    .click();
  await expect(page).toHaveURL(/\/beoordelingen\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: REQUEST })).toBeVisible();
  await page.getByRole('textbox', { name: 'Oordeel opleider' }).fill('Niveau 4 is aangetoond in de acute zorg.');
  await page.getByRole('combobox', { name: 'Waardering' }).click();
  await page.getByRole('option', { name: 'Voldoende', exact: true }).click();
  await checkA11y('the level request assessed');
  await page.getByRole('button', { name: 'Beoordeling opslaan' }).click();
  await expect(page.getByText('De beoordeling is succesvol opgeslagen.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Alle beoordelingen van deze opdracht' });
  await expect(history.getByText('Voldoende', { exact: true })).toBeVisible();

  // The practical trainer sees level 4 reached.
  await as(page, 'praktijkopleider@demo.nl');
  await page.goto(education);
  await expect(page.getByRole('heading', { level: 1, name: EDUCATION })).toBeVisible();
  await expectLevelFourAchieved(await epaModule(page));
  await checkA11y('level 4 achieved, as the practical trainer');

  // And so does the participant, on her own education.
  await as(page, 'deelnemer@demo.nl');
  await page.getByRole('list', { name: 'Je opleidingen' }).getByRole('link', { name: EDUCATION }).click();
  await expect(page).toHaveURL(/\/onderwijs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: EDUCATION })).toBeVisible();
  epa = await epaModule(page);
  await expectLevelFourAchieved(epa);
  // Achieved, so no longer to be asked: only level 5 is offered.
  await epa.table.getByRole('button', { name: `Niveau aanvragen voor ${MODULE}` }).click();
  const ask = page.getByRole('dialog', { name: 'Niveau aanvragen' });
  await expect(ask.getByRole('radio')).toHaveCount(1);
  await expect(ask.getByRole('radio', { name: 'Niveau 5' })).toBeChecked();
  await checkA11y('level 4 achieved, as the participant');
});

import type { Page } from '@playwright/test';
import { clickUntil, expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The portfolio journey (spec 2 "Portfolio screen", §4, §5): deelnemer@demo.nl opens the Portfolio tab, reads the
// guidance modules, requests an EPA level (the new request opens at once) and sees it 'In afwachting'; a linked
// educator opens the participant's education from /mijn-deelnemers, writes a note in the logbook and grants the level
// ('Niveau succesvol aangepast'). Each screen size takes its own education, EPA module and educator of the demo, so
// the two runs at once never meet; the level asked is the first one the dialog offers.
const PLAN: Record<string, { education: string; module: string; educator: string }> = {
  desktop: { education: 'Opleiding tot huisarts', module: 'EPA 4 Ouderenzorg', educator: 'opleider@demo.nl' },
  mobile: {
    education: 'Sociale geneeskunde – Arbeid en gezondheid',
    module: 'EPA 2 Preventie van beroepsziekten',
    educator: 'praktijkopleider@demo.nl',
  },
};

/** Signs out whoever is signed in (cookies gone) and signs in as `email`. */
async function as(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, email);
}

test('a participant requests an EPA level; an educator writes a note and grants the level', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.setTimeout(180_000);
  const plan = PLAN[testInfo.project.name]!;

  await as(page, 'deelnemer@demo.nl');
  await page.getByRole('list', { name: 'Je opleidingen' }).getByRole('link', { name: plan.education }).click();
  await expect(page).toHaveURL(/\/onderwijs\/[0-9a-f-]{36}$/);
  const educationId = new URL(page.url()).pathname.split('/').pop()!;

  // The Portfolio tab (in the hash), Voortgang en begeleiding first.
  await page
    .getByRole('tablist', { name: 'Onderdelen van de opleiding' })
    .getByRole('tab', { name: 'Portfolio' })
    .click();
  await expect(page).toHaveURL(/#tab=portfolio$/);
  const portfolio = page.getByRole('tablist', { name: 'Onderdelen van het portfolio' });
  await expect(portfolio.getByRole('tab', { name: 'Voortgang en begeleiding' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const guidance = page.getByRole('table', { name: 'Begeleiding' });
  await expect(guidance.getByRole('rowheader', { name: 'Voortgangsgesprekken' })).toBeVisible();
  await checkA11y('Voortgang en begeleiding');

  // KBA's/EPA's: ask the first level the dialog offers.
  await portfolio.getByRole('tab', { name: "KBA's/EPA's" }).click();
  const epa = page.getByRole('table', { name: "KBA's/EPA's" });
  await expect(epa.getByRole('rowheader', { name: plan.module })).toBeVisible();
  await checkA11y("KBA's/EPA's");
  await epa.getByRole('button', { name: `Niveau aanvragen voor ${plan.module}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Niveau aanvragen' });
  const chosen = dialog.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const level = `Niveau ${await chosen.getAttribute('value')}`;
  await expect(dialog.getByRole('radio', { name: level })).toBeChecked();
  await checkA11y('the level request dialog');
  await dialog.getByRole('button', { name: 'Aanvragen' }).click();
  await expect(page.getByText('Nieuwe opdracht aangemaakt!')).toBeVisible();
  await expect(page).toHaveURL(/\/onderwijs\/opdracht\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: plan.module })).toBeVisible();

  // Back on the portfolio (the KBA's/EPA's tab remembered): the level is pending.
  await page.goto(`/onderwijs/${educationId}#tab=portfolio`);
  await expect(portfolio.getByRole('tab', { name: "KBA's/EPA's" })).toHaveAttribute('aria-selected', 'true');
  await epa.getByRole('button', { name: `${plan.module} uitklappen` }).click();
  const levels = epa.getByRole('list', { name: `Niveaus van ${plan.module}` });
  await expect(levels.getByRole('listitem').filter({ hasText: level })).toContainText('In afwachting');
  await checkA11y('the module expanded with its levels');

  // The educator opens the participant's education from their own list, with the same portfolio.
  await as(page, plan.educator);
  await page.goto(`/mijn-deelnemers/${educationId}#tab=portfolio`);
  await expect(page.getByRole('heading', { level: 1, name: plan.education })).toBeVisible();
  await portfolio.getByRole('tab', { name: 'Voortgang en begeleiding' }).click();
  await page.getByRole('button', { name: 'Logboek' }).click();
  const log = page.getByRole('dialog', { name: /^Logboek van / });
  const note = `Niveauaanvraag besproken (${testInfo.project.name}, ${level}).`;
  await log.getByRole('textbox', { name: 'Nieuwe notitie' }).fill(note);
  await log.getByRole('button', { name: 'Notitie toevoegen' }).click();
  await expect(log.getByRole('list', { name: 'Notities' }).getByText(note)).toBeVisible();
  await checkA11y('the logbook');
  await log.getByRole('button', { name: 'Sluiten' }).click();
  await expect(log).toBeHidden();

  // The educator grants the level asked on the new request.
  await portfolio.getByRole('tab', { name: "KBA's/EPA's" }).click();
  await epa.getByRole('button', { name: `${plan.module} uitklappen` }).click();
  // No requests of their own: staff read along.
  await expect(epa.getByRole('button', { name: `Niveau aanvragen voor ${plan.module}` })).toHaveCount(0);
  const grant = page.getByRole('dialog', { name: 'Niveau toekennen' });
  await clickUntil(epa.getByRole('button', { name: `Niveau toekennen voor ${plan.module}`, exact: true }), () =>
    expect(grant).toBeVisible({ timeout: 3_000 }),
  );
  await expect(grant.getByRole('radio', { name: level })).toBeChecked();
  await checkA11y('the grant dialog');
  await grant.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Niveau succesvol aangepast')).toBeVisible();
  await expect(grant).toBeHidden();
  const request = epa.getByRole('listitem').filter({ has: page.getByRole('link', { name: plan.module, exact: true }) });
  await expect(request).toContainText(`toegekend ${level.toLowerCase()}`);
});

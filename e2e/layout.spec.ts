import type { Page } from '@playwright/test';
import { expect, expectOneLine, test } from './fixtures';
import {
  expectNoRowControlsOutsideViewport,
  expectNoWordBrokenInCards,
  rowControlsOutsideViewport,
} from './support/layout-guard';
import { signIn } from './support/sign-in';

// Issue 31 "Daily use", its layout items: on a desktop (1280 px) and a phone (390 px) every row's actions and every
// answer option is reachable without a sideways scroll (the layout guard, e2e/support/layout-guard.ts), on the
// screens where they were not: the users and forms overviews, a participant's certificates, the download summary and
// the competences (likert) of a practical assessment. Cards break no word inside itself, dates stay on one line, and
// 'Overzicht modules' pages by 10 like every other list. Nothing is changed on the server.

/** The phone of the measurements (the mobile project's Pixel 7 is 412 px wide). */
async function phoneOf390(page: Page, isMobile: boolean) {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
}

test('the admin reaches every row action of the users and forms overviews and of the certificates', async ({
  page,
  isMobile,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await phoneOf390(page, isMobile);
  await signIn(page, 'beheerder@demo.nl');
  const users = page.getByRole('table', { name: 'Gebruikers' });
  await expect(users.getByRole('rowheader').nth(9)).toBeVisible();
  await expectNoRowControlsOutsideViewport(page, '/gebruikers');

  if (!isMobile) {
    // A column of a lower priority is one click away, and stays chosen; the actions stay in view at the right edge.
    await page.getByRole('button', { name: 'Kolommen' }).click();
    const menu = page.getByRole('menu', { name: 'Kolommen' });
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Admin' })).toHaveAttribute('aria-checked', 'false');
    await checkA11y("the users overview's column menu");
    await menu.getByRole('menuitemcheckbox', { name: 'Admin' }).click();
    await menu.getByRole('menuitemcheckbox', { name: 'Praktijkopleider' }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(users.getByRole('columnheader', { name: 'Admin' })).toBeVisible();
    await expect(users.getByRole('checkbox', { name: /^Admin voor / })).toHaveCount(10);
    // The table scrolls sideways now, but never the row's actions.
    await expect
      .poll(async () =>
        (await rowControlsOutsideViewport(page)).flatMap((table) =>
          table.outside.filter((control) => / (bewerken|verwijderen|downloaden)'/.test(control)),
        ),
      )
      .toEqual([]);
    await page.getByRole('button', { name: 'Kolommen' }).click();
    await page.getByRole('menuitem', { name: 'Standaardkolommen' }).click();
    await page.keyboard.press('Escape');
    await expect(users.getByRole('columnheader', { name: 'Admin' })).toHaveCount(0);
    await expectNoRowControlsOutsideViewport(page, '/gebruikers with its default columns again');
  } else {
    await expectNoWordBrokenInCards(users);
  }

  await page.goto('/formulieren');
  await expect(page.getByRole('table', { name: 'Formulieren' }).getByRole('rowheader').nth(5)).toBeVisible();
  await expectNoRowControlsOutsideViewport(page, '/formulieren');

  // A participant's certificates, as the users screens show them.
  const found = (await (await page.request.get('/api/users?page=1&perPage=10&query=Lotte')).json()) as {
    items: { educations: { id: string }[] }[];
  };
  await page.goto(`/gebruikers/onderwijs/${found.items[0]!.educations[0]!.id}`);
  const certificates = page.getByRole('table', { name: 'Certificaten' });
  await expect(certificates.getByRole('link', { name: /^Certificaat .* downloaden$/ }).first()).toBeVisible();
  await expectNoRowControlsOutsideViewport(page, 'the certificates');
  await expectOneLine(certificates.getByRole('cell', { name: /^\d\d-\d\d-\d{4}$/ }).first());
  await checkA11y('the certificates');
});

test("a participant's download summary, periods, module overview and internship hours read well", async ({
  page,
  isMobile,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await phoneOf390(page, isMobile);
  await signIn(page, 'deelnemer@demo.nl');
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Onderdelen van de opleiding' });

  // The download summary: every category's buttons in view (a card per category on a phone).
  await tabs.getByRole('tab', { name: 'Downloads' }).click();
  await page.getByRole('button', { name: 'Downloadoverzicht' }).click();
  const summary = page.getByRole('dialog', { name: 'Downloadoverzicht' });
  await expect(summary.getByRole('button', { name: 'Gebundelde PDF maken' }).first()).toBeVisible();
  await expectNoRowControlsOutsideViewport(page, 'the download summary');
  if (isMobile) await expectNoWordBrokenInCards(summary.getByRole('table'));
  await checkA11y('the download summary');
  await summary.getByRole('button', { name: 'Sluiten' }).click();

  // Opleidingsgegevens: a period's dates never wrap after their first hyphen.
  await tabs.getByRole('tab', { name: 'Opleidingsgegevens' }).click();
  const periods = page.getByRole('table', { name: 'Perioden' });
  await expect(periods.getByRole('rowheader').first()).toBeVisible();
  const dates = periods.getByRole('cell', { name: /^\d\d-\d\d-\d{4}$/ });
  await expect(dates.first()).toBeVisible();
  for (const date of await dates.all()) await expectOneLine(date);
  if (isMobile) await expectNoWordBrokenInCards(periods);

  // The module list's cards.
  await tabs.getByRole('tab', { name: 'Instituutsopleiding' }).click();
  const modules = page.getByRole('table', { name: 'Instituutsopleiding' });
  await expect(modules.getByRole('rowheader').first()).toBeVisible();
  await expectNoRowControlsOutsideViewport(page, 'the module list');
  if (isMobile) await expectNoWordBrokenInCards(modules);

  // The portfolio's guidance ('Opdrachten (afgerond/minimum)', 'Voortgangsgesprekken') and its overviews.
  await tabs.getByRole('tab', { name: 'Portfolio' }).click();
  const guidance = page.getByRole('table', { name: 'Begeleiding' });
  await expect(guidance.getByRole('rowheader', { name: 'Voortgangsgesprekken' })).toBeVisible();
  if (isMobile) await expectNoWordBrokenInCards(guidance);

  // 'Overzicht modules' pages by 10, like every other list.
  await page.getByRole('button', { name: 'Overzicht modules' }).click();
  const overview = page.getByRole('dialog', { name: 'Overzicht modules' });
  const overviewRows = overview.getByRole('table', { name: 'Alle modules' }).getByRole('rowheader');
  await expect(overviewRows).toHaveCount(10);
  const firstPage = await overviewRows.allTextContents();
  await expect(overview.getByText(/^1–10 van (\d+)$/)).toBeVisible();
  const total = Number((await overview.getByText(/^1–10 van \d+$/).textContent())!.split(' van ')[1]);
  expect(total, 'the demo education has more than one page of modules').toBeGreaterThan(10);
  await overview.getByRole('button', { name: 'Ga naar volgende pagina' }).click();
  await expect(overview.getByText(`11–${Math.min(20, total)} van ${total}`)).toBeVisible();
  await expect(overviewRows).toHaveCount(Math.min(10, total - 10));
  expect(await overviewRows.allTextContents()).not.toContain(firstPage[0]);
  if (isMobile) await expectNoWordBrokenInCards(overview.getByRole('table'));
  await checkA11y("'Overzicht modules', its second page");
  await overview.getByRole('button', { name: 'Sluiten' }).click();

  await page.getByRole('button', { name: 'Overzicht stage-uren' }).click();
  const internship = page.getByRole('dialog', { name: 'Overzicht stage-uren' });
  const hours = internship.getByRole('table', { name: 'Stage-uren per soort stage' });
  await expect(hours.getByRole('rowheader').first()).toBeVisible();
  if (isMobile) await expectNoWordBrokenInCards(hours);
  await internship.getByRole('button', { name: 'Sluiten' }).click();
});

test('a practical trainer reaches every answer of the competences of an assessment', async ({
  page,
  isMobile,
  checkA11y,
}) => {
  await phoneOf390(page, isMobile);
  await signIn(page, 'praktijkopleider@demo.nl');
  const found = (await (await page.request.get('/api/educators/assignments?query=KPB')).json()) as {
    items: { id: string; name: string }[];
  };
  const assessment = found.items[0]!;
  await page.goto(`/beoordelingen/${assessment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: assessment.name })).toBeVisible();
  const competences = page.getByRole('group', { name: /^Competenties/ });
  await expect(competences.getByRole('radio', { name: 'Medisch handelen Niet geobserveerd' })).toBeVisible();
  await expectNoRowControlsOutsideViewport(page, 'the competences');
  if (isMobile) {
    // A card per statement: a radio group named by it, its five answers stacked below it.
    const statement = competences.getByRole('radiogroup', { name: 'Medisch handelen' });
    await expect(statement.getByRole('radio')).toHaveCount(5);
    await expect(competences.getByRole('group', { name: 'Kerncompetenties' })).toBeVisible();
  }
  await checkA11y('the competences');
});

import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The download summary (spec 2 "Portfolio screen": download summary with per-category detail and a bundled PDF): the
// participant opens it from the Downloads tab, sees the twelve reflection reports of the POP module with the notice for
// ten or more, has the bundled PDF made on the job queue (with its progress) and downloads it; an independent program
// (pdftotext) finds every report's title in it. A bundle is handed out once, so only the desktop run makes it; the
// mobile run checks the dialog on a small screen.
const MODULE = 'Persoonlijk ontwikkelplan (POP)';

test('a participant downloads the bundled PDF of a category with twelve items', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'deelnemer@demo.nl');
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  const educationId = new URL(page.url()).pathname.split('/').pop()!;
  await page.goto(`/onderwijs/${educationId}#tab=downloads`);
  await page.getByRole('button', { name: 'Downloadoverzicht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Downloadoverzicht' });
  const row = dialog.getByRole('row').filter({ hasText: MODULE });
  await expect(row).toContainText('12');
  await expect(row.getByText('geschatte tijd: enkele minuten')).toBeVisible();
  await checkA11y('the download summary');

  // Its details list the twelve reports.
  await row.getByRole('button', { name: `Details van ${MODULE} tonen` }).click();
  const details = dialog.getByRole('list', { name: `Opdrachten en bestanden van ${MODULE}` });
  await expect(details.getByText(/^Reflectieverslag \d+:/)).toHaveCount(10);
  if (testInfo.project.name !== 'desktop') {
    // The portfolio's assignment preview: one of those reports, read-only, from the guidance list.
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await page.goto(`/onderwijs/${educationId}#tab=portfolio`);
    const portfolio = page.getByRole('tablist', { name: 'Onderdelen van het portfolio' });
    await portfolio.getByRole('tab', { name: 'Voortgang en begeleiding' }).click();
    const guidance = page.getByRole('table', { name: 'Begeleiding' });
    await guidance.getByRole('button', { name: `${MODULE} uitklappen` }).click();
    const report = 'Reflectieverslag 3: omgaan met onzekerheid';
    await guidance.getByRole('button', { name: `Voorbeeld van ${report}` }).click();
    const preview = page.getByRole('dialog', { name: report });
    await expect(preview.getByText('Beoordeeld')).toBeVisible();
    await checkA11y('the assignment preview');
    return;
  }

  await row.getByRole('button', { name: 'Gebundelde PDF maken' }).click();
  const link = row.getByRole('link', { name: 'Gebundelde PDF downloaden' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = testInfo.outputPath('bundle.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  // The titles as the server has them (the category's details).
  const summary = (await (await page.request.get(`/api/education/${educationId}/download-summary`)).json()) as {
    items: { identifier: string; name: string }[];
  };
  const identifier = summary.items.find((item) => item.name === MODULE)!.identifier;
  const detail = (await (
    await page.request.get(`/api/education/${educationId}/download-summary-details?identifier=${identifier}`)
  ).json()) as { items: { name: string }[] };
  const titles = detail.items.map((item) => item.name);
  expect(titles).toHaveLength(12);
  for (const title of titles) expect(text).toContain(title);
});

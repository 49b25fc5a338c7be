import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The rest of the education area (spec 2 §2, §5, §7, §8; spec 1 §2): deelnemer@demo.nl keeps own material on the
// Downloads tab and opens learning material through the redirect routes, landing signed in on the Moodle simulator's
// course page (the demo start runs the simulator); an event without a Moodle course gives 'Helaas!'. The e-learning
// user starts at /e-learnings and opens a free course. The desktop and mobile runs share one server: each run works
// on a material of its own title and removes it again.
/** The smallest PDF a reader opens: enough for the server's type check by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Chooses a PDF in the open dialog's drop zone and waits until it is stored. */
async function addPdf(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  const zone = dialog.getByRole('group', { name: 'Bestanden' });
  await zone.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(zone.getByRole('listitem').filter({ hasText: name }).getByText('Geüpload')).toBeVisible();
}

interface ModuleEvent {
  id: string;
  name: string;
}

/** The events of the education's institute modules, as the education page has them (read with the session). */
async function eventsOf(page: Page, educationId: string): Promise<ModuleEvent[]> {
  const answer = await page.request.get(`/api/education/${educationId}/institute-education-modules`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { events: ModuleEvent[] }[] };
  return items.flatMap((module) => module.events);
}

test('a participant adds a material with a file, adds a second file, deletes one', async ({
  page,
  checkA11y,
}, testInfo) => {
  // Two uploads, three saves and five scans: more than the default 30 s on a loaded 2-core machine.
  test.slow();
  const title = `Verslagen ${testInfo.project.name}`;
  await signIn(page, 'deelnemer@demo.nl');
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  const educationId = new URL(page.url()).pathname.split('/').pop()!;

  // Downloads: the documents and 'Eigen materiaal'.
  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/#tab=downloads$/);
  await expect(page.getByRole('link', { name: 'Presentieoverzicht' })).toHaveAttribute(
    'href',
    `/api/education/${educationId}/presence-overview`,
  );
  const panel = page.getByRole('region', { name: 'Eigen materiaal', exact: true });
  await expect(panel.getByRole('heading', { level: 2, name: 'Eigen materiaal' })).toBeVisible();
  await checkA11y('the Downloads tab');

  // A new material: the title is required, then a title and a file.
  await panel.getByRole('button', { name: 'Materiaal toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Materiaal toevoegen' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Dit is een verplicht veld')).toBeVisible();
  await expect(dialog.getByText('Voeg minimaal één bestand toe')).toBeVisible();
  await checkA11y('the new material dialog with its errors');
  await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  await addPdf(page, 'reflectie-blok-5.pdf');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Materiaal is succesvol aangemaakt!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row.getByRole('link', { name: 'reflectie-blok-5.pdf' })).toBeVisible();
  await expect(row).toContainText(/\d{2}-\d{2}-\d{4}/);

  // A second file for it.
  await row.getByRole('button', { name: `Bestanden toevoegen aan ${title}` }).click();
  const addDialog = page.getByRole('dialog', { name: `Bestanden toevoegen aan ${title}` });
  await addPdf(page, 'reflectie-blok-6.pdf');
  await checkA11y('adding a file to a material');
  await addDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De bestanden zijn toegevoegd!')).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(row.getByRole('link')).toHaveText(['reflectie-blok-5.pdf', 'reflectie-blok-6.pdf']);
  await checkA11y('the material with two files');

  // One file deleted, after confirmation.
  await row.getByRole('button', { name: `reflectie-blok-5.pdf verwijderen uit ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Verwijdering bevestigen' });
  await expect(confirm).toContainText('Weet je zeker dat je het bestand "reflectie-blok-5.pdf" wilt verwijderen?');
  await checkA11y('the delete confirmation');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Bestand succesvol verwijderd')).toBeVisible();
  await expect(row.getByRole('link')).toHaveText(['reflectie-blok-6.pdf']);
  // The downloads keep working: the remaining file is the participant's own PDF.
  const href = await row.getByRole('link', { name: 'reflectie-blok-6.pdf' }).getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.ok()).toBe(true);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // And the material itself, so the shared demo stays as it was.
  await row.getByRole('button', { name: `${title} verwijderen` }).click();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('Het materiaal is verwijderd.')).toBeVisible();
  await expect(panel.getByRole('rowheader', { name: title })).toHaveCount(0);
});

test('a participant opens learning material through its route, or reads Helaas! without a course', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, 'deelnemer@demo.nl');
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding tot huisarts' })).toBeVisible();
  const educationId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/#tab=downloads$/);

  // Learning material of an event by its route: a one-time login lands signed in on the course page.
  const events = await eventsOf(page, educationId);
  const withCourse = events.find((event) => event.name === 'Terugkomdag jaar 2 – blok 5: multimorbiditeit')!;
  const withoutCourse = events.find((event) => event.name === 'Terugkomdag jaar 2 – blok 6: palliatieve zorg')!;
  expect(withCourse && withoutCourse).toBeTruthy();
  await page.goto(`/onderwijs/${educationId}/evenement/${withCourse.id}/leermateriaal`);
  await expect(page.getByText('Je bent ingelogd als deelnemer@demo.nl')).toBeVisible();
  await expect(page).toHaveURL(/\/course\/view\.php\?id=5213$/);

  // Back returns to the portal (the redirect replaced its own history entry), not into the redirect again.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');

  // No Moodle course for block 6 yet: 'Helaas!', and the way back to the start page.
  await page.goto(`/onderwijs/${educationId}/evenement/${withoutCourse.id}/leermateriaal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Helaas!' })).toBeVisible();
  await expect(page).toHaveTitle('Helaas! | Opleidingsportaal');
  await checkA11y("the 'Helaas!' page");
  await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Je opleidingen' })).toBeVisible();
});

test('the e-learning user starts at /e-learnings and opens a free course', async ({ page, checkA11y }) => {
  await signIn(page, 'elearning@demo.nl');

  // '/' sends the e-learning view on to its initial route.
  await expect(page).toHaveURL(/\/e-learnings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gratis E-Learnings' })).toBeVisible();
  await expect(page.getByText(/^Welkom, Thomas\./)).toBeVisible();
  const courses = page.getByRole('list', { name: 'E-learnings' });
  await expect(courses.getByRole('heading', { level: 2 })).toHaveText([
    'Basiscursus Gespreksvaardigheden',
    'Evidence-based werken',
  ]);
  await checkA11y('the free e-learnings');

  await courses.getByRole('button', { name: 'Evidence-based werken openen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence-based werken' })).toBeVisible();
  await expect(page.getByText('Je bent ingelogd als elearning@demo.nl')).toBeVisible();
  await expect(page).toHaveURL(/\/course\/view\.php\?id=3$/);

  // Back in the portal, the way into the learning platform's start page (/e-learnings/moodle).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gratis E-Learnings' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar de leeromgeving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Je bent ingelogd als elearning@demo.nl')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gratis E-Learnings' })).toBeVisible();
});

test('a participant opens a learning-material notification from the notification centre and lands on the course', async ({
  page,
}) => {
  await signIn(page, 'deelnemer@demo.nl');
  await page.getByRole('button', { name: /^Notificaties(, \d+ ongelezen)?$/ }).click();
  const centre = page.getByRole('dialog', { name: 'Notificaties' });
  const item = centre.getByRole('button', {
    name: /Nieuw leermateriaal voor Terugkomdag jaar 2 – blok 5 staat klaar\./,
  });
  // Other journeys add notifications for this user: once the first page is there, load further pages (while there
  // are more) until the demo's one is listed.
  await expect(
    centre.getByRole('list', { name: 'Notificaties, nieuwste eerst' }).getByRole('listitem').first(),
  ).toBeVisible();
  const more = centre.getByRole('button', { name: 'Meer notificaties laden' });
  // The click has its own short timeout: a notification pushed meanwhile refetches the list, and the button it aimed
  // at can vanish (every page loaded) — the next round then finds the item instead of waiting for that button.
  await expect(async () => {
    if ((await item.count()) === 0 && (await more.isVisible())) await more.click({ timeout: 5_000 });
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();

  // The notification points at Moodle course 5213 (no address of its own): a one-time login lands on it.
  await expect(page.getByText('Je bent ingelogd als deelnemer@demo.nl')).toBeVisible();
  await expect(page).toHaveURL(/\/course\/view\.php\?id=5213$/);
  await expect(page.getByRole('heading', { name: 'Helaas!' })).toHaveCount(0);

  // Back returns to the portal (the redirect replaced its own history entry), the notification read.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding' })).toBeVisible();
});

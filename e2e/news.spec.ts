import { expect, expectOneLine, expectWithinScreenWidth, test } from './fixtures';
import { signIn } from './support/sign-in';
import type { Page } from '@playwright/test';

// The news journey of issue 6: the admin writes a news item aimed at one education (Opleiding tot huisarts), with a
// photo-library image and an attachment, and publishes it; deelnemer (who follows that education) sees it as new and
// the badge drops after reading; multi (another education) never sees it, on the page or from the API.
/** The smallest PDF a reader opens: enough for the server's type check by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** DD-MM-YYYY HH:mm in Dutch time, as the form takes it. */
function dutchDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The unread count the news icon announces ("Nieuws, 3 ongelezen"; just "Nieuws" at zero). */
async function newsBadge(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('banner')
      .getByRole('link', { name: /^Nieuws/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ongelezen/.exec(name)?.[1] ?? 0);
}

/** The number of unread news items the server counts for the signed-in user of `page`. */
async function unreadCount(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/news?count=true')).json()) as { totalItems: number };
  return answer.totalItems;
}

test.describe('news', () => {
  test('an item aimed at one education reaches its participants only, marked new until read', async ({
    page,
    browser,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Nieuwe werkplaats huisartsen ${testInfo.project.name} ${Date.now()}`;

    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    await page.goto('/nieuwsbeheer');
    // The list fits the screen: a card per item on a phone, with its dates and actions, and the pager inside the
    // screen; on a wide screen dates stay on one line and the title takes the room that is left.
    const firstItem = page.getByRole('table', { name: 'Nieuwsbeheer' }).getByRole('row').nth(1);
    await expect(firstItem.getByRole('rowheader')).toBeVisible();
    const [start, end] = [firstItem.getByRole('cell').nth(1), firstItem.getByRole('cell').nth(2)];
    for (const cell of [start, end]) await expectWithinScreenWidth(cell);
    await expectWithinScreenWidth(firstItem.getByRole('link', { name: / bewerken$/ }));
    await expectWithinScreenWidth(page.getByRole('button', { name: 'Ga naar volgende pagina' }));
    await expectWithinScreenWidth(page.getByRole('combobox', { name: /^Regels per pagina/ }));
    if (testInfo.project.name === 'desktop') {
      for (const cell of [firstItem.getByRole('cell').nth(0), start, end]) await expectOneLine(cell);
    }
    await checkA11y('news management');
    await page
      .getByRole('link', { name: 'Nieuws toevoegen' })
      .or(page.getByRole('button', { name: 'Nieuws toevoegen' }))
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Toevoegen' })).toBeVisible();

    await page.getByLabel('Titel').fill(title);
    const content = page.getByRole('textbox', { name: 'Omschrijving' });
    await content.click();
    // The editor shows where focus is: a 2 px ring around the field.
    await expect
      .poll(() =>
        content.evaluate((element) => {
          const style = getComputedStyle(element.closest('.RichTextEditor-frame')!);
          return `${style.outlineStyle} ${style.outlineWidth}`;
        }),
      )
      .toBe('solid 2px');
    await page.keyboard.type('Vanaf volgende maand oefenen de huisartsen in opleiding in de nieuwe werkplaats.');
    await page.getByLabel('Startdatum en -tijd').fill(dutchDateTime(new Date(Date.now() - 60 * 60 * 1000)));
    await page.getByLabel('Einddatum en -tijd').fill(dutchDateTime(new Date(Date.now() + 30 * 86_400_000)));
    await page.getByLabel('Opleidingen').fill('huisarts');
    await page.getByRole('option', { name: 'Opleiding tot huisarts', exact: true }).click();
    // Choosing an education disables the roles.
    await expect(page.getByRole('checkbox', { name: 'Deelnemer' })).toBeDisabled();

    await page.getByRole('button', { name: 'Fotobibliotheek' }).click();
    const library = page.getByRole('dialog', { name: 'Fotobibliotheek' });
    await library.getByLabel('Zoeken in de fotobibliotheek').fill('ziekenhuis');
    await library.getByRole('button', { name: /^Kies foto: Een ziekenhuisgebouw/ }).click();
    await expect(library).toBeHidden();

    await page.getByLabel('Bijlagen toevoegen').setInputFiles({
      name: 'Plattegrond werkplaats.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page
      .getByRole('switch', { name: 'Publiceren' })
      .or(page.getByRole('checkbox', { name: 'Publiceren' }))
      .check();
    await checkA11y('news form, filled in');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Succesvol gepubliceerd')).toBeVisible();
    await expect(page).toHaveURL(/\/nieuwsbeheer\/bewerken\/[0-9a-f-]{36}$/);
    const id = /bewerken\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expect(page.getByRole('button', { name: 'Plattegrond werkplaats.pdf verwijderen' })).toBeVisible();

    // A participant of that education: new, then read.
    const participantContext = await browser.newContext();
    const participant = await participantContext.newPage();
    await signIn(participant, 'deelnemer@demo.nl', participant.getByRole('button', { name: 'Lotte de Graaf' }));
    await expect.poll(() => newsBadge(participant)).toBeGreaterThan(0);
    await participant.goto('/informatie/nieuws/pagina/1');
    const entry = participant.getByRole('article').filter({ hasText: title });
    // The marker itself (the title holds 'Nieuwe' too).
    await expect(entry.getByText('Nieuw', { exact: true })).toBeVisible();
    await entry.getByRole('link', { name: title }).click();
    // The opened item's heading takes focus (the link that was used is gone), as a screen reader expects.
    await expect(participant.getByRole('heading', { level: 1, name: title })).toBeFocused();
    await expect(participant.getByRole('img', { name: `Afbeelding bij ${title}` })).toBeVisible();
    await expect(participant.getByRole('link', { name: /Plattegrond werkplaats\.pdf/ })).toBeVisible();
    // Read now: no longer new in the list, and the badge follows the server's unread count. (The other project's
    // journey adds and reads its own item for the same participant meanwhile, so the badge is compared with the
    // server's count, not with the number it had before.)
    await expect
      .poll(async () => (await newsBadge(participant)) - (await unreadCount(participant)), {
        message: 'the badge shows the unread count after reading',
      })
      .toBe(0);
    await participant.goto('/informatie/nieuws/pagina/1');
    await expect(entry.getByRole('link', { name: title })).toBeVisible();
    await expect(entry.getByText('Nieuw', { exact: true })).toHaveCount(0);
    await participantContext.close();

    // Someone outside that education never sees it.
    const outsiderContext = await browser.newContext();
    const outsider = await outsiderContext.newPage();
    await signIn(outsider, 'multi@demo.nl', outsider.getByRole('button', { name: 'Annemijn Bos' }));
    const list = (await (await outsider.request.get('/api/news?perPage=100')).json()) as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).not.toContain(id);
    expect((await outsider.request.get(`/api/news/${id}`)).status()).toBe(404);
    await outsider.goto('/informatie/nieuws/pagina/1');
    await expect(outsider.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(outsider.getByText(title)).toHaveCount(0);
    await outsiderContext.close();

    // The reader pages as the admin sees them (Published/Concept chips instead of 'Nieuw'), checked by axe.
    await page.goto('/informatie/nieuws/pagina/1');
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('Gepubliceerd');
    await checkA11y('news list');
    await page.getByRole('link', { name: title }).click();
    await expect(
      page.getByRole('link', { name: 'Item bewerken' }).or(page.getByRole('button', { name: 'Item bewerken' })),
    ).toBeVisible();
    await checkA11y('news item');
    await page.goto('/informatie#faq');
    await expect(page.getByRole('tab', { name: 'Veelgestelde vragen', selected: true })).toBeVisible();
    await checkA11y('FAQ tab');
  });
});

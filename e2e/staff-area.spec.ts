import type { Locator, Page } from '@playwright/test';
import { expect, expectOneLine, test } from './fixtures';
import { signIn } from './support/sign-in';

// Issue 32, the staff area as each staff role meets it on the demo. Writes that would change the shared demo (a
// password, a two-factor method) are answered by the browser here; their rules are proven by the API tests.

const signInAsAdmin = (page: Page) =>
  signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));

/** The user's page, found through the overview's search. */
async function openUser(page: Page, firstName: string, lastName: string) {
  const fullName = `${firstName} ${lastName}`;
  await page.goto('/gebruikers');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(fullName);
  await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
  await page
    .getByRole('table', { name: 'Gebruikers' })
    .getByRole('link', { name: `${lastName}, ${firstName}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}

/** The request the page sends to `url`, answered with `answer` instead of reaching the demo's server. */
async function answerInstead(page: Page, url: string, answer: object): Promise<() => Record<string, unknown>> {
  let body: Record<string, unknown> | undefined;
  await page.route(url, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    body = route.request().postDataJSON() as Record<string, unknown>;
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
  });
  return () => {
    expect(body, `a POST to ${url}`).toBeDefined();
    return body!;
  };
}

/** Where an element's text is drawn: the union of its text's line boxes. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
    }
    if (rects.length === 0) return null;
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    return {
      left,
      top,
      right: Math.max(...rects.map((r) => r.right)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
  });

/** Whether the texts of two elements are drawn over each other. */
async function textsOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await textBox(a), await textBox(b)];
  if (!x || !y) throw new Error('an element has no text');
  return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
}

test.describe('staff area (issue 32)', () => {
  test('a teacher: the /modulen filter labels stand clear of their value, and any form opens read-only', async ({
    page,
    browser,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    // The KPB form's id, as the admin knows it (a teacher has no forms list).
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    const forms = (await (await admin.request.get('/api/forms?perPage=100')).json()) as {
      items: { id: string; title: string }[];
    };
    const kpb = forms.items.find((form) => form.title === 'Korte praktijkbeoordeling (KPB)')!;
    expect(kpb).toBeDefined();
    await adminContext.close();

    await signIn(page, 'docent@demo.nl');
    await page.goto('/modulen');
    await expect(page.getByRole('heading', { level: 1, name: 'Modulen' })).toBeVisible();
    for (const name of ['Rechten', 'Status']) {
      const select = page.getByRole('combobox', { name });
      await expect(select).toHaveText('Alle');
      const label = page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
      await expect(label).toBeVisible();
      await expect.poll(() => textsOverlap(label, select), { message: `'${name}' over 'Alle'` }).toBe(false);
    }
    await checkA11y('modules with their filters');

    await page.goto(`/formulieren/${kpb.id}/bekijken`);
    await expect(page.getByRole('heading', { level: 1, name: kpb.title })).toBeVisible();
    await expect(page.getByText('Pagina niet gevonden')).toHaveCount(0);
    await checkA11y('the read-only form view for a teacher');
  });

  test('the admin: permission labels, a two-factor reset, setting a password, and the form editor', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);

    // The teacher's page names his rights in Dutch.
    await openUser(page, 'Pieter', 'Bakker');
    const rights = page.locator('dt', { hasText: /^Rechten$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(rights).toHaveText('Modulen bekijken');
    await expect(page.getByText('VIEW_MODULES')).toHaveCount(0);
    // He has no two-factor method: nothing to reset.
    await expect(page.getByRole('button', { name: 'Verificatiemethode resetten' })).toHaveCount(0);

    // A user with an authenticator: the admin resets it after confirming.
    await openUser(page, 'Yusuf', 'Demir');
    const reset = await answerInstead(page, '**/api/users/*/two-factor', { authMethod: 'none' });
    await page.getByRole('button', { name: 'Verificatiemethode resetten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificatiemethode resetten' });
    await expect(dialog).toContainText('Weet je zeker dat je de verificatiemethode van Yusuf Demir wilt resetten?');
    await checkA11y('the two-factor reset confirmation');
    await dialog.getByRole('button', { name: 'Resetten' }).click();
    await expect(page.getByText('De verificatiemethode van Yusuf Demir is gereset.')).toBeVisible();
    expect(reset()).toEqual({ method: 'none' });

    // On the edit page the admin sets the user's password without an old one.
    await page.getByRole('link', { name: 'Bewerken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker bewerken' })).toBeVisible();
    const setPassword = page.getByRole('form', { name: 'Wachtwoord instellen' });
    await expect(setPassword.getByLabel(/^Huidig wachtwoord/)).toHaveCount(0);
    const set = await answerInstead(page, '**/api/users/*/change-password', { accepted: true });
    await setPassword.getByLabel(/^Nieuw wachtwoord/).fill('Nieuw-Wachtwoord1!');
    await setPassword.getByLabel(/^Herhaal het nieuwe wachtwoord/).fill('Nieuw-Wachtwoord1!');
    await setPassword.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByText('Het wachtwoord is ingesteld. De gebruiker is overal uitgelogd.')).toBeVisible();
    expect(set()).toEqual({ password: 'Nieuw-Wachtwoord1!' });
    await checkA11y('the edit page with the password form');

    // On his own account the admin needs no old password.
    await page.goto('/account');
    const own = page.getByRole('form', { name: 'Wachtwoord wijzigen' });
    await expect(own.getByLabel(/^Huidig wachtwoord/)).not.toHaveAttribute('required');
    const change = await answerInstead(page, '**/api/users/*/change-password', { accepted: true });
    await own.getByLabel(/^Nieuw wachtwoord/).fill('Nieuw-Wachtwoord1!');
    await own.getByLabel(/^Herhaal het nieuwe wachtwoord/).fill('Nieuw-Wachtwoord1!');
    await own.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(page.getByText('Je wachtwoord is gewijzigd!')).toBeVisible();
    await expect(own.getByText('Dit is een verplicht veld')).toHaveCount(0);
    expect(change()).toEqual({ password: 'Nieuw-Wachtwoord1!' });

    // The form editor: the attachment's real size, 'Opslaan' in view at the top of a long form, a trial link.
    await page.goto('/formulieren');
    // Searched for: the other journeys add forms, which push the demo's off the first page.
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Korte praktijkbeoordeling');
    await page.getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
    await page.getByRole('link', { name: /Korte praktijkbeoordeling \(KPB\) bewerken/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Formulier bewerken' })).toBeVisible();
    // The size the server stored for the file, not 0 (the demo's file rows hold the size of their bytes).
    await expect(page.getByText('Toelichting KPB-formulier.pdf')).toBeVisible();
    await expect(page.getByText(/^\(\d+(,\d)? (kB|MB)\)$/).first()).toBeVisible();
    await expect(page.getByText('(0 bytes)')).toHaveCount(0);
    const save = page.getByRole('button', { name: 'Opslaan', exact: true });
    await expect(save).toBeInViewport();
    await page.getByRole('button', { name: 'Veld toevoegen' }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await checkA11y('the form editor with its action bar');
    await page.getByRole('link', { name: 'Proefinvullen' }).click();
    await expect(page).toHaveURL(/\/formulieren\/[0-9a-f-]{36}\/proefinvullen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Korte praktijkbeoordeling (KPB)' })).toBeVisible();
  });

  test('the practical trainer: participants alphabetical within a status, and the participant named on top', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'praktijkopleider@demo.nl');
    await page.goto('/mijn-deelnemers');
    const table = page.getByRole('table', { name: 'Deelnemers' });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const rows = await table.locator('tbody > tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        name: tr.querySelector('th')?.textContent ?? '',
        status: tr.querySelectorAll('td')[3]?.textContent ?? '',
      })),
    );
    expect(rows.length).toBeGreaterThan(1);
    for (let i = 1; i < rows.length; i++) {
      const [before, after] = [rows[i - 1]!, rows[i]!];
      if (before.status !== after.status) continue;
      expect(before.name.toLowerCase() <= after.name.toLowerCase(), `${before.name} before ${after.name}`).toBe(true);
    }

    const first = table.getByRole('rowheader').first().getByRole('link');
    const [lastName, firstName] = (await first.innerText()).split(', ');
    await first.click();
    await expect(page.getByText(new RegExp(`^Deelnemer: ${firstName}\\b.*${lastName}$`))).toBeVisible();
    await checkA11y("a participant's page named");
  });

  test('on a phone the users list shows each user as a readable card', async ({ page, checkA11y }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the card layout of narrow screens');
    await signInAsAdmin(page);
    await page.goto('/gebruikers');
    const table = page.getByRole('table', { name: 'Gebruikers' });
    const card = table.locator('tbody > tr').first();
    await expect(card).toBeVisible();
    // The roles as one list: every role's name on one line, none broken inside a word.
    const roles = card.locator('li');
    await expect(roles).toHaveCount(8);
    for (const role of await roles.all()) await expectOneLine(role);
    // Every line's label (the column's name) stays whole too.
    const labels = await card
      .locator('[data-label]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label') ?? ''));
    expect(labels).toEqual(['Naam', 'E-mailadres', 'Rollen', 'AFAS ID', 'Status', 'Acties']);
    await checkA11y('the users list on a phone');
  });
});

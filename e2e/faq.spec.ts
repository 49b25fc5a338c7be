import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// The FAQ order set in management survives a reload and shows on the public tab; a hidden item never reaches a
// participant. Each project makes its own category and questions through the API (as the admin), so the two
// projects never move each other's items.
const PASSWORD = 'Demo2026!';

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: /^Notificaties/ })).toBeVisible();
}

/** The question titles of one category on the public tab, in their order. */
async function publicOrder(page: Page, category: string): Promise<string[]> {
  const section = page.getByRole('region', { name: category });
  await expect(section).toBeVisible();
  return (await section.getByRole('heading', { level: 3 }).allInnerTexts()).map((t) => t.trim());
}

test.describe('FAQ', () => {
  test('the order set in management survives a reload and shows on the public tab; hidden items stay hidden', async ({
    page,
    browser,
    request,
    checkA11y,
  }, testInfo) => {
    const tag = `${testInfo.project.name} ${Date.now()}`;
    const category = `Rooster ${tag}`;
    await apiAs(request, 'beheerder@demo.nl');
    const created = await request.post('/api/faqs/categories', { data: { title: category } });
    expect(created.ok(), await created.text()).toBe(true);
    const { id: categoryId } = (await created.json()) as { id: string };
    const titles = [`Eerste vraag ${tag}`, `Tweede vraag ${tag}`, `Geheime vraag ${tag}`];
    for (const title of titles) {
      const res = await request.post('/api/faqs', {
        data: { title, categoryId, content: `<p>Antwoord op ${title}.</p>`, attachments: [] },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }

    await signIn(page, 'beheerder@demo.nl');
    await page.goto('/informatie/faq-beheer');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ beheer' })).toBeVisible();
    // The second question up, the third hidden.
    await page.getByRole('button', { name: `${titles[1]} omhoog` }).click();
    await expect(page.getByText('Volgorde opgeslagen!')).toBeVisible();
    await page.getByRole('switch', { name: `${titles[2]} zichtbaar` }).click();
    await expect(page.getByText('Item verborgen!')).toBeVisible();
    await checkA11y('FAQ management');

    await page.reload();
    const rows = page.getByRole('row').filter({ hasText: tag });
    await expect(rows).toHaveCount(3);
    expect((await rows.allInnerTexts()).map((text) => titles.find((t) => text.includes(t)))).toEqual([
      titles[1],
      titles[0],
      titles[2],
    ]);

    // A participant sees the new order and never the hidden question, on the page and from the API.
    const participant = await browser.newContext();
    const participantPage = await participant.newPage();
    await signIn(participantPage, 'deelnemer@demo.nl');
    await participantPage.goto('/informatie#faq');
    await expect.poll(() => publicOrder(participantPage, category)).toEqual([titles[1], titles[0]]);
    await expect(participantPage.getByText(titles[2])).toHaveCount(0);
    const list = (await (await participantPage.request.get('/api/faqs?perPage=9999')).json()) as {
      items: { title: string }[];
    };
    expect(list.items.map((i) => i.title)).toEqual(expect.arrayContaining([titles[0], titles[1]]));
    expect(list.items.map((i) => i.title)).not.toContain(titles[2]);
    await participant.close();
  });
});

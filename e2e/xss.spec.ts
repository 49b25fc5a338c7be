import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../apps/api/test/xss-payloads';
import { XSS_FAQ_TITLE, XSS_NEWS_TITLE } from './support/xss-items';

// The stored-XSS corpus (apps/api/test/xss-payloads.ts, 72 payloads whose scripts call alert()) goes into news and
// FAQ content through the API as the admin; the API answers it clean, and a participant's browser showing it runs
// nothing. Each project stores its own items.
const PASSWORD = 'Demo2026!';
/** What must never be in a tag of stored content (text is escaped, so every literal `<` starts a tag). */
const DANGEROUS = /<script|<svg|<math|<iframe|<object|<embed|<style|\son[a-z]+\s*=|javascript:|data:|vbscript:/i;
const tagsOf = (html: string) => (html.match(/<[^>]*>/g) ?? []).join('');

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
}

/** Fails the test on any dialog (every payload's script would open one) or uncaught page error. */
function watchForScripts(page: Page): string[] {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(`page error: ${error.message}`));
  return ran;
}

/**
 * The corpus in four slices, each a journey of its own: they run side by side on the workers instead of one journey
 * of a minute holding one worker while the others have finished. Every payload is in exactly one slice.
 */
const SLICES = 4;
const slices = Array.from({ length: SLICES }, (_, i) =>
  XSS_PAYLOADS.map((payload, n) => ({ payload, n })).filter(({ n }) => n % SLICES === i),
);

test('the corpus is large enough, and every payload is in a slice', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  expect(slices.flat().map(({ n }) => n)).toHaveLength(XSS_PAYLOADS.length);
  expect(new Set(slices.flat().map(({ n }) => n)).size).toBe(XSS_PAYLOADS.length);
});

for (const [i, slice] of slices.entries()) {
  test(`stored cross-site scripting: payloads ${slice.map(({ n }) => n + 1).join(', ')} in news and FAQ content come back clean and run nothing`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const tag = `${testInfo.project.name} ${i + 1}/${SLICES} ${Date.now()}`;
    await apiAs(request, 'beheerder@demo.nl');

    // One item per payload: an unclosed <textarea>, <style> or comment rightly swallows the rest of its content.
    // The news is aimed at e-learning users only, so it does not crowd the participants' news of other journeys.
    const now = Date.now();
    const newsIds: string[] = [];
    let faqCount = 0;
    const category = await request.post('/api/faqs/categories', { data: { title: `Beveiliging ${tag}` } });
    const { id: categoryId } = (await category.json()) as { id: string };
    for (const { payload, n } of slice) {
      const content = `<p>Payload ${n + 1} van ${tag}</p>${payload}`;
      const news = await request.post('/api/news', {
        data: {
          title: `${XSS_NEWS_TITLE} ${n + 1} ${tag}`,
          content,
          published: true,
          publishedStart: new Date(now - 2 * 86_400_000).toISOString(),
          publishedEnd: new Date(now + 30 * 86_400_000).toISOString(),
          roles: ['ROLE_FREE_E_LEARNING_USER'],
        },
      });
      expect(news.status(), await news.text()).toBe(201);
      const item = (await news.json()) as { id: string; content: string };
      expect(tagsOf(item.content), payload).not.toMatch(DANGEROUS);
      newsIds.push(item.id);

      const faq = await request.post('/api/faqs', {
        data: { title: `${XSS_FAQ_TITLE} ${n + 1} ${tag}`, categoryId, content, attachments: [] },
      });
      // Content that is nothing but a payload may be empty once cleaned: then it is refused, which is safe too.
      if (faq.ok()) {
        expect(tagsOf(((await faq.json()) as { content: string }).content), payload).not.toMatch(DANGEROUS);
        faqCount += 1;
      } else expect(faq.status(), payload).toBe(400);
    }

    const ran = watchForScripts(page);
    await page.goto('/');
    await page.getByLabel('E-mailadres').fill('elearning@demo.nl');
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('button', { name: 'Thomas Mulder' })).toBeVisible();

    // Each item opened inside the running app, as a reader's click on it does (the router follows the history), rather
    // than a reload that starts the app 72 times: the same rendering of the content (the journey 81 -> 69 s).
    for (const [k, id] of newsIds.entries()) {
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/informatie/nieuws/${id}`);
      await expect(page.getByText(`Payload ${slice[k]!.n + 1} van ${tag}`)).toBeVisible();
    }
    await page.goto('/informatie#faq');
    const section = page.getByRole('region', { name: `Beveiliging ${tag}` });
    const questions = section.getByRole('button', { name: new RegExp(`^${XSS_FAQ_TITLE}`) });
    await expect(questions.first()).toBeVisible();
    // Every question whose content was kept (one that was nothing but a payload was refused, above).
    await expect(questions).toHaveCount(faqCount);
    for (let q = 0; q < faqCount; q++) await questions.nth(q).click();
    // Anything that loads or animates (onload, onerror, onbegin, onfocus...) has had its moment once every image has
    // loaded or failed and no animation or transition is running (the answers' expansion included).
    await page.waitForFunction(
      () =>
        [...document.images].every((image) => image.complete) &&
        document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(ran).toEqual([]);
    expect(await page.locator('script:not([src]), iframe, object, embed').count()).toBe(0);
  });
}

import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';
import type { Page } from '@playwright/test';
import { CASES, MULTI_ITEMS } from './support/navigation-items';

// The top navigation of spec 1 §2 for each demo login (the items: e2e/support/navigation-items.ts), in the bar of a
// wide screen; on a phone the role journey (roles.spec.ts) checks the menu drawer's items and follows each.

/** The main navigation's link texts: in the bar on wide screens, in the menu drawer on narrow ones. */
async function navigationItems(page: Page): Promise<string[]> {
  const menuButton = page.getByRole('button', { name: 'Menu openen' });
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const links = await page.getByRole('dialog').getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
    const texts = (await links.allInnerTexts()).map(clean);
    await page.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // Focus is back on the menu button and the pointer rests where the close button was, over an icon of the bar:
    // their tooltips fade in, and axe would measure a tooltip's contrast half-way. Move both away.
    await menuButton.blur();
    await page.mouse.move(10, (page.viewportSize()?.height ?? 600) - 10);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    return texts;
  }
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map(clean);
}

/** Drops the screen-reader note of links that open a new tab. */
const clean = (text: string) => text.replace('(opent in een nieuw tabblad)', '').trim();

test.describe('top navigation per demo login', () => {
  for (const [login, c] of Object.entries(CASES)) {
    test(`${login} sees exactly the items of the spec`, async ({ page, checkA11y }) => {
      await signIn(page, c.email, null);
      await expect(page.getByRole('button', { name: c.fullName })).toBeVisible();
      await expect.poll(() => navigationItems(page)).toEqual(c.items);

      await expect(page.getByRole('link', { name: /^Notificaties/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Notificaties/ })).toBeVisible();
      const news = page.getByRole('link', { name: /^Nieuws/ });
      await expect(news).toBeVisible();
      if (!c.newsBadge) await expect(news).toHaveAccessibleName('Nieuws');
      await checkA11y(`${login}'s navigation`);
    });
  }

  test('multi (participant and teacher) gets other items when switching view', async ({ page }) => {
    await signIn(page, 'multi@demo.nl', null);
    await expect(page.getByRole('button', { name: 'Annemijn Bos' })).toBeVisible();
    // Educator view first by priority: a teacher with VIEW_MODULES.
    await expect.poll(() => navigationItems(page)).toEqual(MULTI_ITEMS.educator);

    await page.getByRole('button', { name: 'Annemijn Bos' }).click();
    await page.getByRole('menuitem', { name: 'Deelnemer weergave' }).click();
    // Participant view, without a further education.
    await expect.poll(() => navigationItems(page)).toEqual(MULTI_ITEMS.participant);
  });
});

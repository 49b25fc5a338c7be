import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';
import type { Page } from '@playwright/test';

// The top navigation of spec 1 §2 for each demo login (apps/api/src/db/seed/demo/logins.ts), written out here from
// the spec rather than from the code: which items each view, role and permission gives.

interface Case {
  email: string;
  fullName: string;
  /** The items in the order the bar shows them. */
  items: string[];
  /** The news badge is hidden for admin and program assistant (the icon to /informatie stays). */
  newsBadge: boolean;
}

const CASES: Record<string, Case> = {
  // Admin view: Gebruikers (LIST_USERS), Formulieren (LIST_FORMS), Modulen (VIEW_MODULES): an admin passes every
  // check; API Keys and Sync Issues for the admin view only.
  beheerder: {
    email: 'beheerder@demo.nl',
    fullName: 'Marieke Jansen',
    items: ['Gebruikers', 'Formulieren', 'Modulen', 'API Keys', 'Sync Issues'],
    newsBadge: false,
  },
  // Program assistant (educator view) with LIST_USERS, LIST_FORMS and VIEW_MODULES; no 'Mijn deelnemers'.
  assistent: {
    email: 'assistent@demo.nl',
    fullName: 'Fatima El Amrani',
    items: ['Agenda', 'Beoordelingen', 'Gebruikers', 'Formulieren', 'Modulen'],
    newsBadge: false,
  },
  // Teacher with VIEW_MODULES.
  docent: {
    email: 'docent@demo.nl',
    fullName: 'Pieter Bakker',
    items: ['Agenda', 'Beoordelingen', 'Modulen'],
    newsBadge: true,
  },
  // Practical trainer: 'Mijn deelnemers'.
  praktijkopleider: {
    email: 'praktijkopleider@demo.nl',
    fullName: 'Karin Visser',
    items: ['Agenda', 'Beoordelingen', 'Mijn deelnemers'],
    newsBadge: true,
  },
  // Institute educator with VIEW_MODULES: 'Mijn deelnemers' and Modulen.
  opleider: {
    email: 'opleider@demo.nl',
    fullName: 'Jeroen van den Berg',
    items: ['Agenda', 'Beoordelingen', 'Mijn deelnemers', 'Modulen'],
    newsBadge: true,
  },
  // Participant with a further education: 'Bij- en nascholing', Agenda, 'Gratis E-Learnings'.
  deelnemer: {
    email: 'deelnemer@demo.nl',
    fullName: 'Lotte de Graaf',
    items: ['Bij- en nascholing', 'Agenda', 'Gratis E-Learnings'],
    newsBadge: true,
  },
  // E-learning view: only the free e-learnings.
  elearning: {
    email: 'elearning@demo.nl',
    fullName: 'Thomas Mulder',
    items: ['Gratis E-Learnings'],
    newsBadge: true,
  },
};

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
    await expect.poll(() => navigationItems(page)).toEqual(['Agenda', 'Beoordelingen', 'Modulen']);

    await page.getByRole('button', { name: 'Annemijn Bos' }).click();
    await page.getByRole('menuitem', { name: 'Deelnemer weergave' }).click();
    // Participant view, without a further education.
    await expect.poll(() => navigationItems(page)).toEqual(['Agenda', 'Gratis E-Learnings']);
  });
});

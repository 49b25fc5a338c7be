import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

// Notifications made by a machine client (an API key with ROLE_CREATE_NOTIFICATIONS) reach the bell within one poll
// (20 s), open their target and turn read. One user per project, since mark-all-as-read changes their counts:
// deelnemer (participant view) on desktop; multi (participant and teacher, educator view first) on mobile, where
// opening a participant-only notification must switch the view. Other journeys running at the same time notify
// these users too (deelnemer's assignments are assessed), so counts are compared with the server's, never assumed.
const PASSWORD = 'Demo2026!';
const USERS: Record<string, { email: string; fullName: string; switchesView: boolean }> = {
  desktop: { email: 'deelnemer@demo.nl', fullName: 'Lotte de Graaf', switchesView: false },
  mobile: { email: 'multi@demo.nl', fullName: 'Annemijn Bos', switchesView: true },
};

/** A new enabled key that may create notifications, made by the admin through the API keys calls. */
async function notificationKey(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email: 'beheerder@demo.nl', password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const created = await request.post('/api/api-keys', { data: { name, roles: ['ROLE_CREATE_NOTIFICATIONS'] } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { token: string }).token;
}

async function notify(request: APIRequestContext, key: string, email: string, message: string) {
  const res = await request.post('/api/machine/notifications', {
    headers: { 'x-api-key': key },
    data: {
      type: 'WorkshopRegistrationEndsSoon',
      recipients: { emails: [email] },
      message,
      references: { contexturl: '/agenda' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(await res.json()).toMatchObject({ created: 1, skipped: [] });
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaties(, \d+ ongelezen)?$/ });

/** The unread count as the server has it now. */
async function serverUnread(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/notifications/unread')).json()) as { totalItems: number }).totalItems;
}

/** The bell shows the server's unread count (polled: the bell asks every 20 seconds). */
async function expectBellMatchesServer(page: Page): Promise<void> {
  await expect.poll(async () => (await bellCount(page)) === (await serverUnread(page)), { timeout: 25_000 }).toBe(true);
}

/** The unread count the bell announces ("Notificaties, 3 ongelezen"; just "Notificaties" at zero). */
async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ongelezen/.exec(name)?.[1] ?? 0);
}

test.describe('notification centre', () => {
  test('a notification sent by a machine client appears in the bell, opens its target and turns read', async ({
    page,
    request,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(120_000);
    const user = USERS[testInfo.project.name];
    test.skip(!user, `no demo user set aside for project ${testInfo.project.name}`);
    const key = await notificationKey(request, `E2E notificaties ${testInfo.project.name}`);

    await page.goto('/');
    await page.getByLabel('E-mailadres').fill(user!.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('button', { name: user!.fullName })).toBeVisible();
    // The count as the server has it (the bell may not have asked yet), and the bell showing that same count.
    const before = await serverUnread(page);
    await expectBellMatchesServer(page);

    const marker = `Workshop ${testInfo.project.name} ${Date.now()}`;
    await notify(request, key, user!.email, `<p>De inschrijving voor <strong>${marker}</strong> sluit bijna.</p>`);
    // Within one poll of 20 seconds, without reloading: the bell counts it.
    await expect.poll(() => bellCount(page), { timeout: 25_000 }).toBeGreaterThan(before);

    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Notificaties' });
    const item = centre.getByRole('button', { name: new RegExp(marker) });
    await expect(item).toContainText('Ongelezen');
    await checkA11y('notification centre');
    await item.click();

    await expect(page).toHaveURL(/\/agenda$/);
    // Read now: the bell follows the server (one fewer than before, whatever else arrived meanwhile).
    await expectBellMatchesServer(page);
    if (user!.switchesView) {
      // Opened in the educator view, the participant-only type switched to the participant view.
      expect(await page.evaluate(() => window.localStorage.getItem('view'))).toBe('participant');
    }
    await bell(page).click();
    await expect(centre.getByRole('button', { name: new RegExp(marker) })).not.toContainText('Ongelezen');
    await centre.getByRole('button', { name: 'Notificaties sluiten' }).click();

    // Two more, then all read at once.
    // Only this journey marks this user's notifications read; others only add: so at least two more.
    const afterRead = await serverUnread(page);
    await notify(request, key, user!.email, `<p>${marker}: tweede</p>`);
    await notify(request, key, user!.email, `<p>${marker}: derde</p>`);
    await expect.poll(() => bellCount(page), { timeout: 25_000 }).toBeGreaterThanOrEqual(afterRead + 2);
    await bell(page).click();
    await expect(centre.getByRole('button', { name: new RegExp(`${marker}: derde`) })).toContainText('Ongelezen');
    await centre.getByRole('button', { name: 'Alles als gelezen markeren' }).click();
    await expect(centre.getByText('Ongelezen')).toHaveCount(0);
    await centre.getByRole('button', { name: 'Notificaties sluiten' }).click();
    await expectBellMatchesServer(page);
  });
});

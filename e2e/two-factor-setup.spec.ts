import { execFileSync } from 'node:child_process';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { mailedCode } from './support/mail';
import type { Page } from '@playwright/test';

// Staff who must use two-factor and have not chosen a method yet (apps/api/src/db/seed/demo/users.ts): one per
// project and method, because each journey changes its user. Never reuse them in another spec. Signed in, they land
// on the agenda: the educator view's start page.
const DEMO_PASSWORD = 'Demo2026!';
type Person = { email: string; firstName: string };
const USERS: Record<string, { authenticator: Person; email: Person }> = {
  desktop: {
    authenticator: { email: 's.dewit@example.nl', firstName: 'Sanne' },
    email: { email: 'b.jansen@example.nl', firstName: 'Bram' },
  },
  mobile: {
    authenticator: { email: 'l.smit@example.nl', firstName: 'Lieke' },
    email: { email: 't.visser@example.nl', firstName: 'Tom' },
  },
};

function usersOf(projectName: string) {
  const users = USERS[projectName];
  test.skip(!users, `no demo users set aside for project ${projectName}`);
  return users!;
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function logOut(page: Page, fullName: string) {
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
}

/** What the QR code on screen says, read from a screenshot of it (as a phone's camera would). */
async function scanQrCode(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: /QR-code om je authenticator-app/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const png = PNG.sync.read(await image.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, 'a readable QR code').not.toBeNull();
  return decoded!.data;
}

/**
 * A code of `secret` computed by an independent implementation (Debian's oathtool). `stepsAhead` 1 gives the next
 * 30-second step's code, which the server accepts (one step of drift) and which has not been used yet.
 */
function totp(secret: string, stepsAhead = 0): string {
  const args = ['--totp', '-b', secret];
  if (stepsAhead > 0) args.push('-N', `now + ${30 * stepsAhead} seconds`);
  return execFileSync('oathtool', args, { encoding: 'utf8' }).trim();
}

test.describe('two-factor configuration at the first sign-in of staff', () => {
  test('a staff member links an authenticator from the QR code, then signs in with its codes', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const { authenticator: user } = usersOf(testInfo.project.name);
    await signIn(page, user.email);

    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' })).toBeVisible();
    // The authenticator is the default (and strongly recommended) choice.
    await expect(page.getByRole('radio', { name: /Authenticator-app/ })).toBeChecked();
    const uri = await scanQrCode(page);
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    const secret = url.searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    // The same secret is shown as text for typing it in by hand.
    await expect(page.getByText(secret.replace(/(.{4})(?=.)/g, '$1 '))).toBeVisible();
    await checkA11y('authenticator set-up');

    await page.getByLabel('Verificatiecode', { exact: true }).fill(totp(secret));
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

    // From the next sign-in on, the app's code is asked for.
    const fullName = (await page.getByRole('button', { name: new RegExp(`^${user.firstName} `) }).textContent())!;
    await logOut(page, fullName);
    await signIn(page, user.email);
    await expect(page.getByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeVisible();
    const code = page.getByLabel('Verificatiecode', { exact: true });
    await code.fill(totp(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Je hebt nog 4 poging(en) over.');
    // The set-up used this step's code; the next step's code is new and within the accepted drift.
    await code.fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  });

  test('a staff member chooses codes by e-mail, then signs in with a mailed code', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const { email: user } = usersOf(testInfo.project.name);
    await signIn(page, user.email);

    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' })).toBeVisible();
    await page.getByRole('radio', { name: /Code per e-mail/ }).check();
    await expect(page.getByText(`Bij het inloggen sturen we een verificatiecode naar ${user.email}.`)).toBeVisible();
    await checkA11y('e-mail code chosen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

    const fullName = (await page.getByRole('button', { name: new RegExp(`^${user.firstName} `) }).textContent())!;
    await logOut(page, fullName);
    const asked = new Date(Date.now() - 1000);
    await signIn(page, user.email);
    await expect(page.getByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeVisible();
    await page.getByLabel('Verificatiecode', { exact: true }).fill(await mailedCode(user.email, asked));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  });
});

import { expect, test } from './fixtures';
import { linkIn, mailedCode, mailTo } from './support/mail';
import type { Page } from '@playwright/test';

// Journeys through the mailed links, read from the SMTP listener the e2e server delivers to (e2e/support/mail.ts).
// Every journey changes its user (password, activation, two-factor method), so each uses demo users of its own
// (extra participants and staff of apps/api/src/db/seed/demo/users.ts), one per project: never reuse them in
// another spec.
const DEMO_PASSWORD = 'Demo2026!';
const NEW_PASSWORD = 'Fietsenmaker7(';

type Person = { email: string; firstName: string };
const USERS: Record<string, { reset: Person; activation: Person; twoFactorReset: Person }> = {
  desktop: {
    reset: { email: 'kate.vink@example.nl', firstName: 'Kate' },
    activation: { email: 'imke.vandemeer@example.nl', firstName: 'Imke' },
    // Staff with e-mail codes: staff must use two-factor, so the next sign-in asks for a new method.
    twoFactorReset: { email: 'h.koster@example.nl', firstName: 'Hanneke' },
  },
  mobile: {
    reset: { email: 'owen.nijland@example.nl', firstName: 'Owen' },
    activation: { email: 'jack.post@example.nl', firstName: 'Jack' },
    twoFactorReset: { email: 'r.hendriks@example.nl', firstName: 'Ruud' },
  },
};

function usersOf(projectName: string) {
  const users = USERS[projectName];
  test.skip(!users, `no demo users set aside for project ${projectName}`);
  return users!;
}

/** A second earlier than now: the server's clock stamps the mails, and may round. */
const justBefore = () => new Date(Date.now() - 1000);

async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function setNewPassword(page: Page, submit: string) {
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: submit }).click();
}

test.describe('account recovery through mailed links', () => {
  test('a participant who forgot the password asks for a link, sets a new password and signs in with it', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const { reset: user } = usersOf(testInfo.project.name);

    await page.goto('/');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
    await expect(page).toHaveTitle('Wachtwoord vergeten | Opleidingsportaal');
    await checkA11y('password forgotten');

    const asked = justBefore();
    await page.getByLabel('E-mailadres').fill(user.email);
    await page.getByRole('button', { name: 'Link versturen' }).click();
    await expect(page.getByRole('status')).toContainText(`Als er een account bij ${user.email} hoort`);
    await checkA11y('password forgotten, link sent');

    const link = linkIn(await mailTo(user.email, 'passwordReset', asked), '/wachtwoord-vergeten');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeVisible();
    await expect(page).toHaveTitle('Nieuw wachtwoord instellen | Opleidingsportaal');
    await checkA11y('new password');

    await setNewPassword(page, 'Wachtwoord opslaan');
    await expect(page.getByRole('status')).toHaveText(
      'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    );
    await checkA11y('new password saved');

    // The link works once.
    await page.goto(link);
    await setNewPassword(page, 'Wachtwoord opslaan');
    await expect(page.getByRole('alert')).toContainText('is niet (meer) geldig');
    await expect(page.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toBeVisible();

    // The old password is over; the new one signs in (this participant gets the code by e-mail).
    await page.goto('/');
    await submitPassword(page, user.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord is onjuist.');

    const signedIn = justBefore();
    await submitPassword(page, user.email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeVisible();
    await page.getByLabel('Verificatiecode', { exact: true }).fill(await mailedCode(user.email, signedIn));
    await page.getByRole('button', { name: 'Bevestigen' }).click();

    await expect(page.getByRole('button', { name: new RegExp(`^${user.firstName} `) })).toBeVisible();
  });

  test('an inactive participant resends the activation mail from the login card and activates the account', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const { activation: user } = usersOf(testInfo.project.name);

    // Never activated, so no password yet: the server answers as for a wrong password, and the card offers the mail.
    await page.goto('/');
    await submitPassword(page, user.email, 'Nog-geen-wachtwoord1');
    await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord is onjuist.');
    await expect(page.getByText('Heb je je account nog niet geactiveerd?')).toBeVisible();

    const asked = justBefore();
    await page.getByRole('button', { name: 'Activatiemail opnieuw versturen' }).click();
    await expect(page.getByRole('status')).toContainText(`Als er bij ${user.email} een account hoort`);
    await checkA11y('login card, activation mail sent');

    const link = linkIn(await mailTo(user.email, 'activation', asked), '/activeren');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible();
    await expect(page).toHaveTitle('Account activeren | Opleidingsportaal');
    await checkA11y('activation');

    await setNewPassword(page, 'Account activeren');

    // Activation signs in (participants need no second factor).
    await expect(page.getByRole('button', { name: new RegExp(`^${user.firstName} `) })).toBeVisible();
    // The start page, or straight on to the participant's only education (spec 2 §2).
    await expect(page).toHaveURL(/\/(onderwijs\/[0-9a-f-]{36})?$/);
  });

  test('a staff member without access to the verification method asks for a link at the code step and resets it', async ({
    page,
    checkA11y,
  }, testInfo) => {
    const { twoFactorReset: user } = usersOf(testInfo.project.name);

    await page.goto('/');
    await submitPassword(page, user.email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeVisible();

    const asked = justBefore();
    await page.getByRole('button', { name: 'Geen toegang tot je verificatiemethode?' }).click();
    await expect(page.getByRole('status')).toContainText(`We hebben een e-mail naar ${user.email} gestuurd.`);
    await checkA11y('code step, reset link sent');

    const link = linkIn(await mailTo(user.email, 'twoFactorReset', asked), '/verificatiemethode-wijzigen');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificatiemethode wijzigen' })).toBeVisible();
    await expect(page).toHaveTitle('Verificatiemethode wijzigen | Opleidingsportaal');
    await checkA11y('change of verification method');

    await page.getByRole('button', { name: 'Verificatiemethode wijzigen' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Je verificatiemethode is uitgeschakeld. Log opnieuw in en stel een nieuwe verificatiemethode in.',
    );
    await checkA11y('verification method changed');

    // The next sign-in asks to choose a method again, and the new one is in use from then on.
    await page.getByRole('link', { name: 'Naar inloggen' }).click();
    await submitPassword(page, user.email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' })).toBeVisible();
    await page.getByRole('radio', { name: 'Code per e-mail' }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${user.firstName} `) })).toBeVisible();
  });
});

import type { Browser } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { signIn } from './support/sign-in';
import { linkIn, mailTo } from './support/mail';

// An external contributor on a second device (issue 31): the invitation link opened on a phone is refused on the
// laptop ('al geopend in een andere browser'); there the contributor asks for a fresh link ('Stuur mij een nieuwe
// link'), which arrives at the invited address, opens the assignment on the laptop and signs the phone off; the old
// link opens nothing any more. Desktop only: the two browsers are contexts of their own.
const NAME = 'KPB: valanalyse en valpreventie';
const OPENED_ELSEWHERE = 'Deze uitnodigingslink is al geopend in een andere browser.';

const contributorBrowser = (browser: Browser) =>
  browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });

test('a contributor refused on a second browser gets a fresh link there; the first is signed off', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The participant invites an address on her open KPB (as the assignments journey does on the page).
  await signIn(page, 'deelnemer@demo.nl');
  await page
    .getByRole('list', { name: 'Je opleidingen' })
    .getByRole('link', { name: 'Opleiding tot huisarts' })
    .click();
  await expect(page).toHaveURL(/\/onderwijs\/[0-9a-f-]{36}$/);
  const educationId = new URL(page.url()).pathname.split('/').pop()!;
  const modules = (await (await page.request.get(`/api/education/${educationId}/practical-modules`)).json()) as {
    items: { assignments: { id: string; name: string }[] }[];
  };
  const id = modules.items.flatMap((m) => m.assignments).find((a) => a.name === NAME)!.id;
  const observer = `verpleegkundige.${Date.now()}@zorggroep-oost.nl`;
  const invited = new Date(Date.now() - 1000);
  const sent = await page.request.post(`/api/assignment/${id}/external-invites`, {
    data: { emails: [observer], explanation: 'Wil je je observatie invullen?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const link = linkIn(await mailTo(observer, 'externalInvitation', invited), `/onderwijs/opdracht/${id}`);

  // The phone opens the link.
  const phoneContext = await contributorBrowser(browser);
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  // The laptop is refused, and asks for a new link.
  const laptopContext = await contributorBrowser(browser);
  const laptop = await laptopContext.newPage();
  await laptop.goto(link);
  await expect(laptop.getByRole('alert')).toContainText(OPENED_ELSEWHERE);
  await expectAccessible(laptop, 'the refused link with its offer of a new one');
  const asked = new Date(Date.now() - 1000);
  await laptop.getByRole('button', { name: 'Stuur mij een nieuwe link' }).click();
  const confirmation = laptop.getByText(/^We hebben een nieuwe link gestuurd naar v•••@z•••\.nl\./);
  await expect(confirmation).toBeVisible();
  await expect(laptop.getByText(observer)).toHaveCount(0);
  await expect(laptop.getByRole('alert').filter({ has: confirmation })).toBeFocused();
  await expectAccessible(laptop, 'the new link sent');

  // The fresh link opens the assignment on the laptop.
  const fresh = linkIn(await mailTo(observer, 'externalInvitationRenewed', asked), `/onderwijs/opdracht/${id}`);
  expect(fresh).not.toBe(link);
  await laptop.goto(fresh);
  await expect(laptop.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(laptop.getByRole('button', { name: 'Opslaan en gereed' })).toBeVisible();

  // The phone is signed off, and the old link opens nothing any more.
  expect((await phone.request.get(`/api/assignment/${id}`)).status()).toBe(401);
  await phone.goto(link);
  await expect(phone.getByRole('alert')).toContainText('Deze uitnodigingslink is ongeldig of ingetrokken.');
  await expect(phone.getByRole('button', { name: 'Stuur mij een nieuwe link' })).toHaveCount(0);
  await phoneContext.close();
  await laptopContext.close();
});

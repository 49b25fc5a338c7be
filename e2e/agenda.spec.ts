import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The agenda (spec 2 "Agenda page") of the demo participant deelnemer@demo.nl (registered for the year-2 return days,
// blocks 3 to 6, and more) and of the teacher docent@demo.nl (staff of those return days). Each project changes only
// its own browser's storage; the feed link each run makes replaces the other's, so no run reads the feed itself.

interface Item {
  date: string;
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
  event: string;
  sessionName: string;
  module: string;
}

/** The agenda has loaded: its table lists at least one item. */
async function agendaLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(agendaTable(page).getByRole('rowheader').first()).toBeVisible();
}

const agendaTable = (page: Page) => page.getByRole('table', { name: 'Agenda-items' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const itemName = (item: Item) =>
  item.sessionName && item.sessionName !== item.event ? `${item.event} – ${item.sessionName}` : item.event;

/** Whole weeks between the Monday of `from` and the Monday of `to` (both YYYY-MM-DD). */
function weeksBetween(from: string, to: string): number {
  const monday = (iso: string) => {
    const day = new Date(`${iso}T12:00:00Z`);
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  };
  return Math.round((monday(to) - monday(from)) / (7 * 86_400_000));
}

/** The browser's today (Amsterdam), as YYYY-MM-DD. */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** The signed-in user's schedule as the API answers it (the same call the screen makes). */
async function schedule(page: Page, kind: 'schedule' | 'educator-schedule', past = false): Promise<Item[]> {
  const account = (await (await page.request.get('/api/users/account')).json()) as { id: string };
  const answer = await page.request.get(`/api/users/${account.id}/${kind}?includePastItems=${past ? 1 : 0}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Item[] }).items;
}

test.describe('agenda', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the participant sees the first coming session in its work week, with its details', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, 'deelnemer@demo.nl');
    await page.goto('/agenda');
    await agendaLoaded(page);
    await checkA11y('the agenda');

    const items = await schedule(page, 'schedule');
    const first = items.find((item) => !item.allDay)!;
    expect(first, 'a coming session in the demo').toBeDefined();

    // The work week is the desktop's default; a phone starts on the day and offers the work week.
    const workWeek = page.getByRole('button', { name: 'Werkweek', exact: true });
    if ((await workWeek.getAttribute('aria-pressed')) !== 'true') await workWeek.click();
    await expect(workWeek).toHaveAttribute('aria-pressed', 'true');
    // The calendar may open on a later week (today's has nothing left to come); counted from today's week here.
    await page.getByRole('button', { name: 'Vandaag', exact: true }).click();
    for (let n = weeksBetween(await today(page), first.date); n > 0; n--) {
      await page.getByRole('button', { name: 'Volgende werkweek' }).click();
    }
    const event = page.getByRole('button', {
      name: new RegExp(`^${escape(itemName(first))}, \\w+ \\d+ \\w+ \\d{4}, ${first.startTime}–${first.endTime}$`),
    });
    await expect(event).toBeVisible();
    // Every session of that week on the calendar, the deadlines in the all-day row.
    const week = items.filter((item) => weeksBetween(first.date, item.date) === 0);
    for (const item of week) {
      await expect(
        page.getByRole('button', { name: new RegExp(`^${escape(itemName(item))}, `) }).first(),
      ).toBeVisible();
    }
    await checkA11y('the work week of the first coming session');

    // With the keyboard: Enter opens the details, with directions by car, train, on foot and by bicycle.
    await event.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: first.event });
    await expect(details).toBeVisible();
    const transit = details.getByRole('link', { name: /Openbaar vervoer \(opent in een nieuw tabblad\)$/ });
    await expect(transit).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+&travelmode=transit$/,
    );
    for (const mode of ['driving', 'walking', 'bicycling']) {
      await expect(details.locator(`a[href$="travelmode=${mode}"]`)).toHaveCount(1);
    }
    await checkA11y("a session's details");
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(event).toBeFocused();

    await page.getByRole('button', { name: 'Maand', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Maand', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The month of the day the calendar stands on: a day of that work week (the calendar keeps its weekday when it
    // moves a week on), so the month of that week's Monday or Friday.
    const monday = new Date(`${first.date}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const friday = new Date(monday.getTime() + 4 * 86_400_000);
    const monthOf = (day: Date) =>
      new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
    const months = [...new Set([monthOf(monday), monthOf(friday)])].map(escape).join('|');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^(${months})$`) })).toBeVisible();
    await checkA11y('the month');
  });

  test("the participant filters the table on a module, shows the past month's items, also after a reload, and exports them", async ({
    page,
    checkA11y,
  }, testInfo) => {
    await signIn(page, 'deelnemer@demo.nl');
    await page.goto('/agenda');
    await agendaLoaded(page);
    const table = agendaTable(page);
    const rows = table.locator('tbody > tr');

    // The Module filter offers the modules on the agenda; the rows left all belong to the chosen one.
    const coming = await schedule(page, 'schedule');
    const modules = [...new Set(coming.map((item) => item.module))].sort((a, b) => a.localeCompare(b, 'nl'));
    await page.getByRole('combobox', { name: 'Module' }).click();
    await expect(page.getByRole('option')).toHaveText(modules);
    const chosen = modules[0]!;
    await page.getByRole('option', { name: chosen }).click();
    await page.keyboard.press('Escape');
    const expected = coming.filter((item) => item.module === chosen).length;
    await expect(rows).toHaveCount(Math.min(expected, 10));
    await expect(rows.locator('td:nth-child(3)')).toHaveText(Array(Math.min(expected, 10)).fill(chosen));
    await checkA11y('the table filtered on a module');
    await page.getByRole('button', { name: 'Filters wissen' }).click();

    // The past month: the return day of block 4 (a week ago) appears, and stays after a reload.
    const flag = page.getByRole('switch', { name: 'Items afgelopen maand tonen' });
    await expect(flag).not.toBeChecked();
    const past = (await schedule(page, 'schedule', true)).find((item) => item.date < (coming[0]?.date ?? ''))!;
    expect(past, 'an item of the past month in the demo').toBeDefined();
    const pastRow = table.getByRole('rowheader', { name: new RegExp(`^${escape(past.event)}`) }).first();
    await expect(pastRow).toHaveCount(0);
    await flag.check();
    await expect(pastRow).toBeVisible();
    await page.reload();
    await agendaLoaded(page);
    await expect(page.getByRole('switch', { name: 'Items afgelopen maand tonen' })).toBeChecked();
    await expect(pastRow).toBeVisible();

    // The CSV export takes the same flag: Dutch Excel's columns, the past item included.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV exporteren' }).click();
    const download = await downloading;
    expect(download.url()).toMatch(/\/schedule\/csv-export\?includePastItems=1$/);
    const file = testInfo.outputPath(download.suggestedFilename() || 'agenda.csv');
    await download.saveAs(file);
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFDatum;Tijd;Module;Opdracht/bijeenkomst;Locatie;Adres;Online');
    const pastDate = past.date.split('-').reverse().join('-');
    expect(lines.some((line) => line.startsWith(`${pastDate};`) && line.includes(past.event))).toBe(true);
  });

  test('the participant copies a personal feed link by hand', async ({ page, context, checkA11y }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'deelnemer@demo.nl');
    await page.goto('/agenda');
    await agendaLoaded(page);

    await page.getByRole('button', { name: 'Link handmatig kopiëren' }).click();
    const popover = page.getByRole('dialog', { name: 'Agendalink' });
    await expect(popover).toHaveAccessibleDescription(/Een nieuwe link vervangt de vorige/);
    await popover.getByRole('button', { name: 'Nieuwe link maken' }).click();
    const field = popover.getByRole('textbox', { name: 'Link voor je agenda-app' });
    await expect(field).toHaveValue(/\/api\/users\/[0-9a-f-]{36}\/schedule\/icalendar\?token=[^&]{20,}$/);
    await checkA11y('the feed link');
    const link = await field.inputValue();

    await popover.getByRole('button', { name: 'Link kopiëren' }).click();
    await expect(page.getByText('Link gekopieerd naar klembord!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test("the teacher's start page is the agenda, where a session's participants are listed", async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, 'docent@demo.nl');
    // The educator view starts at the agenda (spec 1 §2).
    await expect(page).toHaveURL(/\/agenda$/);
    await agendaLoaded(page);
    await expect(page.getByRole('button', { name: /^Docenten van / })).toHaveCount(0);

    const items = await schedule(page, 'educator-schedule');
    const session = items.find((item) => item.event.includes('blok 5') && !item.allDay)!;
    expect(session, 'a session of the year-2 block 5 return day').toBeDefined();
    await page.getByRole('button', { name: `Deelnemers van ${itemName(session)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deelnemers: ${itemName(session)}` });
    const participants = dialog.getByRole('table', { name: 'Deelnemers' });
    await expect(participants.getByRole('columnheader')).toHaveText(['Naam', 'Specialisme', 'Deelname vanuit']);
    await expect(participants.getByRole('rowheader', { name: /Graaf/ })).toBeVisible();
    await checkA11y("a session's participants");
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectFitsViewport, expectWithinScreenWidth, test } from './fixtures';
import { signIn } from './support/sign-in';

// The trial fill of issue 8: the admin creates a form with every field type through the API, fills it in on
// /formulieren/:id/proefinvullen as a participant (a PDF through the drop zone, a signature drawn with the mouse),
// hands it in and reads the same answers back after a reload; the autosave keeps offline changes in IndexedDB and
// sends them after a reload; an entry keeps the form version it was filled against.
/** The smallest PDF a reader opens: enough for the server's type check by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

interface FormField {
  id: string;
  type: string;
  label: string;
  description: string | null;
  required: boolean;
  roles: string[];
  options: { id: string; label: string; order: number }[];
  metadata: Record<string, unknown>;
  defaultExpanded: boolean;
}
interface Form {
  id: string;
  title: string;
  fields: FormField[];
}
interface Entry {
  id: string;
  status: string;
  revision: number;
  values: Record<string, unknown>;
  files: { id: string; name: string }[];
  fields: FormField[];
}

async function createForm(request: APIRequestContext, body: object): Promise<Form> {
  const response = await request.post('/api/forms', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Form;
}

async function startTrial(request: APIRequestContext, form: Form): Promise<Entry> {
  const response = await request.post(`/api/forms/${form.id}/trial-entries`, { data: { role: 'ROLE_PARTICIPANT' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Entry;
}

async function readEntry(request: APIRequestContext, id: string): Promise<Entry> {
  const response = await request.get(`/api/forms/trial-entries/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Entry;
}

/** The changes of a trial entry waiting in the browser's autosave store (IndexedDB), in the order they were made. */
function storedChanges(page: Page, entryId: string) {
  return page.evaluate(
    (key) =>
      new Promise<{ seq: number; fieldId: string; answer: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open('opleidingsportaal-autosave');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('pending-changes').objectStore('pending-changes').get(key);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve(
              (read.result as { changes: { seq: number; fieldId: string; answer: unknown }[] } | undefined)?.changes ??
                [],
            );
          };
        };
      }),
    `trial-entry:${entryId}`,
  );
}

const idOf = (form: Form, label: string) => form.fields.find((field) => field.label === label)!.id;
const autosaveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Opgeslagen|opslaan|Offline/ });

function everyTypeForm(title: string) {
  return {
    title,
    description: 'Een formulier met elk veldtype, om proef in te vullen.',
    fields: [
      { id: 'new-field-title', type: 'title', label: 'Over je stage' },
      { id: 'new-field-section-1', type: 'section', label: 'Deel 1', defaultExpanded: true },
      {
        id: 'new-field-text',
        type: 'text',
        label: 'Onderwerp',
        required: true,
        metadata: { placeholder: 'Bijv. spreekuur', type: 'text' },
      },
      { id: 'new-field-email', type: 'text', label: 'Contactadres', metadata: { type: 'email' } },
      { id: 'new-field-area', type: 'textarea', label: 'Toelichting' },
      { id: 'new-field-number', type: 'number', label: 'Aantal' },
      {
        id: 'new-field-choice',
        type: 'choicelist',
        label: 'Keuze',
        metadata: { multiple: false },
        options: [{ label: 'Ja' }, { label: 'Nee' }],
      },
      {
        id: 'new-field-likert',
        type: 'likert',
        label: 'Competenties',
        required: true,
        metadata: {
          rows: ['Communicatie', 'Samenwerking'],
          columns: ['Onvoldoende', 'Voldoende', 'Goed'],
          sections: [{ description: 'Vaardigheden', row: 0 }],
          multiple: false,
        },
      },
      { id: 'new-field-date', type: 'date', label: 'Periode', metadata: { range: true, time: true } },
      { id: 'new-field-files', type: 'file-upload', label: 'Bijlagen', metadata: { documents: true, images: true } },
      { id: 'new-field-product', type: 'product', label: 'Bewijsstukken' },
      { id: 'new-field-signature', type: 'signature', label: 'Handtekening', required: true },
      { id: 'new-field-section-2', type: 'section', label: 'Deel 2', defaultExpanded: false },
      { id: 'new-field-points', type: 'request-points', label: 'Punten' },
      { id: 'new-field-amount', type: 'request-amount', label: 'Bedrag' },
      { id: 'new-field-stage', type: 'internship-type', label: 'Soort stage', metadata: { types: [1, 3, 7] } },
    ],
  };
}

test.describe('trial fill', () => {
  test('every field type filled, handed in and read back the same after a reload', async ({
    page,
    checkA11y,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(120_000);
    void consoleProblems;
    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    const form = await createForm(page.request, everyTypeForm(`Proefformulier ${testInfo.project.name} ${Date.now()}`));
    expect(new Set(form.fields.map((field) => field.type)).size).toBe(14);

    await page.goto(`/formulieren/${form.id}/proefinvullen`);
    await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
    await expect(page.getByText('telt niet mee als invulling')).toBeVisible();
    await checkA11y('the role choice');
    await expect(page.getByRole('combobox', { name: 'Invullen als' })).toHaveText('Deelnemer');
    await page.getByRole('button', { name: 'Proefinvulling starten' }).click();
    await expect(page).toHaveURL(/\?entry=[0-9a-f-]{36}$/);
    const entryId = new URL(page.url()).searchParams.get('entry')!;
    await expect(page.getByText('Ingevuld als: Deelnemer')).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Over je stage' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deel 1' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill('Spreekuur bij pijn op de borst');
    await page.getByRole('textbox', { name: 'Contactadres' }).fill('anna@example.nl');
    await page.getByRole('textbox', { name: 'Toelichting' }).fill('Eerste regel\nTweede regel');
    await page.getByRole('textbox', { name: 'Aantal' }).fill('3');
    await page.getByRole('radio', { name: 'Nee' }).check();
    // The likert table: a row header and a column header name each radio. On a phone a card per statement instead
    // (issue 31), a radio group named by it with its answers stacked, the radios named alike.
    const likert = page.getByRole('group', { name: /^Competenties/ });
    if (testInfo.project.name === 'desktop') {
      const table = likert.getByRole('table', { name: 'Competenties' });
      await expect(table.getByRole('columnheader', { name: 'Voldoende', exact: true })).toBeVisible();
      await expect(table.getByRole('rowheader', { name: 'Communicatie' })).toBeVisible();
    } else {
      const statement = likert.getByRole('radiogroup', { name: 'Communicatie' });
      await expect(statement.getByRole('radio')).toHaveCount(3);
      await expect(statement.getByText('Voldoende', { exact: true })).toBeVisible();
    }
    await likert.getByRole('radio', { name: 'Communicatie Goed' }).check();
    await likert.getByRole('radio', { name: 'Samenwerking Voldoende', exact: true }).check();
    await page.getByRole('textbox', { name: 'Startdatum' }).fill('02-03-2026');
    await page.getByRole('textbox', { name: 'Starttijd' }).fill('09:00');
    await page.getByRole('textbox', { name: 'Einddatum' }).fill('06-03-2026');
    await page.getByRole('textbox', { name: 'Eindtijd' }).fill('17:00');

    const uploads = page.getByRole('group', { name: 'Bijlagen' });
    await uploads
      .locator('input[type=file]')
      .setInputFiles({ name: 'verslag.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(uploads.getByText('Geüpload')).toBeVisible();

    // A signature drawn with the mouse.
    const canvas = page.getByRole('img', { name: /Tekenvlak voor je handtekening/ });
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // 375×180 where the form is that wide (desktop); on a narrower phone shown as wide as the form, in proportion. The
    // drawing itself is always 375×180 (the stored image's size is checked below).
    const room = await canvas.evaluate((c) => c.parentElement!.parentElement!.clientWidth);
    expect(Math.round(box.width)).toBe(Math.min(375, room));
    if (testInfo.project.name === 'desktop') expect(Math.round(box.height)).toBe(180);
    expect(box.height).toBeCloseTo((box.width * 180) / 375, 0);
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([375, 180]);
    await page.mouse.move(box.x + 40, box.y + 120);
    await page.mouse.down();
    for (const [x, y] of [
      [90, 50],
      [140, 140],
      [200, 40],
      [260, 130],
      [330, 60],
    ] as const) {
      await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
    }
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Wissen' })).toBeEnabled();

    await page.getByRole('button', { name: 'Deel 2' }).click();
    await expect(page.getByRole('button', { name: 'Deel 2' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('textbox', { name: 'Punten' }).fill('8');
    await page.getByRole('textbox', { name: 'Bedrag' }).fill('149,95');
    await page.getByRole('combobox', { name: 'Soort stage' }).click();
    await page.getByRole('option', { name: '(Keuze) stage' }).click();

    // The upload is saved with the answers; then it can be chosen as a product.
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen', { timeout: 15_000 });
    await expect
      .poll(async () => (await readEntry(page.request, entryId)).files.map((f) => f.name))
      .toContain('verslag.pdf');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Spreekuur bij pijn op de borst');
    await page.getByRole('combobox', { name: 'Bewijsstukken' }).click();
    await page.getByRole('option', { name: 'verslag.pdf' }).click();
    await page.keyboard.press('Escape');
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen', { timeout: 15_000 });
    await checkA11y('the filled form');

    await page.getByRole('button', { name: 'Inleveren' }).click();
    await expect(page.getByText('Deze proefinvulling is ingeleverd en kan niet meer gewijzigd worden.')).toBeVisible();
    const handedIn = await readEntry(page.request, entryId);
    expect(handedIn.status).toBe('submitted');
    const file = handedIn.files.find((f) => f.name === 'verslag.pdf')!;
    const field = (label: string) => form.fields.find((f) => f.label === label)!;
    const likertOption = (label: string) => field('Competenties').options.find((o) => o.label === label)!.id;
    expect(handedIn.values).toEqual({
      [idOf(form, 'Onderwerp')]: 'Spreekuur bij pijn op de borst',
      [idOf(form, 'Contactadres')]: 'anna@example.nl',
      [idOf(form, 'Toelichting')]: 'Eerste regel\nTweede regel',
      [idOf(form, 'Aantal')]: 3,
      [idOf(form, 'Keuze')]: [field('Keuze').options.find((o) => o.label === 'Nee')!.id],
      [idOf(form, 'Competenties')]: [likertOption('field_0_2'), likertOption('field_1_1')],
      [idOf(form, 'Periode')]: { startDate: '2026-03-02', startTime: '09:00', endDate: '2026-03-06', endTime: '17:00' },
      [idOf(form, 'Bijlagen')]: [file.id],
      [idOf(form, 'Bewijsstukken')]: { assignments: [], files: [file.id] },
      [idOf(form, 'Handtekening')]: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [idOf(form, 'Punten')]: 8,
      [idOf(form, 'Bedrag')]: 149.95,
      [idOf(form, 'Soort stage')]: 3,
    });

    // After a reload the same entry shows the same answers, read-only.
    await page.reload();
    await expect(page.getByText('Deze proefinvulling is ingeleverd en kan niet meer gewijzigd worden.')).toBeVisible();
    expect((await readEntry(page.request, entryId)).values).toEqual(handedIn.values);
    await expect(page.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue('Spreekuur bij pijn op de borst');
    await expect(page.getByRole('textbox', { name: 'Onderwerp' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Contactadres' })).toHaveValue('anna@example.nl');
    await expect(page.getByRole('textbox', { name: 'Toelichting' })).toHaveValue('Eerste regel\nTweede regel');
    await expect(page.getByRole('textbox', { name: 'Aantal' })).toHaveValue('3');
    await expect(page.getByRole('radio', { name: 'Nee' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Communicatie Goed' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Samenwerking Voldoende', exact: true })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Startdatum' })).toHaveValue('02-03-2026');
    await expect(page.getByRole('textbox', { name: 'Eindtijd' })).toHaveValue('17:00');
    await expect(
      page.getByRole('group', { name: 'Bijlagen' }).getByRole('link', { name: 'verslag.pdf' }),
    ).toBeVisible();
    await expect(page.getByText('Bestanden: verslag.pdf')).toBeVisible();
    const signature = page.getByRole('img', { name: 'Handtekening' });
    await expect(signature).toHaveAttribute(
      'src',
      `/api/file/${handedIn.values[idOf(form, 'Handtekening')] as string}`,
    );
    await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(375);
    await page.getByRole('button', { name: 'Deel 2' }).click();
    await expect(page.getByRole('textbox', { name: 'Punten' })).toHaveValue('8');
    await expect(page.getByRole('textbox', { name: 'Bedrag' })).toHaveValue('€\u00a0149,95');
    await expect(page.getByRole('combobox', { name: 'Soort stage' })).toHaveText('(Keuze) stage');
    await checkA11y('the handed-in entry');
  });

  test('changes made offline are kept in IndexedDB and reach the server after a reload, the last one winning', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    const form = await createForm(page.request, {
      title: `Offline ${testInfo.project.name} ${Date.now()}`,
      fields: [
        { id: 'new-field-a', type: 'text', label: 'Eerste' },
        { id: 'new-field-b', type: 'text', label: 'Tweede' },
        { id: 'new-field-c', type: 'number', label: 'Derde' },
      ],
    });
    const entry = await startTrial(page.request, form);
    await page.goto(`/formulieren/${form.id}/proefinvullen?entry=${entry.id}`);
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen');

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Eerste' }).fill('een');
    await page.getByRole('textbox', { name: 'Tweede' }).fill('twee');
    await page.getByRole('textbox', { name: 'Derde' }).fill('3');
    await page.getByRole('textbox', { name: 'Eerste' }).fill('een, later verbeterd');
    // Shown once the changes are stored in the browser.
    await expect(autosaveStatus(page)).toHaveText('Offline – wijzigingen bewaard');
    expect((await readEntry(page.request, entry.id)).values).toEqual({});

    // Back online, the first attempt still fails (the connection drops again), so only the stored copy remains.
    await page.route('**/api/forms/trial-entries/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    const attempt = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/trial-entries/'));
    await context.setOffline(false);
    await attempt;
    await expect(autosaveStatus(page)).toHaveText('Offline – wijzigingen bewaard');
    await page.unroute('**/api/forms/trial-entries/*');

    // After the reload the stored changes are shown and sent.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Eerste' })).toHaveValue('een, later verbeterd');
    await expect(page.getByRole('textbox', { name: 'Tweede' })).toHaveValue('twee');
    await expect(page.getByRole('textbox', { name: 'Derde' })).toHaveValue('3');
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen');
    await expect
      .poll(async () => (await readEntry(page.request, entry.id)).values)
      .toEqual({
        [idOf(form, 'Eerste')]: 'een, later verbeterd',
        [idOf(form, 'Tweede')]: 'twee',
        [idOf(form, 'Derde')]: 3,
      });
    // Nothing is left waiting: another reload shows the same without sending anything.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Eerste' })).toHaveValue('een, later verbeterd');
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen');
  });

  test('an entry keeps the form version it was filled against', async ({ page, checkA11y }, testInfo) => {
    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    const form = await createForm(page.request, {
      title: `Versies ${testInfo.project.name} ${Date.now()}`,
      fields: [
        { id: 'new-field-name', type: 'text', label: 'Naam' },
        { id: 'new-field-remark', type: 'textarea', label: 'Opmerking' },
      ],
    });
    const entry = await startTrial(page.request, form);
    await page.goto(`/formulieren/${form.id}/proefinvullen?entry=${entry.id}`);
    await page.getByRole('textbox', { name: 'Naam' }).fill('Eva de Vries');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen');
    await expect
      .poll(async () => (await readEntry(page.request, entry.id)).values[idOf(form, 'Naam')])
      .toBe('Eva de Vries');

    // The builder renames the filled field: the form gets a new version.
    const renamed = await page.request.put(`/api/forms/${form.id}`, {
      data: {
        title: form.title,
        fields: form.fields.map((field) => ({
          id: field.id,
          type: field.type,
          label: field.label === 'Naam' ? 'Volledige naam' : field.label,
          description: field.description,
          required: field.required,
          roles: field.roles,
          options: field.options.map((o) => ({ id: o.id, label: o.label })),
          metadata: field.metadata,
          defaultExpanded: field.defaultExpanded,
        })),
      },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    expect(((await renamed.json()) as Form).fields.map((f) => f.label)).toEqual(['Volledige naam', 'Opmerking']);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Eva de Vries');
    await expect(page.getByRole('textbox', { name: 'Volledige naam' })).toHaveCount(0);
    await checkA11y('an entry of an older version');
  });

  test('on a 320 px screen the signature canvas fits and draws under the pointer; the stored PNG stays 375×180', async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    const form = await createForm(page.request, {
      title: `Smal ${testInfo.project.name} ${Date.now()}`,
      fields: [{ id: 'new-field-signature', type: 'signature', label: 'Handtekening', required: true }],
    });
    const entry = await startTrial(page.request, form);
    await page.goto(`/formulieren/${form.id}/proefinvullen?entry=${entry.id}`);
    const canvas = page.getByRole('img', { name: /Tekenvlak voor je handtekening/ });
    await expect(canvas).toBeVisible();
    await expectWithinScreenWidth(canvas);
    await checkA11y('the signature field on a 320 px screen');

    // Shown narrower, in proportion; the drawing itself keeps its 375×180 pixels.
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThan(320);
    expect(box.height / box.width).toBeCloseTo(180 / 375, 1);
    expect(await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([375, 180]);

    // A stroke from 10 % to 90 % of the shown width at half height lands there on the drawing too. It turns down at
    // the end: the pen draws a curve only once the next points are known, so a stroke's last stretch stays short.
    await canvas.scrollIntoViewIfNeeded();
    const shown = (await canvas.boundingBox())!;
    const at = (x: number, y: number) => [shown.x + shown.width * x, shown.y + shown.height * y] as const;
    await page.mouse.move(...at(0.1, 0.5));
    await page.mouse.down();
    await page.mouse.move(...at(0.9, 0.5), { steps: 24 });
    await page.mouse.move(...at(0.9, 0.9), { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Wissen' })).toBeEnabled();
    const ink = await canvas.evaluate((c: HTMLCanvasElement) => {
      const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let left = c.width;
      let right = -1;
      let top = c.height;
      let bottom = -1;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i]! > 128) continue;
        const x = (i / 4) % c.width;
        const y = Math.floor(i / 4 / c.width);
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
      return { left, right, top, bottom };
    });
    // 10 % and 90 % of 375 are 37.5 and 337.5; half of 180 is 90 (the pen is a few pixels wide). Unscaled, the
    // stroke would end near 90 % of the shown width (about 260) and lie near 70.
    expect(ink.left).toBeGreaterThan(27);
    expect(ink.left).toBeLessThan(45);
    expect(ink.right).toBeGreaterThan(328);
    expect(ink.right).toBeLessThan(348);
    expect(ink.top).toBeGreaterThan(82);
    expect(ink.top).toBeLessThan(98);
    expect(ink.bottom).toBeLessThan(170);

    // Saved as a 375×180 PNG (the server checks the size), shown within the screen after a reload.
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen', { timeout: 15_000 });
    await expect
      .poll(async () => (await readEntry(page.request, entry.id)).values[idOf(form, 'Handtekening')])
      .toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    const signature = page.getByRole('img', { name: 'Handtekening', exact: true });
    await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(375);
    expect(await signature.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(180);
    await expectWithinScreenWidth(signature);
    await expectFitsViewport(page, 'the stored signature on a 320 px screen');
  });

  test('offline, three changes are kept in order; after a reload while offline and back online all three reach the server', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    const form = await createForm(page.request, {
      title: `Offline herladen ${testInfo.project.name} ${Date.now()}`,
      fields: [
        { id: 'new-field-a', type: 'text', label: 'Eerste' },
        { id: 'new-field-b', type: 'text', label: 'Tweede' },
        { id: 'new-field-c', type: 'number', label: 'Derde' },
      ],
    });
    const entry = await startTrial(page.request, form);
    const fillPath = `/formulieren/${form.id}/proefinvullen?entry=${entry.id}`;
    await page.goto(fillPath);
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen');

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Eerste' }).fill('een');
    await page.getByRole('textbox', { name: 'Tweede' }).fill('twee');
    await page.getByRole('textbox', { name: 'Derde' }).fill('3');
    await expect(autosaveStatus(page)).toHaveText('Offline – wijzigingen bewaard');
    const [first, second, third] = [idOf(form, 'Eerste'), idOf(form, 'Tweede'), idOf(form, 'Derde')];
    const stored = await storedChanges(page, entry.id);
    expect(stored.map(({ fieldId, answer }) => ({ fieldId, answer }))).toEqual([
      { fieldId: first, answer: 'een' },
      { fieldId: second, answer: 'twee' },
      { fieldId: third, answer: 3 },
    ]);
    expect(stored.map((change) => change.seq)).toEqual([...stored.map((change) => change.seq)].sort((a, b) => a - b));
    expect((await readEntry(page.request, entry.id)).values).toEqual({});

    // A reload without a connection cannot load the page; the changes stay in the browser.
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    // The tab is closed and the entry opened again in a new one once the connection is back. The save is checked on
    // the server, not by watching requests: Chromium's error page reloads by itself when the connection returns,
    // and the document of that reload (of a tab being closed, in a process of its own) may send the changes before
    // the new tab does, unseen by the test's request events.
    await page.close();
    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto(fillPath);
    // A fresh tab loads the app anew: on a loaded machine that can take a while.
    await expect(reopened.getByRole('textbox', { name: 'Eerste' })).toHaveValue('een', { timeout: 20_000 });
    await expect(reopened.getByRole('textbox', { name: 'Tweede' })).toHaveValue('twee');
    await expect(reopened.getByRole('textbox', { name: 'Derde' })).toHaveValue('3');
    await expect(autosaveStatus(reopened)).toHaveText('Opgeslagen');
    // One save carried the three changes on the revision they were made on: the revision moved by exactly one (a save
    // on another revision is refused; saves one by one would have moved it by three).
    const saved = await readEntry(context.request, entry.id);
    expect(saved.values).toEqual({ [first]: 'een', [second]: 'twee', [third]: 3 });
    expect(saved.revision).toBe(entry.revision + 1);
    await expect.poll(() => storedChanges(reopened, entry.id)).toEqual([]);
  });

  test('an entry renders and validates as filled after the builder changes its form; a new entry gets the new form', async ({
    page,
    checkA11y,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, 'beheerder@demo.nl', page.getByRole('button', { name: 'Marieke Jansen' }));
    const form = await createForm(page.request, {
      title: `Bewerkt ${testInfo.project.name} ${Date.now()}`,
      fields: [
        { id: 'new-field-name', type: 'text', label: 'Naam', required: true },
        {
          id: 'new-field-place',
          type: 'choicelist',
          label: 'Locatie',
          metadata: { multiple: false },
          options: [{ label: 'Utrecht' }, { label: 'Amsterdam' }],
        },
        { id: 'new-field-remark', type: 'textarea', label: 'Opmerking' },
      ],
    });
    const entry = await startTrial(page.request, form);
    await page.goto(`/formulieren/${form.id}/proefinvullen?entry=${entry.id}`);
    await page.getByRole('textbox', { name: 'Naam' }).fill('Eva de Vries');
    await page.getByRole('radio', { name: 'Amsterdam' }).check();
    await page.getByRole('textbox', { name: 'Opmerking' }).fill('Graag op dinsdag');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(autosaveStatus(page)).toHaveText('Opgeslagen');
    const amsterdam = form.fields.find((f) => f.label === 'Locatie')!.options.find((o) => o.label === 'Amsterdam')!.id;
    const filled = {
      [idOf(form, 'Naam')]: 'Eva de Vries',
      [idOf(form, 'Locatie')]: [amsterdam],
      [idOf(form, 'Opmerking')]: 'Graag op dinsdag',
    };
    await expect.poll(async () => (await readEntry(page.request, entry.id)).values).toEqual(filled);

    // In the builder: 'Naam' renamed, the chosen option removed, 'Opmerking' made required, a required field added.
    await page.goto(`/formulieren/${form.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Formulier bewerken' })).toBeVisible();
    const card = (position: number) => page.getByRole('group', { name: new RegExp(`^Veld ${position}:`) });
    await card(1).getByRole('textbox', { name: 'Label' }).fill('Volledige naam');
    await card(2).getByRole('button', { name: 'Optie 2 verwijderen' }).click();
    await expect(card(2).getByRole('textbox', { name: /^Optie \d$/ })).toHaveCount(1);
    await card(3).getByRole('switch', { name: 'Verplicht' }).check();
    await page.getByRole('button', { name: 'Veld toevoegen' }).click();
    await card(4).getByRole('textbox', { name: 'Label' }).fill('Telefoon');
    await card(4).getByRole('switch', { name: 'Verplicht' }).check();
    await expect(page.getByRole('heading', { name: /^Veld \d:/ })).toHaveText([
      'Veld 1: Volledige naam *',
      'Veld 2: Locatie',
      'Veld 3: Opmerking *',
      'Veld 4: Telefoon *',
    ]);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Het formulier is succesvol opgeslagen!')).toBeVisible();

    // The entry shows the form it was filled against, with its answers, the removed option still chosen.
    await page.goto(`/formulieren/${form.id}/proefinvullen?entry=${entry.id}`);
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Eva de Vries');
    await expect(page.getByRole('radio', { name: 'Amsterdam' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Utrecht' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Opmerking' })).toHaveValue('Graag op dinsdag');
    await expect(page.getByRole('textbox', { name: 'Volledige naam' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Telefoon' })).toHaveCount(0);
    await checkA11y('an entry of the earlier version');
    // It validates against that version too: handed in without the field added since.
    await page.getByRole('button', { name: 'Inleveren' }).click();
    await expect(page.getByText('Deze proefinvulling is ingeleverd en kan niet meer gewijzigd worden.')).toBeVisible();
    const handedIn = await readEntry(page.request, entry.id);
    expect(handedIn.status).toBe('submitted');
    expect(handedIn.values).toEqual(filled);
    expect(handedIn.fields.map((f) => f.label)).toEqual(['Naam', 'Locatie', 'Opmerking']);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue('Eva de Vries');
    await expect(page.getByRole('radio', { name: 'Amsterdam' })).toBeChecked();

    // A new trial entry is filled against the edited form: without the new required field it is refused.
    await page.goto(`/formulieren/${form.id}/proefinvullen`);
    await page.getByRole('button', { name: 'Proefinvulling starten' }).click();
    await expect(page).toHaveURL(/\?entry=[0-9a-f-]{36}$/);
    await expect(page.getByRole('radio')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Volledige naam' }).fill('Eva de Vries');
    await page.getByRole('radio', { name: 'Utrecht' }).check();
    await page.getByRole('textbox', { name: 'Opmerking' }).fill('Graag op dinsdag');
    await page.getByRole('button', { name: 'Inleveren' }).click();
    await expect(page.getByText('Een aantal velden zijn niet correct ingevuld.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Telefoon' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Deze proefinvulling is ingeleverd en kan niet meer gewijzigd worden.')).toHaveCount(0);
  });
});

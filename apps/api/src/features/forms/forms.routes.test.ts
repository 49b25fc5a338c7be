import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Form, FormExport } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCategories, forms } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { callAs, callers, everyTypeForm, violationsOf } from './forms.test-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t);
});
afterAll(async () => {
  await t.app.close();
});

type Caller = { cookie: string } | null;
const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);
const create = async (body = everyTypeForm()) => {
  const res = await call('POST', '/api/forms', who.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Form;
};

describe('who may call the forms calls', () => {
  it('anonymous 401; a participant or teacher 403 but may view one form; LIST_FORMS reads; SAVE_FORM, DELETE_FORM and admin write', async () => {
    const form = await create();
    const body = everyTypeForm('Nieuw');
    const cases: [string, string, unknown, Record<string, number>][] = [
      [
        'GET',
        '/api/forms',
        undefined,
        { anon: 401, participant: 403, teacher: 403, reader: 200, builder: 200, admin: 200 },
      ],
      [
        'GET',
        `/api/forms/${form.id}`,
        undefined,
        { anon: 401, participant: 200, teacher: 200, reader: 200, builder: 200 },
      ],
      ['GET', `/api/forms/${form.id}/pdf`, undefined, { anon: 401, participant: 200, teacher: 200, reader: 200 }],
      ['POST', '/api/forms', body, { anon: 401, participant: 403, reader: 403, builder: 201 }],
      ['PUT', `/api/forms/${form.id}`, body, { anon: 401, participant: 403, reader: 403, builder: 200 }],
      ['GET', `/api/forms/${form.id}/export`, undefined, { anon: 401, reader: 403, builder: 403, admin: 200 }],
      ['GET', '/api/forms/csv-export', undefined, { anon: 401, builder: 403, admin: 200 }],
      [
        'POST',
        '/api/forms/import',
        { files: [{ name: 'x.json', content: '{}' }] },
        { anon: 401, builder: 403, admin: 200 },
      ],
      ['GET', '/api/forms/categories', undefined, { anon: 401, participant: 403, reader: 200 }],
      ['POST', '/api/forms/categories', { name: `Cat ${Date.now()}` }, { anon: 401, reader: 403 }],
      // The evaluations overview's filter source too (spec 3 §"Evaluations"): a teacher opens the overview.
      [
        'GET',
        '/api/educators/evaluation-options',
        undefined,
        { anon: 401, participant: 403, teacher: 200, reader: 200 },
      ],
      ['DELETE', `/api/forms/${form.id}`, undefined, { anon: 401, participant: 403, reader: 403 }],
    ];
    const callerOf = { anon: null, ...who } as Record<string, Caller>;
    for (const [method, url, payload, expected] of cases) {
      for (const [name, status] of Object.entries(expected)) {
        const res = await call(method as 'GET', url, callerOf[name]!, payload);
        expect(res.statusCode, `${method} ${url} as ${name}: ${res.body.slice(0, 200)}`).toBe(status);
      }
    }
  });

  it('shows a form read-only to any signed-in user (spec 3: /formulieren/{id}/bekijken is for login)', async () => {
    const form = await create();
    const db = t.database.db;
    const owner = await f.createParticipant(db, { password: 'Geheim!2026' });
    const assignment = await f.createAssignment(db, {
      formId: form.id,
      userId: owner.id,
      educationId: (await f.createEducation(db, { userId: owner.id })).id,
    });
    const evaluator = await f.createUser(db, {
      role: 'ROLE_PRACTICAL_TRAINER',
      password: 'Geheim!2026',
      twoFactorExempt: true,
    });
    await f.createAssignmentEvaluator(db, { assignmentId: assignment.id, userId: evaluator.id });
    const { signIn } = await import('../../../test/sign-in');
    expect(
      (await call('GET', `/api/forms/${form.id}`, { cookie: await signIn(t.app, owner.email, 'Geheim!2026') }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/forms/${form.id}`, { cookie: await signIn(t.app, evaluator.email, 'Geheim!2026') }))
        .statusCode,
    ).toBe(200);
    // Another participant and an unrelated teacher see it too, without the manager's rights; anonymous callers do not.
    for (const caller of [who.participant, who.teacher]) {
      const res = await call('GET', `/api/forms/${form.id}`, caller);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: form.id, title: form.title });
    }
    expect((await call('GET', `/api/forms/${form.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/forms/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a', who.teacher)).statusCode).toBe(404);
  });
});

describe('creating and reading a form', () => {
  it('keeps all 14 field types with their metadata, options in order, and likert cells field_{row}_{col}', async () => {
    const form = await create();
    expect(form.fields.map((x) => x.type)).toEqual([
      'title',
      'section',
      'text',
      'text',
      'textarea',
      'number',
      'choicelist',
      'likert',
      'date',
      'file-upload',
      'product',
      'signature',
      'request-points',
      'request-amount',
      'internship-type',
      'textarea',
    ]);
    const byLabel = Object.fromEntries(form.fields.map((x) => [x.label, x]));
    expect(byLabel.Keuze!.options.map((o) => o.label)).toEqual(['Ja', 'Nee']);
    expect(byLabel.Competenties!.options.map((o) => o.label)).toEqual([
      'field_0_0',
      'field_0_1',
      'field_0_2',
      'field_1_0',
      'field_1_1',
      'field_1_2',
    ]);
    expect(byLabel['Bijlagen']!.metadata).toEqual({ documents: true, audio: false, video: false, images: true });
    expect(byLabel['Oordeel opleider']!.roles).toEqual(['ROLE_PRACTICAL_TRAINER', 'ROLE_EXTERNAL']);
    expect(byLabel.Onderwerp!.roles).toEqual(['ROLE_PARTICIPANT']);
    expect(form.fields.every((x) => /^[0-9a-f-]{36}$/.test(x.id))).toBe(true);
    expect(form).toMatchObject({
      version: 1,
      inUse: false,
      entryCount: 0,
      _permissions: { save: true, delete: true, export: true },
    });
    const read = await call('GET', `/api/forms/${form.id}`, who.reader);
    expect(read.json()).toMatchObject({
      fields: form.fields,
      _permissions: { save: false, delete: false, export: false },
    });
  });

  it('answers violations on the fields that break the rules', async () => {
    const res = await call('POST', '/api/forms', who.builder, {
      title: ' ',
      fields: [
        { type: 'likert', metadata: { rows: ['', ' '], columns: ['Goed'] } },
        { type: 'choicelist', options: [{ label: '' }] },
        { type: 'nope' },
      ],
      categories: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(400);
    expect(violationsOf(res)).toEqual({
      title: 'validation.required',
      'fields[0].metadata.rows': 'validation.labelListEmpty',
      'fields[1].options': 'validation.labelListEmpty',
      'fields[2].type': 'validation.invalid',
    });
    const unknown = await call('POST', '/api/forms', who.builder, {
      title: 'x',
      categories: ['00000000-0000-4000-8000-000000000000'],
      attachments: [(await f.createFile(t.database.db, { context: 'form' })).id],
    });
    expect(violationsOf(unknown)).toEqual({
      'categories[0]': 'validation.invalid',
      'attachments[0]': 'validation.fileUnknown',
    });
  });

  it('attaches the caller’s own form uploads, with categories and valuations', async () => {
    const db = t.database.db;
    const file = await f.createFile(db, {
      context: 'form',
      uploadedById: who.builder.user.id,
      name: 'Toelichting.pdf',
    });
    const category = await f.createFormCategory(db);
    const valuation = await f.createEvaluationOption(db);
    const res = await call('POST', '/api/forms', who.builder, {
      title: 'Met bijlage',
      attachments: [file.id],
      categories: [category.id],
      evaluationOptions: [valuation.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      attachments: [{ id: file.id, name: 'Toelichting.pdf' }],
      categories: [{ id: category.id, name: category.name }],
      evaluationOptions: [{ id: valuation.id, label: valuation.label }],
    });
  });
});

describe('the overview', () => {
  it('filters by category, searches the title, orders, and tells in use and entry count', async () => {
    const db = t.database.db;
    const category = await f.createFormCategory(db);
    const unique = `Zoekbaar ${Date.now()}`;
    const a = await create({ ...everyTypeForm(`${unique} Alfa`), categories: [category.id] });
    const b = await create({ ...everyTypeForm(`${unique} Bravo`), categories: [category.id] });
    await f.createEntry(db, { formId: b.id });
    const res = await call('GET', `/api/forms?filters[categories]=${category.id}&order[title]=desc`, who.reader);
    expect(res.json()).toMatchObject({ totalItems: 2, perPage: 10 });
    expect(res.json().items.map((x: Form) => x.id)).toEqual([b.id, a.id]);
    expect(res.json().items[0]).toMatchObject({
      inUse: true,
      entryCount: 1,
      valuation: true,
      grade: true,
      categories: [{ id: category.id }],
    });
    expect(res.json().items[1]).toMatchObject({ inUse: false, entryCount: 0 });
    const searched = await call('GET', `/api/forms?query=${encodeURIComponent(`${unique} brav`)}`, who.reader);
    expect(searched.json().items.map((x: Form) => x.id)).toEqual([b.id]);
    expect((await call('GET', '/api/forms?filters[owner]=x', who.reader)).statusCode).toBe(400);
  });

  it('exports the overview as CSV for Dutch Excel', async () => {
    const form = await create(everyTypeForm(`CSV-formulier ë ${Date.now()}`));
    const res = await call('GET', `/api/forms/csv-export?query=${encodeURIComponent(form.title)}`, who.admin);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="formulieren.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Titel;Categorie;Aantal invullingen;Beoordelingstype;Gekoppeld;Aangemaakt;Id');
    const day = new Intl.DateTimeFormat('nl-NL', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    })
      .format(new Date())
      .replace(/\//g, '-');
    expect(row).toBe(`${form.title};;0;Waardering en cijfer;Niet gekoppeld;${day};${form.id}`);
  });

  it('writes a title that a spreadsheet would evaluate as text (CSV injection)', async () => {
    const title = `=HYPERLINK("http://evil.example","klik") ${Date.now()}`;
    const form = await create(everyTypeForm(title));
    const res = await call('GET', `/api/forms/csv-export?query=${encodeURIComponent(title)}`, who.admin);
    const row = res.body.replace(/^\uFEFF/, '').split('\r\n')[1]!;
    expect(row.startsWith(`"'=HYPERLINK(""http://evil.example"",""klik"") `)).toBe(true);
    expect(row).toContain(`;0;Waardering en cijfer;Niet gekoppeld;`);
    expect(row.endsWith(`;${form.id}`)).toBe(true);
  });

  it('makes a PDF of the form that reads back with its labels', async () => {
    const form = await create(everyTypeForm('Pdf-formulier met een ë'));
    const res = await call('GET', `/api/forms/${form.id}/pdf`, who.reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'form-pdf-'));
    writeFileSync(join(dir, 'f.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
    for (const label of [
      'Pdf-formulier met een ë',
      'Onderwerp *',
      'Competenties',
      'Communicatie',
      'Voldoende',
      'Ja',
      'Nee',
      'Soort stage',
      '(Keuze) stage',
    ]) {
      expect(text).toContain(label);
    }
  });
});

describe('deleting, duplicating, exporting and importing', () => {
  it('refuses to delete a form in use or with entries, with a clear code; deletes one that is neither', async () => {
    const db = t.database.db;
    const linked = await create();
    await f.createModule(db, { formId: linked.id });
    expect((await call('DELETE', `/api/forms/${linked.id}`, who.builder)).json()).toEqual({ detail: 'form_in_use' });
    const answered = await create();
    await f.createEntry(db, { formId: answered.id });
    const res = await call('DELETE', `/api/forms/${answered.id}`, who.builder);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'form_has_entries' });
    const free = await create();
    expect((await call('DELETE', `/api/forms/${free.id}`, who.builder)).statusCode).toBe(204);
    expect((await call('GET', `/api/forms/${free.id}`, who.builder)).statusCode).toBe(404);
  });

  it('duplicates as a copy with its own fields; refuses a cross-site request', async () => {
    const form = await create(everyTypeForm('Origineel'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${form.id}/duplicate`,
      headers: { cookie: who.builder.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json() as Form;
    expect(copy.title).toBe('Origineel (kopie)');
    expect(copy.id).not.toBe(form.id);
    expect(copy.fields.map((x) => [x.type, x.label, x.metadata, x.options.map((o) => o.label)])).toEqual(
      form.fields.map((x) => [x.type, x.label, x.metadata, x.options.map((o) => o.label)]),
    );
    expect(copy.fields.some((x) => form.fields.some((y) => y.id === x.id))).toBe(false);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${form.id}/duplicate`,
      headers: { cookie: who.builder.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.json()).toEqual({ detail: 'cross_site_request' });
  });

  it('exports a form and imports it back as an equal copy; each file is reported on its own, a bad one leaves nothing', async () => {
    const db = t.database.db;
    const category = await f.createFormCategory(db, { name: `Export ${Date.now()}` });
    const form = await create({ ...everyTypeForm('Export-formulier'), categories: [category.id] });
    const exported = await call('GET', `/api/forms/${form.id}/export`, who.admin);
    expect(exported.headers['content-disposition']).toContain('Export-formulier.json');
    const doc = exported.json() as FormExport;
    expect(JSON.stringify(doc)).not.toContain(form.id);
    const categoriesBefore = (await db.select({ n: count() }).from(formCategories))[0]!.n;
    const broken = {
      ...doc,
      form: {
        ...doc.form,
        categories: ['Nieuwe categorie die niet mag blijven'],
        fields: [{ ...doc.form.fields[7]!, metadata: { rows: [], columns: [] } }],
      },
    };
    const res = await call('POST', '/api/forms/import', who.admin, {
      files: [
        { name: 'goed.json', content: JSON.stringify(doc) },
        { name: 'kapot.json', content: '{"format":' },
        { name: 'vreemd.json', content: '{"hallo":"wereld"}' },
        { name: 'ongeldig.json', content: JSON.stringify(broken) },
      ],
    });
    const results = res.json().results as { name: string; status: string; error?: string; form?: { id: string } }[];
    expect(results.map((r) => [r.name, r.status, r.error])).toEqual([
      ['goed.json', 'imported', undefined],
      ['kapot.json', 'failed', 'invalid_json'],
      ['vreemd.json', 'failed', 'invalid_format'],
      ['ongeldig.json', 'failed', 'validation_failed'],
    ]);
    expect((await db.select({ n: count() }).from(formCategories))[0]!.n).toBe(categoriesBefore);
    const imported = (await call('GET', `/api/forms/${results[0]!.form!.id}`, who.admin)).json() as Form;
    const shape = (x: Form) => ({
      title: x.title,
      description: x.description,
      valuation: x.valuation,
      grade: x.grade,
      categories: x.categories.map((c) => c.name),
      fields: x.fields.map(({ id: _id, options, ...rest }) => ({ ...rest, options: options.map((o) => o.label) })),
    });
    expect(shape(imported)).toEqual(shape(form));
    expect((await call('POST', '/api/forms/import', who.admin, { files: [] })).json().violations[0].detail).toBe(
      'validation.importNoFiles',
    );
    expect(await db.select({ id: forms.id }).from(forms).where(eq(forms.title, 'Export-formulier'))).toHaveLength(2);
  });
});

describe('categories', () => {
  it('creates with a required, unique name, renames, counts its forms and deletes (the forms stay)', async () => {
    const empty = await call('POST', '/api/forms/categories', who.builder, { name: '  ' });
    expect(violationsOf(empty)).toEqual({ name: 'validation.required' });
    const name = `Categorie ${Date.now()}`;
    const created = await call('POST', '/api/forms/categories', who.builder, { name });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(
      violationsOf(await call('POST', '/api/forms/categories', who.builder, { name: name.toUpperCase() })),
    ).toEqual({
      name: 'validation.categoryExists',
    });
    const form = await create({ ...everyTypeForm(), categories: [id] });
    const renamed = await call('POST', `/api/forms/categories/${id}`, who.builder, { name: `${name} (nieuw)` });
    expect(renamed.json()).toEqual({ id, name: `${name} (nieuw)`, count: 1 });
    const listed = await call(
      'GET',
      `/api/forms/categories?perPage=1000&query=${encodeURIComponent(name)}`,
      who.reader,
    );
    expect(listed.json().items).toEqual([{ id, name: `${name} (nieuw)`, count: 1 }]);
    expect((await call('DELETE', `/api/forms/categories/${id}`, who.builder)).statusCode).toBe(204);
    expect((await call('GET', `/api/forms/${form.id}`, who.builder)).json().categories).toEqual([]);
    expect((await call('DELETE', `/api/forms/categories/${id}`, who.builder)).statusCode).toBe(404);
  });
});

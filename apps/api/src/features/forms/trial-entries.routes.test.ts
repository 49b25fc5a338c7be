import type { Entry, Form } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { callAs, callers, everyTypeForm, violationsOf } from './forms.test-support';

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
let signature: string;
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t);
  const png = await sharp({ create: { width: 375, height: 180, channels: 4, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="375" height="180"><path d="M10 150 C 80 10, 160 170, 360 40" stroke="black" stroke-width="3" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(async () => {
  await t.app.close();
});

type Caller = { cookie: string } | null;
const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t)(...args);
const newForm = async (body = everyTypeForm()) => (await call('POST', '/api/forms', who.admin, body)).json() as Form;
const startTrial = async (form: Form, role = 'ROLE_PARTICIPANT', caller: Caller = who.admin) => {
  const res = await call('POST', `/api/forms/${form.id}/trial-entries`, caller, { role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Entry;
};
const save = (entry: Pick<Entry, 'id' | 'revision'>, formData: object, submit = false, caller: Caller = who.admin) =>
  call('PUT', `/api/forms/trial-entries/${entry.id}`, caller, { formData, revision: entry.revision, submit });
const idOf = (form: Form, label: string) => form.fields.find((x) => x.label === label)!.id;

/** A valid answer to every fillable field of the participant. */
function answers(form: Form, fileId: string): Record<string, unknown> {
  const field = (label: string) => form.fields.find((x) => x.label === label)!;
  return {
    [idOf(form, 'Onderwerp')]: 'Spreekuur bij pijn op de borst',
    [idOf(form, 'E-mail')]: 'anna@example.nl',
    [idOf(form, 'Toelichting')]: 'Eerste regel\nTweede regel',
    [idOf(form, 'Aantal')]: 3,
    [idOf(form, 'Keuze')]: [field('Keuze').options[1]!.id],
    [idOf(form, 'Competenties')]: [field('Competenties').options[2]!.id, field('Competenties').options[4]!.id],
    [idOf(form, 'Periode')]: { startDate: '2026-03-02', startTime: '09:00', endDate: '2026-03-06', endTime: '17:00' },
    [idOf(form, 'Bijlagen')]: [fileId],
    [idOf(form, 'Bewijsstukken')]: { assignments: [], files: [fileId] },
    [idOf(form, 'Handtekening')]: signature,
    [idOf(form, 'Punten')]: 8,
    [idOf(form, 'Bedrag')]: 149.95,
    [idOf(form, 'Soort stage')]: 3,
  };
}

describe('trial entries', () => {
  it('are for form readers, each builder only their own', async () => {
    const form = await newForm();
    expect(
      (await call('POST', `/api/forms/${form.id}/trial-entries`, null, { role: 'ROLE_PARTICIPANT' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/api/forms/${form.id}/trial-entries`, who.participant, { role: 'ROLE_PARTICIPANT' }))
        .statusCode,
    ).toBe(403);
    const entry = await startTrial(form, 'ROLE_PARTICIPANT', who.reader);
    expect((await call('GET', `/api/forms/trial-entries/${entry.id}`, who.reader)).statusCode).toBe(200);
    expect((await call('GET', `/api/forms/trial-entries/${entry.id}`, who.builder)).statusCode).toBe(404);
    expect((await save(entry, {}, false, who.builder)).statusCode).toBe(404);
    // An assignment's entry is never reached through these calls.
    const real = await f.createEntry(t.database.db, { formId: form.id, createdById: who.admin.user.id });
    expect((await call('GET', `/api/forms/trial-entries/${real.id}`, who.admin)).statusCode).toBe(404);
  });

  it('store every field type and read back identical (a drawn signature as its stored file)', async () => {
    const form = await newForm();
    const file = await f.createFile(t.database.db, {
      uploadedById: who.admin.user.id,
      context: 'entry',
      mimeType: 'application/pdf',
      name: 'verslag.pdf',
    });
    const entry = await startTrial(form);
    expect(entry).toMatchObject({ status: 'draft', revision: 1, formVersion: 1, values: {}, role: 'ROLE_PARTICIPANT' });
    const data = answers(form, file.id);
    const res = await save(entry, data, true);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Entry;
    expect(saved).toMatchObject({ status: 'submitted', revision: 2 });
    const signatureId = saved.values[idOf(form, 'Handtekening')] as string;
    expect(signatureId).toMatch(/^[0-9a-f-]{36}$/);
    const expected = { ...data, [idOf(form, 'Handtekening')]: signatureId };
    const reread = (await call('GET', `/api/forms/trial-entries/${entry.id}`, who.admin)).json() as Entry;
    expect(reread.values).toEqual(expected);
    expect(reread.files.map((x) => x.name).sort()).toEqual(['handtekening.png', 'verslag.pdf']);
    const png = await t.app.inject({ url: `/api/file/${signatureId}`, headers: { cookie: who.admin.cookie } });
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(375);
    // Handed in: no more changes.
    expect((await save(saved, data)).json()).toEqual({ detail: 'entry_submitted' });
  });

  it('refuses each type’s invalid value with its field id, and stores nothing of that save', async () => {
    const form = await newForm();
    const other = await f.createFile(t.database.db, { context: 'entry', mimeType: 'application/pdf' });
    const video = await f.createFile(t.database.db, {
      uploadedById: who.admin.user.id,
      context: 'entry',
      mimeType: 'video/mp4',
    });
    const someoneElses = await f.createAssignment(t.database.db);
    const entry = await startTrial(form);
    const res = await save(entry, {
      [idOf(form, 'E-mail')]: 'geen-adres',
      [idOf(form, 'Aantal')]: 'drie',
      [idOf(form, 'Keuze')]: ['00000000-0000-4000-8000-000000000000'],
      [idOf(form, 'Periode')]: { startDate: '2026-03-06', startTime: '09:00', endDate: '2026-03-02', endTime: '17:00' },
      [idOf(form, 'Handtekening')]: 'data:image/png;base64,AAAA',
      [idOf(form, 'Soort stage')]: 11,
      [idOf(form, 'Oordeel opleider')]: 'Ik vul het oordeel van mijn opleider zelf in',
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      (res.json().violations as { detail: string; parameters: { fieldId: string } }[]).map((v) => [
        v.parameters.fieldId,
        v.detail,
      ]),
    );
    expect(byField).toEqual({
      [idOf(form, 'E-mail')]: 'validation.email',
      [idOf(form, 'Aantal')]: 'validation.number',
      [idOf(form, 'Keuze')]: 'validation.optionUnknown',
      [idOf(form, 'Periode')]: 'validation.dateRangeOrder',
      [idOf(form, 'Handtekening')]: 'validation.signature',
      [idOf(form, 'Soort stage')]: 'validation.internshipType',
      [idOf(form, 'Oordeel opleider')]: 'validation.fieldNotFillable',
    });
    // What needs the database: someone else's upload, a kind the field does not take, someone else's assignment.
    const stored = await save(entry, {
      [idOf(form, 'Bijlagen')]: [other.id, video.id],
      [idOf(form, 'Bewijsstukken')]: { assignments: [someoneElses.id], files: [] },
    });
    expect(violationsOf(stored)).toEqual({
      [`formData.${idOf(form, 'Bijlagen')}.0`]: 'validation.fileUnknown',
      [`formData.${idOf(form, 'Bijlagen')}.1`]: 'validation.fileNotAllowed',
      [`formData.${idOf(form, 'Bewijsstukken')}.assignments.0`]: 'validation.productNotOwn',
    });
    const reread = (await call('GET', `/api/forms/trial-entries/${entry.id}`, who.admin)).json() as Entry;
    expect(reread).toMatchObject({ revision: 1, values: {} });
  });

  it('asks the required fields of the filling role on hand-in; a trainer fills the trainer’s field', async () => {
    const form = await newForm();
    const entry = await startTrial(form);
    const res = await save(entry, {}, true);
    expect(violationsOf(res)).toEqual({ [`formData.${idOf(form, 'Onderwerp')}`]: 'validation.required' });
    const trainer = await startTrial(form, 'ROLE_PRACTICAL_TRAINER');
    expect(violationsOf(await save(trainer, {}, true))).toEqual({
      [`formData.${idOf(form, 'Oordeel opleider')}`]: 'validation.required',
    });
    expect(violationsOf(await save(trainer, { [idOf(form, 'Onderwerp')]: 'x' }))).toEqual({
      [`formData.${idOf(form, 'Onderwerp')}`]: 'validation.fieldNotFillable',
    });
    expect((await save(trainer, { [idOf(form, 'Oordeel opleider')]: 'Goed gedaan' }, true)).statusCode).toBe(200);
  });

  it('never overwrites a newer save: an older revision is refused with the entry as it is now', async () => {
    const form = await newForm();
    const entry = await startTrial(form);
    const first = await save(entry, { [idOf(form, 'Onderwerp')]: 'Eerste' });
    expect(first.json().revision).toBe(2);
    const stale = await save(entry, { [idOf(form, 'Onderwerp')]: 'Oud tabblad' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      detail: 'entry_revision_conflict',
      entry: { revision: 2, values: { [idOf(form, 'Onderwerp')]: 'Eerste' } },
    });
  });

  it('answers a plain autosave with every answer of the entry, and clears an answer sent empty', async () => {
    const form = await newForm();
    const file = await f.createFile(t.database.db, {
      uploadedById: who.admin.user.id,
      context: 'entry',
      mimeType: 'application/pdf',
    });
    const entry = await startTrial(form);
    const data = answers(form, file.id);
    delete data[idOf(form, 'Handtekening')];
    const full = (await save(entry, data)).json() as Entry;
    expect(full.revision).toBe(2);
    // Plain answers only (text, number, date range): the quick save, which must still answer the whole entry.
    const plain = {
      [idOf(form, 'Onderwerp')]: 'Gewijzigd onderwerp',
      [idOf(form, 'Aantal')]: null,
      [idOf(form, 'Periode')]: { startDate: '2026-04-01', startTime: '08:30', endDate: '2026-04-01', endTime: '12:00' },
    };
    const res = await save(full, plain);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Entry;
    expect(saved.revision).toBe(3);
    const reread = (await call('GET', `/api/forms/trial-entries/${entry.id}`, who.admin)).json() as Entry;
    expect(saved.values).toEqual(reread.values);
    expect(reread.values).toMatchObject({ ...data, ...plain });
    expect(saved.files.map((x) => x.id)).toEqual([file.id]);
    // The same revision again is refused as any stale save is.
    expect((await save(full, plain)).json()).toMatchObject({
      detail: 'entry_revision_conflict',
      entry: { revision: 3 },
    });
  });

  it('lets exactly one of two saves on the same revision through, under concurrency', async () => {
    const form = await newForm();
    const entry = await startTrial(form);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((text) => save(entry, { [idOf(form, 'Onderwerp')]: text })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as Entry;
    const reread = (await call('GET', `/api/forms/trial-entries/${entry.id}`, who.admin)).json() as Entry;
    expect(reread.values).toEqual(winner.values);
    expect(reread.revision).toBe(2);
  });
});

describe('a form with entries is never changed under them', () => {
  it('saving makes a new version; the old entry renders and validates exactly as filled, a new one gets the new fields', async () => {
    const form = await newForm();
    const entry = await startTrial(form);
    const subject = idOf(form, 'Onderwerp');
    const choice = form.fields.find((x) => x.label === 'Keuze')!;
    const filled = await save(entry, { [subject]: 'Visite', [choice.id]: [choice.options[0]!.id] });
    expect(filled.statusCode).toBe(200);

    // The builder renames the subject, drops 'Nee' from the choice, removes the amount and adds a field.
    const body = everyTypeForm();
    const edited = {
      ...body,
      fields: form.fields
        .filter((x) => x.label !== 'Bedrag')
        .map((x) => ({
          ...x,
          label: x.id === subject ? 'Onderwerp van de observatie' : x.label,
          options: x.id === choice.id ? x.options.slice(0, 1) : x.options,
        }))
        .concat([{ id: 'new-field-extra', type: 'text', label: 'Nieuw veld' } as never]),
    };
    const res = await call('PUT', `/api/forms/${form.id}`, who.admin, edited);
    expect(res.statusCode, res.body).toBe(200);
    const v2 = res.json() as Form;
    expect(v2.version).toBe(2);
    expect(v2.fields.map((x) => x.label)).toContain('Onderwerp van de observatie');
    expect(v2.fields.map((x) => x.label)).not.toContain('Bedrag');
    // Unchanged fields keep their ids (and their answers); changed ones are new.
    expect(v2.fields.find((x) => x.label === 'Toelichting')!.id).toBe(idOf(form, 'Toelichting'));
    expect(v2.fields.find((x) => x.label === 'Onderwerp van de observatie')!.id).not.toBe(subject);

    // The old entry: its own version's fields and answers, as filled.
    const old = (await call('GET', `/api/forms/trial-entries/${entry.id}`, who.admin)).json() as Entry;
    expect(old.formVersion).toBe(1);
    expect(old.fields).toEqual(form.fields);
    expect(old.values).toEqual({ [subject]: 'Visite', [choice.id]: [choice.options[0]!.id] });
    // ...and still validates against them: the old option and the removed field are fine there.
    const again = await save(old, { [choice.id]: [choice.options[1]!.id], [idOf(form, 'Bedrag')]: 20 });
    expect(again.statusCode, again.body).toBe(200);
    expect(violationsOf(await save(again.json(), { [idOf(v2, 'Nieuw veld')]: 'x' }))).toEqual({
      [`formData.${idOf(v2, 'Nieuw veld')}`]: 'validation.fieldUnknown',
    });

    // A new entry is of version 2.
    const fresh = await startTrial(v2);
    expect(fresh.formVersion).toBe(2);
    expect(fresh.fields).toEqual(v2.fields);
    expect(violationsOf(await save(fresh, { [idOf(form, 'Bedrag')]: 20 }))).toEqual({
      [`formData.${idOf(form, 'Bedrag')}`]: 'validation.fieldUnknown',
    });

    // Saving again without field changes keeps the version.
    const same = await call('PUT', `/api/forms/${form.id}`, who.admin, {
      ...edited,
      title: 'Nieuwe titel',
      fields: v2.fields,
    });
    expect(same.json()).toMatchObject({ version: 2, title: 'Nieuwe titel' });
    expect((same.json() as Form).fields.map((x) => x.id)).toEqual(v2.fields.map((x) => x.id));
  });

  it('changes a form without entries in place (same ids, same version)', async () => {
    const form = await newForm();
    const res = await call('PUT', `/api/forms/${form.id}`, who.builder, {
      ...everyTypeForm(),
      fields: form.fields.map((x) => (x.label === 'Onderwerp' ? { ...x, label: 'Ander onderwerp' } : x)),
    });
    const saved = res.json() as Form;
    expect(saved.version).toBe(1);
    expect(saved.fields.map((x) => x.id)).toEqual(form.fields.map((x) => x.id));
    expect(saved.fields.find((x) => x.id === idOf(form, 'Onderwerp'))!.label).toBe('Ander onderwerp');
  });
});

import { describe, expect, it } from 'vitest';
import { checkEntry, pngSize, SIGNATURE_DATA_URL_PREFIX, type EntryField } from './form-entries';
import { formBodySchema, likertOptionLabels } from './forms';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const field = (id: string, type: EntryField['type'], extra: Partial<EntryField> = {}): EntryField => ({
  id,
  type,
  required: false,
  roles: ['ROLE_PARTICIPANT'],
  metadata: {},
  options: [],
  ...extra,
});
const likertMeta = { rows: ['Communicatie', 'Samenwerking'], columns: ['Onvoldoende', 'Voldoende', 'Goed'] };
const likertOptions = likertOptionLabels(likertMeta).map((label, i) => ({ id: uuid(100 + i), label }));

const FIELDS: EntryField[] = [
  field('section', 'section'),
  field('text', 'text', { required: true }),
  field('email', 'text', { metadata: { type: 'email' } }),
  field('url', 'text', { metadata: { type: 'url' } }),
  field('area', 'textarea'),
  field('number', 'number'),
  field('single', 'choicelist', {
    options: [
      { id: uuid(1), label: 'Ja' },
      { id: uuid(2), label: 'Nee' },
    ],
  }),
  field('multi', 'choicelist', {
    metadata: { multiple: true },
    options: [
      { id: uuid(3), label: 'A' },
      { id: uuid(4), label: 'B' },
    ],
  }),
  field('likert', 'likert', { metadata: likertMeta, options: likertOptions, required: true }),
  field('date', 'date', { metadata: { range: true, time: true } }),
  field('files', 'file-upload'),
  field('product', 'product'),
  field('signature', 'signature'),
  field('points', 'request-points'),
  field('amount', 'request-amount'),
  field('stage', 'internship-type', { metadata: { types: [1, 3] } }),
  field('trainer', 'textarea', { roles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_EXTERNAL'], required: true }),
];
const asParticipant = { roles: ['ROLE_PARTICIPANT'] as const, submit: false };
const violationsOf = (data: unknown, options: Parameters<typeof checkEntry>[2] = asParticipant) =>
  Object.fromEntries(checkEntry(FIELDS, data, options).violations.map((v) => [v.parameters?.fieldId, v.detail]));

/** A PNG header of the given size (enough for the size check; the server decodes the rest), `padding` bytes after. */
function png(width: number, height: number, padding = 0): string {
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const header = String.fromCharCode(...bytes, ...u32(width), ...u32(height), 8, 6, 0, 0, 0);
  return SIGNATURE_DATA_URL_PREFIX + btoa(header + 'x'.repeat(padding));
}

describe('checkEntry', () => {
  it('accepts a valid answer of every type and stores it normalised', () => {
    const data = {
      text: '  Spreekuur  ',
      email: 'a@b.nl',
      url: 'https://example.nl/x',
      area: 'Regel 1\nRegel 2',
      number: 12.5,
      single: [uuid(2)],
      multi: [uuid(4), uuid(3)],
      likert: [likertOptions[4]!.id, likertOptions[0]!.id],
      date: { startDate: '2026-03-01', startTime: '09:00', endDate: '2026-03-02', endTime: '17:00' },
      files: [uuid(50)],
      product: { assignments: [uuid(60)], files: [] },
      signature: png(375, 180),
      points: 4.5,
      amount: 149.95,
      stage: 3,
    };
    const { values, violations } = checkEntry(FIELDS, data, { ...asParticipant, submit: true });
    expect(violations).toEqual([]);
    expect(values.text).toBe('Spreekuur');
    expect(values.multi).toEqual([uuid(3), uuid(4)]);
    expect(values.likert).toEqual([likertOptions[0]!.id, likertOptions[4]!.id]);
  });

  it('reports each type’s invalid values with its own message and the field id', () => {
    expect(
      violationsOf({
        email: 'geen-adres',
        url: 'javascript:alert(1)',
        text: 5,
        area: 'x'.repeat(50_001),
        number: 'twaalf',
        single: [uuid(1), uuid(2)],
        multi: [uuid(9)],
        likert: [likertOptions[0]!.id, likertOptions[1]!.id],
        date: { startDate: '2026-02-30', startTime: null, endDate: null, endTime: null },
        files: ['../etc/passwd'],
        product: { assignments: ['x'], files: [] },
        signature: png(300, 150),
        points: -1,
        amount: 1.234,
        stage: 7,
        nope: 'x',
        section: 'x',
      }),
    ).toEqual({
      email: 'validation.email',
      url: 'validation.url',
      text: 'validation.invalid',
      area: 'validation.maxLength:50000',
      number: 'validation.number',
      single: 'validation.singleChoice',
      multi: 'validation.optionUnknown',
      likert: 'validation.likertOnePerRow',
      date: 'validation.date',
      files: 'validation.fileUnknown',
      product: 'validation.productNotOwn',
      signature: 'validation.signature',
      points: 'validation.numberRange',
      amount: 'validation.number',
      stage: 'validation.internshipType',
      nope: 'validation.fieldUnknown',
      section: 'validation.fieldUnknown',
    });
  });

  it('checks dates: times when the field has times, an end after the start', () => {
    const base = { startDate: '2026-03-02', startTime: '09:00', endDate: '2026-03-01', endTime: '17:00' };
    expect(violationsOf({ date: base })).toEqual({ date: 'validation.dateRangeOrder' });
    expect(violationsOf({ date: { ...base, endDate: '2026-03-03', startTime: '25:00' } })).toEqual({
      date: 'validation.time',
    });
    expect(checkEntry(FIELDS, { date: null }, asParticipant).values.date).toBeNull();
  });

  it('asks required fields only when handing in, and only those the filler may fill', () => {
    expect(violationsOf({})).toEqual({});
    expect(violationsOf({}, { ...asParticipant, submit: true })).toEqual({
      text: 'validation.required',
      likert: 'validation.required',
    });
    // A likert answer must cover every row.
    expect(violationsOf({ text: 'x', likert: [likertOptions[0]!.id] }, { ...asParticipant, submit: true })).toEqual({
      likert: 'validation.likertIncomplete',
    });
    // The trainer's required field is the trainer's to fill.
    expect(violationsOf({}, { roles: ['ROLE_PRACTICAL_TRAINER'], submit: true, previous: { text: 'x' } })).toEqual({
      trainer: 'validation.required',
    });
  });

  it('refuses a value for a field the filler may not fill, but lets it come back unchanged', () => {
    expect(violationsOf({ trainer: 'Mijn eigen oordeel' })).toEqual({ trainer: 'validation.fieldNotFillable' });
    const previous = { trainer: 'Oordeel van de opleider' };
    const sentBack = checkEntry(FIELDS, { trainer: 'Oordeel van de opleider' }, { ...asParticipant, previous });
    expect(sentBack.violations).toEqual([]);
    expect(sentBack.values).toEqual({});
  });

  it('refuses a signature that is too large or not a PNG', () => {
    const huge = png(375, 180, 200_000);
    expect(violationsOf({ signature: huge })).toEqual({ signature: 'validation.signatureTooLarge' });
    expect(violationsOf({ signature: 'data:image/png;base64,@@@' })).toEqual({ signature: 'validation.signature' });
    expect(pngSize(btoa('GIF89a.................'))).toBeNull();
  });

  it('refuses formData that is not an object', () => {
    for (const bad of [null, [], 'x', 5]) {
      expect(checkEntry(FIELDS, bad, asParticipant).violations).toEqual([
        { propertyPath: 'formData', detail: 'validation.invalid' },
      ]);
    }
  });
});

describe('formBodySchema', () => {
  it('drops empty labels, keeps at least one, and defaults a field to text for the participant', () => {
    const parsed = formBodySchema.parse({
      title: ' Formulier ',
      fields: [
        {},
        { type: 'likert', metadata: { rows: ['Rij 1', ''], columns: ['', 'Kolom'] } },
        { type: 'choicelist', options: [{ label: 'Ja' }, { label: ' ' }] },
        { type: 'section', required: true },
      ],
    });
    expect(parsed.title).toBe('Formulier');
    expect(parsed.fields[0]).toMatchObject({ type: 'text', roles: ['ROLE_PARTICIPANT'], metadata: { type: 'text' } });
    expect(parsed.fields[1]!.metadata).toMatchObject({ rows: ['Rij 1'], columns: ['Kolom'] });
    expect(parsed.fields[2]!.options).toEqual([{ label: 'Ja' }]);
    expect(parsed.fields[3]!.required).toBe(false);
    const empty = formBodySchema.safeParse({
      title: 'x',
      fields: [{ type: 'likert', metadata: { rows: [''], columns: ['a'] } }],
    });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues[0]).toMatchObject({
      path: ['fields', 0, 'metadata', 'rows'],
      message: 'validation.labelListEmpty',
    });
    expect(formBodySchema.safeParse({ title: ' ' }).error!.issues[0]!.message).toBe('validation.required');
  });
});

import { z } from 'zod';
import { ALLOWED_FILE_TYPES } from './files';
import { type FormFieldType } from './domain';
import { defineEndpoint } from './endpoint';
import type { Violation } from './errors';
import { FORM_FIELDS_MAX, FIELD_ROLES, formFieldSchema, LAYOUT_FIELD_TYPES, likertCell } from './forms';
import type { Role } from './roles';

/**
 * Entries: the answers to a form (spec 2 §3 Entry, §5 field validity), and the one validator the browser and the
 * server share. `formData` maps a field id to its answer; the answer's shape follows the field's type:
 *
 * | type                                   | answer                                                            |
 * | -------------------------------------- | ----------------------------------------------------------------- |
 * | text, textarea                         | string                                                            |
 * | number, request-points, request-amount | number or null (empty is null); request-amount in euros           |
 * | choicelist, likert                     | option ids (likert: its cells `field_{row}_{col}`)                |
 * | date                                   | `{ startDate, startTime, endDate, endTime }` (YYYY-MM-DD, HH:mm)   |
 * | file-upload                            | file ids (tus uploads of the filler)                              |
 * | product                                | `{ assignments, files }`: ids of the filler's own assignments/files |
 * | signature                              | a `data:image/png;base64,…` of 375×180 when drawn anew, else the stored file id, or null |
 * | internship-type                        | 1-11 (one of the field's types when it lists any), or null        |
 *
 * An entry reads back in the same shape (a drawn signature as its stored file id).
 */

export const TEXT_ANSWER_MAX = 1_000;
export const TEXTAREA_ANSWER_MAX = 50_000;
export const FILES_PER_ANSWER_MAX = 20;
export const PRODUCT_ITEMS_MAX = 100;
/** The signature canvas (spec 2 §9) and the largest PNG it may send (bytes, decoded). */
export const SIGNATURE_WIDTH = 375;
export const SIGNATURE_HEIGHT = 180;
export const SIGNATURE_MAX_BYTES = 150_000;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
export const REQUEST_POINTS_MAX = 10_000;
export const REQUEST_AMOUNT_MAX = 1_000_000;
export const NUMBER_ANSWER_MAX = 1_000_000_000;

export const dateAnswerSchema = z.object({
  startDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type DateAnswer = z.infer<typeof dateAnswerSchema>;
export const productAnswerSchema = z.object({ assignments: z.array(z.string()), files: z.array(z.string()) });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;
export type Answer = string | number | null | string[] | DateAnswer | ProductAnswer;
export type FormData = Record<string, Answer>;

/** The mime types a file-upload field takes, from its switches (spec 3: documents, audio, video, images). */
export function allowedUploadTypes(metadata: Record<string, unknown>): string[] {
  const on = (key: string, fallback: boolean) => (typeof metadata[key] === 'boolean' ? metadata[key] : fallback);
  return [
    ...(on('documents', true) ? ALLOWED_FILE_TYPES.document : []),
    ...(on('images', true) ? ALLOWED_FILE_TYPES.image : []),
    ...(on('audio', false) ? ALLOWED_FILE_TYPES.audio : []),
    ...(on('video', false) ? ALLOWED_FILE_TYPES.video : []),
  ];
}

/** What the validator needs of a field (a form field as read, or as the server stores it). */
export type EntryField = Pick<z.infer<typeof formFieldSchema>, 'id' | 'type' | 'required' | 'roles' | 'metadata'> & {
  options: readonly { id: string; label: string }[];
};

export interface EntryCheckOptions {
  /** The roles the filler fills as; a field whose roles share none is read-only to them. */
  roles: readonly Role[];
  /** Handing in: required fields the filler may fill must be answered. A save (autosave) checks shapes only. */
  submit: boolean;
  /** The stored answers: a read-only field may be sent back unchanged, never changed. */
  previous?: Readonly<Record<string, Answer>>;
}

export interface EntryCheck {
  /** The answers to store, normalised (trimmed times, numbers, unique ids); fields left out are not in it. */
  values: Record<string, Answer>;
  violations: Violation[];
}

/** Whether someone filling as `roles` may fill `field` (layout fields hold nothing to fill). */
export function canFillField(field: Pick<EntryField, 'roles' | 'type'>, roles: readonly Role[]): boolean {
  if (LAYOUT_FIELD_TYPES.includes(field.type)) return false;
  return field.roles.some((role) => roles.includes(role));
}

/** Whether an answer counts as empty for a required field. */
export function isEmptyAnswer(type: FormFieldType, answer: Answer | undefined): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return answer.length === 0;
  if (typeof answer === 'object') {
    if (type === 'product') {
      const product = answer as ProductAnswer;
      return product.assignments.length === 0 && product.files.length === 0;
    }
    return !(answer as DateAnswer).startDate;
  }
  return false;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The width and height of a PNG given as base64, or null when it is not a PNG. */
export function pngSize(base64: string): { width: number; height: number; bytes: number } | null {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const byte = (i: number) => binary.charCodeAt(i);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (binary.length < 24 || signature.some((b, i) => byte(i) !== b) || binary.slice(12, 16) !== 'IHDR') return null;
  const u32 = (i: number) => ((byte(i) << 24) | (byte(i + 1) << 16) | (byte(i + 2) << 8) | byte(i + 3)) >>> 0;
  return { width: u32(16), height: u32(20), bytes: binary.length };
}

const sameAnswer = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Checks `formData` against the fields of the form version being filled: the type and shape of every answer, the
 * options of that field, lengths and ranges, who may fill which field, and (when handing in) the required fields.
 * Violations carry `parameters.fieldId`; the server also checks what needs the database (files, own assignments).
 */
export function checkEntry(fields: readonly EntryField[], formData: unknown, options: EntryCheckOptions): EntryCheck {
  const violations: Violation[] = [];
  const values: Record<string, Answer> = {};
  const fail = (fieldId: string, detail: string, path?: string) =>
    violations.push({
      propertyPath: `formData.${fieldId}${path ? `.${path}` : ''}`,
      detail,
      parameters: { fieldId, ...(path && { path }) },
    });
  if (formData === null || typeof formData !== 'object' || Array.isArray(formData)) {
    return { values, violations: [{ propertyPath: 'formData', detail: 'validation.invalid' }] };
  }
  const byId = new Map(fields.map((f) => [f.id, f]));
  const given = formData as Record<string, unknown>;
  for (const [fieldId, raw] of Object.entries(given)) {
    const field = byId.get(fieldId);
    if (!field || LAYOUT_FIELD_TYPES.includes(field.type)) {
      fail(fieldId, 'validation.fieldUnknown');
      continue;
    }
    if (!canFillField(field, options.roles)) {
      if (!sameAnswer(raw, options.previous?.[fieldId])) fail(fieldId, 'validation.fieldNotFillable');
      continue;
    }
    const answer = normalise(field, raw, (detail, path) => fail(fieldId, detail, path));
    if (answer !== undefined) values[fieldId] = answer;
  }
  if (options.submit) {
    for (const field of fields) {
      if (!field.required || !canFillField(field, options.roles)) continue;
      const answer = field.id in values ? values[field.id] : options.previous?.[field.id];
      if (violations.some((v) => v.parameters?.fieldId === field.id)) continue;
      if (isEmptyAnswer(field.type, answer)) fail(field.id, 'validation.required');
      else if (field.type === 'likert' && !likertComplete(field, answer as string[])) {
        fail(field.id, 'validation.likertIncomplete');
      }
    }
  }
  return { values, violations };
}

function likertComplete(field: EntryField, chosen: readonly string[]): boolean {
  const rows = Array.isArray(field.metadata.rows) ? field.metadata.rows.length : 0;
  const labelOf = new Map(field.options.map((o) => [o.id, o.label]));
  const answered = new Set(chosen.map((id) => likertCell(labelOf.get(id) ?? '')?.[0]));
  for (let row = 0; row < rows; row++) if (!answered.has(row)) return false;
  return true;
}

/** The answer in its stored form, or undefined after reporting what is wrong with it. */
function normalise(field: EntryField, raw: unknown, fail: (detail: string, path?: string) => void): Answer | undefined {
  const m = field.metadata;
  const numberOrNull = (max: number, min = -max, decimals?: number): number | null | undefined => {
    if (raw === null || raw === '') return null;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return void fail('validation.number');
    if (raw < min || raw > max) return void fail('validation.numberRange');
    // At most `decimals` decimals, allowing for binary fractions (149.95 * 100 is 14994.999…).
    if (decimals !== undefined && Math.abs(raw * 10 ** decimals - Math.round(raw * 10 ** decimals)) > 1e-6) {
      return void fail('validation.number');
    }
    return raw;
  };
  const ids = (max: number, path?: string): string[] | undefined => {
    if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) return void fail('validation.invalid', path);
    if (raw.length > max) return void fail('validation.invalid', path);
    return [...new Set(raw as string[])];
  };
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (raw === null) return '';
      if (typeof raw !== 'string') return void fail('validation.invalid');
      const max = field.type === 'text' ? TEXT_ANSWER_MAX : TEXTAREA_ANSWER_MAX;
      if (raw.length > max) return void fail(`validation.maxLength:${max}`);
      const value = raw.trim();
      if (field.type === 'text' && value !== '') {
        if (m.type === 'email' && !EMAIL.test(value)) return void fail('validation.email');
        if (m.type === 'url' && !isUrl(value)) return void fail('validation.url');
      }
      return field.type === 'text' ? value : raw;
    }
    case 'number':
      return numberOrNull(NUMBER_ANSWER_MAX);
    case 'request-points':
      return numberOrNull(REQUEST_POINTS_MAX, 0, 2);
    case 'request-amount':
      return numberOrNull(REQUEST_AMOUNT_MAX, 0, 2);
    case 'internship-type': {
      if (raw === null) return null;
      const types = Array.isArray(m.types) ? (m.types as unknown[]) : [];
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 11) {
        return void fail('validation.internshipType');
      }
      if (types.length > 0 && !types.includes(raw)) return void fail('validation.internshipType');
      return raw;
    }
    case 'choicelist':
    case 'likert': {
      const chosen = ids(field.options.length);
      if (!chosen) return undefined;
      const known = new Map(field.options.map((o) => [o.id, o.label]));
      if (chosen.some((id) => !known.has(id))) return void fail('validation.optionUnknown');
      if (field.type === 'choicelist' && m.multiple !== true && chosen.length > 1) {
        return void fail('validation.singleChoice');
      }
      if (field.type === 'likert' && m.multiple !== true) {
        const rows = chosen.map((id) => likertCell(known.get(id)!)?.[0]);
        if (new Set(rows).size !== rows.length) return void fail('validation.likertOnePerRow');
      }
      // Kept in the form's order, so an answer reads back the same whichever order it was clicked in.
      const order = new Map(field.options.map((o, i) => [o.id, i]));
      return chosen.sort((a, b) => order.get(a)! - order.get(b)!);
    }
    case 'date': {
      if (raw === null) return null;
      const parsed = dateAnswerSchema.safeParse(raw);
      if (!parsed.success) return void fail('validation.date');
      const d = parsed.data;
      const range = m.range === true;
      const time = m.time === true;
      const value: DateAnswer = {
        startDate: d.startDate || null,
        startTime: time ? d.startTime || null : null,
        endDate: range ? d.endDate || null : null,
        endTime: range && time ? d.endTime || null : null,
      };
      if (!value.startDate && !value.endDate && !value.startTime && !value.endTime) return null;
      for (const key of ['startDate', 'endDate'] as const) {
        const v = value[key];
        if ((v !== null && !isRealDate(v)) || (v === null && (key === 'startDate' || range))) {
          return void fail('validation.date', key);
        }
      }
      for (const key of ['startTime', 'endTime'] as const) {
        const v = value[key];
        if (time && (key === 'startTime' || range) && (v === null || !TIME.test(v))) {
          return void fail('validation.time', key);
        }
      }
      if (range) {
        const start = `${value.startDate}T${value.startTime ?? '00:00'}`;
        const end = `${value.endDate}T${value.endTime ?? '00:00'}`;
        if (end < start) return void fail('validation.dateRangeOrder', 'endDate');
      }
      return value;
    }
    case 'file-upload': {
      const files = ids(FILES_PER_ANSWER_MAX);
      if (!files) return undefined;
      const bad = files.findIndex((id) => !UUID.test(id));
      if (bad >= 0) return void fail('validation.fileUnknown', String(bad));
      return files;
    }
    case 'product': {
      const parsed = productAnswerSchema.safeParse(raw);
      if (raw === null) return { assignments: [], files: [] };
      if (!parsed.success) return void fail('validation.invalid');
      const { assignments, files } = parsed.data;
      if (assignments.length > PRODUCT_ITEMS_MAX || files.length > PRODUCT_ITEMS_MAX)
        return void fail('validation.invalid');
      if ([...assignments, ...files].some((id) => !UUID.test(id))) return void fail('validation.productNotOwn');
      return { assignments: [...new Set(assignments)], files: [...new Set(files)] };
    }
    case 'signature': {
      if (raw === null || raw === '') return null;
      if (typeof raw !== 'string') return void fail('validation.signature');
      if (UUID.test(raw)) return raw;
      if (!raw.startsWith(SIGNATURE_DATA_URL_PREFIX)) return void fail('validation.signature');
      const size = pngSize(raw.slice(SIGNATURE_DATA_URL_PREFIX.length));
      if (!size || size.width !== SIGNATURE_WIDTH || size.height !== SIGNATURE_HEIGHT) {
        return void fail('validation.signature');
      }
      if (size.bytes > SIGNATURE_MAX_BYTES) return void fail('validation.signatureTooLarge');
      return raw;
    }
    default:
      return void fail('validation.fieldUnknown');
  }
}

// ----- Entries as read, and the trial entries of the form builder -------------------------------------------------------

export const answerSchema: z.ZodType<Answer> = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.array(z.string()),
  dateAnswerSchema,
  productAnswerSchema,
]);
/** The formData of a save: at most one answer per field of the form. */
export const formDataSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((data) => Object.keys(data).length <= FORM_FIELDS_MAX, { error: 'validation.invalid' });

export const entryFileSchema = z.object({ id: z.uuid(), name: z.string(), mimeType: z.string(), size: z.number() });
/** An entry as the renderer reads it: the answers in the shape they were sent, and the version's fields. */
export const entrySchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  formVersion: z.number().int(),
  status: z.enum(['draft', 'submitted']),
  /** Send it back with the next save; a save based on an older revision is refused with 409. */
  revision: z.number().int(),
  /** The role a trial entry is filled as. */
  role: z.enum(FIELD_ROLES).nullable(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  submitted: z.iso.datetime().nullable(),
  values: z.record(z.string(), answerSchema),
  /** The files the answers name (uploads, signatures, product files). */
  files: z.array(entryFileSchema),
  /** The assignments product answers name. */
  assignments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The fields of the version the entry is filled against, in order. */
  fields: z.array(formFieldSchema),
});
export type Entry = z.infer<typeof entrySchema>;
/**
 * What a save answers: the entry without its version's fields (they never change for an entry, and the filler has
 * them already): every answer as stored now, the new revision, the files and assignments the answers name.
 */
export const savedEntrySchema = entrySchema.omit({ fields: true });
export type SavedEntry = z.infer<typeof savedEntrySchema>;

/** Body of an entry save: the answers changed (or all), the revision they build on, and whether to hand in. */
export const entrySaveBodySchema = z.object({
  formData: formDataSchema,
  revision: z.number().int().min(1),
  submit: z.boolean().default(false),
});
export type EntrySaveBody = z.input<typeof entrySaveBodySchema>;
/** 409 of a save based on an older revision: the entry as it is now, so the user can choose. */
export const entryConflictSchema = z.object({ detail: z.literal('entry_revision_conflict'), entry: entrySchema });

const idParams = z.object({ id: z.uuid() });

/** `POST /api/forms/{id}/trial-entries` {role}: a form builder tries the current version out, filling as `role`. */
export const postTrialEntry = defineEndpoint({
  method: 'POST',
  path: '/api/forms/:id/trial-entries',
  summary: 'Start a trial entry of a form (the builder fills it as one role)',
  tags: ['forms'],
  params: idParams,
  body: z.object({ role: z.enum(FIELD_ROLES, { error: 'validation.invalid' }) }),
  response: { 201: entrySchema },
});

/** `GET /api/forms/trial-entries/{id}`: one's own trial entry. */
export const getTrialEntry = defineEndpoint({
  method: 'GET',
  path: '/api/forms/trial-entries/:id',
  summary: 'A trial entry of the caller',
  tags: ['forms'],
  params: idParams,
  response: { 200: entrySchema },
});

/** `PUT /api/forms/trial-entries/{id}`: save (autosave) or hand in a trial entry. */
export const putTrialEntry = defineEndpoint({
  method: 'PUT',
  path: '/api/forms/trial-entries/:id',
  summary: 'Save or hand in a trial entry',
  tags: ['forms'],
  params: idParams,
  body: entrySaveBodySchema,
  response: { 200: savedEntrySchema, 409: z.union([entryConflictSchema, z.object({ detail: z.string() })]) },
});

/** `DELETE /api/forms/trial-entries/{id}`. */
export const deleteTrialEntry = defineEndpoint({
  method: 'DELETE',
  path: '/api/forms/trial-entries/:id',
  summary: 'Remove a trial entry',
  tags: ['forms'],
  params: idParams,
  response: { 204: z.null() },
});

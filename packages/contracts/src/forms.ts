import { z } from 'zod';
import { FORM_FIELD_TYPES, type FormFieldType } from './domain';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';
import { roleSchema, type Role } from './roles';

/**
 * The form builder (spec 3 "Form overview and form builder", §3 Form, Form field, FormCategory; spec 2 §3). Messages
 * of violations are keys of the `validation` namespace.
 */

export const FORM_TITLE_MAX = 255;
export const FORM_DESCRIPTION_MAX = 20_000;
export const FORM_FIELDS_MAX = 400;
export const FIELD_LABEL_MAX = 1_000;
export const FIELD_DESCRIPTION_MAX = 10_000;
export const FIELD_OPTIONS_MAX = 200;
export const FORM_ATTACHMENTS_MAX = 50;
export const FORM_CATEGORY_NAME_MAX = 100;
/** New fields and options carry a temporary id until the form is saved (spec 3: `new-field-…`). */
export const NEW_FIELD_PREFIX = 'new-field-';
export const NEW_OPTION_PREFIX = 'new-option-';
/** Who fills a field when the builder says nothing (spec 3). */
export const DEFAULT_FIELD_ROLES: readonly Role[] = ['ROLE_PARTICIPANT'];
/** The roles a field can be given: the participant, the evaluators and the external contributor. */
export const FIELD_ROLES = [
  'ROLE_PARTICIPANT',
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
  'ROLE_EDUCATOR',
  'ROLE_ADMIN',
  'ROLE_EXTERNAL',
] as const satisfies readonly Role[];
/** Field types that only shape the form: they hold no answer. */
export const LAYOUT_FIELD_TYPES: readonly FormFieldType[] = ['section', 'title'];

const required = { error: 'validation.required' };
const label = (n: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(n, { error: `validation.maxLength:${n}` });

// ----- Field metadata per type (spec 3 "Metadata per type") ---------------------------------------------------------

/** A list of labels as the builder edits it: empty labels are dropped, at least one must stay. */
const labelList = (max = 100) =>
  z
    .array(z.string({ error: 'validation.invalid' }).trim().max(FIELD_LABEL_MAX))
    .max(max, { error: 'validation.invalid' })
    .transform((labels) => labels.filter((l) => l !== ''))
    .refine((labels) => labels.length > 0, { error: 'validation.labelListEmpty' });

export const TEXT_SUBTYPES = ['text', 'email', 'url'] as const;
export const textMetadataSchema = z.object({
  placeholder: label(255).default(''),
  type: z.enum(TEXT_SUBTYPES, { error: 'validation.invalid' }).default('text'),
});
export const choicelistMetadataSchema = z.object({ multiple: z.boolean().default(false) });
export const likertMetadataSchema = z
  .object({
    rows: labelList(),
    columns: labelList(20),
    /** Headings above a row (`row` is the 0-based row index they precede). */
    sections: z
      .array(z.object({ description: label(FIELD_LABEL_MAX), row: z.number().int().min(0) }))
      .max(100)
      .default([]),
    multiple: z.boolean().default(false),
  })
  .transform((m) => ({ ...m, sections: m.sections.filter((s) => s.description !== '' && s.row < m.rows.length) }));
export const dateMetadataSchema = z.object({ range: z.boolean().default(false), time: z.boolean().default(false) });
export const fileUploadMetadataSchema = z.object({
  documents: z.boolean().default(true),
  audio: z.boolean().default(false),
  video: z.boolean().default(false),
  images: z.boolean().default(true),
});
export const internshipTypeMetadataSchema = z.object({
  /** The internship types offered (1-11); none listed offers all. */
  types: z
    .array(z.number().int().min(1).max(11))
    .max(11)
    .transform((types) => [...new Set(types)].sort((a, b) => a - b))
    .default([]),
});
const emptyMetadata = z.object({}).transform(() => ({}));

/** The metadata schema of each field type; unknown keys are dropped. */
export const FIELD_METADATA_SCHEMAS = {
  section: emptyMetadata,
  title: emptyMetadata,
  text: textMetadataSchema,
  textarea: emptyMetadata,
  number: emptyMetadata,
  choicelist: choicelistMetadataSchema,
  likert: likertMetadataSchema,
  date: dateMetadataSchema,
  'file-upload': fileUploadMetadataSchema,
  product: emptyMetadata,
  signature: emptyMetadata,
  'request-points': emptyMetadata,
  'request-amount': emptyMetadata,
  'internship-type': internshipTypeMetadataSchema,
} as const satisfies Record<FormFieldType, z.ZodType>;

export type TextMetadata = z.output<typeof textMetadataSchema>;
export type LikertMetadata = z.output<typeof likertMetadataSchema>;
export type DateMetadata = z.output<typeof dateMetadataSchema>;
export type FileUploadMetadata = z.output<typeof fileUploadMetadataSchema>;
export type InternshipTypeMetadata = z.output<typeof internshipTypeMetadataSchema>;

/** The option labels of a likert field, row by row: `field_{row}_{col}` (spec 3). */
export function likertOptionLabels(metadata: Pick<LikertMetadata, 'rows' | 'columns'>): string[] {
  const labels: string[] = [];
  metadata.rows.forEach((_, row) => metadata.columns.forEach((__, col) => labels.push(`field_${row}_${col}`)));
  return labels;
}
/** `field_{row}_{col}` → [row, col], or null for another label. */
export function likertCell(optionLabel: string): [number, number] | null {
  const match = /^field_(\d+)_(\d+)$/.exec(optionLabel);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

// ----- The form as read -----------------------------------------------------------------------------------------------

export const formFieldOptionSchema = z.object({ id: z.string(), label: z.string(), order: z.number().int() });
export type FormFieldOption = z.infer<typeof formFieldOptionSchema>;

/** A field (spec 2 §3): `options` for choicelist (and likert cells `field_{row}_{col}`), `metadata` per type. */
export const formFieldSchema = z.object({
  id: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  roles: z.array(roleSchema),
  options: z.array(formFieldOptionSchema),
  metadata: z.record(z.string(), z.unknown()),
  defaultExpanded: z.boolean(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formCategoryRefSchema = z.object({ id: z.uuid(), name: z.string() });
export const evaluationOptionSchema = z.object({ id: z.uuid(), label: z.string() });
export type EvaluationOption = z.infer<typeof evaluationOptionSchema>;

/** A form (spec 3 §3 Form): the current version with its fields in order. */
export const formSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  valuation: z.boolean(),
  grade: z.boolean(),
  evaluationOptions: z.array(evaluationOptionSchema),
  categories: z.array(formCategoryRefSchema),
  attachments: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      mimeType: z.string(),
      /** In bytes, as stored. */
      size: z.number().int().nonnegative(),
    }),
  ),
  fields: z.array(formFieldSchema),
  /** Linked to a module, a container or an assignment ('Gekoppeld'). */
  inUse: z.boolean(),
  /** Entries filled in with any version of the form (trial entries not counted). */
  entryCount: z.number().int().min(0),
  /** The current version; goes up when a form with entries is saved. */
  version: z.number().int().min(1),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  _permissions: z.object({ save: z.boolean(), delete: z.boolean(), export: z.boolean() }),
});
export type Form = z.infer<typeof formSchema>;

/** A row of the overview (spec 3): title, category, entry count, evaluation type, created; in use. */
export const formListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  categories: z.array(formCategoryRefSchema),
  entryCount: z.number().int().min(0),
  inUse: z.boolean(),
  valuation: z.boolean(),
  grade: z.boolean(),
  created: z.iso.datetime(),
});
export type FormListItem = z.infer<typeof formListItemSchema>;

// ----- The form as saved ----------------------------------------------------------------------------------------------

const optionIdSchema = z.union([z.uuid(), z.string().regex(new RegExp(`^${NEW_OPTION_PREFIX}[\\w-]{1,60}$`))]);
const fieldIdSchema = z.union([z.uuid(), z.string().regex(new RegExp(`^${NEW_FIELD_PREFIX}[\\w-]{1,60}$`))]);

/**
 * A field as the builder sends it: an existing id keeps the field (its answers stay with it), a `new-field-…` id
 * adds one. Its metadata is read by its type's schema; choicelist options need a label each (empty ones are dropped)
 * and at least one; likert options are made by the server from the rows and columns.
 */
export const formFieldBodySchema = z
  .object({
    id: fieldIdSchema.optional(),
    type: z.enum(FORM_FIELD_TYPES, { error: 'validation.invalid' }).default('text'),
    label: label(FIELD_LABEL_MAX).default(''),
    description: label(FIELD_DESCRIPTION_MAX)
      .nullish()
      .transform((v) => (v ? v : null)),
    required: z.boolean().default(false),
    roles: z
      .array(z.enum(FIELD_ROLES, { error: 'validation.invalid' }))
      .max(FIELD_ROLES.length)
      .transform((roles) => [...new Set(roles)])
      .default([...DEFAULT_FIELD_ROLES] as (typeof FIELD_ROLES)[number][]),
    options: z
      .array(z.object({ id: optionIdSchema.optional(), label: label(FIELD_LABEL_MAX) }))
      .max(FIELD_OPTIONS_MAX, { error: 'validation.invalid' })
      .transform((options) => options.filter((o) => o.label !== ''))
      .default([]),
    metadata: z.record(z.string(), z.unknown()).default({}),
    defaultExpanded: z.boolean().default(false),
  })
  .transform((field, ctx) => {
    const parsed = FIELD_METADATA_SCHEMAS[field.type].safeParse(field.metadata);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['metadata', ...issue.path], message: issue.message });
      }
      return z.NEVER;
    }
    if (field.type === 'choicelist' && field.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.labelListEmpty' });
      return z.NEVER;
    }
    const layout = LAYOUT_FIELD_TYPES.includes(field.type);
    return {
      ...field,
      metadata: parsed.data as Record<string, unknown>,
      // Only choicelists keep the options sent; likert cells follow from the rows and columns.
      options: field.type === 'choicelist' ? field.options : [],
      // A section or a title holds no answer, so nothing about it can be required.
      required: layout ? false : field.required,
      roles: field.roles.length > 0 ? field.roles : [...DEFAULT_FIELD_ROLES],
    };
  });
export type FormFieldBody = z.input<typeof formFieldBodySchema>;
export type FormFieldInput = z.output<typeof formFieldBodySchema>;

/** Body of `POST /api/forms` and `PUT /api/forms/{id}` (spec 3 §3 Form; attachments are ids of tus uploads). */
export const formBodySchema = z.object({
  title: z
    .string(required)
    .trim()
    .min(1, required)
    .max(FORM_TITLE_MAX, { error: `validation.maxLength:${FORM_TITLE_MAX}` }),
  description: label(FORM_DESCRIPTION_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  valuation: z.boolean().default(false),
  grade: z.boolean().default(false),
  evaluationOptions: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .max(100)
    .transform((ids) => [...new Set(ids)])
    .default([]),
  categories: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .max(100)
    .transform((ids) => [...new Set(ids)])
    .default([]),
  attachments: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .max(FORM_ATTACHMENTS_MAX)
    .transform((ids) => [...new Set(ids)])
    .default([]),
  fields: z.array(formFieldBodySchema).max(FORM_FIELDS_MAX, { error: 'validation.invalid' }).default([]),
});
export type FormBody = z.input<typeof formBodySchema>;
export type FormInput = z.output<typeof formBodySchema>;

// ----- Categories -----------------------------------------------------------------------------------------------------

/** A category (spec 3 §3 FormCategory); `count` is the number of forms in it. */
export const formCategorySchema = z.object({ id: z.uuid(), name: z.string(), count: z.number().int().min(0) });
export type FormCategory = z.infer<typeof formCategorySchema>;
export const formCategoryBodySchema = z.object({
  name: z
    .string(required)
    .trim()
    .min(1, required)
    .max(FORM_CATEGORY_NAME_MAX, { error: `validation.maxLength:${FORM_CATEGORY_NAME_MAX}` }),
});
export type FormCategoryBody = z.input<typeof formCategoryBodySchema>;

// ----- Export and import ----------------------------------------------------------------------------------------------

/** The format of an exported form: no ids, categories and valuations by name (so another portal can import it). */
export const FORM_EXPORT_FORMAT = 'opleidingsportaal.form';
export const formExportSchema = z.object({
  format: z.literal(FORM_EXPORT_FORMAT),
  formatVersion: z.literal(1),
  exported: z.iso.datetime().optional(),
  form: z.object({
    title: z.string(),
    description: z.string().nullable(),
    valuation: z.boolean(),
    grade: z.boolean(),
    evaluationOptions: z.array(z.string()).max(100),
    categories: z.array(z.string()).max(100),
    fields: z
      .array(
        z.object({
          type: z.enum(FORM_FIELD_TYPES),
          label: z.string(),
          description: z.string().nullable(),
          required: z.boolean(),
          roles: z.array(z.enum(FIELD_ROLES)),
          options: z.array(z.string()),
          metadata: z.record(z.string(), z.unknown()),
          defaultExpanded: z.boolean(),
        }),
      )
      .max(FORM_FIELDS_MAX),
  }),
});
export type FormExport = z.infer<typeof formExportSchema>;

/** Largest exported form accepted per file (characters). */
export const FORM_IMPORT_FILE_MAX = 2_000_000;
/** Body of `POST /api/forms/import`: the content of each chosen file, read by the browser. */
export const formImportBodySchema = z.object({
  files: z
    .array(z.object({ name: z.string().trim().min(1).max(255), content: z.string().max(FORM_IMPORT_FILE_MAX) }))
    .min(1, { error: 'validation.importNoFiles' })
    .max(50),
});
export type FormImportBody = z.input<typeof formImportBodySchema>;
/** Each file on its own: imported (the new form) or refused (why); a bad file never half-imports. */
export const formImportResultSchema = z.object({
  results: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['imported', 'failed']),
      form: z.object({ id: z.uuid(), title: z.string() }).optional(),
      /** `invalid_json`, `invalid_format` or `validation_failed`. */
      error: z.string().optional(),
      violations: z.array(z.object({ propertyPath: z.string(), detail: z.string() })).optional(),
    }),
  ),
});
export type FormImportResult = z.infer<typeof formImportResultSchema>;

// ----- Calls (spec 3 §7) ----------------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() });
const noContent = z.null().describe('No content');
const binary = z.any().describe('The document');

export const formListQuerySchema = listQuerySchema({
  filters: { categories: 'uuidList' },
  order: ['title', 'created', 'entryCount'],
});

/** `GET /api/forms`: the overview, one row per form (its current version); LIST_FORMS. */
export const getForms = defineEndpoint({
  method: 'GET',
  path: '/api/forms',
  summary: 'List forms (filters[categories], query on the title, order by title, created or entryCount)',
  tags: ['forms'],
  querystring: formListQuerySchema,
  response: { 200: listResponseSchema(formListItemSchema) },
});

/** `GET /api/forms/{id}`: the form; for LIST_FORMS holders and whoever may see an assignment using it. */
export const getForm = defineEndpoint({
  method: 'GET',
  path: '/api/forms/:id',
  summary: 'A form with its fields (current version)',
  tags: ['forms'],
  params: idParams,
  response: { 200: formSchema },
});

/** `POST /api/forms`: a new form (SAVE_FORM). */
export const postForm = defineEndpoint({
  method: 'POST',
  path: '/api/forms',
  summary: 'Create a form',
  tags: ['forms'],
  body: formBodySchema,
  response: { 201: formSchema },
});

/**
 * `PUT /api/forms/{id}` (SAVE_FORM): the whole form. When it has entries, no field they were filled against changes:
 * the version goes up and changed or removed fields are retired and saved anew (new ids in the answer).
 */
export const putForm = defineEndpoint({
  method: 'PUT',
  path: '/api/forms/:id',
  summary: 'Save a form (a new version when it has entries)',
  tags: ['forms'],
  params: idParams,
  body: formBodySchema,
  response: { 200: formSchema },
});

/** `DELETE /api/forms/{id}` (DELETE_FORM): refused with 409 `form_in_use` or `form_has_entries`. */
export const deleteForm = defineEndpoint({
  method: 'DELETE',
  path: '/api/forms/:id',
  summary: 'Delete a form that is not in use and has no entries',
  tags: ['forms'],
  params: idParams,
  response: { 204: noContent },
});

/** `GET /api/forms/{id}/duplicate` (SAVE_FORM): a copy titled '… (kopie)', answered as the new form. */
export const duplicateForm = defineEndpoint({
  method: 'GET',
  path: '/api/forms/:id/duplicate',
  summary: 'Duplicate a form (same-origin browsers only: it creates a form)',
  tags: ['forms'],
  params: idParams,
  response: { 201: formSchema },
});

/** `GET /api/forms/{id}/export` (admin): the form as a JSON download in `formExportSchema`. */
export const exportForm = defineEndpoint({
  method: 'GET',
  path: '/api/forms/:id/export',
  summary: 'Export a form as JSON (admin)',
  tags: ['forms'],
  params: idParams,
  response: { 200: formExportSchema },
});

/** `POST /api/forms/import` (admin): one or more exported forms; each file reported on its own. */
export const importForms = defineEndpoint({
  method: 'POST',
  path: '/api/forms/import',
  summary: 'Import exported forms (admin); each file is imported whole or not at all',
  tags: ['forms'],
  body: formImportBodySchema,
  response: { 200: formImportResultSchema },
});

/** `GET /api/forms/csv-export` (admin): the overview as CSV for Dutch Excel (`;`, BOM, DD-MM-YYYY). */
export const exportFormsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/forms/csv-export',
  summary: 'The forms overview as CSV (admin)',
  tags: ['forms'],
  querystring: formListQuerySchema,
  response: { 200: binary },
});

/** `GET /api/forms/{id}/pdf`: the form as a printable PDF (LIST_FORMS). */
export const getFormPdf = defineEndpoint({
  method: 'GET',
  path: '/api/forms/:id/pdf',
  summary: 'The form as a PDF',
  tags: ['forms'],
  params: idParams,
  response: { 200: binary },
});

export const formCategoryListQuerySchema = listQuerySchema({ maxPerPage: 1000, order: ['name', 'count'] });

/** `GET /api/forms/categories` (LIST_FORMS): name and number of forms; perPage up to 1000 for pickers. */
export const getFormCategories = defineEndpoint({
  method: 'GET',
  path: '/api/forms/categories',
  summary: 'List form categories with their form count',
  tags: ['forms'],
  querystring: formCategoryListQuerySchema,
  response: { 200: listResponseSchema(formCategorySchema) },
});

/** `POST /api/forms/categories` (MANAGE_FORM_CATEGORIES) {name}. */
export const postFormCategory = defineEndpoint({
  method: 'POST',
  path: '/api/forms/categories',
  summary: 'Create a form category',
  tags: ['forms'],
  body: formCategoryBodySchema,
  response: { 201: formCategorySchema },
});

/** `POST /api/forms/categories/{id}` (MANAGE_FORM_CATEGORIES) {name}: rename. */
export const renameFormCategory = defineEndpoint({
  method: 'POST',
  path: '/api/forms/categories/:id',
  summary: 'Rename a form category',
  tags: ['forms'],
  params: idParams,
  body: formCategoryBodySchema,
  response: { 200: formCategorySchema },
});

/** `DELETE /api/forms/categories/{id}` (MANAGE_FORM_CATEGORIES): the forms stay, without the category. */
export const deleteFormCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/forms/categories/:id',
  summary: 'Delete a form category (its forms stay)',
  tags: ['forms'],
  params: idParams,
  response: { 204: noContent },
});

/** `GET /api/educators/evaluation-options`: the valuations (Waardering) a form can offer. */
export const getEvaluationOptions = defineEndpoint({
  method: 'GET',
  path: '/api/educators/evaluation-options',
  summary: 'The valuations a form can offer',
  tags: ['forms'],
  response: { 200: z.object({ items: z.array(evaluationOptionSchema) }) },
});

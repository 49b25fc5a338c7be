// Forms of the form builder: categories, fields of every type (with their options), attachments and the
// valuations an evaluator can give.
import { fakerNL } from '@faker-js/faker';
import { FORM_FIELD_TYPES, INTERNSHIP_TYPE_IDS, type FormFieldType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  evaluationOptions,
  formAttachments,
  formCategories,
  formCategoryLinks,
  formEvaluationOptions,
  formFieldOptions,
  formFields,
  forms,
  formVersions,
} from '../../src/db/schema';
import { createFile } from './files';
import { defined, one, sequence, uniqueName, type Overrides, type Row } from './support';

export type FormRow = Row<typeof forms>;
export type FormFieldRow = Row<typeof formFields>;
export type FormFieldOptionRow = Row<typeof formFieldOptions>;

export async function getForm(db: Db, id: string): Promise<FormRow> {
  return one(await db.select().from(forms).where(eq(forms.id, id)), 'form');
}

export async function getFormField(db: Db, id: string): Promise<FormFieldRow> {
  return one(await db.select().from(formFields).where(eq(formFields.id, id)), 'form field');
}

/** A form without fields (add them with `createFormField`); no valuation or grade unless asked. */
export async function createForm(db: Db, overrides: Overrides<typeof forms> = {}): Promise<FormRow> {
  const values = { title: `Formulier ${sequence()}`, description: fakerNL.lorem.sentence(), ...defined(overrides) };
  return one(await db.insert(forms).values(values).returning(), 'form');
}

export async function createFormCategory(
  db: Db,
  overrides: Overrides<typeof formCategories> = {},
): Promise<Row<typeof formCategories>> {
  // Names are unique without case.
  const values = { name: uniqueName('Categorie'), ...defined(overrides) };
  return one(await db.insert(formCategories).values(values).returning(), 'form category');
}

export async function createFormCategoryLink(
  db: Db,
  overrides: Overrides<typeof formCategoryLinks> = {},
): Promise<Row<typeof formCategoryLinks>> {
  const values = {
    formId: overrides.formId ?? (await createForm(db)).id,
    categoryId: overrides.categoryId ?? (await createFormCategory(db)).id,
  };
  return one(await db.insert(formCategoryLinks).values(values).returning(), 'form category link');
}

const LIKERT_ROWS = ['Communicatie', 'Samenwerking', 'Professionaliteit'];
const LIKERT_COLUMNS = ['Onvoldoende', 'Voldoende', 'Goed'];

/**
 * The settings a field of `type` carries in `metadata` (schema comment, spec 2 §3). The exact shape belongs to the
 * form builder, which is not written yet; these follow the names the schema lists.
 */
export function fieldMetadata(type: FormFieldType): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { placeholder: 'Vul hier in', type: 'text' };
    case 'choicelist':
      return { multiple: false };
    case 'likert':
      return { rows: LIKERT_ROWS, columns: LIKERT_COLUMNS, sections: [], multiple: false };
    case 'date':
      return { range: false, time: false };
    case 'file-upload':
      return { documents: true, audio: false, video: false, images: true };
    case 'internship-type':
      return { types: INTERNSHIP_TYPE_IDS };
    default:
      return {};
  }
}

/** A field of a new form; `type` decides the metadata (text unless given). Options: `createFieldWithOptions`. */
export async function createFormField(db: Db, overrides: Overrides<typeof formFields> = {}): Promise<FormFieldRow> {
  const type = overrides.type ?? 'text';
  const n = sequence();
  const values = {
    label: `Vraag ${n} (${type})`,
    metadata: fieldMetadata(type),
    // Increasing within the process, so fields keep the order they were made in.
    sortOrder: n,
    ...defined(overrides),
    type,
    formId: overrides.formId ?? (await createForm(db)).id,
  };
  return one(await db.insert(formFields).values(values).returning(), 'form field');
}

/** An option of a new choicelist field unless a field is given. */
export async function createFormFieldOption(
  db: Db,
  overrides: Overrides<typeof formFieldOptions> = {},
): Promise<FormFieldOptionRow> {
  const n = sequence();
  const values = {
    label: `Optie ${n}`,
    sortOrder: n,
    ...defined(overrides),
    fieldId: overrides.fieldId ?? (await createFormField(db, { type: 'choicelist' })).id,
  };
  return one(await db.insert(formFieldOptions).values(values).returning(), 'form field option');
}

export interface FieldWithOptions {
  field: FormFieldRow;
  /** Three for a choicelist, one per cell (`field_{row}_{col}`) for a likert, none for other types. */
  options: FormFieldOptionRow[];
}

/** A field of any type with the options its type needs, ready to be answered. */
export async function createFieldWithOptions(
  db: Db,
  type: FormFieldType,
  overrides: Overrides<typeof formFields> = {},
): Promise<FieldWithOptions> {
  const field = await createFormField(db, { ...defined(overrides), type });
  const labels =
    type === 'choicelist'
      ? ['Ja', 'Nee', 'Weet ik niet']
      : type === 'likert'
        ? LIKERT_ROWS.flatMap((_, row) => LIKERT_COLUMNS.map((__, col) => `field_${row}_${col}`))
        : [];
  const options: FormFieldOptionRow[] = [];
  for (const [sortOrder, label] of labels.entries()) {
    options.push(await createFormFieldOption(db, { fieldId: field.id, label, sortOrder }));
  }
  return { field, options };
}

export interface FormWithAllFieldTypes {
  form: FormRow;
  fields: Record<FormFieldType, FieldWithOptions>;
}

/** A form holding one field of every type, in FORM_FIELD_TYPES order. */
export async function createFormWithAllFieldTypes(
  db: Db,
  overrides: Overrides<typeof forms> = {},
): Promise<FormWithAllFieldTypes> {
  const form = await createForm(db, overrides);
  const fields: Partial<Record<FormFieldType, FieldWithOptions>> = {};
  for (const [sortOrder, type] of FORM_FIELD_TYPES.entries()) {
    fields[type] = await createFieldWithOptions(db, type, { formId: form.id, sortOrder });
  }
  return { form, fields: fields as Record<FormFieldType, FieldWithOptions> };
}

export async function createFormAttachment(
  db: Db,
  overrides: Overrides<typeof formAttachments> = {},
): Promise<Row<typeof formAttachments>> {
  const values = {
    formId: overrides.formId ?? (await createForm(db)).id,
    fileId: overrides.fileId ?? (await createFile(db, { context: 'form' })).id,
  };
  return one(await db.insert(formAttachments).values(values).returning(), 'form attachment');
}

/** Labels are unique (case-sensitive), so the default carries the unique suffix. */
export async function createEvaluationOption(
  db: Db,
  overrides: Overrides<typeof evaluationOptions> = {},
): Promise<Row<typeof evaluationOptions>> {
  const values = { label: uniqueName('Voldoende'), sortOrder: sequence(), ...defined(overrides) };
  return one(await db.insert(evaluationOptions).values(values).returning(), 'evaluation option');
}

export async function createFormEvaluationOption(
  db: Db,
  overrides: Overrides<typeof formEvaluationOptions> = {},
): Promise<Row<typeof formEvaluationOptions>> {
  const values = {
    ...defined(overrides),
    formId: overrides.formId ?? (await createForm(db, { valuation: true })).id,
    optionId: overrides.optionId ?? (await createEvaluationOption(db)).id,
  };
  return one(await db.insert(formEvaluationOptions).values(values).returning(), 'form evaluation option');
}

/** A form's change counter (the database keeps these rows, see migration 0025). */
export async function createFormVersion(
  db: Db,
  overrides: { formId?: string } = {},
): Promise<Row<typeof formVersions>> {
  const formId = overrides.formId ?? (await createForm(db)).id;
  const rows = await db.select().from(formVersions).where(eq(formVersions.formId, formId));
  return one(
    rows.length > 0 ? rows : await db.insert(formVersions).values({ formId, version: 1 }).returning(),
    'form version',
  );
}

// Filled-in forms: an entry per filling-in, a value per field, and the chosen options, files and linked
// assignments of a value.
import { fakerNL } from '@faker-js/faker';
import type { FormFieldType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  entries,
  entryValueAssignments,
  entryValueFiles,
  entryValueOptions,
  entryValues,
  formFieldOptions,
} from '../../src/db/schema';
import { createAssignment, getAssignment } from './assignments';
import { createFile } from './files';
import { createFormField, createFormFieldOption, getFormField } from './forms';
import { defined, isoDate, one, type Overrides, type Row } from './support';

export type EntryRow = Row<typeof entries>;
export type EntryValueRow = Row<typeof entryValues>;

async function getEntry(db: Db, id: string): Promise<EntryRow> {
  return one(await db.select().from(entries).where(eq(entries.id, id)), 'entry');
}

async function getEntryValue(db: Db, id: string): Promise<EntryValueRow> {
  return one(await db.select().from(entryValues).where(eq(entryValues.id, id)), 'entry value');
}

/**
 * A draft filling-in of the assignment's own form by its participant. With only `formId`, a new assignment with
 * that form is made, so the entry's form and its assignment's form agree.
 */
export async function createEntry(db: Db, overrides: Overrides<typeof entries> = {}): Promise<EntryRow> {
  const assignment =
    overrides.assignmentId == null
      ? await createAssignment(db, { formId: overrides.formId })
      : await getAssignment(db, overrides.assignmentId);
  const status = overrides.status ?? 'draft';
  const values = {
    submittedAt: status === 'submitted' ? new Date() : null,
    ...defined(overrides),
    status,
    assignmentId: assignment.id,
    formId: overrides.formId ?? assignment.formId,
    // A contributor's entry (made with a token) has no account behind it.
    createdById:
      overrides.createdById !== undefined ? overrides.createdById : overrides.accessTokenId ? null : assignment.userId,
  };
  return one(await db.insert(entries).values(values).returning(), 'entry');
}

/**
 * A plausible `value` for a field of `type`. Choices, files and linked assignments live in join tables, so those
 * types (and the layout-only section and title) have none.
 */
export function sampleValue(type: FormFieldType): unknown {
  switch (type) {
    case 'text':
      return fakerNL.lorem.words(3);
    case 'textarea':
      return fakerNL.lorem.paragraph();
    case 'number':
      return 7;
    case 'date':
      return { startDate: isoDate(-7), startTime: null, endDate: null, endTime: null };
    case 'request-points':
      return 2;
    case 'request-amount':
      return 12_500;
    case 'internship-type':
      return 4;
    case 'signature':
    case 'section':
    case 'title':
    case 'likert':
    case 'choicelist':
    case 'file-upload':
    case 'product':
      return null;
  }
}

export interface EntryValueOptions extends Overrides<typeof entryValues> {
  /** Without `fieldId`: the type of the field made on the entry's form (text unless given). */
  fieldType?: FormFieldType;
}

/**
 * The answer to one field. Entry and field share a form: a missing field is added to the entry's form, a missing
 * entry is made on the field's form. `value` defaults to `sampleValue` of the field's type.
 */
export async function createEntryValue(db: Db, options: EntryValueOptions = {}): Promise<EntryValueRow> {
  const { fieldType, ...overrides } = options;
  const givenField = overrides.fieldId === undefined ? undefined : await getFormField(db, overrides.fieldId);
  const entry =
    overrides.entryId === undefined
      ? await createEntry(db, { formId: givenField?.formId })
      : await getEntry(db, overrides.entryId);
  const field = givenField ?? (await createFormField(db, { formId: entry.formId, type: fieldType ?? 'text' }));
  const values = {
    value: sampleValue(field.type),
    ...defined(overrides),
    entryId: entry.id,
    fieldId: field.id,
  };
  return one(await db.insert(entryValues).values(values).returning(), 'entry value');
}

/** A chosen option: option and value belong to the same (choicelist unless given) field. */
export async function createEntryValueOption(
  db: Db,
  overrides: Overrides<typeof entryValueOptions> = {},
): Promise<Row<typeof entryValueOptions>> {
  let entryValueId = overrides.entryValueId;
  let optionId = overrides.optionId;
  if (entryValueId === undefined) {
    const fieldId =
      optionId === undefined
        ? undefined
        : one(await db.select().from(formFieldOptions).where(eq(formFieldOptions.id, optionId)), 'option').fieldId;
    entryValueId = (await createEntryValue(db, { fieldId, fieldType: 'choicelist' })).id;
  }
  if (optionId === undefined) {
    const { fieldId } = await getEntryValue(db, entryValueId);
    optionId = (await createFormFieldOption(db, { fieldId })).id;
  }
  return one(await db.insert(entryValueOptions).values({ entryValueId, optionId }).returning(), 'entry value option');
}

/** An uploaded file on a (file-upload unless given) field. */
export async function createEntryValueFile(
  db: Db,
  overrides: Overrides<typeof entryValueFiles> = {},
): Promise<Row<typeof entryValueFiles>> {
  const values = {
    entryValueId: overrides.entryValueId ?? (await createEntryValue(db, { fieldType: 'file-upload' })).id,
    fileId: overrides.fileId ?? (await createFile(db, { context: 'entry' })).id,
  };
  return one(await db.insert(entryValueFiles).values(values).returning(), 'entry value file');
}

/** A product field's link to another assignment of the same participant (a new one in the same education). */
export async function createEntryValueAssignment(
  db: Db,
  overrides: Overrides<typeof entryValueAssignments> = {},
): Promise<Row<typeof entryValueAssignments>> {
  const entryValue =
    overrides.entryValueId === undefined
      ? await createEntryValue(db, { fieldType: 'product' })
      : await getEntryValue(db, overrides.entryValueId);
  let assignmentId = overrides.assignmentId;
  if (assignmentId === undefined) {
    const owner = await getAssignment(db, (await getEntry(db, entryValue.entryId)).assignmentId!);
    assignmentId = (await createAssignment(db, { educationId: owner.educationId, state: 'finished' })).id;
  }
  const values = { entryValueId: entryValue.id, assignmentId };
  return one(await db.insert(entryValueAssignments).values(values).returning(), 'entry value assignment');
}

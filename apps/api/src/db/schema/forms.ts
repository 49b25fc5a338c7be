import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, fkIndex } from './_columns';
import { formFieldTypeEnum, roleEnum } from './enums';
import { files } from './files';
import { users } from './users';

/** A form built in the form builder; assignments, requests and EPA modules are filled in with one. */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    /** The evaluator gives a valuation (Waardering) on assignments with this form. */
    valuation: boolean().notNull().default(false),
    /** The evaluator gives a grade (Cijfer, 0-10). */
    grade: boolean().notNull().default(false),
    /**
     * The form's version. Saving a form that has entries changes no field those entries were filled against: the
     * version goes up, changed fields are retired (`untilVersion`) and saved anew, and each entry keeps the version
     * it was filled in (`entries.formVersion`), so it renders and validates exactly as it was filled.
     */
    version: integer().notNull().default(1),
    /**
     * Entries of assignments filled in with any version of the form (trial entries not counted): kept by statement
     * triggers on `entries` (migration 0008), so the overview reads a column instead of counting ~16,000 index rows
     * per form on the scale set.
     */
    entryCount: integer().notNull().default(0),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('forms_title_idx').on(t.title), fkIndex('forms_created_by_idx', t.createdById)],
);

export const formCategories = pgTable(
  'form_categories',
  {
    id: id(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('form_categories_name_key').on(sql`lower(${t.name})`)],
);

export const formCategoryLinks = pgTable(
  'form_category_links',
  {
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => formCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.categoryId] }),
    index('form_category_links_category_idx').on(t.categoryId),
  ],
);

/**
 * A field of a form. `metadata` holds the type's settings (spec 2 §3): text {placeholder, type}, choicelist
 * {multiple}, likert {rows, columns, sections, multiple}, date {range, time}, file-upload {documents, audio, video,
 * images}, internship-type {types}. `roles` says who may see and fill it (default the participant).
 */
export const formFields = pgTable(
  'form_fields',
  {
    id: id(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    type: formFieldTypeEnum().notNull().default('text'),
    label: text().notNull().default(''),
    description: text(),
    required: boolean().notNull().default(false),
    roles: roleEnum()
      .array()
      .notNull()
      .default(sql`'{ROLE_PARTICIPANT}'`),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    defaultExpanded: boolean().notNull().default(false),
    sortOrder: integer().notNull(),
    /** The first form version with this field. */
    fromVersion: integer().notNull().default(1),
    /** The first form version without it (null: in the current version). Versions [fromVersion, untilVersion). */
    untilVersion: integer(),
  },
  (t) => [index('form_fields_form_idx').on(t.formId, t.sortOrder)],
);

/** An option of a choicelist or likert field (likert options are labelled field_{row}_{col}). */
export const formFieldOptions = pgTable(
  'form_field_options',
  {
    id: id(),
    fieldId: uuid()
      .notNull()
      .references(() => formFields.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [index('form_field_options_field_idx').on(t.fieldId, t.sortOrder)],
);

export const formAttachments = pgTable(
  'form_attachments',
  {
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.formId, t.fileId] }), fkIndex('form_attachments_file_idx', t.fileId)],
);

/** The valuations an evaluator can give (Waardering), offered per form. */
export const evaluationOptions = pgTable(
  'evaluation_options',
  {
    id: id(),
    label: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('evaluation_options_label_key').on(sql`lower(${t.label})`)],
);

export const formEvaluationOptions = pgTable(
  'form_evaluation_options',
  {
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    optionId: uuid()
      .notNull()
      .references(() => evaluationOptions.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.optionId] }), fkIndex('form_evaluation_options_option_idx', t.optionId)],
);

/**
 * A counter per form, raised by the triggers of migration 0025 with every committed write that changes what an
 * assignment page shows of its form (title, description, valuation and grade, its evaluation options and their
 * labels, its attachments and their names, its fields). No foreign key and never deleted, as `education_versions`.
 */
export const formVersions = pgTable('form_versions', {
  formId: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

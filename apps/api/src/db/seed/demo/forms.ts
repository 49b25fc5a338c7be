// Forms with their fields, options, categories, attachments and valuations.
import type { Role } from '@portal/contracts';
import {
  evaluationOptions,
  formAttachments,
  formCategories,
  formCategoryLinks,
  formEvaluationOptions,
  formFieldOptions,
  formFields,
  forms,
} from '../../schema';
import { addFile, flushFiles, get, insertRows, MIME, newId, type DemoContext } from './context';
import {
  EVALUATION_OPTION_LABELS,
  FORM_CATEGORY_NAMES,
  FORM_DEFINITIONS,
  likertOptionLabels,
  type FieldDefinition,
  type FormDefinition,
  type FormKey,
} from './form-definitions';

export interface SeededField {
  id: string;
  definition: FieldDefinition;
  roles: Role[];
  /** Option ids in sort order (choicelist options, or likert cells row by row). */
  optionIds: string[];
}

export interface SeededForm {
  id: string;
  definition: FormDefinition;
  fields: SeededField[];
}

export interface FormRegistry {
  forms: ReadonlyMap<FormKey, SeededForm>;
  /** Evaluation option id by label. */
  evaluationOptions: ReadonlyMap<string, string>;
}

/** Seeds the form builder's content; the program assistant built the forms a few months ago. */
export async function seedForms(ctx: DemoContext, authorId: string): Promise<FormRegistry> {
  const { db, clock } = ctx;
  const optionIds = new Map(EVALUATION_OPTION_LABELS.map((label) => [label, newId()]));
  await insertRows(
    db,
    evaluationOptions,
    EVALUATION_OPTION_LABELS.map((label, sortOrder) => ({ id: get(optionIds, label), label, sortOrder })),
  );
  const categoryIds = new Map(FORM_CATEGORY_NAMES.map((name) => [name, newId()]));
  await insertRows(
    db,
    formCategories,
    FORM_CATEGORY_NAMES.map((name) => ({ id: get(categoryIds, name), name, createdAt: clock.at(-400) })),
  );

  const seeded = new Map<FormKey, SeededForm>();
  const formRows: (typeof forms.$inferInsert)[] = [];
  const fieldRows: (typeof formFields.$inferInsert)[] = [];
  const optionRows: (typeof formFieldOptions.$inferInsert)[] = [];
  const links: (typeof formCategoryLinks.$inferInsert)[] = [];
  const valuations: (typeof formEvaluationOptions.$inferInsert)[] = [];
  const attachments: (typeof formAttachments.$inferInsert)[] = [];

  FORM_DEFINITIONS.forEach((definition, formIndex) => {
    const formId = newId();
    const created = clock.at(-380 + formIndex * 7, '10:30');
    formRows.push({
      id: formId,
      title: definition.title,
      description: definition.description,
      valuation: definition.valuation,
      grade: definition.grade,
      createdById: authorId,
      createdAt: created,
      updatedAt: created,
    });
    const fields = definition.fields.map((field, sortOrder): SeededField => {
      const id = newId();
      const roles = field.roles ?? ['ROLE_PARTICIPANT'];
      fieldRows.push({
        id,
        formId,
        type: field.type,
        label: field.label,
        description: field.description ?? null,
        required: field.required ?? false,
        roles,
        metadata: field.metadata ?? {},
        defaultExpanded: field.defaultExpanded ?? false,
        sortOrder,
      });
      const labels = field.type === 'likert' ? likertOptionLabels(field.metadata) : (field.options ?? []);
      const ids = labels.map((label, order) => {
        const optionId = newId();
        optionRows.push({ id: optionId, fieldId: id, label, sortOrder: order });
        return optionId;
      });
      return { id, definition: field, roles, optionIds: ids };
    });
    for (const category of definition.categories) links.push({ formId, categoryId: get(categoryIds, category) });
    definition.evaluationOptions.forEach((label, sortOrder) =>
      valuations.push({ formId, optionId: get(optionIds, label), sortOrder }),
    );
    for (const name of definition.attachments ?? []) {
      const fileId = addFile(ctx, {
        name,
        mimeType: MIME.pdf,
        context: 'form',
        uploadedById: authorId,
        createdAt: created,
      });
      attachments.push({ formId, fileId });
    }
    seeded.set(definition.key, { id: formId, definition, fields });
  });

  await flushFiles(ctx);
  await insertRows(db, forms, formRows);
  await insertRows(db, formFields, fieldRows);
  await insertRows(db, formFieldOptions, optionRows);
  await insertRows(db, formCategoryLinks, links);
  await insertRows(db, formEvaluationOptions, valuations);
  await insertRows(db, formAttachments, attachments);
  return { forms: seeded, evaluationOptions: optionIds };
}

import {
  FORM_EXPORT_FORMAT,
  formBodySchema,
  formExportSchema,
  likertOptionLabels,
  type Form,
  type FormExport,
  type FormFieldInput,
  type FormImportResult,
  type FormInput,
  type Violation,
} from '@portal/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  entries,
  evaluationOptions,
  formAttachments,
  formCategories,
  formCategoryLinks,
  formEvaluationOptions,
  formFieldOptions,
  formFields,
  forms,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { presentField, type FormRow, type FormsRepository, type StoredField, type Tx } from './forms.repository';
import { canDeleteForms, canExportForms, canSaveForms, type FormActor } from './forms.policy';

/** JSON with its object keys sorted, so two equal values compare equal whatever order jsonb gave them. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Whether the stored field is what the builder sent, at the same place: then answers given to it stay valid. */
function sameField(stored: StoredField, input: FormFieldInput, sortOrder: number): boolean {
  const optionsSame =
    input.type !== 'choicelist' ||
    (stored.options.length === input.options.length &&
      stored.options.every((o, i) => o.id === input.options[i]!.id && o.label === input.options[i]!.label));
  return (
    stored.sortOrder === sortOrder &&
    stored.type === input.type &&
    stored.label === input.label &&
    stored.description === input.description &&
    stored.required === input.required &&
    stored.defaultExpanded === input.defaultExpanded &&
    canonical([...stored.roles].sort()) === canonical([...input.roles].sort()) &&
    canonical(stored.metadata) === canonical(input.metadata) &&
    optionsSame
  );
}

/** The columns of a field row as the builder sent it, at its place in the form. */
const fieldColumns = (input: FormFieldInput, sortOrder: number) => ({
  type: input.type,
  label: input.label,
  description: input.description,
  required: input.required,
  roles: input.roles,
  metadata: input.metadata,
  defaultExpanded: input.defaultExpanded,
  sortOrder,
});

const isUuid = (id: string | undefined): id is string =>
  id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function createFormsService({ db, repo }: { db: Db; repo: FormsRepository }) {
  async function insertField(tx: Tx, formId: string, input: FormFieldInput, sortOrder: number, version: number) {
    const [row] = await tx
      .insert(formFields)
      .values({ formId, ...fieldColumns(input, sortOrder), fromVersion: version })
      .returning({ id: formFields.id });
    await writeOptions(tx, row!.id, input);
  }

  /** A choicelist's options as sent; a likert's cells from its rows and columns; other types have none. */
  async function writeOptions(tx: Tx, fieldId: string, input: FormFieldInput) {
    const labels =
      input.type === 'choicelist'
        ? input.options.map((o) => o.label)
        : input.type === 'likert'
          ? likertOptionLabels(input.metadata as { rows: string[]; columns: string[] })
          : [];
    if (labels.length === 0) return;
    await tx.insert(formFieldOptions).values(labels.map((label, sortOrder) => ({ fieldId, label, sortOrder })));
  }

  /** Updates a field nobody answered yet in place; choicelist options keep their ids where the builder kept them. */
  async function updateFieldInPlace(tx: Tx, stored: StoredField, input: FormFieldInput, sortOrder: number) {
    await tx.update(formFields).set(fieldColumns(input, sortOrder)).where(eq(formFields.id, stored.id));
    if (input.type === 'choicelist' && stored.type === 'choicelist') {
      const kept = new Set(input.options.map((o) => o.id).filter((id) => stored.options.some((s) => s.id === id)));
      const gone = stored.options.filter((o) => !kept.has(o.id)).map((o) => o.id);
      if (gone.length > 0) await tx.delete(formFieldOptions).where(inArray(formFieldOptions.id, gone));
      for (const [sortOrderOfOption, option] of input.options.entries()) {
        if (option.id && kept.has(option.id)) {
          await tx
            .update(formFieldOptions)
            .set({ label: option.label, sortOrder: sortOrderOfOption })
            .where(eq(formFieldOptions.id, option.id));
        } else {
          await tx
            .insert(formFieldOptions)
            .values({ fieldId: stored.id, label: option.label, sortOrder: sortOrderOfOption });
        }
      }
      return;
    }
    await tx.delete(formFieldOptions).where(eq(formFieldOptions.fieldId, stored.id));
    await writeOptions(tx, stored.id, input);
  }

  /** Refuses ids that do not exist (categories, valuations) or files the caller may not attach. */
  async function checkReferences(tx: Tx, actor: FormActor, formId: string | null, input: FormInput) {
    const violations: Violation[] = [];
    const categories = await repo.existing(tx, 'categories', input.categories);
    input.categories.forEach((id, i) => {
      if (!categories.has(id)) violations.push({ propertyPath: `categories[${i}]`, detail: 'validation.invalid' });
    });
    const valuations = await repo.existing(tx, 'valuations', input.evaluationOptions);
    input.evaluationOptions.forEach((id, i) => {
      if (!valuations.has(id))
        violations.push({ propertyPath: `evaluationOptions[${i}]`, detail: 'validation.invalid' });
    });
    const candidates = new Map((await repo.attachmentCandidates(tx, formId, input.attachments)).map((c) => [c.id, c]));
    input.attachments.forEach((id, i) => {
      const file = candidates.get(id);
      // Already the form's, or uploaded for a form by the caller (an admin may attach anyone's form upload).
      const allowed =
        file &&
        (file.attached ||
          (file.context === 'form' && (file.uploadedById === actor.userId || actor.roles.includes('ROLE_ADMIN'))));
      if (!allowed) violations.push({ propertyPath: `attachments[${i}]`, detail: 'validation.fileUnknown' });
    });
    if (violations.length > 0) throw AppError.validation(violations);
  }

  async function writeLinks(tx: Tx, formId: string, input: FormInput) {
    await tx.delete(formCategoryLinks).where(eq(formCategoryLinks.formId, formId));
    if (input.categories.length > 0) {
      await tx.insert(formCategoryLinks).values(input.categories.map((categoryId) => ({ formId, categoryId })));
    }
    await tx.delete(formEvaluationOptions).where(eq(formEvaluationOptions.formId, formId));
    if (input.evaluationOptions.length > 0) {
      await tx
        .insert(formEvaluationOptions)
        .values(input.evaluationOptions.map((optionId, sortOrder) => ({ formId, optionId, sortOrder })));
    }
    await tx.delete(formAttachments).where(eq(formAttachments.formId, formId));
    if (input.attachments.length > 0) {
      await tx.insert(formAttachments).values(input.attachments.map((fileId) => ({ formId, fileId })));
    }
  }

  async function create(tx: Tx, actor: FormActor, input: FormInput): Promise<string> {
    await checkReferences(tx, actor, null, input);
    const [form] = await tx
      .insert(forms)
      .values({
        title: input.title,
        description: input.description,
        valuation: input.valuation,
        grade: input.grade,
        createdById: actor.userId,
      })
      .returning({ id: forms.id });
    for (const [sortOrder, field] of input.fields.entries()) await insertField(tx, form!.id, field, sortOrder, 1);
    await writeLinks(tx, form!.id, input);
    return form!.id;
  }

  async function present(tx: Tx, form: FormRow, actor: FormActor): Promise<Form> {
    const [fields, details] = await Promise.all([repo.fields(tx, form.id, form.version), repo.details(tx, form.id)]);
    return {
      id: form.id,
      title: form.title,
      description: form.description,
      valuation: form.valuation,
      grade: form.grade,
      evaluationOptions: details.valuations,
      categories: details.categories,
      attachments: details.attachments,
      fields: fields.map(presentField),
      inUse: Boolean(details.inUse),
      entryCount: Number(details.entryCount),
      version: form.version,
      created: form.createdAt.toISOString(),
      updated: form.updatedAt.toISOString(),
      _permissions: { save: canSaveForms(actor), delete: canDeleteForms(actor), export: canExportForms(actor) },
    };
  }

  async function presentById(actor: FormActor, id: string): Promise<Form> {
    const form = await repo.find(db, id);
    if (!form) throw AppError.notFound();
    return present(db, form, actor);
  }

  /** The form as an export: no ids; categories and valuations by name. */
  async function toExport(form: Form): Promise<FormExport> {
    return {
      format: FORM_EXPORT_FORMAT,
      formatVersion: 1,
      exported: new Date().toISOString(),
      form: {
        title: form.title,
        description: form.description,
        valuation: form.valuation,
        grade: form.grade,
        evaluationOptions: form.evaluationOptions.map((o) => o.label),
        categories: form.categories.map((c) => c.name),
        fields: form.fields.map((f) => ({
          type: f.type,
          label: f.label,
          description: f.description,
          required: f.required,
          roles: f.roles.filter(
            (r): r is FormExport['form']['fields'][number]['roles'][number] => r !== 'ROLE_FREE_E_LEARNING_USER',
          ),
          options: f.type === 'choicelist' ? f.options.map((o) => o.label) : [],
          metadata: f.metadata,
          defaultExpanded: f.defaultExpanded,
        })),
      },
    };
  }

  /** The id of a category or valuation by its name (case-insensitive), made when the portal does not have it. */
  async function idByName(tx: Tx, kind: 'category' | 'valuation', name: string): Promise<string> {
    if (kind === 'category') {
      const [found] = await tx
        .select({ id: formCategories.id })
        .from(formCategories)
        .where(sql`lower(${formCategories.name}) = lower(${name})`);
      if (found) return found.id;
      const [made] = await tx.insert(formCategories).values({ name }).returning({ id: formCategories.id });
      return made!.id;
    }
    const [found] = await tx
      .select({ id: evaluationOptions.id })
      .from(evaluationOptions)
      .where(sql`lower(${evaluationOptions.label}) = lower(${name})`);
    if (found) return found.id;
    const [made] = await tx
      .insert(evaluationOptions)
      .values({ label: name, sortOrder: 1000 })
      .returning({ id: evaluationOptions.id });
    return made!.id;
  }

  return {
    list: repo.list,
    get: presentById,

    async create(actor: FormActor, input: FormInput): Promise<Form> {
      const id = await db.transaction((tx) => create(tx, actor, input));
      return presentById(actor, id);
    },

    /**
     * Saves the whole form. Without entries the fields change in place. With entries (a trial entry counts too) no
     * field they were filled against changes: a changed, moved or removed field is retired at the next version and
     * a changed one saved anew, so every entry still renders and validates against its own version's fields.
     */
    async update(actor: FormActor, id: string, input: FormInput): Promise<Form> {
      await db.transaction(async (tx) => {
        const form = await repo.find(tx, id, true);
        if (!form) throw AppError.notFound();
        await checkReferences(tx, actor, id, input);
        const stored = await repo.fields(tx, id, form.version);
        const storedById = new Map(stored.map((f) => [f.id, f]));
        const incomingIds = new Set(input.fields.map((f) => f.id).filter(isUuid));
        const versioned = await repo.hasEntries(tx, id);
        let version = form.version;
        if (!versioned) {
          const removed = stored.filter((f) => !incomingIds.has(f.id)).map((f) => f.id);
          if (removed.length > 0) await tx.delete(formFields).where(inArray(formFields.id, removed));
          for (const [sortOrder, field] of input.fields.entries()) {
            const existing = isUuid(field.id) ? storedById.get(field.id) : undefined;
            if (existing) await updateFieldInPlace(tx, existing, field, sortOrder);
            else await insertField(tx, id, field, sortOrder, version);
          }
        } else {
          const kept = new Set<string>();
          input.fields.forEach((field, sortOrder) => {
            const existing = isUuid(field.id) ? storedById.get(field.id) : undefined;
            if (existing && sameField(existing, field, sortOrder)) kept.add(existing.id);
          });
          const retired = stored.filter((f) => !kept.has(f.id)).map((f) => f.id);
          const added = input.fields.length - kept.size;
          if (retired.length > 0 || added > 0) {
            version = form.version + 1;
            if (retired.length > 0) {
              await tx
                .update(formFields)
                .set({ untilVersion: version })
                .where(and(inArray(formFields.id, retired), isNull(formFields.untilVersion)));
            }
            for (const [sortOrder, field] of input.fields.entries()) {
              if (!(isUuid(field.id) && kept.has(field.id))) await insertField(tx, id, field, sortOrder, version);
            }
          }
        }
        await tx
          .update(forms)
          .set({
            title: input.title,
            description: input.description,
            valuation: input.valuation,
            grade: input.grade,
            version,
            updatedAt: new Date(),
          })
          .where(eq(forms.id, id));
        await writeLinks(tx, id, input);
      });
      return presentById(actor, id);
    },

    /** Refused while the form is linked or has entries; a builder's trial entries go with it. */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const form = await repo.find(tx, id, true);
        if (!form) throw AppError.notFound();
        const details = await repo.details(tx, id);
        // Entries say more than a link (an assignment filled in with it is a link too), so they are named first.
        if (details.entryCount > 0) throw new AppError('form_has_entries', 409);
        if (details.inUse) throw new AppError('form_in_use', 409);
        await tx.delete(entries).where(eq(entries.formId, id));
        await tx.delete(forms).where(eq(forms.id, id));
      });
    },

    /** A copy of the current version titled '… (kopie)', with the same categories, valuations and attachments. */
    async duplicate(actor: FormActor, id: string): Promise<Form> {
      const original = await presentById(actor, id);
      const input = formBodySchema.parse({
        title: `${original.title} (kopie)`.slice(0, 255),
        description: original.description,
        valuation: original.valuation,
        grade: original.grade,
        evaluationOptions: original.evaluationOptions.map((o) => o.id),
        categories: original.categories.map((c) => c.id),
        attachments: [],
        fields: original.fields.map((f) => ({
          ...f,
          id: undefined,
          options: f.options.map((o) => ({ label: o.label })),
        })),
      });
      const copyId = await db.transaction(async (tx) => {
        const newId = await create(tx, actor, input);
        if (original.attachments.length > 0) {
          await tx.insert(formAttachments).values(original.attachments.map((a) => ({ formId: newId, fileId: a.id })));
        }
        return newId;
      });
      return presentById(actor, copyId);
    },

    async export(actor: FormActor, id: string): Promise<FormExport> {
      return toExport(await presentById(actor, id));
    },

    /** Each file on its own transaction: imported whole, or reported and left out entirely. */
    async import(actor: FormActor, files: { name: string; content: string }[]): Promise<FormImportResult> {
      const results: FormImportResult['results'] = [];
      for (const file of files) {
        let json: unknown;
        try {
          json = JSON.parse(file.content);
        } catch {
          results.push({ name: file.name, status: 'failed', error: 'invalid_json' });
          continue;
        }
        const exported = formExportSchema.safeParse(json);
        if (!exported.success) {
          results.push({ name: file.name, status: 'failed', error: 'invalid_format' });
          continue;
        }
        const source = exported.data.form;
        const shaped = formBodySchema.safeParse({
          title: source.title,
          description: source.description,
          valuation: source.valuation,
          grade: source.grade,
          fields: source.fields.map((f) => ({ ...f, options: f.options.map((label) => ({ label })) })),
        });
        if (!shaped.success) {
          results.push({
            name: file.name,
            status: 'failed',
            error: 'validation_failed',
            violations: shaped.error.issues.map((i) => ({ propertyPath: i.path.join('.'), detail: i.message })),
          });
          continue;
        }
        try {
          const id = await db.transaction(async (tx) => {
            const input: FormInput = {
              ...shaped.data,
              categories: await Promise.all([...new Set(source.categories)].map((n) => idByName(tx, 'category', n))),
              evaluationOptions: await Promise.all(
                [...new Set(source.evaluationOptions)].map((n) => idByName(tx, 'valuation', n)),
              ),
            };
            return create(tx, actor, input);
          });
          results.push({ name: file.name, status: 'imported', form: { id, title: shaped.data.title } });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ name: file.name, status: 'failed', error: error.code, violations: error.violations });
        }
      }
      return { results };
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;

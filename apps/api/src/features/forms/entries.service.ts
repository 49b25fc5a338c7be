import { randomUUID } from 'node:crypto';
import {
  allowedUploadTypes,
  canFillField,
  checkEntry,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  type Answer,
  type Entry,
  type EntrySaveBody,
  type FormFieldType,
  type ProductAnswer,
  type Role,
  type Violation,
} from '@portal/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import {
  assignments,
  entries,
  entryValueAssignments,
  entryValueFiles,
  entryValueOptions,
  entryValues,
  files,
  formFieldOptions,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { presentField, type FormsRepository, type StoredField, type Tx } from './forms.repository';

type EntryRow = typeof entries.$inferSelect;

/** Stores bytes as a file row (the files module's `create`; wired in app.ts). */
export type StoreFile = (
  file: { id: string; name: string; mimeType: string; context: 'entry'; uploadedById: string | null },
  bytes: Buffer,
) => Promise<void>;

/** Who fills an entry, as what, and on whose behalf. */
export interface FillContext {
  /** The user saving (uploads must be theirs); null for an external contributor (their token's uploads). */
  actorId: string | null;
  /** The roles the entry is filled as: decides which fields may be filled. */
  roles: readonly Role[];
  /** The participant whose assignments and files a product answer may name. */
  ownerId: string;
}

const OPTION_TYPES: readonly FormFieldType[] = ['choicelist', 'likert'];
const FILE_TYPES: readonly FormFieldType[] = ['file-upload'];

/**
 * Entries of forms: reading them in the shape they were sent, and saving them through the one validator shared with
 * the browser plus what needs the database (files are the filler's and of an allowed kind, product items are the
 * participant's own). A save names the revision it builds on; an older one is refused with the entry as it is now.
 * Assignments (a later area) call `save` with their own context; the form builder's trial entries use it directly.
 */
export function createEntriesService({ db, repo, storeFile }: { db: Db; repo: FormsRepository; storeFile: StoreFile }) {
  /** The answers of an entry, per field, in the shape of a save. */
  async function answers(tx: Tx, entry: EntryRow, fields: readonly StoredField[]): Promise<Record<string, Answer>> {
    const rows = await tx.select().from(entryValues).where(eq(entryValues.entryId, entry.id));
    if (rows.length === 0) return {};
    const ids = rows.map((r) => r.id);
    const [options, fileLinks, assignmentLinks] = await Promise.all([
      tx
        .select({ entryValueId: entryValueOptions.entryValueId, optionId: entryValueOptions.optionId })
        .from(entryValueOptions)
        .innerJoin(formFieldOptions, eq(formFieldOptions.id, entryValueOptions.optionId))
        .where(inArray(entryValueOptions.entryValueId, ids))
        .orderBy(asc(formFieldOptions.sortOrder)),
      tx
        .select({ entryValueId: entryValueFiles.entryValueId, fileId: entryValueFiles.fileId })
        .from(entryValueFiles)
        .innerJoin(files, eq(files.id, entryValueFiles.fileId))
        .where(inArray(entryValueFiles.entryValueId, ids))
        .orderBy(asc(files.createdAt), asc(files.id)),
      tx
        .select({ entryValueId: entryValueAssignments.entryValueId, assignmentId: entryValueAssignments.assignmentId })
        .from(entryValueAssignments)
        .where(inArray(entryValueAssignments.entryValueId, ids)),
    ]);
    const typeOf = new Map(fields.map((f) => [f.id, f.type]));
    const out: Record<string, Answer> = {};
    for (const row of rows) {
      const type = typeOf.get(row.fieldId);
      if (!type) continue;
      if (OPTION_TYPES.includes(type)) {
        out[row.fieldId] = options.filter((o) => o.entryValueId === row.id).map((o) => o.optionId);
      } else if (FILE_TYPES.includes(type)) {
        out[row.fieldId] = fileLinks.filter((f) => f.entryValueId === row.id).map((f) => f.fileId);
      } else if (type === 'product') {
        const stored = row.value as Partial<ProductAnswer> | null;
        out[row.fieldId] = {
          assignments:
            stored?.assignments ?? assignmentLinks.filter((a) => a.entryValueId === row.id).map((a) => a.assignmentId),
          files: stored?.files ?? [],
        };
      } else {
        out[row.fieldId] = (row.value ?? null) as Answer;
      }
    }
    return out;
  }

  async function present(tx: Tx, entry: EntryRow): Promise<Entry> {
    const fields = await repo.fields(tx, entry.formId, entry.formVersion);
    const values = await answers(tx, entry, fields);
    const fileIds = new Set<string>();
    const assignmentIds = new Set<string>();
    for (const field of fields) {
      const value = values[field.id];
      if (value === undefined || value === null) continue;
      if (field.type === 'file-upload') (value as string[]).forEach((id) => fileIds.add(id));
      if (field.type === 'signature' && typeof value === 'string') fileIds.add(value);
      if (field.type === 'product') {
        (value as ProductAnswer).files.forEach((id) => fileIds.add(id));
        (value as ProductAnswer).assignments.forEach((id) => assignmentIds.add(id));
      }
    }
    const [fileRows, assignmentRows] = await Promise.all([
      fileIds.size > 0
        ? tx
            .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
            .from(files)
            .where(inArray(files.id, [...fileIds]))
        : [],
      assignmentIds.size > 0
        ? tx
            .select({ id: assignments.id, name: assignments.name })
            .from(assignments)
            .where(inArray(assignments.id, [...assignmentIds]))
        : [],
    ]);
    return {
      id: entry.id,
      formId: entry.formId,
      formVersion: entry.formVersion,
      status: entry.status,
      revision: entry.revision,
      role: (entry.trialRole as Entry['role']) ?? null,
      created: entry.createdAt.toISOString(),
      updated: entry.updatedAt.toISOString(),
      submitted: entry.submittedAt?.toISOString() ?? null,
      values,
      files: fileRows.map((f) => ({ ...f, size: Number(f.size) })),
      assignments: assignmentRows,
      fields: fields.map(presentField),
    };
  }

  /** What only the database can tell: files are the filler's (or already the answer's) and of an allowed kind. */
  async function checkStored(
    tx: Tx,
    fields: readonly StoredField[],
    values: Record<string, Answer>,
    previous: Record<string, Answer>,
    context: FillContext,
    drawn: ReadonlySet<string>,
  ): Promise<Violation[]> {
    const violations: Violation[] = [];
    const fail = (fieldId: string, detail: string, path?: string) =>
      violations.push({
        propertyPath: `formData.${fieldId}${path ? `.${path}` : ''}`,
        detail,
        parameters: { fieldId, ...(path && { path }) },
      });
    const byId = new Map(fields.map((f) => [f.id, f]));
    const wantedFiles = new Set<string>();
    const wantedAssignments = new Set<string>();
    for (const [fieldId, value] of Object.entries(values)) {
      const type = byId.get(fieldId)!.type;
      if (type === 'file-upload') (value as string[]).forEach((id) => wantedFiles.add(id));
      if (type === 'product') {
        (value as ProductAnswer).files.forEach((id) => wantedFiles.add(id));
        (value as ProductAnswer).assignments.forEach((id) => wantedAssignments.add(id));
      }
    }
    const fileRows = new Map(
      (wantedFiles.size > 0
        ? await tx
            .select({ id: files.id, mimeType: files.mimeType, uploadedById: files.uploadedById })
            .from(files)
            .where(inArray(files.id, [...wantedFiles]))
        : []
      ).map((f) => [f.id, f]),
    );
    const ownAssignments = new Set(
      (wantedAssignments.size > 0
        ? await tx
            .select({ id: assignments.id })
            .from(assignments)
            .where(and(inArray(assignments.id, [...wantedAssignments]), eq(assignments.userId, context.ownerId)))
        : []
      ).map((a) => a.id),
    );
    const had = (fieldId: string, fileId: string) => {
      const before = previous[fieldId];
      if (Array.isArray(before)) return before.includes(fileId);
      if (before && typeof before === 'object' && 'files' in before) return before.files.includes(fileId);
      return false;
    };
    for (const [fieldId, value] of Object.entries(values)) {
      const field = byId.get(fieldId)!;
      if (field.type === 'file-upload') {
        const allowed = allowedUploadTypes(field.metadata);
        (value as string[]).forEach((fileId, i) => {
          const file = fileRows.get(fileId);
          const mine = file && (had(fieldId, fileId) || (context.actorId && file.uploadedById === context.actorId));
          if (!file || !mine) fail(fieldId, 'validation.fileUnknown', String(i));
          else if (!allowed.includes(file.mimeType)) fail(fieldId, 'validation.fileNotAllowed', String(i));
        });
      }
      if (field.type === 'product') {
        const product = value as ProductAnswer;
        product.assignments.forEach((id, i) => {
          if (!ownAssignments.has(id)) fail(fieldId, 'validation.productNotOwn', `assignments.${i}`);
        });
        product.files.forEach((id, i) => {
          const file = fileRows.get(id);
          if (!file || !(had(fieldId, id) || file.uploadedById === context.ownerId)) {
            fail(fieldId, 'validation.productNotOwn', `files.${i}`);
          }
        });
      }
      if (field.type === 'signature' && typeof value === 'string') {
        // A stored signature may only stay as it was; a new one comes as a drawing (stored just before).
        if (previous[fieldId] !== value && !drawn.has(value)) fail(fieldId, 'validation.signature');
      }
    }
    return violations;
  }

  /** A drawn signature, decoded in full, must be a PNG of the canvas' size; it is stored as a file. */
  async function storeSignature(dataUrl: string, context: FillContext): Promise<string | null> {
    const bytes = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
    try {
      const meta = await sharp(bytes, { failOn: 'error' }).metadata();
      if (meta.format !== 'png' || meta.width !== SIGNATURE_WIDTH || meta.height !== SIGNATURE_HEIGHT) return null;
    } catch {
      return null;
    }
    const id = randomUUID();
    await storeFile(
      { id, name: 'handtekening.png', mimeType: 'image/png', context: 'entry', uploadedById: context.actorId },
      bytes,
    );
    return id;
  }

  /** Writes one answer: its value and the rows that give options, files and assignments their foreign keys. */
  async function writeAnswer(tx: Tx, entryId: string, field: StoredField, answer: Answer) {
    const stored: unknown = OPTION_TYPES.includes(field.type) || FILE_TYPES.includes(field.type) ? null : answer;
    const [row] = await tx
      .insert(entryValues)
      .values({ entryId, fieldId: field.id, value: stored })
      .onConflictDoUpdate({ target: [entryValues.entryId, entryValues.fieldId], set: { value: stored } })
      .returning({ id: entryValues.id });
    const valueId = row!.id;
    await tx.delete(entryValueOptions).where(eq(entryValueOptions.entryValueId, valueId));
    await tx.delete(entryValueFiles).where(eq(entryValueFiles.entryValueId, valueId));
    await tx.delete(entryValueAssignments).where(eq(entryValueAssignments.entryValueId, valueId));
    const ids = (list: readonly string[]) => [...new Set(list)];
    if (OPTION_TYPES.includes(field.type) && (answer as string[]).length > 0) {
      await tx
        .insert(entryValueOptions)
        .values(ids(answer as string[]).map((optionId) => ({ entryValueId: valueId, optionId })));
    }
    const fileIds =
      field.type === 'file-upload'
        ? (answer as string[])
        : field.type === 'product'
          ? (answer as ProductAnswer).files
          : field.type === 'signature' && typeof answer === 'string'
            ? [answer]
            : [];
    if (fileIds.length > 0) {
      await tx.insert(entryValueFiles).values(ids(fileIds).map((fileId) => ({ entryValueId: valueId, fileId })));
    }
    if (field.type === 'product' && (answer as ProductAnswer).assignments.length > 0) {
      await tx
        .insert(entryValueAssignments)
        .values(
          ids((answer as ProductAnswer).assignments).map((assignmentId) => ({ entryValueId: valueId, assignmentId })),
        );
    }
  }

  return {
    present: (entry: EntryRow) => present(db, entry),

    async find(id: string): Promise<EntryRow | undefined> {
      const [row] = await db.select().from(entries).where(eq(entries.id, id));
      return row;
    },

    /** A new empty entry of the form's current version. */
    async create(values: {
      formId: string;
      assignmentId?: string | null;
      trialRole?: Role | null;
      createdById: string | null;
    }): Promise<Entry> {
      const form = await repo.find(db, values.formId);
      if (!form) throw AppError.notFound();
      const [row] = await db
        .insert(entries)
        .values({ ...values, formVersion: form.version })
        .returning();
      return present(db, row!);
    },

    /**
     * Saves answers (an autosave or a save) or hands the entry in. Refused: a save on an older revision (409 with
     * the entry as it is now), after handing in (409), or any violation (400, nothing stored).
     */
    async save(
      entryId: string,
      body: Required<Pick<EntrySaveBody, 'formData' | 'revision' | 'submit'>>,
      context: FillContext,
    ): Promise<Entry> {
      // Drawn signatures are checked in full and stored first, outside the transaction (the bytes go to storage;
      // a save that fails afterwards leaves an unlinked file for the clean-up job).
      const formData = { ...(body.formData as Record<string, unknown>) };
      const drawn = new Set<string>();
      const undecodable: Violation[] = [];
      const unsaved = await db.select().from(entries).where(eq(entries.id, entryId));
      if (!unsaved[0]) throw AppError.notFound();
      for (const field of await repo.fields(db, unsaved[0].formId, unsaved[0].formVersion)) {
        const value = formData[field.id];
        if (field.type !== 'signature' || typeof value !== 'string' || !value.startsWith(SIGNATURE_DATA_URL_PREFIX))
          continue;
        if (!canFillField(field, context.roles)) continue;
        // An ill-shaped one is left to the full check below, which reports it with everything else.
        const quick = checkEntry([field], { [field.id]: value }, { roles: context.roles, submit: false });
        if (quick.violations.length > 0) continue;
        const fileId = await storeSignature(value, context);
        if (fileId === null) {
          undecodable.push({
            propertyPath: `formData.${field.id}`,
            detail: 'validation.signature',
            parameters: { fieldId: field.id },
          });
          delete formData[field.id];
          continue;
        }
        formData[field.id] = fileId;
        drawn.add(fileId);
      }
      return db.transaction(async (tx) => {
        const [entry] = await tx.select().from(entries).where(eq(entries.id, entryId)).for('update');
        if (!entry) throw AppError.notFound();
        if (entry.revision !== body.revision) {
          throw new AppError('entry_revision_conflict', 409, { entry: await present(tx, entry) });
        }
        if (entry.status === 'submitted') throw new AppError('entry_submitted', 409);
        const fields = await repo.fields(tx, entry.formId, entry.formVersion);
        const previous = await answers(tx, entry, fields);
        const check = checkEntry(fields, formData, { roles: context.roles, submit: body.submit, previous });
        const violations = [
          ...undecodable,
          ...check.violations,
          ...(check.violations.length === 0
            ? await checkStored(tx, fields, check.values, previous, context, drawn)
            : []),
        ];
        if (violations.length > 0) throw AppError.validation(violations);
        const byId = new Map(fields.map((f) => [f.id, f]));
        for (const [fieldId, answer] of Object.entries(check.values)) {
          await writeAnswer(tx, entry.id, byId.get(fieldId)!, answer);
        }
        const now = new Date();
        const [saved] = await tx
          .update(entries)
          .set({
            revision: entry.revision + 1,
            updatedAt: now,
            ...(body.submit && { status: 'submitted' as const, submittedAt: now }),
          })
          .where(eq(entries.id, entry.id))
          .returning();
        return present(tx, saved!);
      });
    },

    async remove(id: string): Promise<void> {
      await db.delete(entries).where(eq(entries.id, id));
    },
  };
}
export type EntriesService = ReturnType<typeof createEntriesService>;

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
  type SavedEntry,
  type EntrySaveBody,
  type FormFieldType,
  type ProductAnswer,
  type Role,
  type Violation,
} from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import {
  assignments,
  entries,
  entryValueAssignments,
  entryValueFiles,
  entryValueOptions,
  entryValues,
  files,
  forms,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { presentField, type FormsRepository, type StoredField, type Tx } from './forms.repository';
import { rowsOf } from '../../db/rows';

type EntryRow = typeof entries.$inferSelect;

/** Stores bytes as a file row (the files module's `create`; wired in app.ts). */
export type StoreFile = (
  file: { id: string; name: string; mimeType: string; context: 'entry'; uploadedById: string | null },
  bytes: Buffer,
) => Promise<void>;

/** A new entry: its form (and version), what it fills, who fills it. */
export interface NewEntry {
  formId: string;
  assignmentId?: string | null;
  trialRole?: Role | null;
  createdById: string | null;
  accessTokenId?: string | null;
  formVersion?: number;
}

/** What a caller of `save` adds to the save's transaction. */
export interface SaveHooks {
  /** Runs in the save's transaction after the answers are written (and before commit); a throw undoes the save. */
  afterWrite?: (tx: Tx, entry: EntryRow) => Promise<void>;
  /** Every save takes the full path (with `afterWrite`), never the one-statement autosave. */
  always?: boolean;
  /** The filler's required fields must be answered, as when handing in, without handing the entry in. */
  complete?: boolean;
}

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
/** Types whose answers also live in join rows (options, files, assignments). */
const JOINED_TYPES: readonly FormFieldType[] = ['choicelist', 'likert', 'file-upload', 'product', 'signature'];

/** The columns of one answer: its value and the join rows that make up options, files and assignments. */
const ANSWER_COLUMNS = `ev.field_id, ev.value,
  coalesce((select json_agg(o.option_id order by ffo.sort_order) from entry_value_options o
    join form_field_options ffo on ffo.id = o.option_id where o.entry_value_id = ev.id), '[]'::json) as options,
  coalesce((select json_agg(vf.file_id order by f.created_at, f.id) from entry_value_files vf
    join files f on f.id = vf.file_id where vf.entry_value_id = ev.id), '[]'::json) as files,
  coalesce((select json_agg(va.assignment_id) from entry_value_assignments va
    where va.entry_value_id = ev.id), '[]'::json) as assignments`;

interface AnswerRow {
  field_id: string;
  value: unknown;
  options: string[];
  files: string[];
  assignments: string[];
}

interface QuickSaveRow {
  id: string;
  assignment_id: string | null;
  form_id: string;
  form_version: number;
  status: EntryRow['status'];
  revision: number;
  trial_role: string | null;
  created_by_id: string | null;
  access_token_id: string | null;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  others: AnswerRow[];
}

function entryOf(row: QuickSaveRow): EntryRow {
  return {
    id: row.id,
    assignmentId: row.assignment_id,
    formId: row.form_id,
    formVersion: row.form_version,
    status: row.status,
    revision: row.revision,
    trialRole: row.trial_role as EntryRow['trialRole'],
    createdById: row.created_by_id,
    accessTokenId: row.access_token_id,
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The answers of an autosave that the one-statement save can take: every one a plain value (no options, files or
 * assignments) of a field the filler may fill, and all valid. Answers them normalised, or null for the full save.
 */
function quickAnswers(
  byId: ReadonlyMap<string, StoredField>,
  formData: Record<string, unknown>,
  context: FillContext,
): Record<string, Answer> | null {
  const ids = Object.keys(formData);
  if (ids.length === 0) return null;
  const quickFields: StoredField[] = [];
  for (const id of ids) {
    const field = byId.get(id);
    if (!field || JOINED_TYPES.includes(field.type) || !canFillField(field, context.roles)) return null;
    quickFields.push(field);
  }
  const check = checkEntry(quickFields, formData, { roles: context.roles, submit: false, previous: {} });
  return check.violations.length === 0 ? check.values : null;
}

/** Answer rows in the shape of a save, for the fields of the entry's version. */
function answersOf(rows: readonly AnswerRow[], fields: readonly StoredField[]): Record<string, Answer> {
  const typeOf = new Map(fields.map((f) => [f.id, f.type]));
  const out: Record<string, Answer> = {};
  for (const row of rows) {
    const type = typeOf.get(row.field_id);
    if (!type) continue;
    if (OPTION_TYPES.includes(type)) out[row.field_id] = row.options;
    else if (FILE_TYPES.includes(type)) out[row.field_id] = row.files;
    else if (type === 'product') {
      const stored = row.value as Partial<ProductAnswer> | null;
      out[row.field_id] = { assignments: stored?.assignments ?? row.assignments, files: stored?.files ?? [] };
    } else out[row.field_id] = (row.value ?? null) as Answer;
  }
  return out;
}

/**
 * Entries of forms: reading them in the shape they were sent, and saving them through the one validator shared with
 * the browser plus what needs the database (files are the filler's and of an allowed kind, product items are the
 * participant's own). A save names the revision it builds on; an older one is refused with the entry as it is now.
 * Assignments (a later area) call `save` with their own context; the form builder's trial entries use it directly.
 */
export function createEntriesService({ db, repo, storeFile }: { db: Db; repo: FormsRepository; storeFile: StoreFile }) {
  /**
   * The fields of a version an entry is filled against. Once a form has an entry its fields never change (a save
   * makes a new version instead), so they are kept in memory per form version, in every process alike.
   */
  const versionCache = new Map<string, Promise<StoredField[]>>();
  function versionFields(formId: string, version: number): Promise<StoredField[]> {
    const key = `${formId}:${version}`;
    let fields = versionCache.get(key);
    if (!fields) {
      fields = repo.fields(db, formId, version);
      fields.catch(() => versionCache.delete(key));
      if (versionCache.size >= 500) versionCache.delete(versionCache.keys().next().value!);
      versionCache.set(key, fields);
    }
    return fields;
  }

  /** The answers of an entry, per field, in the shape of a save: one statement, the join rows aggregated. */
  async function answers(tx: Tx, entryId: string, fields: readonly StoredField[]): Promise<Record<string, Answer>> {
    const rows =
      tx === db
        ? await answersStatement([entryId])
        : rowsOf<AnswerRow>(
            await tx.execute(
              sql`select ${sql.raw(ANSWER_COLUMNS)} from entry_values ev where ev.entry_id = ${entryId}`,
            ),
          );
    return answersOf(rows, fields);
  }
  const answersStatement = namedStatement<AnswerRow>(
    db,
    'entry_answers',
    `select ${ANSWER_COLUMNS} from entry_values ev where ev.entry_id = $1`,
  );

  /**
   * The autosave's usual case in one statement (no transaction): plain answers (no options, files or assignments)
   * that the filler may fill, taken only at the revision they build on while a draft; the revision goes up and the
   * entry's other answers come back with it. Answers no row when the entry is not at that revision or handed in.
   */
  const quickSaveStatement = namedStatement<QuickSaveRow>(
    db,
    'entry_quick_save',
    `with e as (
      update entries set revision = revision + 1, updated_at = $2
      where id = $1 and revision = $3 and status = 'draft'
      returning id, assignment_id, form_id, form_version, status, revision, trial_role, created_by_id,
        access_token_id, submitted_at, created_at, updated_at
    ), w as (
      insert into entry_values (entry_id, field_id, value)
      select e.id, a.key::uuid, nullif(a.value, 'null'::jsonb) from e, jsonb_each($4::jsonb) a
      on conflict (entry_id, field_id) do update set value = excluded.value
    ), others as (
      select ${ANSWER_COLUMNS} from entry_values ev join e on ev.entry_id = e.id where ev.field_id <> all($5::uuid[])
    )
    select e.*, coalesce((select json_agg(others) from others), '[]'::json) as others from e`,
  );
  const findStatement = db
    .select()
    .from(entries)
    .where(eq(entries.id, sql.placeholder('id')))
    .prepare('entry_by_id');

  async function present(tx: Tx, entry: EntryRow, known?: Record<string, Answer>): Promise<Entry> {
    const fields = await versionFields(entry.formId, entry.formVersion);
    return { ...(await presentSaved(tx, entry, fields, known)), fields: fields.map(presentField) };
  }

  /** The entry as a save answers it: without the version's fields. */
  async function presentSaved(
    tx: Tx,
    entry: EntryRow,
    fields: readonly StoredField[],
    known?: Record<string, Answer>,
  ): Promise<SavedEntry> {
    const values = known ?? (await answers(tx, entry.id, fields));
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
    // Text, numbers, dates and internship types are the value alone: nothing joined to clear or add.
    if (!JOINED_TYPES.includes(field.type)) return;
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

  /**
   * Inserts an entry of the form's current version, or of `formVersion` (an assignment's later entries are filled
   * against the version of its first). The form row is read for share: a builder's save (which holds it for update)
   * finishes first, so fields are never changed in place once an entry of their version exists.
   */
  async function insertEntry(tx: Tx, values: NewEntry): Promise<EntryRow> {
    // The form row is held so that its version cannot move under the new entry. An assignment's entry also counts
    // on the form (the `entries_count_insert` trigger updates `forms.entry_count`), so it takes the lock that update
    // needs at once: two transactions that each held a share lock and then both wanted to update would deadlock.
    const [form] = await tx
      .select({ version: forms.version })
      .from(forms)
      .where(eq(forms.id, values.formId))
      .for(values.assignmentId ? 'no key update' : 'share');
    if (!form) throw AppError.notFound();
    const [created] = await tx
      .insert(entries)
      .values({ ...values, formVersion: values.formVersion ?? form.version })
      .returning();
    return created!;
  }

  return {
    present: (entry: EntryRow) => present(db, entry),
    /** An entry as a save answers it (without the version's fields). */
    presentSaved: async (entry: EntryRow) =>
      presentSaved(db, entry, await versionFields(entry.formId, entry.formVersion)),
    /** The fields of a form version (cached: a version's fields never change). */
    fields: (formId: string, version: number) => versionFields(formId, version),
    /** Those fields as the renderer reads them. */
    presentedFields: async (formId: string, version: number) =>
      (await versionFields(formId, version)).map(presentField),

    async find(id: string): Promise<EntryRow | undefined> {
      const [row] = await findStatement.execute({ id });
      return row;
    },

    /** A new empty entry of the form's current version (the builder's trial, an assignment's later fillers). */
    async create(values: NewEntry): Promise<Entry> {
      const row = await db.transaction((tx) => insertEntry(tx, values));
      return present(db, row, {});
    },

    /** A new empty entry on the caller's transaction (an assignment made with its participant's entry). */
    insert: (tx: Tx, values: NewEntry): Promise<EntryRow> => insertEntry(tx, values),

    /**
     * Saves answers (an autosave or a save) or hands the entry in. Refused: a save on an older revision (409 with
     * the entry as it is now), after handing in (409), or any violation (400, nothing stored).
     */
    async save(
      target: Pick<EntryRow, 'id' | 'formId' | 'formVersion'>,
      body: Required<Pick<EntrySaveBody, 'formData' | 'revision' | 'submit'>>,
      context: FillContext,
      hooks: SaveHooks = {},
    ): Promise<SavedEntry> {
      const entryId = target.id;
      const formData = { ...(body.formData as Record<string, unknown>) };
      const fields = await versionFields(target.formId, target.formVersion);
      const byId = new Map(fields.map((f) => [f.id, f]));
      const quick = !body.submit && !hooks.always && quickAnswers(byId, formData, context);
      if (quick) {
        const [row] = await quickSaveStatement([
          entryId,
          new Date(),
          body.revision,
          JSON.stringify(quick),
          Object.keys(quick),
        ]);
        // Not at that revision, or handed in: the full save below tells which.
        if (row) return presentSaved(db, entryOf(row), fields, { ...answersOf(row.others, fields), ...quick });
      }
      // Drawn signatures are checked in full and stored first, outside the transaction (the bytes go to storage;
      // a save that fails afterwards leaves an unlinked file for the clean-up job).
      const drawn = new Set<string>();
      const undecodable: Violation[] = [];
      for (const field of fields) {
        const value = formData[field.id];
        if (field.type !== 'signature' || typeof value !== 'string' || !value.startsWith(SIGNATURE_DATA_URL_PREFIX))
          continue;
        if (!canFillField(field, context.roles)) continue;
        // An ill-shaped one is left to the full check below, which reports it with everything else.
        if (checkEntry([field], { [field.id]: value }, { roles: context.roles, submit: false }).violations.length > 0)
          continue;
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
        // Takes the entry (locked until commit) only at the revision the save builds on and while it is a draft; the
        // revision goes up at once and comes back down with everything else if the save is refused.
        const now = new Date();
        const [entry] = await tx
          .update(entries)
          .set({
            revision: sql`${entries.revision} + 1`,
            updatedAt: now,
            ...(body.submit && { status: 'submitted' as const, submittedAt: now }),
          })
          .where(and(eq(entries.id, entryId), eq(entries.revision, body.revision), eq(entries.status, 'draft')))
          .returning();
        if (!entry) {
          const [current] = await tx.select().from(entries).where(eq(entries.id, entryId));
          if (!current) throw AppError.notFound();
          if (current.revision !== body.revision) {
            throw new AppError('entry_revision_conflict', 409, { entry: await present(tx, current) });
          }
          throw new AppError('entry_submitted', 409);
        }
        // The stored answers matter when handing in (required fields), for a field the filler may not fill (it may
        // only come back unchanged) and for files (those already in the answer may stay): otherwise not read at all.
        const complete = body.submit || hooks.complete === true;
        const needsPrevious =
          complete ||
          Object.keys(formData).some((id) => {
            const field = byId.get(id);
            return !field || !canFillField(field, context.roles) || JOINED_TYPES.includes(field.type);
          });
        const previous = needsPrevious ? await answers(tx, entry.id, fields) : {};
        const check = checkEntry(fields, formData, { roles: context.roles, submit: complete, previous });
        const violations = [
          ...undecodable,
          ...check.violations,
          ...(check.violations.length === 0
            ? await checkStored(tx, fields, check.values, previous, context, drawn)
            : []),
        ];
        if (violations.length > 0) throw AppError.validation(violations);
        for (const [fieldId, answer] of Object.entries(check.values)) {
          await writeAnswer(tx, entry.id, byId.get(fieldId)!, answer);
        }
        await hooks.afterWrite?.(tx, entry);
        return presentSaved(tx, entry, fields, needsPrevious ? { ...previous, ...check.values } : undefined);
      });
    },

    async remove(id: string): Promise<void> {
      await db.delete(entries).where(eq(entries.id, id));
    },
  };
}
export type EntriesService = ReturnType<typeof createEntriesService>;

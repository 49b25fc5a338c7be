// The filled-in forms of the assignments: one entry per hand-in (a draft for open work), an external
// contributor's entry through their invitation, and a value per field by type, with chosen options, uploaded
// files and linked assignments in their join tables.
import type { Role } from '@portal/contracts';
import { entries, entryValueAssignments, entryValueFiles, entryValueOptions, entryValues } from '../../schema';
import type { AssignmentSpec } from './assignment-plan';
import { addFile, at, flushFiles, insertRows, MIME, newId, type DemoContext } from './context';
import type { SeededField } from './forms';

const EVALUATOR_ROLES: Role[] = ['ROLE_PRACTICAL_TRAINER', 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_TEACHER', 'ROLE_EDUCATOR'];

interface Rows {
  entries: (typeof entries.$inferInsert)[];
  values: (typeof entryValues.$inferInsert)[];
  options: (typeof entryValueOptions.$inferInsert)[];
  files: (typeof entryValueFiles.$inferInsert)[];
  assignments: (typeof entryValueAssignments.$inferInsert)[];
}

export async function seedEntries(ctx: DemoContext, specs: AssignmentSpec[]): Promise<void> {
  const { clock } = ctx;
  const rows: Rows = { entries: [], values: [], options: [], files: [], assignments: [] };

  for (const spec of specs) {
    if (spec.entry !== 'none') {
      const participantFields = spec.form.fields.filter((f) => f.roles.includes('ROLE_PARTICIPANT'));
      const fields =
        spec.entry === 'draft'
          ? participantFields
              .filter((f) => f.definition.type !== 'title' && f.definition.type !== 'section')
              .slice(0, 2)
          : spec.state === 'finished'
            ? spec.form.fields.filter(
                (f) => f.roles.includes('ROLE_PARTICIPANT') || f.roles.some((r) => EVALUATOR_ROLES.includes(r)),
              )
            : participantFields;
      addEntry(ctx, rows, spec, fields, {
        createdById: spec.createdById,
        accessTokenId: null,
        created: clock.at(spec.created, '20:00'),
        submitted: spec.entry === 'submitted' && spec.submitted !== null ? clock.at(spec.submitted, '21:15') : null,
        uploaderFor: (field) =>
          field.roles.includes('ROLE_PARTICIPANT') ? spec.createdById : (spec.evaluators[0] ?? spec.createdById),
      });
    }
    for (const token of spec.tokens) {
      if (token.status !== 'used') continue;
      const moment = clock.at(token.day + 1, '13:40');
      // Returned work opens the contributors' entries again too (lifecycle.reject).
      const returned = spec.state === 'rejected';
      addEntry(
        ctx,
        rows,
        spec,
        spec.form.fields.filter((f) => f.roles.includes('ROLE_EXTERNAL')),
        {
          createdById: token.contributorId ?? null,
          accessTokenId: token.id,
          created: moment,
          submitted: returned ? null : moment,
          uploaderFor: () => token.contributorId ?? null,
        },
      );
    }
  }

  await flushFiles(ctx);
  await insertRows(ctx.db, entries, rows.entries);
  await insertRows(ctx.db, entryValues, rows.values);
  await insertRows(ctx.db, entryValueOptions, rows.options);
  await insertRows(ctx.db, entryValueFiles, rows.files);
  await insertRows(ctx.db, entryValueAssignments, rows.assignments);
}

interface EntryOptions {
  createdById: string | null;
  accessTokenId: string | null;
  created: Date;
  submitted: Date | null;
  uploaderFor: (field: SeededField) => string | null;
}

function addEntry(ctx: DemoContext, rows: Rows, spec: AssignmentSpec, fields: SeededField[], options: EntryOptions) {
  const entryId = newId();
  rows.entries.push({
    id: entryId,
    assignmentId: spec.id,
    formId: spec.form.id,
    status: options.submitted ? 'submitted' : 'draft',
    createdById: options.createdById,
    accessTokenId: options.accessTokenId,
    submittedAt: options.submitted,
    createdAt: options.created,
    updatedAt: options.submitted ?? options.created,
  });
  for (const field of fields) {
    const answer = answerFor(ctx, spec, field, options.uploaderFor(field), options.created);
    if (!answer) continue;
    const valueId = newId();
    rows.values.push({ id: valueId, entryId, fieldId: field.id, value: answer.value ?? null });
    for (const optionId of answer.options ?? []) rows.options.push({ entryValueId: valueId, optionId });
    for (const fileId of answer.files ?? []) rows.files.push({ entryValueId: valueId, fileId });
    for (const assignmentId of answer.assignments ?? []) rows.assignments.push({ entryValueId: valueId, assignmentId });
  }
}

interface Answer {
  /** JSON for text, numbers, dates, points, amounts, internship types and a signature's file id. */
  value?: unknown;
  options?: string[];
  files?: string[];
  assignments?: string[];
}

/** A plausible answer for one field, or null for fields that hold no answer (title, section, empty product). */
function answerFor(
  ctx: DemoContext,
  spec: AssignmentSpec,
  field: SeededField,
  uploaderId: string | null,
  created: Date,
): Answer | null {
  const { faker, clock } = ctx;
  const definition = field.definition;
  const metadata = definition.metadata ?? {};
  const given = spec.answers[definition.label];
  const sample = () => (definition.samples?.length ? faker.helpers.arrayElement(definition.samples) : spec.name);
  const number = () => {
    const [min, max] = definition.range ?? [1, 10];
    return faker.number.int({ min, max });
  };
  switch (definition.type) {
    case 'title':
    case 'section':
      return null;
    case 'text':
    case 'textarea':
      return { value: given ?? sample() };
    case 'number':
    case 'request-points':
    case 'request-amount':
      return { value: given ?? number() };
    case 'date': {
      // Requests are for a course still to come; observations and reviews happened when the work was made.
      const start = spec.module.template.kind === 'request' ? 30 + faker.number.int({ min: 0, max: 60 }) : spec.created;
      const length = spec.module.template.kind === 'practical' ? 60 : 1;
      return {
        value: {
          startDate: clock.day(start),
          startTime: metadata.time ? '09:00' : null,
          endDate: metadata.range ? clock.day(start + length) : null,
          endTime: metadata.range && metadata.time ? '17:00' : null,
        },
      };
    }
    case 'choicelist': {
      const count = metadata.multiple ? 2 : 1;
      return { options: faker.helpers.arrayElements(field.optionIds, count) };
    }
    case 'likert': {
      const rows = Array.isArray(metadata.rows) ? metadata.rows.length : 0;
      const columns = Array.isArray(metadata.columns) ? metadata.columns.length : 0;
      // One answer per row, mostly Voldoende to Uitstekend (columns 1-3).
      const chosen: string[] = [];
      for (let r = 0; r < rows; r++) {
        chosen.push(at(field.optionIds, r * columns + faker.number.int({ min: 1, max: Math.min(3, columns - 1) })));
      }
      return { options: chosen };
    }
    case 'file-upload': {
      const video = metadata.video === true && metadata.documents !== true;
      const fileId = addFile(ctx, {
        name: video
          ? `Consult ${clock.day(spec.created)}.mp4`
          : `${definition.label} – ${spec.name}.pdf`.replace(/[:/]/g, ''),
        mimeType: video ? MIME.mp4 : MIME.pdf,
        context: 'entry',
        uploadedById: uploaderId,
        createdAt: created,
      });
      return { files: [fileId] };
    }
    case 'signature': {
      // The value holds the signature's file id; the join row gives the file its foreign-key owner.
      const fileId = addFile(ctx, {
        name: 'handtekening.png',
        mimeType: MIME.png,
        context: 'entry',
        uploadedById: uploaderId,
        createdAt: created,
      });
      return { value: fileId, files: [fileId] };
    }
    case 'product':
      return spec.products.length ? { assignments: spec.products } : null;
    case 'internship-type': {
      const types = Array.isArray(metadata.types)
        ? metadata.types.filter((t): t is number => typeof t === 'number')
        : [];
      const own = spec.module.template.internshipType;
      return { value: own !== undefined && types.includes(own) ? own : (types[0] ?? null) };
    }
  }
}

import {
  canFillField,
  isEmptyAnswer,
  LAYOUT_FIELD_TYPES,
  type Assignment,
  type AssignmentEntry,
  type AssignmentEntrySaved,
  type Entry,
  type FormData,
} from '@portal/contracts';

/** The caller's own entry (the one they save to), if they fill anything here. */
export function ownEntryOf(assignment: Assignment): AssignmentEntry | undefined {
  if (assignment.ownEntryId === null) return undefined;
  return assignment.entries.find((entry) => entry.id === assignment.ownEntryId);
}

/**
 * Every filler's entry, the caller's own included (read-only, it is one of the answers), the participant's first,
 * then the most recently changed.
 */
function answeringEntries(assignment: Assignment): AssignmentEntry[] {
  return [...assignment.entries].sort((a, b) => {
    const participant = Number(b.author.kind === 'participant') - Number(a.author.kind === 'participant');
    return participant || b.updated.localeCompare(a.updated);
  });
}

/**
 * The answers the form shows: on the fields the caller fills (with an entry of their own), `own`; on every other
 * field the answer of a filler (the participant's first, then the latest), the caller's own saved answer included:
 * the participant reading her handed-in assignment sees what she wrote (issue 32). One field has one answer on the
 * form; the entries list shows each filler's answers apart, with who gave them.
 */
export function shownValues(assignment: Assignment, own: FormData | null): FormData {
  const others = answeringEntries(assignment);
  const values: FormData = {};
  for (const field of assignment.form.fields) {
    if (LAYOUT_FIELD_TYPES.includes(field.type)) continue;
    if (own !== null && canFillField(field, assignment.fillRoles)) {
      if (field.id in own) values[field.id] = own[field.id]!;
      continue;
    }
    const answered = others.find((entry) => !isEmptyAnswer(field.type, entry.values[field.id]));
    if (answered) values[field.id] = answered.values[field.id]!;
  }
  return values;
}

/** Every file and assignment any entry names, so the form can show their names. */
export function namedItems(assignment: Assignment) {
  const files = new Map<string, AssignmentEntry['files'][number]>();
  const assignments = new Map<string, AssignmentEntry['assignments'][number]>();
  for (const entry of assignment.entries) {
    for (const file of entry.files) files.set(file.id, file);
    for (const item of entry.assignments) assignments.set(item.id, item);
  }
  return { files: [...files.values()], assignments: [...assignments.values()] };
}

/**
 * The assignment after one of the caller's saves (or the server's version taken after a conflict): the entry as
 * stored now and, from a save, the assignment's state after it.
 */
export function withSavedEntry(assignment: Assignment, saved: AssignmentEntrySaved | Entry): Assignment {
  const { id, status, revision, values, files, assignments, updated, submitted } = saved;
  const entries = assignment.entries.map((entry) =>
    entry.id === id ? { ...entry, status, revision, values, files, assignments, updated, submitted } : entry,
  );
  if (!('assignment' in saved)) return { ...assignment, entries };
  return { ...assignment, entries, ...saved.assignment };
}

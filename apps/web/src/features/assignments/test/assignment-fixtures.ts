import {
  PARTICIPANT_ACTIONS_BY_STATE,
  type AccessToken,
  type Assignment,
  type AssignmentEntry,
  type AssignmentMessage,
  type AssignmentPerson,
  type FormField,
} from '@portal/contracts';

export const ASSIGNMENT_ID = '0a000000-0000-4000-8000-000000000001';
export const EDUCATION_ID = '3f0c5b1e-2d4a-4c6b-9e8f-0a1b2c3d4e5f';
export const MODULE_ID = '0a000000-0000-4000-8000-000000000002';
export const FORM_ID = '0a000000-0000-4000-8000-000000000003';
export const OWN_ENTRY_ID = '0a000000-0000-4000-8000-000000000004';
export const EXTERNAL_ENTRY_ID = '0a000000-0000-4000-8000-000000000005';
/** The participant: the default test account (`makeAccount`). */
export const PARTICIPANT_ID = '0b9a3f5e-6c1d-4e2a-9f7b-1a2b3c4d5e6f';
export const TRAINER_ID = '0a000000-0000-4000-8000-000000000006';
export const EDUCATOR_ID = '0a000000-0000-4000-8000-000000000007';

let seq = 100;
export const fixtureId = () => `0a000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

const field = (id: string, label: string, roles: FormField['roles'], required = false): FormField => ({
  id,
  type: 'text',
  label,
  description: null,
  required,
  roles,
  options: [],
  metadata: {},
  defaultExpanded: false,
});

/** Reflectie (the participant's, required) and Verklaring (the external contributor's). */
export const FIELDS: FormField[] = [
  field('f-reflection', 'Reflectie', ['ROLE_PARTICIPANT'], true),
  field('f-statement', 'Verklaring', ['ROLE_EXTERNAL'], true),
];

export const TRAINER: AssignmentPerson = {
  id: TRAINER_ID,
  fullName: 'Anne Bakker',
  email: 'anne@example.nl',
  roles: ['ROLE_PRACTICAL_TRAINER'],
};
export const EDUCATOR: AssignmentPerson = {
  id: EDUCATOR_ID,
  fullName: 'Piet Jansen',
  email: 'piet@example.nl',
  roles: ['ROLE_INSTITUTE_EDUCATOR'],
};

export function makeEntry(overrides: Partial<AssignmentEntry> = {}): AssignmentEntry {
  return {
    id: OWN_ENTRY_ID,
    formId: FORM_ID,
    formVersion: 2,
    status: 'draft',
    revision: 1,
    role: null,
    created: '2026-03-01T09:00:00.000Z',
    updated: '2026-03-01T09:00:00.000Z',
    submitted: null,
    values: {},
    files: [],
    assignments: [],
    author: { kind: 'participant', name: 'Lotte de Graaf' },
    own: true,
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<AssignmentMessage> = {}): AssignmentMessage {
  return {
    id: fixtureId(),
    content: 'Kun je nog eens kijken?',
    created: '2026-03-02T13:05:00.000Z',
    updated: '2026-03-02T13:05:00.000Z',
    user: { id: PARTICIPANT_ID, fullName: 'Lotte de Graaf' },
    own: true,
    ...overrides,
  };
}

export function makeToken(overrides: Partial<AccessToken> = {}): AccessToken {
  return {
    id: fixtureId(),
    email: 'extern@example.nl',
    explanation: null,
    created: '2026-03-03T10:00:00.000Z',
    expires: '2026-04-02T10:00:00.000Z',
    status: 'new',
    opened: null,
    expired: false,
    ...overrides,
  };
}

/** An open assignment of the participant (the default test account), with their own entry. */
export function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  const made = baseAssignment(overrides);
  // What the caller may do follows the state (the shared life cycle), unless a test says otherwise.
  const actions =
    overrides.actions ??
    (!made.editable
      ? []
      : made.external
        ? (['save'] as const)
        : PARTICIPANT_ACTIONS_BY_STATE[made.state].filter((action) => action !== 'delete' || made._permissions.delete));
  return { ...made, actions: [...actions] };
}

function baseAssignment(overrides: Partial<Assignment>): Assignment {
  return {
    id: ASSIGNMENT_ID,
    afasId: null,
    name: 'Reflectieverslag week 12',
    educationId: EDUCATION_ID,
    user: { id: PARTICIPANT_ID, fullName: 'Lotte de Graaf' },
    module: {
      id: MODULE_ID,
      publishedName: 'Praktijkopleiding jaar 1',
      type: 'PRK',
      moduleType: 'practical',
      currentLevel: null,
      maxLevel: null,
    },
    assignmentContainer: { id: fixtureId(), name: 'Reflecties' },
    form: {
      id: FORM_ID,
      title: 'Reflectieformulier',
      description: null,
      version: 2,
      valuation: false,
      grade: false,
      evaluationOptions: [],
      attachments: [],
      fields: FIELDS,
      externalFields: ['f-statement'],
    },
    state: 'open',
    status: 'used',
    inReview: false,
    rejected: false,
    finished: false,
    draft: true,
    notAssigned: false,
    assignedLevel: null,
    requestedLevel: null,
    grade: null,
    valuation: null,
    deliveryDate: null,
    endDate: null,
    delivery: { io: false, po: true },
    created: '2026-03-01T09:00:00.000Z',
    submitted: null,
    editable: true,
    actions: [],
    fillRoles: ['ROLE_PARTICIPANT'],
    ownEntryId: OWN_ENTRY_ID,
    entries: [makeEntry()],
    evaluatorChoice: true,
    evaluators: [],
    evaluatorOptions: [TRAINER, EDUCATOR],
    evaluations: [],
    messages: [],
    external: false,
    _permissions: {
      view: true,
      edit: true,
      imitatingAdmin: false,
      delete: true,
      invite: false,
      message: true,
      chooseEvaluators: true,
    },
    ...overrides,
  };
}

/** The same assignment as an external contributor reads it through their session. */
export function makeExternalAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return makeAssignment({
    fillRoles: ['ROLE_EXTERNAL'],
    ownEntryId: EXTERNAL_ENTRY_ID,
    entries: [
      makeEntry({ own: false, values: { 'f-reflection': 'Mijn reflectie' } }),
      makeEntry({ id: EXTERNAL_ENTRY_ID, author: { kind: 'external', name: 'extern@example.nl' } }),
    ],
    evaluatorChoice: false,
    evaluatorOptions: [],
    messages: [],
    external: true,
    _permissions: {
      view: true,
      edit: false,
      imitatingAdmin: false,
      delete: false,
      invite: false,
      message: false,
      chooseEvaluators: false,
    },
    ...overrides,
  });
}

export const API = {
  assignment: `GET /api/assignment/${ASSIGNMENT_ID}`,
  session: `POST /api/assignment/${ASSIGNMENT_ID}/contributor-session`,
  link: `POST /api/assignment/${ASSIGNMENT_ID}/contributor-link`,
  save: (entryId = OWN_ENTRY_ID) => `POST /api/assignment/${ASSIGNMENT_ID}/entries/${entryId}`,
  messages: `POST /api/assignment/${ASSIGNMENT_ID}/messages`,
  message: (method: 'PUT' | 'DELETE', id: string) => `${method} /api/assignment/${ASSIGNMENT_ID}/messages/${id}`,
  tokens: `GET /api/assignment/${ASSIGNMENT_ID}/tokens`,
  invites: `POST /api/assignment/${ASSIGNMENT_ID}/external-invites`,
  revoke: (id: string) => `DELETE /api/assignment/${ASSIGNMENT_ID}/tokens/${id}`,
};

/** What an entry save answers: the entry as stored now and the assignment's state after it. */
export function savedAnswer(entry: Partial<AssignmentEntry>, assignment: Partial<Assignment> = {}) {
  const { author: _author, own: _own, ...saved } = makeEntry(entry);
  return {
    ...saved,
    assignment: {
      state: assignment.state ?? 'open',
      status: assignment.status ?? 'used',
      editable: assignment.editable ?? true,
    },
  };
}

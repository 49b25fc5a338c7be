import { z } from 'zod';
import {
  ACCESS_TOKEN_STATUSES,
  ASSIGNMENT_DISPLAY_STATUSES,
  ASSIGNMENT_STATES,
  MODULE_KINDS,
  MODULE_TYPE_CODES,
} from './domain';
import { PARTICIPANT_ACTIONS } from './assignment-lifecycle';
import { educationPermissionsSchema } from './education';
import { defineEndpoint } from './endpoint';
import { entryConflictSchema, formDataSchema, savedEntrySchema } from './form-entries';
import { evaluationOptionSchema, FIELD_ROLES, formFieldSchema } from './forms';
import { ROLES } from './roles';

/**
 * Assignments (spec 2 §3 Assignment, §4 states, §5 rules, §7 calls): a participant's work on one form, filled in
 * through entries, discussed in messages, handed in to evaluators, and open to external contributors by token.
 *
 * **Entries.** Every filler has an entry of their own on the assignment: the participant's (made with the
 * assignment), one per external contributor's invitation (made when the invitation is first opened) and, in the
 * evaluations area, the evaluators'. Each filler fills only the fields whose roles include theirs; the page shows
 * the other entries' answers on the fields the caller cannot fill. Own entries never conflict with another filler's.
 *
 * **States** (`state`): open ('Nog niet ingeleverd') → in_review ('Te beoordelen') on submit → finished
 * ('Beoordeeld'); in_review → rejected (returned, 'Opnieuw inleveren') → in_review on resubmit; finished → in_review
 * only by deleting its evaluations (the evaluations area). Any other move answers 409 `assignment_transition`. What the
 * participant may do in each state is PARTICIPANT_ACTIONS_BY_STATE (assignment-lifecycle.ts).
 * **Display status** (`status`): new (nieuw: nothing saved yet), used (bezig: saved, not handed in), done (gereed:
 * handed in or assessed).
 */

/** Largest chat message (characters). */
export const MESSAGE_MAX = 5_000;
/** Addresses one invitation call may send to. */
export const INVITE_EMAILS_MAX = 20;
/** The explanation an invitation carries (characters). */
export const INVITE_EXPLANATION_MAX = 2_000;
/** How long an invitation link works: 30 days from sending. */
export const ACCESS_TOKEN_TTL_DAYS = 30;
/** How long a contributor's session lasts once the invitation link was opened (hours). */
export const CONTRIBUTOR_SESSION_HOURS = 8;
/** Evaluators one assignment may have. */
export const EVALUATORS_MAX = 20;

const idParams = z.object({ id: z.uuid() });

/** A person as the assignment page names them. */
export const assignmentPersonSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  /** Their roles (shown as Beoordelaar, Praktijkopleider …). */
  roles: z.array(z.enum(ROLES)),
});
export type AssignmentPerson = z.infer<typeof assignmentPersonSchema>;

/** Who filled an entry: the participant, an external contributor (by invitation) or an evaluator. */
export const ENTRY_AUTHOR_KINDS = ['participant', 'external', 'evaluator'] as const;
export type EntryAuthorKind = (typeof ENTRY_AUTHOR_KINDS)[number];

/** One entry of the assignment: a saved entry with who filled it. */
export const assignmentEntrySchema = savedEntrySchema.extend({
  author: z.object({
    kind: z.enum(ENTRY_AUTHOR_KINDS),
    /** The user's name, or the invited address for an external contributor. */
    name: z.string(),
  }),
  /** The caller's own entry (the one they save to). */
  own: z.boolean(),
});
export type AssignmentEntry = z.infer<typeof assignmentEntrySchema>;

/** A chat message (spec 2 §3 Message); only its author may edit or delete it (`own`). */
export const assignmentMessageSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  user: z.object({ id: z.uuid().nullable(), fullName: z.string() }),
  own: z.boolean(),
});
export type AssignmentMessage = z.infer<typeof assignmentMessageSchema>;

/** An assessment given (spec 2 §3: created, teacher, grade, valuation). */
export const assignmentEvaluationSchema = z.object({
  id: z.uuid(),
  created: z.iso.datetime(),
  teacher: z.string().nullable(),
  grade: z.number().nullable(),
  valuation: z.string().nullable(),
});

/** An invitation of an external contributor as the participant's token list shows it. */
export const accessTokenSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  explanation: z.string().nullable(),
  created: z.iso.datetime(),
  /** The link stops working then. */
  expires: z.iso.datetime(),
  /** new: not worked on yet; used: the contributor pressed 'Opslaan en gereed'. */
  status: z.enum(ACCESS_TOKEN_STATUSES),
  /** When the contributor first opened the link. */
  opened: z.iso.datetime().nullable(),
  expired: z.boolean(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** What the caller may do with the assignment (on top of the education's permissions). */
export const assignmentPermissionsSchema = educationPermissionsSchema.extend({
  /** Delete it: edit rights, not finished, nobody answered anything yet (spec 2 §5). */
  delete: z.boolean(),
  /** Invite external contributors: editable and edit rights (spec 2 §5). */
  invite: z.boolean(),
  /** Write chat messages. */
  message: z.boolean(),
  /** Choose the evaluators (the participant while editable; admins). */
  chooseEvaluators: z.boolean(),
});

/** The assignment page's assignment (`GET /api/assignment/{id}`). */
export const assignmentSchema = z.object({
  id: z.uuid(),
  afasId: z.string().nullable(),
  name: z.string(),
  educationId: z.uuid(),
  user: z.object({ id: z.uuid(), fullName: z.string() }),
  module: z.object({
    id: z.uuid(),
    publishedName: z.string(),
    type: z.enum(MODULE_TYPE_CODES),
    moduleType: z.enum(MODULE_KINDS),
    currentLevel: z.number().int().nullable(),
    maxLevel: z.number().int().nullable(),
  }),
  assignmentContainer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The form of the entries' version: its fields, and the ids of those an external contributor fills. */
  form: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    version: z.number().int(),
    valuation: z.boolean(),
    grade: z.boolean(),
    evaluationOptions: z.array(evaluationOptionSchema),
    attachments: z.array(z.object({ id: z.uuid(), name: z.string(), mimeType: z.string() })),
    fields: z.array(formFieldSchema),
    externalFields: z.array(z.string()),
  }),
  state: z.enum(ASSIGNMENT_STATES),
  status: z.enum(ASSIGNMENT_DISPLAY_STATUSES),
  inReview: z.boolean(),
  rejected: z.boolean(),
  finished: z.boolean(),
  draft: z.boolean(),
  notAssigned: z.boolean(),
  assignedLevel: z.number().int().nullable(),
  requestedLevel: z.number().int().nullable(),
  grade: z.number().nullable(),
  valuation: z.string().nullable(),
  deliveryDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  delivery: z.object({ io: z.boolean(), po: z.boolean() }),
  created: z.iso.datetime(),
  submitted: z.iso.datetime().nullable(),
  /** The caller may fill their own entry now (the editable route); false: the read-only route. */
  editable: z.boolean(),
  /**
   * What the caller may do now (PARTICIPANT_ACTIONS_BY_STATE of the state, for who they are): the participant's hand-in
   * is 'submit' ('Inleveren') or, returned to them, 'resubmit' ('Opnieuw inleveren'); a contributor has 'save' only.
   */
  actions: z.array(z.enum(PARTICIPANT_ACTIONS)),
  /** The roles the caller fills as: the fields whose roles include one of these are theirs. */
  fillRoles: z.array(z.enum(FIELD_ROLES)),
  /** The caller's entry (null: the caller fills nothing here). */
  ownEntryId: z.uuid().nullable(),
  entries: z.array(assignmentEntrySchema),
  /** Evaluators must be chosen on submit ('Je dient minimaal 1 beoordelaar te selecteren.'). */
  evaluatorChoice: z.boolean(),
  /** Empty for an external contributor, as are the options, evaluations and messages (the staff side). */
  evaluators: z.array(assignmentPersonSchema),
  /** Who may be chosen as evaluator: the education's institute educators and practical trainers. */
  evaluatorOptions: z.array(assignmentPersonSchema),
  evaluations: z.array(assignmentEvaluationSchema),
  /** Empty for an external contributor (the chat is between the participant and the assessors). */
  messages: z.array(assignmentMessageSchema),
  /** The caller is an external contributor (token): the page shows 'Opslaan en gereed' only. */
  external: z.boolean(),
  _permissions: assignmentPermissionsSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** `GET /api/assignment/{id}`: the participant, their education's staff, evaluators, admins, and a contributor. */
export const getAssignment = defineEndpoint({
  method: 'GET',
  path: '/api/assignment/:id',
  summary: 'An assignment with its form, entries, messages and evaluators',
  description:
    'Readable by the participant, the staff linked to the education, its evaluators, admins, holders of LIST_USERS and ' +
    'VIEW_EDUCATION, and an external contributor whose invitation session (cookie) is for this assignment. ' +
    'Anyone else gets 404.',
  tags: ['assignments'],
  params: idParams,
  response: { 200: assignmentSchema },
});

/** `DELETE /api/assignment/{id}`: edit rights, not finished, no answers yet (409 `assignment_not_deletable`). */
export const deleteAssignment = defineEndpoint({
  method: 'DELETE',
  path: '/api/assignment/:id',
  summary: 'Delete an assignment nobody has answered yet',
  tags: ['assignments'],
  params: idParams,
  response: { 204: z.null() },
});

/**
 * `GET /api/assignment-container/{id}/create`: what a new assignment of this container will be (name, form, module);
 * nothing is stored (a GET changes nothing). The web then creates it with `POST /api/module/{id}/assignments`
 * `{containerId}`. 404 when the container has no form or the caller may not edit the education.
 */
export const getAssignmentContainerCreate = defineEndpoint({
  method: 'GET',
  path: '/api/assignment-container/:id/create',
  summary: 'The new assignment a container makes (not stored)',
  tags: ['assignments'],
  params: idParams,
  response: {
    200: z.object({
      containerId: z.uuid(),
      moduleId: z.uuid(),
      educationId: z.uuid(),
      name: z.string(),
      form: z.object({ id: z.uuid(), title: z.string() }),
    }),
  },
});

/**
 * `GET /api/module/{id}/assignment-create`: what a new assignment made with the module's own form (a request, an EPA
 * level) will be, so the form can be filled before anything is stored: the form's current fields, whether evaluators
 * must be chosen on submit, and who may be chosen. Nothing is stored. 404 when the module has no form or the caller
 * cannot see the education; 403 without edit rights.
 */
export const getModuleAssignmentCreate = defineEndpoint({
  method: 'GET',
  path: '/api/module/:id/assignment-create',
  summary: "The new assignment a module's own form makes (not stored)",
  tags: ['assignments'],
  params: idParams,
  response: {
    200: z.object({
      moduleId: z.uuid(),
      educationId: z.uuid(),
      name: z.string(),
      form: z.object({
        id: z.uuid(),
        title: z.string(),
        description: z.string().nullable(),
        version: z.number().int(),
        fields: z.array(formFieldSchema),
      }),
      /** Evaluators must be chosen on submit ('Je dient minimaal 1 beoordelaar te selecteren.'). */
      evaluatorChoice: z.boolean(),
      /** Who may be chosen as evaluator: the education's institute educators and practical trainers. */
      evaluatorOptions: z.array(assignmentPersonSchema),
    }),
  },
});
export type ModuleAssignmentCreate = z.infer<(typeof getModuleAssignmentCreate.response)[200]>;

/** The evaluator choice of a submit: user ids from `evaluatorOptions`. */
const assignedUsersSchema = z.array(z.uuid()).max(EVALUATORS_MAX);
/** A chat message's text: 1 to MESSAGE_MAX characters, not only spaces. */
export const messageContentSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(MESSAGE_MAX, { error: `validation.maxLength:${MESSAGE_MAX}` });

/**
 * `POST /api/module/{id}/assignments`: a new assignment in the module with the participant's entry. From a container
 * (`containerId`, its form) or with the module's form (requests, EPA; `level` the level asked). With `submit` it is
 * handed in at once (every field valid, evaluators chosen when the form asks); `messages` are sent with it.
 */
export const postModuleAssignment = defineEndpoint({
  method: 'POST',
  path: '/api/module/:id/assignments',
  summary: 'Create an assignment (and hand it in at once with submit)',
  tags: ['assignments'],
  params: idParams,
  body: z.object({
    containerId: z.uuid().optional(),
    formData: formDataSchema.default({}),
    submit: z.boolean().default(false),
    level: z.number().int().min(1).max(5).optional(),
    assignedUsers: assignedUsersSchema.default([]),
    messages: z.array(messageContentSchema).max(20).default([]),
  }),
  response: { 201: assignmentSchema },
});

/** Body of an entry save of an assignment. */
export const assignmentEntrySaveBodySchema = z.object({
  formData: formDataSchema,
  /** The revision the answers build on (as the entry was read or last saved). */
  revision: z.number().int().min(1),
  /** Hand the assignment in (the participant): every field valid and evaluators chosen when asked. */
  submit: z.boolean().default(false),
  /** Evaluators chosen with a submit. */
  assignedUsers: assignedUsersSchema.optional(),
  /** An autosave (nothing else differs; kept for the audit trail). */
  autoSave: z.boolean().default(false),
  /** An external contributor's 'Opslaan en gereed': the invitation becomes used and the participant is notified. */
  notify: z.boolean().default(false),
});
export type AssignmentEntrySaveBody = z.input<typeof assignmentEntrySaveBodySchema>;

/** What an entry save answers: the entry as stored now and the assignment's state after it. */
export const assignmentEntrySavedSchema = savedEntrySchema.extend({
  assignment: z.object({
    state: z.enum(ASSIGNMENT_STATES),
    status: z.enum(ASSIGNMENT_DISPLAY_STATUSES),
    editable: z.boolean(),
  }),
});
export type AssignmentEntrySaved = z.infer<typeof assignmentEntrySavedSchema>;

/**
 * `POST /api/assignment/{id}/entries`: makes the caller's entry when they have none yet (201), answering it. A
 * caller who has one gets 409 `conflict` (save to it instead). Fills as the caller's role.
 */
export const postAssignmentEntry = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/entries',
  summary: "Create the caller's entry of an assignment",
  tags: ['assignments'],
  params: idParams,
  response: { 201: assignmentEntrySchema },
});

/**
 * `POST /api/assignment/{id}/entries/{entryId}`: save (autosave) the caller's entry, or hand the assignment in
 * (`submit`). Refused: another's entry (404), a field the caller's role may not fill (400), an older revision (409
 * `entry_revision_conflict` with the entry now), a handed-in assignment (409 `assignment_transition`).
 */
export const postAssignmentEntrySave = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/entries/:entryId',
  summary: "Save the caller's entry or hand the assignment in",
  tags: ['assignments'],
  params: z.object({ id: z.uuid(), entryId: z.uuid() }),
  body: assignmentEntrySaveBodySchema,
  response: {
    200: assignmentEntrySavedSchema,
    409: z.union([entryConflictSchema, z.object({ detail: z.string() })]),
  },
});

/** `POST /api/assignment/{id}/evaluators` {evaluatorIds}: who assesses it (from `evaluatorOptions`). */
export const postAssignmentEvaluators = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/evaluators',
  summary: 'Choose the evaluators of an assignment',
  tags: ['assignments'],
  params: idParams,
  body: z.object({ evaluatorIds: assignedUsersSchema }),
  response: { 200: z.object({ evaluators: z.array(assignmentPersonSchema) }) },
});

/**
 * `PUT /api/assignment/{id}/epa-level` {level}: the level granted on an EPA assignment ('Niveau succesvol aangepast';
 * 'Er is iets mis gegaan bij het aanpassen van het niveau'). Set by those who assess the participant: the
 * assignment's evaluators, the institute educators and practical trainers linked to the education, and admins (not
 * the participant: 403). Only on an EPA module's assignment, from 1 to the module's maxLevel (400 `level`
 * otherwise). Every change is audited (`assignment_level_set`).
 */
export const putAssignmentEpaLevel = defineEndpoint({
  method: 'PUT',
  path: '/api/assignment/:id/epa-level',
  summary: 'Set the level granted on an EPA assignment',
  tags: ['assignments'],
  params: idParams,
  body: z.object({ level: z.number().int().min(1).max(5) }),
  response: { 200: z.object({ assignedLevel: z.number().int() }) },
});

/** `GET /api/assignment/{id}/pdf`: the filled form with entries, messages and evaluations. */
export const getAssignmentPdf = defineEndpoint({
  method: 'GET',
  path: '/api/assignment/:id/pdf',
  summary: 'An assignment as PDF',
  tags: ['assignments'],
  params: idParams,
  response: { 200: z.any() },
});

/** `POST /api/assignment/{id}/messages` {content}. */
export const postAssignmentMessage = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/messages',
  summary: 'Send a chat message on an assignment',
  tags: ['assignments'],
  params: idParams,
  body: z.object({ content: messageContentSchema }),
  response: { 201: assignmentMessageSchema },
});

const messageParams = z.object({ id: z.uuid(), messageId: z.uuid() });

/** `PUT /api/assignment/{id}/messages/{messageId}` {content}: the author only. */
export const putAssignmentMessage = defineEndpoint({
  method: 'PUT',
  path: '/api/assignment/:id/messages/:messageId',
  summary: 'Edit one of your chat messages',
  tags: ['assignments'],
  params: messageParams,
  body: z.object({ content: messageContentSchema }),
  response: { 200: assignmentMessageSchema },
});

/** `DELETE /api/assignment/{id}/messages/{messageId}`: the author only. */
export const deleteAssignmentMessage = defineEndpoint({
  method: 'DELETE',
  path: '/api/assignment/:id/messages/:messageId',
  summary: 'Delete one of your chat messages',
  tags: ['assignments'],
  params: messageParams,
  response: { 204: z.null() },
});

const inviteEmailSchema = z.email({ error: 'validation.email' }).max(255, { error: 'validation.email' });

/**
 * `POST /api/assignment/{id}/external-invites` {emails, explanation}: mails each address a link to
 * `/onderwijs/opdracht/{id}?token=…` (a random 256-bit token, stored hashed, valid ACCESS_TOKEN_TTL_DAYS days). Only
 * while the assignment is editable, by someone with edit rights. Addresses: 1 to INVITE_EMAILS_MAX, valid, no
 * duplicates (also not of an invitation of this assignment still open).
 */
export const postExternalInvites = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/external-invites',
  summary: 'Invite external contributors by e-mail',
  tags: ['assignments'],
  params: idParams,
  body: z.object({
    emails: z
      .array(inviteEmailSchema)
      .min(1, { error: 'validation.required' })
      .max(INVITE_EMAILS_MAX, { error: 'validation.invalid' }),
    explanation: z
      .string()
      .trim()
      .max(INVITE_EXPLANATION_MAX, { error: `validation.maxLength:${INVITE_EXPLANATION_MAX}` })
      .default(''),
  }),
  response: { 201: z.object({ items: z.array(accessTokenSchema) }) },
});

/** `GET /api/assignment/{id}/tokens`: the invitations of the assignment not revoked (who may edit it). */
export const getAssignmentTokens = defineEndpoint({
  method: 'GET',
  path: '/api/assignment/:id/tokens',
  summary: 'Invitations of an assignment',
  tags: ['assignments'],
  params: idParams,
  response: { 200: z.object({ items: z.array(accessTokenSchema), totalItems: z.number().int() }) },
});

/** `DELETE /api/assignment/{id}/tokens/{tokenId}`: revoke an invitation (its link and sessions stop at once). */
export const deleteAssignmentToken = defineEndpoint({
  method: 'DELETE',
  path: '/api/assignment/:id/tokens/:tokenId',
  summary: 'Revoke an invitation',
  tags: ['assignments'],
  params: z.object({ id: z.uuid(), tokenId: z.uuid() }),
  response: { 204: z.null() },
});

/**
 * `POST /api/assignment/{id}/contributor-session` {token}: exchanges an invitation token for a contributor session
 * (an HttpOnly cookie of CONTRIBUTOR_SESSION_HOURS hours, sent only to `/api`), so the token does not travel in later
 * requests. A token works once; a signed-in user whose address it was sent to may open it again (their contribution
 * requests). Refused with 403: `access_token_invalid` (unknown, altered, revoked or of another assignment),
 * `access_token_expired`, `access_token_used` (opened before, in another browser), `assignment_not_editable`.
 */
export const postContributorSession = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/contributor-session',
  summary: 'Open an invitation link: exchange its token for a contributor session',
  tags: ['assignments'],
  params: idParams,
  body: z.object({ token: z.string().min(1).max(200) }),
  response: { 200: z.object({ assignmentId: z.uuid(), email: z.string() }) },
});

/** How often a contributor may ask for a fresh link, per invitation ('Stuur mij een nieuwe link'). */
export const CONTRIBUTOR_LINK_RATE = { max: 3, timeWindow: '1 hour' } as const;

/**
 * `POST /api/assignment/{id}/contributor-link` {token}: the invitation link was opened in another browser
 * (`access_token_used`, e.g. on a phone) and the contributor wants to go on here. Anonymous, bound to that used
 * token (the credential, as for the contributor session): mails a fresh link to the invited address only, ends the
 * other browser's contributor session and kills the old token, so no token ever works twice and the contributor's
 * answers stay. Answers only a masked form of the address (`o•••@z•••.nl`). At most CONTRIBUTOR_LINK_RATE per
 * invitation (429 `too_many_requests`); audited. Refused with 403 as the exchange is (`access_token_invalid`,
 * `access_token_expired`, `assignment_not_editable`); 409 `conflict` for a link never opened (it still works as it is).
 */
export const postContributorLink = defineEndpoint({
  method: 'POST',
  path: '/api/assignment/:id/contributor-link',
  summary: 'Mail the contributor a fresh invitation link (the used one stops working)',
  description:
    'Anonymous; the used invitation token in the body is the credential. The new link goes to the invited address ' +
    'only; the answer names it masked. Rate limited per invitation; audited.',
  tags: ['assignments'],
  params: idParams,
  body: z.object({ token: z.string().min(1).max(200) }),
  response: { 200: z.object({ maskedEmail: z.string() }) },
});

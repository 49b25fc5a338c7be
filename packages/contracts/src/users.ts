import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';
import { ROLES, roleSchema, type Role } from './roles';

/** The roles the users overview shows as columns and lets an admin switch inline (spec 3 "Users overview"). */
export const USER_ROLE_COLUMNS = [
  'ROLE_PARTICIPANT',
  'ROLE_TEACHER',
  'ROLE_EDUCATOR',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
  'ROLE_FREE_E_LEARNING_USER',
  'ROLE_ADMIN',
] as const satisfies readonly Role[];

/** One row of the users overview: names, roles, AFAS ID and whether the account is active. */
export const userListItemSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  fullNameLastNameFirst: z.string(),
  afasId: z.string().nullable(),
  roles: z.array(roleSchema),
  active: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** One of a person's educations, as the users overview's education menu lists them. */
export const userEducationSchema = z.object({ id: z.uuid(), name: z.string(), furtherEducation: z.boolean() });
export type UserEducation = z.infer<typeof userEducationSchema>;

/**
 * A row of the users overview: the list item with the person's educations (by name), for the education menu (the
 * education page, presence overview and education overview of each, with VIEW_EDUCATION). Read in the list's own
 * statement, so the page is one query however many rows it has.
 */
export const userOverviewItemSchema = userListItemSchema.extend({ educations: z.array(userEducationSchema) });
export type UserOverviewItem = z.infer<typeof userOverviewItemSchema>;

/**
 * `GET /api/users` (spec 3 §7): filters role (any of the comma-joined roles), name, email, afasId (contains) and active;
 * `query` searches names, e-mail and AFAS ID (every word); order by name, email or afasId. Page size `perPage`, or
 * the spec's `itemsPerPage` (wins when both are given).
 */
export const userListQuerySchema = listQuerySchema({
  filters: {
    role: { oneOf: ROLES },
    name: 'text',
    email: 'text',
    afasId: 'text',
    active: 'boolean',
  },
  order: ['name', 'email', 'afasId'],
  maxPerPage: 100,
  extra: { itemsPerPage: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).optional() },
});

export const getUsers = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'List users (LIST_USERS): filters role, name, email, afasId, active; query; order name, email, afasId',
  tags: ['users'],
  querystring: userListQuerySchema,
  response: { 200: listResponseSchema(userOverviewItemSchema) },
});

/** One user as the user page shows them (spec 3 §3 User, without the profile's personal details). */
export const userSchema = userListItemSchema.extend({
  firstName: z.string(),
  insertion: z.string().nullable(),
  lastName: z.string(),
  permissions: z.array(z.string()),
  participantId: z.string().nullable(),
  lastSync: z.iso.datetime().nullable(),
  authMethod: z.enum(['none', 'email', 'authenticator']),
  created: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

const idParams = z.object({ id: z.uuid() });

/** `GET /api/users/{id}` (LIST_USERS). */
export const getUser = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id',
  summary: 'One user (LIST_USERS)',
  tags: ['users'],
  params: idParams,
  response: { 200: userSchema },
});

/**
 * `PUT /api/users/{id}/roles` {roles} (admin only, spec 3 §6): the user's complete role list. An admin cannot take
 * ROLE_ADMIN away from themself (409 `own_admin_role`), so the portal is never left without the one who changed it.
 */
export const putUserRoles = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/roles',
  summary: "Replace a user's roles (admin)",
  tags: ['users'],
  params: idParams,
  body: z.object({ roles: z.array(roleSchema).max(ROLES.length) }),
  response: { 200: userSchema },
});

/** What ties a person to training records, counted when deleting them is refused. */
export const trainingRecordsSchema = z.object({
  educations: z.number().int(),
  assignments: z.number().int(),
  evaluations: z.number().int(),
  enrolments: z.number().int(),
  presence: z.number().int(),
  certificates: z.number().int(),
});
export type TrainingRecords = z.infer<typeof trainingRecordsSchema>;

/**
 * `DELETE /api/users/{id}` (admin only). A person's educations, assignments (with their entries and messages),
 * evaluations given, enrolments, presence and certificates are evidence of training: while any exist the delete is
 * refused with 409 `user_has_training_records` and their counts, and nothing changes. Otherwise the account goes with
 * what is only theirs (sessions, tokens, notifications, reads); content they wrote elsewhere stays without author.
 * The deletion is audited (`user_deleted`, with name, e-mail and AFAS id). Deleting oneself: 409 `cannot_delete_self`.
 */
export const deleteUser = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id',
  summary: 'Delete a user without training records (admin)',
  tags: ['users'],
  params: idParams,
  response: {
    204: z.null().describe('No content'),
    409: z.object({ detail: z.literal('user_has_training_records'), records: trainingRecordsSchema }),
  },
});

/** Characters a picker's search needs (spec 3 §5) and the most it answers (spec 3 §9). */
export const USER_SEARCH_MIN_CHARS = 3;
export const USER_SEARCH_MAX_RESULTS = 10_000;

/** A person offered by a picker (spec 3 §3 Evaluator). */
export const userSearchItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameLastNameFirst: z.string(),
  afasId: z.string().nullable(),
  email: z.string(),
});

/**
 * `GET /api/users/search?query=&roles=` (LIST_USERS, or a staff role that picks people): active users whose name,
 * e-mail or AFAS ID contains every word; from 3 characters, at most 10000, ordered by last name.
 */
export const searchUsers = defineEndpoint({
  method: 'GET',
  path: '/api/users/search',
  summary: 'Search users for pickers (from 3 characters, at most 10000)',
  tags: ['users'],
  querystring: z.object({
    query: z.string().trim().min(USER_SEARCH_MIN_CHARS, { error: 'validation.minLength:3' }).max(200),
    /** Only users holding one of these roles (comma-joined). */
    roles: z
      .string()
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(roleSchema).max(ROLES.length))
      .optional(),
    limit: z.coerce.number().int().min(1).max(USER_SEARCH_MAX_RESULTS).default(USER_SEARCH_MAX_RESULTS),
  }),
  response: { 200: z.object({ items: z.array(userSearchItemSchema) }) },
});

/** Roles a registering system may give: people's roles, never admin or an external contributor's. */
export const REGISTRABLE_ROLES = [
  'ROLE_PARTICIPANT',
  'ROLE_FREE_E_LEARNING_USER',
  'ROLE_TEACHER',
  'ROLE_EDUCATOR',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
] as const satisfies readonly Role[];

const requiredText = (n: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(n, { error: `validation.maxLength:${n}` });

/** The body of a registration: who the person is and which roles they get. */
export const userRegistrationSchema = z.object({
  email: z.email({ error: 'validation.email' }).max(75, { error: 'validation.maxLength:75' }),
  firstName: requiredText(50),
  insertion: z.string().trim().max(15, { error: 'validation.maxLength:15' }).nullable().optional(),
  lastName: requiredText(80),
  /** The person's AFAS id (7 characters), when the registering system knows it. */
  afasId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,20}$/, { error: 'validation.invalid' })
    .nullable()
    .optional(),
  roles: z.array(z.enum(REGISTRABLE_ROLES)).min(1, { error: 'validation.required' }).max(REGISTRABLE_ROLES.length),
});
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

/**
 * `POST /api/machine/users` (API key with ROLE_REGISTER_USERS). Idempotent by e-mail address and AFAS id: a person
 * already known by either is answered as they are (200, `created: false`; roles asked are added, never removed) and
 * no mail is sent again while the account is active; a new person is created inactive and mailed an activation link
 * (201, `created: true`). An e-mail address and an AFAS id that belong to two different accounts answer 409
 * `registration_mismatch`; an AFAS id given for a known address that has a different one answers the same.
 */
export const postMachineUser = defineEndpoint({
  method: 'POST',
  path: '/api/machine/users',
  summary: 'Register a user (API key with ROLE_REGISTER_USERS); idempotent by e-mail and AFAS id',
  description:
    'Creates an inactive account and mails its activation link, or answers the existing account (matched by ' +
    'e-mail address, case-insensitive, or AFAS id) with `created: false`, adding roles asked for. A repeated call ' +
    'never creates a second account. An inactive existing account gets a fresh activation mail.',
  tags: ['users'],
  body: userRegistrationSchema,
  response: {
    200: z.object({ id: z.uuid(), created: z.literal(false), active: z.boolean(), roles: z.array(roleSchema) }),
    201: z.object({ id: z.uuid(), created: z.literal(true), active: z.literal(false), roles: z.array(roleSchema) }),
  },
});

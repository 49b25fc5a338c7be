import { z } from 'zod';
import { EDUCATION_STAFF_ROLES, PARTICIPANT_STATUSES } from './domain';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';

/**
 * "My participants" (spec 3 §3 My-participant row, §7 participants): the educations an educator is linked to as
 * staff (institute educator, practical trainer, program assistant; AFAS links them), one row per participant's
 * education. The signed-in educator's own list (`/mijn-deelnemers`) and, for the users screens, one educator's list
 * (`/gebruikers/opleider/{id}`, 'Deelnemers') have the same shape.
 */
export const myParticipantSchema = z.object({
  /** The participant's education: the row's key, and what its links open. */
  id: z.uuid(),
  /** The participant. */
  user: z.object({ id: z.uuid(), fullName: z.string(), fullNameLastNameFirst: z.string() }),
  /** The education's name. */
  name: z.string(),
  cohortName: z.string().nullable(),
  startDate: z.iso.date().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  furtherEducation: z.boolean(),
  /** How far the participant is: the education's modules that are finished, of all its modules. */
  progress: z.object({ finishedModules: z.number().int().min(0), totalModules: z.number().int().min(0) }),
  /** How the educator is linked to this education (one row however many links). */
  staffRoles: z.array(z.enum(EDUCATION_STAFF_ROLES)),
});
export type MyParticipant = z.infer<typeof myParticipantSchema>;

/** Sortable columns; `status` descending is the default (spec 3 §9). */
export const MY_PARTICIPANTS_ORDER = ['name', 'education', 'cohortName', 'startDate', 'status', 'progress'] as const;

/**
 * The list's query: page and perPage (10), `query` (participant's name, education, cohort: every word),
 * `filters[status]`, `filters[staffRole]`, and one `order[field]`. Without an order: status descending, in the order
 * of the Dutch labels (Onderbreking, Definitief geplaatst, Afgerond: ongoing educations before finished ones), then
 * last and first name.
 */
export const myParticipantsQuerySchema = listQuerySchema({
  filters: { status: { oneOf: PARTICIPANT_STATUSES }, staffRole: { oneOf: EDUCATION_STAFF_ROLES } },
  order: MY_PARTICIPANTS_ORDER,
  maxPerPage: 100,
});
export type MyParticipantsQuery = z.output<typeof myParticipantsQuerySchema>;

/** `GET /api/my-participants`: the signed-in educator's participants (practical trainer, institute educator, PA). */
export const getMyParticipants = defineEndpoint({
  method: 'GET',
  path: '/api/my-participants',
  summary: "The signed-in educator's participants (paged; default status descending)",
  tags: ['my-participants'],
  querystring: myParticipantsQuerySchema,
  response: { 200: listResponseSchema(myParticipantSchema) },
});

/**
 * `GET /api/my-participants/educator/{id}`: one educator's participants, for the educator page of the users screens
 * (LIST_USERS and VIEW_EDUCATOR; an admin passes). 404 when there is no such user.
 */
export const getEducatorParticipants = defineEndpoint({
  method: 'GET',
  path: '/api/my-participants/educator/:id',
  summary: "One educator's participants (LIST_USERS and VIEW_EDUCATOR)",
  tags: ['my-participants'],
  params: z.object({ id: z.uuid() }),
  querystring: myParticipantsQuerySchema,
  response: { 200: listResponseSchema(myParticipantSchema) },
});

/**
 * A participant of the educator's, once however many of their educations the educator is linked to (the `/students`
 * variant: pickers and mailing lists want people, not educations).
 */
export const myStudentSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  fullNameLastNameFirst: z.string(),
  email: z.string(),
  /** Their educations the educator is linked to (the row's links). */
  educations: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.enum(PARTICIPANT_STATUSES) })),
});
export type MyStudent = z.infer<typeof myStudentSchema>;

/** `/students` query: page, perPage, `query` (name or e-mail, every word); ordered by last and first name. */
export const myStudentsQuerySchema = listQuerySchema({ maxPerPage: 100 });
export type MyStudentsQuery = z.output<typeof myStudentsQuerySchema>;

/** `GET /api/my-participants/students`: the signed-in educator's participants as people (paged, by name). */
export const getMyStudents = defineEndpoint({
  method: 'GET',
  path: '/api/my-participants/students',
  summary: "The signed-in educator's participants, one row per person (paged; query)",
  tags: ['my-participants'],
  querystring: myStudentsQuerySchema,
  response: { 200: listResponseSchema(myStudentSchema) },
});

/**
 * A programme among the educator's participants (the `/educations` variant): the education's name with how many of
 * the educator's participants follow it, by status (a filter's options and a dashboard's counts).
 */
export const myEducationSchema = z.object({
  name: z.string(),
  participants: z.number().int().min(0),
  byStatus: z.record(z.enum(PARTICIPANT_STATUSES), z.number().int().min(0)),
});
export type MyEducation = z.infer<typeof myEducationSchema>;

/** `GET /api/my-participants/educations`: the programmes of the signed-in educator's participants, by name. */
export const getMyEducations = defineEndpoint({
  method: 'GET',
  path: '/api/my-participants/educations',
  summary: "The programmes of the signed-in educator's participants, with counts by status",
  tags: ['my-participants'],
  response: { 200: z.object({ items: z.array(myEducationSchema) }) },
});

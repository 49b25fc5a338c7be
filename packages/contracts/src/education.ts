// The education area (spec 2 §2-§9): a participant's education, its modules, periods, own materials and documents.
import { z } from 'zod';
import { MODULE_KINDS, MODULE_STATUSES, MODULE_TYPE_CODES, PARTICIPANT_STATUSES, type ModuleTypeCode } from './domain';
import { defineEndpoint } from './endpoint';

const idParams = z.object({ id: z.uuid() });
const noContent = z.null().describe('No content');
const pdfBody = z.any().describe('application/pdf');

/**
 * What the caller may do with an education (spec 2 §6), answered as `_permissions` so the UI shows only what may be
 * done. `view`: read the education, its modules and documents. `edit`: create assignments, requests, notes and own
 * material, register for events (the owner, and admins). `imitatingAdmin`: an admin acts as the participant and sees
 * debug information (form ids, the debug popover).
 */
export const educationPermissionsSchema = z.object({
  view: z.boolean(),
  edit: z.boolean(),
  imitatingAdmin: z.boolean(),
});
export type EducationPermissions = z.infer<typeof educationPermissionsSchema>;

/** A staff member of an education as Opleidingsgegevens lists them. */
export const educationPersonSchema = z.object({
  id: z.uuid(),
  /** "Lastname, Firstname insertion" (spec 2 §3 fullNameLastNameFirst). */
  fullNameLastNameFirst: z.string(),
  email: z.string(),
});
export type EducationPerson = z.infer<typeof educationPersonSchema>;

/** A file of an own material (spec 2 §3: id, name, created). Download it at `GET /api/file/{id}`. */
export const educationMaterialFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().min(0),
  created: z.iso.datetime({ offset: true }),
});
export type EducationMaterialFile = z.infer<typeof educationMaterialFileSchema>;

/** A participant's own material (spec 2 §3: id, title, created, files), newest first. */
export const educationMaterialSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  created: z.iso.datetime({ offset: true }),
  files: z.array(educationMaterialFileSchema),
});
export type EducationMaterial = z.infer<typeof educationMaterialSchema>;

/**
 * The elective points (spec 2 §2, §9), one definition for Opleidingsgegevens' card and the portfolio's chart: the
 * points the education asks (its elective course hours), those achieved (finished IKO/EKO modules), those placed but
 * not yet achieved (unfinished ones) and those still to plan, max(total - achieved - planned, 0).
 */
export const electivePointsSchema = z.object({
  total: z.number(),
  achieved: z.number(),
  planned: z.number(),
  todo: z.number(),
});
export type ElectivePoints = z.infer<typeof electivePointsSchema>;

/** Counts for the cards of Opleidingsgegevens (spec 2 §2), computed by the server over all modules. */
export const educationSummarySchema = z.object({
  /** Modules finished (status finished, finished_less_points or excemption, or `finished`) and all modules. */
  finishedModules: z.number().int().min(0),
  totalModules: z.number().int().min(0),
  /** The elective points (IKO, EKO modules against the elective course hours); shown only when elective hours > 0. */
  electivePoints: electivePointsSchema,
  /** Internship points (STA/PRK modules with an internship type) earned per type. */
  internshipPoints: z.record(z.string(), z.number()),
});

/**
 * `GET /api/education/{id}` (spec 2 §3 Education). Dates are `YYYY-MM-DD`; `electiveCourseBudget` is in cents (the web
 * shows euros with nl-NL). Modules come from the module calls, not here.
 */
export const educationSchema = z.object({
  id: z.uuid(),
  afasId: z.string(),
  name: z.string(),
  /** Bij- en nascholing: one view titled 'Bij- en nascholing', not in the picker. */
  furtherEducation: z.boolean(),
  /** True when the education has practical modules (the Praktijkopleiding tab shows only then). */
  practicalModules: z.boolean(),
  /** True when the education has EPA modules (the portfolio's KBA's/EPA's tab shows only then). */
  epaModules: z.boolean(),
  status: z.enum(PARTICIPANT_STATUSES),
  cohortName: z.string().nullable(),
  email: z.string().nullable(),
  instituteEducators: z.array(educationPersonSchema),
  practicalEducators: z.array(educationPersonSchema),
  programAssistantName: z.string().nullable(),
  programAssistantEmail: z.string().nullable(),
  /** Part-time percentage (100 = full time). */
  fullTimePercentage: z.number().int(),
  startDate: z.iso.date().nullable(),
  electiveCourseHours: z.number(),
  /** Cents. */
  electiveCourseBudget: z.number().int(),
  interruptionStartDate: z.iso.date().nullable(),
  interruptionEndDate: z.iso.date().nullable(),
  deregistrationDate: z.iso.date().nullable(),
  rgsEndDate: z.iso.date().nullable(),
  /** The study guide link of Opleidingsgegevens (absent: no link). */
  studyGuideUrl: z.string().nullable(),
  /** True when the education has learning material in Moodle (`GET /api/education/{id}/moodle-redirect`). */
  hasLearningMaterial: z.boolean(),
  /** Required internship hours per internship type (1-11). */
  internshipHours: z.record(z.string(), z.number()),
  materials: z.array(educationMaterialSchema),
  summary: educationSummarySchema,
  /** The participant. */
  user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  _permissions: educationPermissionsSchema,
});
export type Education = z.infer<typeof educationSchema>;

/** `GET /api/education/{id}`: the education with `_permissions`; 404 for anyone the education policy refuses. */
export const getEducation = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id',
  summary: 'An education with its permissions',
  tags: ['education'],
  params: idParams,
  response: { 200: educationSchema },
});

// ---------------------------------------------------------------------------------------------------------------
// Modules

/** A session of a presence item's module event, or of the event that catches it up. */
const presenceItemSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  sessionName: z.string(),
  sessionDate: z.iso.date(),
  /** `HH:mm`, null for all-day sessions. */
  sessionStartTime: z.string().nullable(),
  sessionEndTime: z.string().nullable(),
  /** Present at the session; null while not yet recorded. */
  present: z.boolean().nullable(),
  /** The event in which the missed session is caught up (learning material: the catch-up redirect). */
  catchingUpEventId: z.uuid().nullable(),
  catchingUpPresenceItemId: z.uuid().nullable(),
  catchingUpSessionName: z.string().nullable(),
  catchingUpSessionDate: z.iso.date().nullable(),
  catchingUpSessionStartTime: z.string().nullable(),
  catchingUpSessionEndTime: z.string().nullable(),
  catchingUpAssignmentId: z.uuid().nullable(),
  catchingUpAssignmentName: z.string().nullable(),
  /** Set once compensation is processed: the flag icon is filled. */
  compensationProcessedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PresenceItem = z.infer<typeof presenceItemSchema>;

/** An assignment row inside a module (the list's expansion); the assignment page has the full assignment. */
const moduleAssignmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  state: z.enum(['open', 'rejected', 'in_review', 'finished', 'excemption']),
  finished: z.boolean(),
  draft: z.boolean(),
  notAssigned: z.boolean(),
  assignedLevel: z.number().int().nullable(),
  requestedLevel: z.number().int().nullable(),
  deliveryDate: z.iso.date().nullable(),
  created: z.iso.datetime({ offset: true }),
  /** When it was last handed in (null: never; a concept). */
  submitted: z.iso.datetime({ offset: true }).nullable(),
  /** The valuation (Waardering) given when finished, else null. */
  valuation: z.string().nullable(),
  assignmentContainerId: z.uuid().nullable(),
  /**
   * `DELETE /api/assignment/{id}` would succeed for someone with edit rights: open or returned, and nobody has answered
   * anything in it yet (no entry handed in, no value saved). The list offers delete only then.
   */
  deletable: z.boolean(),
});

/** A slot for assignments in a practical module (spec 2 §3 Assignment container). */
const assignmentContainerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The form a new assignment gets ('Nieuwe opdracht aanmaken' only when present). */
  formId: z.uuid().nullable(),
  status: z.string().nullable(),
  requiredNumberOfAssignments: z.number().int(),
  assignmentIds: z.array(z.uuid()),
});

/** A level of an EPA module (spec 2 §4): finished when at or below `currentLevel`; doing while an assignment asks it. */
const moduleLevelSchema = z.object({
  level: z.number().int().min(1).max(5),
  state: z.enum(['finished', 'doing', 'todo']),
});

/** The module's registration: the event the participant is enrolled in through this module, if any. */
const moduleEventRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.iso.date(),
  workshops: z.boolean(),
  workshopsEditableUntil: z.iso.datetime({ offset: true }).nullable(),
  hasLearningMaterial: z.boolean(),
});

/** A module of an education as the module lists show it (spec 2 §3 Module). */
export const moduleSchema = z.object({
  id: z.uuid(),
  afasId: z.string().nullable(),
  /** The catalogue module code (spec: moduleId); events of the same code can be registered for. */
  moduleId: z.string(),
  type: z.enum(MODULE_TYPE_CODES),
  moduleType: z.enum(MODULE_KINDS),
  publishedName: z.string(),
  status: z.enum(MODULE_STATUSES).nullable(),
  finished: z.boolean(),
  currentLevel: z.number().int().nullable(),
  minLevel: z.number().int().nullable(),
  maxLevel: z.number().int().nullable(),
  levels: z.array(moduleLevelSchema),
  points: z.number().nullable(),
  minimumAssignments: z.number().int(),
  /** Opdrachten column: finished assignments / all assignments. */
  finishedAssignments: z.number().int(),
  totalAssignments: z.number().int(),
  internshipType: z.number().int().nullable(),
  eventRegistrationAllowed: z.boolean(),
  elearning: z.boolean(),
  /** Module learning material in Moodle (the row action shows only then). */
  hasLearningMaterial: z.boolean(),
  formId: z.uuid().nullable(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  contactHours: z.number().nullable(),
  educatorName: z.string().nullable(),
  programAssistantName: z.string().nullable(),
  /** Events the participant is enrolled in through this module. */
  events: z.array(moduleEventRefSchema),
  presenceItems: z.array(presenceItemSchema),
  assignments: z.array(moduleAssignmentSchema),
  assignmentContainers: z.array(assignmentContainerSchema),
});
export type Module = z.infer<typeof moduleSchema>;

/** Module lists: every module of the education that fits, ordered by publishedName (the web sorts further). */
export const moduleListSchema = z.object({ items: z.array(moduleSchema), totalItems: z.number().int().min(0) });

/** `?types=IO,IKO` (comma-joined type codes; unknown codes are a 400 violation). */
export const moduleTypesQuerySchema = z.strictObject({
  types: z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const codes = v.split(',').map((c) => c.trim());
      for (const code of codes) {
        if (!(MODULE_TYPE_CODES as readonly string[]).includes(code)) {
          ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
          return z.NEVER;
        }
      }
      return codes as ModuleTypeCode[];
    }),
});

/** `GET /api/education/{id}/modules?types=`: modules of the given type codes (all when absent). */
export const getEducationModules = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/modules',
  summary: "An education's modules, optionally by type codes",
  tags: ['education'],
  params: idParams,
  querystring: moduleTypesQuerySchema,
  response: { 200: moduleListSchema },
});

/** `GET /api/education/{id}/institute-education-modules`: the Instituutsopleiding tab (moduleType education). */
export const getInstituteEducationModules = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/institute-education-modules',
  summary: 'Institute education modules (moduleType education)',
  tags: ['education'],
  params: idParams,
  response: { 200: moduleListSchema },
});

/** `GET /api/education/{id}/practical-modules`: the Praktijkopleiding tab (moduleType practical, with containers). */
export const getPracticalModules = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/practical-modules',
  summary: 'Practical modules (moduleType practical)',
  tags: ['education'],
  params: idParams,
  response: { 200: moduleListSchema },
});

/** `GET /api/education/{id}/portfolio-modules`: guidance, EPA and request modules (the Portfolio tab). */
export const getPortfolioModules = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/portfolio-modules',
  summary: 'Portfolio modules (moduleType guidance, epa, request)',
  tags: ['education'],
  params: idParams,
  response: { 200: moduleListSchema },
});

/** `GET /api/module/{id}`: one module with `_permissions` of its education. */
export const getModule = defineEndpoint({
  method: 'GET',
  path: '/api/module/:id',
  summary: 'A module',
  tags: ['education'],
  params: idParams,
  response: { 200: moduleSchema.extend({ educationId: z.uuid(), _permissions: educationPermissionsSchema }) },
});

/**
 * `GET /api/module/{id}/form`: the form a new assignment or request of this module is made with (its id and title;
 * fields through `GET /api/forms/{id}`). 404 when the module has no form.
 */
export const getModuleForm = defineEndpoint({
  method: 'GET',
  path: '/api/module/:id/form',
  summary: "A module's form",
  tags: ['education'],
  params: idParams,
  response: {
    200: z.object({ id: z.uuid(), title: z.string(), description: z.string().nullable(), version: z.number().int() }),
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Periods, materials, documents

/** A row of the period table (spec 2 §3 Period row). */
export const periodSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  institution: z.string().nullable(),
  matchStatus: z.string().nullable(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  practicalTrainer: z.string().nullable(),
  remarks: z.string().nullable(),
});

/** `GET /api/education/{id}/periods`: the period table in its order (`totalItems` as the spec says). */
export const getEducationPeriods = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/periods',
  summary: "An education's practical-training periods",
  tags: ['education'],
  params: idParams,
  response: { 200: z.object({ items: z.array(periodSchema), totalItems: z.number().int().min(0) }) },
});

/** Most files one material call links. */
export const MAX_MATERIAL_FILES = 20;
/** At least one file, at most `MAX_MATERIAL_FILES`; messages are keys of the `validation` namespace. */
const materialFileIds = z
  .array(z.uuid())
  .min(1, { error: 'validation.filesRequired' })
  .max(MAX_MATERIAL_FILES, { error: `validation.maxFiles:${MAX_MATERIAL_FILES}` });
/** A material's title (spec 2 §5: required, at least 1 character). */
const materialTitle = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(255, { error: 'validation.maxLength:255' });

/** Body of `POST /api/education/{id}/materials`: the title and the uploaded files (the web form uses it too). */
export const educationMaterialBodySchema = z.strictObject({ title: materialTitle, fileIds: materialFileIds });
export type EducationMaterialBody = z.input<typeof educationMaterialBodySchema>;
/** Body of `POST /api/education/{id}/materials/{materialId}`: more uploaded files. */
export const educationMaterialFilesBodySchema = z.strictObject({ fileIds: materialFileIds });
export type EducationMaterialFilesBody = z.input<typeof educationMaterialFilesBodySchema>;

/**
 * `POST /api/education/{id}/materials` {title, fileIds}: a new own material (edit permission). Files are uploaded
 * first through `/api/file` (tus, context `material`) by the caller and linked here; a file that is not the caller's
 * own unlinked material upload is a violation on `fileIds[n]`. Title at least 1 character, at least one file.
 * Web: success 'Materiaal is succesvol aangemaakt!'.
 */
export const postEducationMaterial = defineEndpoint({
  method: 'POST',
  path: '/api/education/:id/materials',
  summary: 'Create an own material with files',
  tags: ['education'],
  params: idParams,
  body: educationMaterialBodySchema,
  response: { 201: educationMaterialSchema },
});

/** `POST /api/education/{id}/materials/{materialId}` {fileIds}: adds files (at least one) to an own material. */
export const postEducationMaterialFiles = defineEndpoint({
  method: 'POST',
  path: '/api/education/:id/materials/:materialId',
  summary: 'Add files to an own material',
  tags: ['education'],
  params: z.object({ id: z.uuid(), materialId: z.uuid() }),
  body: educationMaterialFilesBodySchema,
  response: { 200: educationMaterialSchema },
});

/** `DELETE /api/education-materials/{id}`: removes a material (web error: '... bij het verwijderen van het materiaal.'). */
export const deleteEducationMaterial = defineEndpoint({
  method: 'DELETE',
  path: '/api/education-materials/:id',
  summary: 'Delete an own material',
  tags: ['education'],
  params: idParams,
  response: { 204: noContent },
});

/** `DELETE /api/education-materials/{id}/files/{fileId}`: unlinks one file (web error: '... van het bestand.'). */
export const deleteEducationMaterialFile = defineEndpoint({
  method: 'DELETE',
  path: '/api/education-materials/:id/files/:fileId',
  summary: 'Remove a file from an own material',
  tags: ['education'],
  params: z.object({ id: z.uuid(), fileId: z.uuid() }),
  response: { 204: noContent },
});

/** `GET /api/education/{id}/presence-overview`: presence per module and session as a PDF (opened in a new tab). */
export const getPresenceOverview = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/presence-overview',
  summary: 'Presence overview (PDF)',
  tags: ['education'],
  params: idParams,
  response: { 200: pdfBody },
});

/** `GET /api/education/{id}/overview`: the education overview (details, periods, modules) as a PDF. */
export const getEducationOverview = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/overview',
  summary: 'Education overview (PDF)',
  tags: ['education'],
  params: idParams,
  response: { 200: pdfBody },
});

// ---------------------------------------------------------------------------------------------------------------
// Notes

/** A note of the notes log (spec 2 §3 Note: id, message, created), with its author and whether the caller may delete it. */
export const noteSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  created: z.iso.datetime({ offset: true }),
  author: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  /** The author (or an admin) may delete it. */
  deletable: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

/**
 * `GET /api/education/{id}/notes`: the notes log, newest first (view permission: the participant, linked staff,
 * admins). Web error: 'Fout bij ophalen van notities.'
 */
export const getEducationNotes = defineEndpoint({
  method: 'GET',
  path: '/api/education/:id/notes',
  summary: "An education's notes log",
  tags: ['education'],
  params: idParams,
  response: { 200: z.object({ items: z.array(noteSchema), totalItems: z.number().int().min(0) }) },
});

/** `POST /api/education/{id}/notes` {message}: adds a note (anyone who may view). Web error: 'Fout bij opslaan van notities.' */
export const postEducationNote = defineEndpoint({
  method: 'POST',
  path: '/api/education/:id/notes',
  summary: 'Add a note',
  tags: ['education'],
  params: idParams,
  body: z.strictObject({ message: z.string().trim().min(1).max(5000) }),
  response: { 201: noteSchema },
});

/** `DELETE /api/education/{id}/notes/{noteId}`: its author or an admin (403 for other viewers). */
export const deleteEducationNote = defineEndpoint({
  method: 'DELETE',
  path: '/api/education/:id/notes/:noteId',
  summary: 'Delete a note',
  tags: ['education'],
  params: z.object({ id: z.uuid(), noteId: z.uuid() }),
  response: { 204: noContent },
});

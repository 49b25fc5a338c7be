// The domain's enumerations, defined once: the database schema, the server and the web all use these lists.
// Dutch display labels live in the i18n catalogue (`domain` namespace), except where the spec makes a label part of
// the data itself (internship types, which also appear in PDFs and exports).
import { z } from 'zod';
import type { Role } from './roles';

/** Module type codes of AFAS (spec 1 §9, spec 2 §9). IKO and EKO are grouped as KO (Keuzeonderwijs). */
export const MODULE_TYPE_CODES = ['IO', 'IKO', 'EKO', 'PRK', 'STA', 'EPA', 'AANVRAAG', 'BEG'] as const;
export type ModuleTypeCode = (typeof MODULE_TYPE_CODES)[number];
/** Codes shown together as "KO" (Keuzeonderwijs). */
export const ELECTIVE_MODULE_TYPE_CODES = ['IKO', 'EKO'] as const satisfies readonly ModuleTypeCode[];

/** What a module is for, which decides the screen that shows it (spec 2 §3 `moduleType`). */
export const MODULE_KINDS = ['education', 'practical', 'guidance', 'epa', 'request'] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];

/** A participant's placement in a module (spec 2 §4): Definitief geplaatst, Afgerond, Afgerond met minder punten, Vrijstelling. */
export const MODULE_STATUSES = ['definitely_placed', 'finished', 'finished_less_points', 'excemption'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** EPA/KBA levels: only 1 to 5 exist (spec 2 §5). */
export const LEVELS = [1, 2, 3, 4, 5] as const;
export const levelSchema = z.number().int().min(1).max(5);

/**
 * Where an assignment is in its life (spec 2 §3-4): open (Nog niet ingeleverd), rejected (returned, to resubmit),
 * in_review (Te beoordelen), finished (Beoordeeld), excemption (exempted).
 */
export const ASSIGNMENT_STATES = ['open', 'rejected', 'in_review', 'finished', 'excemption'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** The display status of an assignment or contribution request: nieuw, bezig, gereed (spec 2 §3). */
export const ASSIGNMENT_DISPLAY_STATUSES = ['new', 'used', 'done'] as const;
export type AssignmentDisplayStatus = (typeof ASSIGNMENT_DISPLAY_STATUSES)[number];

/** The requests tab's status filter (spec 2 §4): Aangevraagd, concept, Opnieuw inleveren, finished. */
export const REQUEST_STATUSES = ['requested', 'concept', 'rejected', 'finished'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A filled-in form's state. */
export const ENTRY_STATUSES = ['draft', 'submitted'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** The field types of the form builder (spec 2 §3, spec 3 §2); `text` is the default. */
export const FORM_FIELD_TYPES = [
  'section',
  'likert',
  'file-upload',
  'choicelist',
  'text',
  'number',
  'textarea',
  'product',
  'date',
  'signature',
  'title',
  'request-points',
  'request-amount',
  'internship-type',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Internship types 1-11 with their labels (spec 2 §9). */
export const INTERNSHIP_TYPES = {
  1: 'Aanpalend specialisme',
  2: 'M&G stage',
  3: '(Keuze) stage',
  4: 'Opleidingsperiode 1',
  5: 'Opleidingsperiode 2',
  6: 'WO',
  7: 'Arbeid en gezondheid',
  8: 'Arbo/reïntegratie',
  9: 'Arbocuratief/klinisch',
  10: 'Oriënterend',
  11: 'Privaat-publiek',
} as const;
export type InternshipType = keyof typeof INTERNSHIP_TYPES;
export const INTERNSHIP_TYPE_IDS = Object.keys(INTERNSHIP_TYPES).map(Number) as InternshipType[];
export const internshipTypeSchema = z.number().int().min(1).max(11);

/** An event's status as the educator modules list shows it (spec 3 §4): Voorlopig, Definitief, Afgerond. */
export const EVENT_STATUSES = ['provisional', 'definitive', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How staff relate to an event (educator events list: skipEducators, skipTeachers, write permissions). */
export const EVENT_STAFF_ROLES = ['educator', 'teacher', 'program_assistant'] as const;
export type EventStaffRole = (typeof EVENT_STAFF_ROLES)[number];

/** A participant's status in an education (spec 3 §4): Definitief geplaatst, Onderbreking, Afgerond. */
export const PARTICIPANT_STATUSES = ['definitely_placed', 'interruption', 'finished'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** How staff relate to a participant's education (spec 2 §2 Opleidingsgegevens). */
export const EDUCATION_STAFF_ROLES = ['institute_educator', 'practical_trainer', 'program_assistant'] as const;
export type EducationStaffRole = (typeof EDUCATION_STAFF_ROLES)[number];

/** A participant's registration for an event. */
export const ENROLMENT_STATUSES = ['enrolled', 'cancelled'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** Two-factor methods (spec 3 §4); none until configured or after a reset. */
export const AUTH_METHODS = ['none', 'email', 'authenticator'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** Gender options of the user form (spec 3 §2): M Man, V Vrouw, O Onbekend. */
export const GENDERS = ['M', 'V', 'O'] as const;
export type Gender = (typeof GENDERS)[number];

/** A synchronisation issue's state (spec 1 §4): Open, Opgelost, Opnieuw geopend. */
export const SYNC_ISSUE_STATES = ['open', 'resolved', 'regression'] as const;
export type SyncIssueState = (typeof SYNC_ISSUE_STATES)[number];

/** An external contributor's invitation (contribution request status, spec 3 §2). */
export const ACCESS_TOKEN_STATUSES = ['new', 'used'] as const;
export type AccessTokenStatus = (typeof ACCESS_TOKEN_STATUSES)[number];

/** What a one-time user token is for. */
export const USER_TOKEN_PURPOSES = ['activation', 'password_reset', 'two_factor_reset', 'email_code'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** Audit events kept per user (login events are listed on the user page, spec 3 §2). */
export const AUDIT_EVENT_TYPES = [
  'login',
  'login_failed',
  'two_factor_failed',
  'logout',
  'password_changed',
  'two_factor_changed',
  'impersonation_started',
  'impersonation_stopped',
  'account_activated',
  'roles_changed',
  'user_merged',
  'api_key_changed',
  'user_deleted',
  'user_registered',
  /** An external contributor's invitation at work: opened, saved, marked ready, or refused (data.action). */
  'contributor_access',
  /** The level granted on an EPA assignment was set (data: assignmentId, level, previous). */
  'assignment_level_set',
  /** An assignment was assessed (data: assignmentId, evaluationId, grade, valuation, previous grade/valuation). */
  'assignment_evaluated',
  /** An assignment was returned to the participant (data: assignmentId, evaluationId). */
  'assignment_rejected',
  /** An assessed assignment was reopened: its evaluations withdrawn (data: assignmentId, withdrawn ids, grade). */
  'assignment_evaluation_reset',
  /** The evaluators of an assignment were changed (data: assignmentId, added, removed). */
  'assignment_evaluators_set',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** Delivery states of the mail outbox. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Notification types (spec 1 §9); `MoodleNotification` is the external learning platform's type. */
export const NOTIFICATION_TYPES = [
  'MoodleNotification',
  'AssignmentEvaluated',
  'AssignmentMessage',
  'ResetEvaluation',
  'AssignmentRejected',
  'EvaluatorAssigned',
  'ExternalSavedAssignmentFormEntry',
  'AfasSyncIssue',
  'WorkshopRegistrationEndsSoon',
  'RequestedDownloadFailed',
  /** A download asked for (the personal-data export) is ready; not in spec 1's list, added with that export. */
  'RequestedDownloadReady',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const EDUCATOR_ROLES = [
  'ROLE_EDUCATOR',
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
] as const satisfies readonly Role[];

/**
 * Which roles may receive (and see) each notification type (spec 1 §6: "each notification type lists the roles
 * that may see it"); opening one switches to a view of one of these roles. ROLE_ADMIN passes every check.
 */
export const NOTIFICATION_TYPE_ROLES: Record<NotificationType, readonly Role[]> = {
  MoodleNotification: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'],
  AssignmentEvaluated: ['ROLE_PARTICIPANT'],
  AssignmentMessage: ['ROLE_PARTICIPANT', ...EDUCATOR_ROLES],
  ResetEvaluation: ['ROLE_PARTICIPANT'],
  AssignmentRejected: ['ROLE_PARTICIPANT'],
  EvaluatorAssigned: EDUCATOR_ROLES,
  ExternalSavedAssignmentFormEntry: ['ROLE_PARTICIPANT'],
  AfasSyncIssue: ['ROLE_ADMIN'],
  WorkshopRegistrationEndsSoon: ['ROLE_PARTICIPANT'],
  RequestedDownloadFailed: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER', ...EDUCATOR_ROLES],
  RequestedDownloadReady: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER', ...EDUCATOR_ROLES],
};

/** What a session still owes before it is signed in (null in the database: nothing). */
export const SESSION_PENDING_STEPS = ['code', 'setup'] as const;
export type SessionPendingStep = (typeof SESSION_PENDING_STEPS)[number];

// PostgreSQL enums made from the contract's lists, so the database refuses a value the code does not know.
// Adding a value is one `ALTER TYPE ... ADD VALUE` migration (drizzle-kit writes it).
import {
  ACCESS_TOKEN_STATUSES,
  API_KEY_ROLES,
  ASSIGNMENT_STATES,
  EVALUATION_OUTCOMES,
  AUDIT_EVENT_TYPES,
  AUTH_METHODS,
  EDUCATION_STAFF_ROLES,
  ENROLMENT_STATUSES,
  ENTRY_STATUSES,
  EVENT_STAFF_ROLES,
  EVENT_STATUSES,
  FORM_FIELD_TYPES,
  GENDERS,
  MAIL_STATUSES,
  MODULE_KINDS,
  MODULE_STATUSES,
  MODULE_TYPE_CODES,
  NOTIFICATION_TYPES,
  PARTICIPANT_STATUSES,
  PERMISSIONS,
  ROLES,
  SESSION_PENDING_STEPS,
  SYNC_ISSUE_STATES,
  USER_TOKEN_PURPOSES,
} from '@portal/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const permissionEnum = pgEnum('permission', PERMISSIONS);
export const apiKeyRoleEnum = pgEnum('api_key_role', API_KEY_ROLES);
export const authMethodEnum = pgEnum('auth_method', AUTH_METHODS);
export const genderEnum = pgEnum('gender', GENDERS);
export const userTokenPurposeEnum = pgEnum('user_token_purpose', USER_TOKEN_PURPOSES);
export const auditEventTypeEnum = pgEnum('audit_event_type', AUDIT_EVENT_TYPES);
export const participantStatusEnum = pgEnum('participant_status', PARTICIPANT_STATUSES);
export const educationStaffRoleEnum = pgEnum('education_staff_role', EDUCATION_STAFF_ROLES);
export const moduleTypeCodeEnum = pgEnum('module_type_code', MODULE_TYPE_CODES);
export const moduleKindEnum = pgEnum('module_kind', MODULE_KINDS);
export const moduleStatusEnum = pgEnum('module_status', MODULE_STATUSES);
export const assignmentStateEnum = pgEnum('assignment_state', ASSIGNMENT_STATES);
export const evaluationOutcomeEnum = pgEnum('evaluation_outcome', EVALUATION_OUTCOMES);
export const entryStatusEnum = pgEnum('entry_status', ENTRY_STATUSES);
export const formFieldTypeEnum = pgEnum('form_field_type', FORM_FIELD_TYPES);
export const accessTokenStatusEnum = pgEnum('access_token_status', ACCESS_TOKEN_STATUSES);
export const eventStatusEnum = pgEnum('event_status', EVENT_STATUSES);
export const eventStaffRoleEnum = pgEnum('event_staff_role', EVENT_STAFF_ROLES);
export const enrolmentStatusEnum = pgEnum('enrolment_status', ENROLMENT_STATUSES);
/** Whose agenda a personal feed serves. */
export const calendarFeedKindEnum = pgEnum('calendar_feed_kind', ['participant', 'educator']);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const syncIssueStateEnum = pgEnum('sync_issue_state', SYNC_ISSUE_STATES);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);
/** The optional mails (spec 3: the daily digest and the weekly unread-news mail), which `optOutMailings` turns off. */
export const mailingKindEnum = pgEnum('mailing_kind', ['daily_digest', 'weekly_news']);
export const sessionPendingStepEnum = pgEnum('session_pending_step', SESSION_PENDING_STEPS);

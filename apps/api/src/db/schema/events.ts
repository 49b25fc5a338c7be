import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt, fkIndex } from './_columns';
import { assignments } from './assignments';
import { calendarFeedKindEnum, enrolmentStatusEnum, eventStaffRoleEnum, eventStatusEnum } from './enums';
import { files } from './files';
import { modules } from './modules';
import { users } from './users';

/**
 * An execution (uitvoering) of a catalogue module, synchronised from AFAS (KnCourseEvent): its sessions make the
 * agenda; participants of a module with the same `moduleCode` can register for it.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    /** AFAS's numeric event id (the admin sync box takes it). */
    afasId: text().notNull(),
    moduleCode: text().notNull(),
    name: text().notNull(),
    description: text(),
    status: eventStatusEnum().notNull().default('provisional'),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    /** Places for participants; null means unlimited. */
    capacity: integer(),
    /** Participants choose workshops (sessions) in this event. */
    workshops: boolean().notNull().default(false),
    workshopsEditableUntil: at(),
    moodleCourseId: text(),
    educatorName: text(),
    educatorEmail: text(),
    programAssistantName: text(),
    programAssistantEmail: text(),
    points: numeric({ precision: 7, scale: 2, mode: 'number' }),
    lastSync: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_afas_id_key').on(t.afasId),
    index('events_module_code_idx').on(t.moduleCode, t.startDate),
    index('events_start_idx').on(t.startDate),
  ],
);

/** Staff of an event (educator events list, "Rechten" read/write). */
export const eventStaff = pgTable(
  'event_staff',
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: eventStaffRoleEnum().notNull(),
    writePermission: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.role] }), index('event_staff_user_idx').on(t.userId)],
);

/** A meeting of an event (plenary or workshop), with its place or online meeting. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: id(),
    afasId: text(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    info: text(),
    date: date({ mode: 'string' }).notNull(),
    startTime: time(),
    endTime: time(),
    allDay: boolean().notNull().default(false),
    locationDescription: text(),
    street: text(),
    number: text(),
    postalCode: text(),
    city: text(),
    meetingUrl: text(),
    meetingId: text(),
    meetingPassword: text(),
    /** A workshop is chosen by participants; others are plenary ('plenair'). */
    workshop: boolean().notNull().default(false),
    workshopMaxParticipants: integer(),
    /**
     * Raised by a trigger whenever the session (or its event's name or description) changes: the agenda feed's
     * SEQUENCE and LAST-MODIFIED, so calendar clients take the new version.
     */
    sequence: integer().notNull().default(0),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_sessions_afas_id_key').on(t.afasId),
    index('event_sessions_event_idx').on(t.eventId, t.date, t.startTime),
    index('event_sessions_date_idx').on(t.date),
  ],
);

/** A participant's registration for an event through one of their modules (AFAS KnCourseMember). */
export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    afasId: text(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    moduleId: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: enrolmentStatusEnum().notNull().default('enrolled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enrolments_event_module_key').on(t.eventId, t.moduleId),
    index('enrolments_user_idx').on(t.userId, t.status),
    index('enrolments_event_idx').on(t.eventId, t.status),
    fkIndex('enrolments_module_idx', t.moduleId),
  ],
);

/** A chosen workshop; capacity is counted per session. */
export const workshopRegistrations = pgTable(
  'workshop_registrations',
  {
    sessionId: uuid()
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrolmentId: uuid()
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('workshop_registrations_user_idx').on(t.userId),
    fkIndex('workshop_registrations_enrolment_idx', t.enrolmentId),
  ],
);

/**
 * Presence at a session of a module's event; a missed session may be caught up in another event's session or by
 * an assignment, after which compensation is processed.
 */
export const presenceItems = pgTable(
  'presence_items',
  {
    id: id(),
    afasId: text(),
    moduleId: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => eventSessions.id, { onDelete: 'cascade' }),
    present: boolean(),
    catchingUpEventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    catchingUpSessionId: uuid().references(() => eventSessions.id, { onDelete: 'set null' }),
    catchingUpPresenceItemId: uuid().references((): AnyPgColumn => presenceItems.id, { onDelete: 'set null' }),
    catchingUpAssignmentId: uuid().references(() => assignments.id, { onDelete: 'set null' }),
    compensationProcessedAt: at(),
  },
  (t) => [
    uniqueIndex('presence_items_afas_id_key').on(t.afasId),
    // One presence item per session of a module: the natural key when AFAS gives no id.
    uniqueIndex('presence_items_module_session_key').on(t.moduleId, t.sessionId),
    index('presence_items_user_idx').on(t.userId),
    fkIndex('presence_items_session_idx', t.sessionId),
    fkIndex('presence_items_catching_up_event_idx', t.catchingUpEventId, { sparse: true }),
    fkIndex('presence_items_catching_up_session_idx', t.catchingUpSessionId, { sparse: true }),
    fkIndex('presence_items_catching_up_item_idx', t.catchingUpPresenceItemId, { sparse: true }),
    fkIndex('presence_items_catching_up_assignment_idx', t.catchingUpAssignmentId, { sparse: true }),
  ],
);

/**
 * A certificate of attendance for a (further education) event, downloadable as PDF. It outlives the event: when
 * AFAS removes the event the link is cleared and the certificate stays findable by the event's AFAS id.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    /** The event's AFAS id: the key the certificate is downloaded by (spec: certificates/{eventId}). */
    eventAfasId: text().notNull(),
    name: text().notNull(),
    endDate: date({ mode: 'string' }),
    points: numeric({ precision: 7, scale: 2, mode: 'number' }),
    fileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_user_event_key').on(t.userId, t.eventAfasId),
    fkIndex('certificates_event_idx', t.eventId, { sparse: true }),
    fkIndex('certificates_file_idx', t.fileId, { sparse: true }),
  ],
);

/**
 * A personal agenda feed (iCalendar subscription): one per person and kind (participant or educator agenda). Only the
 * SHA-256 of its random token is kept; making a new one replaces the old, deleting the row revokes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: calendarFeedKindEnum().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);

/**
 * A counter per person, raised by the triggers of migration 0025 with every committed write that changes their
 * agenda (`GET /api/users/{id}/schedule` and `/educator-schedule`): their registrations, workshop choices, catch-up
 * sessions and event staff links, the shown columns of those events, sessions and modules, and the staff of their
 * educations (who may read it). The agenda's ETag is made from it and the day. No foreign key and never deleted.
 */
export const scheduleVersions = pgTable('schedule_versions', {
  userId: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

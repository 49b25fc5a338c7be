// Events (executions of a catalogue module) with staff and sessions, and a participant's part in them:
// enrolments, workshop choices, presence and certificates.
import { createHash, randomBytes } from 'node:crypto';
import { fakerNL } from '@faker-js/faker';
import type { EventStaffRole } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  calendarFeeds,
  certificates,
  enrolments,
  eventSessions,
  eventStaff,
  events,
  presenceItems,
  scheduleVersions,
  workshopRegistrations,
} from '../../src/db/schema';
import { getEducation } from './educations';
import { createModule, getModule, type ModuleRow } from './modules';
import {
  defined,
  isoDate,
  one,
  sequence,
  uniqueAfasNumber,
  uniqueEmail,
  uniqueName,
  type Overrides,
  type Row,
} from './support';
import { createEducator, createParticipant, createProgramAssistant, createTeacher, type UserRow } from './users';

export type EventRow = Row<typeof events>;
export type EventSessionRow = Row<typeof eventSessions>;
export type EnrolmentRow = Row<typeof enrolments>;

async function getEvent(db: Db, id: string): Promise<EventRow> {
  return one(await db.select().from(events).where(eq(events.id, id)), 'event');
}

async function getEventSession(db: Db, id: string): Promise<EventSessionRow> {
  return one(await db.select().from(eventSessions).where(eq(eventSessions.id, id)), 'event session');
}

/** An execution a month from now with twenty places, for a new catalogue module code unless one is given. */
export async function createEvent(db: Db, overrides: Overrides<typeof events> = {}): Promise<EventRow> {
  const n = sequence();
  const values = {
    afasId: uniqueAfasNumber(),
    moduleCode: uniqueName('MOD'),
    name: `Uitvoering ${n}`,
    description: fakerNL.lorem.sentence(),
    startDate: isoDate(30),
    endDate: isoDate(31),
    capacity: 20,
    educatorName: fakerNL.person.fullName(),
    educatorEmail: uniqueEmail('docent'),
    ...defined(overrides),
  };
  return one(await db.insert(events).values(values).returning(), 'event');
}

const STAFF_BUILDERS: Record<EventStaffRole, (db: Db) => Promise<UserRow>> = {
  educator: createEducator,
  teacher: createTeacher,
  program_assistant: createProgramAssistant,
};

/** An educator of a new event unless told otherwise; a missing user gets the matching user role. */
export async function createEventStaff(
  db: Db,
  overrides: Overrides<typeof eventStaff> = {},
): Promise<Row<typeof eventStaff>> {
  const role = overrides.role ?? 'educator';
  const values = {
    ...defined(overrides),
    role,
    eventId: overrides.eventId ?? (await createEvent(db)).id,
    userId: overrides.userId ?? (await STAFF_BUILDERS[role](db)).id,
  };
  return one(await db.insert(eventStaff).values(values).returning(), 'event staff');
}

/** A plenary morning session on the event's first day; a workshop gets twelve places unless told otherwise. */
export async function createEventSession(
  db: Db,
  overrides: Overrides<typeof eventSessions> = {},
): Promise<EventSessionRow> {
  const event = overrides.eventId === undefined ? await createEvent(db) : await getEvent(db, overrides.eventId);
  const values = {
    afasId: uniqueAfasNumber(),
    title: `Bijeenkomst ${sequence()}`,
    date: event.startDate,
    startTime: '09:00:00',
    endTime: '12:00:00',
    locationDescription: 'Zaal 1',
    street: fakerNL.location.street(),
    number: String(fakerNL.number.int({ min: 1, max: 200 })),
    postalCode: fakerNL.location.zipCode(),
    city: fakerNL.location.city(),
    workshopMaxParticipants: overrides.workshop ? 12 : null,
    ...defined(overrides),
    eventId: event.id,
  };
  return one(await db.insert(eventSessions).values(values).returning(), 'event session');
}

/**
 * A registration that agrees with itself: the module has the event's module code and belongs to the enrolled
 * participant. Missing parts are made to fit the given ones (an education module allowing registration).
 */
export async function createEnrolment(db: Db, overrides: Overrides<typeof enrolments> = {}): Promise<EnrolmentRow> {
  const givenModule = overrides.moduleId === undefined ? undefined : await getModule(db, overrides.moduleId);
  const event =
    overrides.eventId === undefined
      ? await createEvent(db, { moduleCode: givenModule?.moduleCode })
      : await getEvent(db, overrides.eventId);
  const module: ModuleRow =
    givenModule ??
    (await createModule(db, {
      type: 'IO',
      moduleCode: event.moduleCode,
      eventRegistrationAllowed: true,
      userId: overrides.userId,
    }));
  const values = {
    afasId: uniqueAfasNumber(),
    ...defined(overrides),
    eventId: event.id,
    moduleId: module.id,
    userId: overrides.userId ?? (await getEducation(db, module.educationId)).userId,
  };
  return one(await db.insert(enrolments).values(values).returning(), 'enrolment');
}

/** The enrolled participant's choice of a workshop session of the event they enrolled for. */
export async function createWorkshopRegistration(
  db: Db,
  overrides: Overrides<typeof workshopRegistrations> = {},
): Promise<Row<typeof workshopRegistrations>> {
  const givenSession = overrides.sessionId === undefined ? undefined : await getEventSession(db, overrides.sessionId);
  const enrolment =
    overrides.enrolmentId === undefined
      ? await createEnrolment(db, { eventId: givenSession?.eventId, userId: overrides.userId })
      : one(await db.select().from(enrolments).where(eq(enrolments.id, overrides.enrolmentId)), 'enrolment');
  const session = givenSession ?? (await createEventSession(db, { eventId: enrolment.eventId, workshop: true }));
  const values = {
    ...defined(overrides),
    sessionId: session.id,
    enrolmentId: enrolment.id,
    userId: overrides.userId ?? enrolment.userId,
  };
  return one(await db.insert(workshopRegistrations).values(values).returning(), 'workshop registration');
}

/** Presence (present unless told otherwise) of the module's participant at a session of an event of the module. */
export async function createPresenceItem(
  db: Db,
  overrides: Overrides<typeof presenceItems> = {},
): Promise<Row<typeof presenceItems>> {
  const givenSession = overrides.sessionId === undefined ? undefined : await getEventSession(db, overrides.sessionId);
  const sessionEvent = givenSession === undefined ? undefined : await getEvent(db, givenSession.eventId);
  const module =
    overrides.moduleId === undefined
      ? await createModule(db, { type: 'IO', moduleCode: sessionEvent?.moduleCode, userId: overrides.userId })
      : await getModule(db, overrides.moduleId);
  const session =
    givenSession ??
    (await createEventSession(db, { eventId: (await createEvent(db, { moduleCode: module.moduleCode })).id }));
  const values = {
    afasId: uniqueAfasNumber(),
    present: true,
    ...defined(overrides),
    moduleId: module.id,
    sessionId: session.id,
    userId: overrides.userId ?? (await getEducation(db, module.educationId)).userId,
  };
  return one(await db.insert(presenceItems).values(values).returning(), 'presence item');
}

/** A certificate named after a finished event; no PDF file unless given. */
export async function createCertificate(
  db: Db,
  overrides: Overrides<typeof certificates> = {},
): Promise<Row<typeof certificates>> {
  const event =
    overrides.eventId == null
      ? await createEvent(db, { status: 'finished', startDate: isoDate(-31), endDate: isoDate(-30) })
      : await getEvent(db, overrides.eventId);
  const values = {
    name: event.name,
    endDate: event.endDate,
    points: 4,
    ...defined(overrides),
    eventId: event.id,
    eventAfasId: overrides.eventAfasId ?? event.afasId,
    userId: overrides.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(certificates).values(values).returning(), 'certificate');
}

/** A personal agenda feed of a new participant unless told otherwise (the token's hash of a random token). */
export async function createCalendarFeed(
  db: Db,
  overrides: Overrides<typeof calendarFeeds> = {},
): Promise<Row<typeof calendarFeeds>> {
  const values = {
    kind: 'participant' as const,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    ...defined(overrides),
    userId: overrides.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(calendarFeeds).values(values).returning(), 'calendar feed');
}

/** A person's agenda counter (the database keeps these rows, see migration 0025). */
export async function createScheduleVersion(
  db: Db,
  overrides: { userId?: string } = {},
): Promise<Row<typeof scheduleVersions>> {
  const userId = overrides.userId ?? (await createParticipant(db)).id;
  const rows = await db.select().from(scheduleVersions).where(eq(scheduleVersions.userId, userId));
  return one(
    rows.length > 0 ? rows : await db.insert(scheduleVersions).values({ userId, version: 1 }).returning(),
    'schedule version',
  );
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, enrolments, eventSessions, events, modules, periods, presenceItems, users } from '../../db/schema';
import type { AfasConnectors, AfasFixture, AfasRow } from '../../integrations/afas';

// The demo's AFAS: what the seeded demo institute holds for its AFAS-owned data, written back as the GetConnector
// rows the simulator serves (the sync's mapping in reverse). A sync right after seeding therefore changes nothing,
// which the demo start counts and logs, and which a test proves.

const day = (value: string | null) => (value ? `${value}T00:00:00Z` : null);

/** The GetConnector rows of the AFAS-owned data in this database (people with an AFAS id and what hangs on them). */
export async function fixtureFromDatabase(db: Db, c: AfasConnectors): Promise<AfasFixture> {
  const row = (entity: keyof AfasConnectors, values: Record<string, unknown>): AfasRow => {
    const fields = c[entity].fields as Record<string, string>;
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [fields[k]!, (v ?? null) as AfasRow[string]]));
  };
  const people = await db.select().from(users).where(isNotNull(users.afasId));
  const eduRows = await db
    .select({ e: educations, personId: users.afasId })
    .from(educations)
    .innerJoin(users, eq(users.id, educations.userId))
    .where(isNotNull(users.afasId));
  const modRows = await db
    .select({ m: modules, personId: users.afasId, educationAfasId: educations.afasId })
    .from(modules)
    .innerJoin(educations, eq(educations.id, modules.educationId))
    .innerJoin(users, eq(users.id, educations.userId))
    .where(and(isNotNull(users.afasId), isNotNull(modules.afasId)));
  const eventRows = await db.select().from(events);
  const sessionRows = await db
    .select({ s: eventSessions, eventAfasId: events.afasId })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(isNotNull(eventSessions.afasId));
  const enrolmentRows = await db
    .select({
      afasId: enrolments.afasId,
      personId: users.afasId,
      eventAfasId: events.afasId,
      moduleAfasId: modules.afasId,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(events, eq(events.id, enrolments.eventId))
    .innerJoin(modules, eq(modules.id, enrolments.moduleId))
    .where(
      and(
        isNotNull(enrolments.afasId),
        isNotNull(users.afasId),
        isNotNull(modules.afasId),
        eq(enrolments.status, 'enrolled'),
      ),
    );
  const presenceRows = await db
    .select({
      afasId: presenceItems.afasId,
      personId: users.afasId,
      moduleAfasId: modules.afasId,
      sessionAfasId: eventSessions.afasId,
      present: presenceItems.present,
    })
    .from(presenceItems)
    .innerJoin(users, eq(users.id, presenceItems.userId))
    .innerJoin(modules, eq(modules.id, presenceItems.moduleId))
    .innerJoin(eventSessions, eq(eventSessions.id, presenceItems.sessionId))
    .where(
      and(
        isNotNull(presenceItems.afasId),
        isNotNull(users.afasId),
        isNotNull(modules.afasId),
        isNotNull(eventSessions.afasId),
      ),
    );
  const periodRows = await db
    .select({ p: periods, personId: users.afasId, educationAfasId: educations.afasId })
    .from(periods)
    .innerJoin(educations, eq(educations.id, periods.educationId))
    .innerJoin(users, eq(users.id, educations.userId))
    .where(and(isNotNull(periods.afasId), isNotNull(users.afasId)));

  return {
    [c.users.connector]: people.map((u) =>
      row('users', {
        afasId: u.afasId,
        email: u.email,
        firstName: u.firstName,
        insertion: u.insertion,
        lastName: u.lastName,
        initials: u.initials,
        nickname: u.nickname,
        gender: u.gender,
        dateOfBirth: day(u.dateOfBirth),
        bigId: u.bigId,
        participantId: u.participantId,
        phoneMobile: u.phoneMobile,
        addressStreet: u.addressStreet,
        addressHouseNumber: u.addressHouseNumber,
        addressHouseNumberAddition: u.addressHouseNumberAddition,
        addressPostalCode: u.addressPostalCode,
        addressTown: u.addressTown,
        addressCountryCode: u.addressCountryCode,
        participant: u.roles.includes('ROLE_PARTICIPANT') ? 1 : 0,
      }),
    ),
    [c.educations.connector]: eduRows.map(({ e, personId }) =>
      row('educations', {
        personId,
        afasId: e.afasId,
        name: e.name,
        status: e.status,
        furtherEducation: e.furtherEducation ? 1 : 0,
        fullTimePercentage: e.fullTimePercentage,
        startDate: day(e.startDate),
        cohortName: e.cohortName,
      }),
    ),
    [c.modules.connector]: modRows.map(({ m, personId, educationAfasId }) =>
      row('modules', {
        afasId: m.afasId,
        personId,
        educationId: educationAfasId,
        moduleCode: m.moduleCode,
        type: m.type,
        kind: m.moduleType,
        name: m.publishedName,
        startDate: day(m.startDate),
        endDate: day(m.endDate),
      }),
    ),
    [c.events.connector]: eventRows.map((e) =>
      row('events', {
        afasId: e.afasId,
        moduleCode: e.moduleCode,
        name: e.name,
        status: e.status,
        startDate: day(e.startDate),
        endDate: day(e.endDate),
        capacity: e.capacity,
        moodleCourseId: e.moodleCourseId,
      }),
    ),
    [c.sessions.connector]: sessionRows.map(({ s, eventAfasId }) =>
      row('sessions', {
        afasId: s.afasId,
        eventId: eventAfasId,
        title: s.title,
        date: day(s.date),
        startTime: s.startTime,
        endTime: s.endTime,
        locationDescription: s.locationDescription,
      }),
    ),
    [c.enrolments.connector]: enrolmentRows.map((e) =>
      row('enrolments', { afasId: e.afasId, personId: e.personId, eventId: e.eventAfasId, moduleId: e.moduleAfasId }),
    ),
    [c.presence.connector]: presenceRows.map((p) =>
      row('presence', {
        afasId: p.afasId,
        personId: p.personId,
        moduleId: p.moduleAfasId,
        sessionId: p.sessionAfasId,
        present: p.present === null ? null : p.present ? 1 : 0,
      }),
    ),
    [c.periods.connector]: periodRows.map(({ p, personId, educationAfasId }) =>
      row('periods', {
        afasId: p.afasId,
        personId,
        educationId: educationAfasId,
        name: p.name,
        institution: p.institution,
        startDate: day(p.startDate),
        endDate: day(p.endDate),
        sortOrder: p.sortOrder,
      }),
    ),
  };
}

// Events with their sessions and staff, the participants' enrolments and their workshop choices.
import type { EnrolmentStatus } from '@portal/contracts';
import { enrolments, events, eventSessions, eventStaff, workshopRegistrations } from '../../schema';
import { addDays } from './clock';
import { at, get, insertRows, newId, type DemoContext } from './context';
import type { DemoEducations, SeededEducation } from './educations';
import {
  EVENT_DEFINITIONS,
  onlineMeeting,
  PLACES,
  type EventDefinition,
  type EventKey,
  type SessionDefinition,
} from './event-definitions';
import type { SeededModule } from './modules';
import type { DemoUsers } from './users';

export interface SeededSession {
  id: string;
  definition: SessionDefinition;
  date: string;
}

export interface SeededEvent {
  id: string;
  afasId: string;
  definition: EventDefinition;
  sessions: SeededSession[];
  startDate: string;
  endDate: string;
  /** Until when workshop choices can be changed (workshop events only). */
  editableUntil: Date | null;
}

export interface SeededEnrolment {
  id: string;
  event: SeededEvent;
  module: SeededModule;
  userId: string;
  status: EnrolmentStatus;
  /** Workshop sessions this participant chose. */
  workshops: Set<string>;
}

export interface DemoEvents {
  events: ReadonlyMap<EventKey, SeededEvent>;
  enrolments: SeededEnrolment[];
}

export function moduleByCode(education: SeededEducation, code: string): SeededModule {
  const found = education.modules.find((m) => m.template.code === code);
  if (!found) throw new Error(`demo seed: education ${education.programme} has no module ${code}`);
  return found;
}

export async function seedEvents(ctx: DemoContext, people: DemoUsers, educations: DemoEducations): Promise<DemoEvents> {
  const { db, clock } = ctx;
  const educator = get(people.logins, 'educator');
  const assistant = get(people.logins, 'assistant');
  const staffId = (key: EventDefinition['staff'][number][0]) =>
    key === 'teacher2' ? people.teacher2.id : get(people.logins, key).id;

  const seeded = new Map<EventKey, SeededEvent>();
  const eventRows: (typeof events.$inferInsert)[] = [];
  const sessionRows: (typeof eventSessions.$inferInsert)[] = [];
  const staffRows: (typeof eventStaff.$inferInsert)[] = [];
  EVENT_DEFINITIONS.forEach((definition, index) => {
    const id = newId();
    const afasId = String(31001 + index);
    const dates = definition.sessions.map((s) => clock.workday(s.day)).sort();
    const startDate = at(dates, 0);
    // Workshop choices close five days before the day itself.
    const editableUntil = definition.workshops ? clock.atDay(addDays(startDate, -5), '17:00') : null;
    eventRows.push({
      id,
      afasId,
      moduleCode: definition.moduleCode,
      name: definition.name,
      description: definition.description,
      status: definition.status,
      startDate,
      endDate: at(dates, dates.length - 1),
      capacity: definition.capacity ?? null,
      workshops: definition.workshops ?? false,
      workshopsEditableUntil: editableUntil,
      moodleCourseId: definition.moodleCourseId,
      educatorName: educator.fullName,
      educatorEmail: educator.email,
      programAssistantName: assistant.fullName,
      programAssistantEmail: assistant.email,
      points: definition.points ?? null,
      lastSync: clock.at(-1, '03:00'),
      createdAt: clock.atDay(addDays(startDate, -120), '10:00'),
    });
    const sessions = definition.sessions.map((session, n): SeededSession => {
      const sessionId = newId();
      const place = session.place === 'online' ? null : session.place ? PLACES[session.place] : null;
      const online = session.place === 'online' ? onlineMeeting(afasId) : null;
      sessionRows.push({
        id: sessionId,
        afasId: `${afasId}-${n + 1}`,
        eventId: id,
        title: session.title,
        info: session.info ?? null,
        date: clock.workday(session.day),
        startTime: session.allDay ? null : (session.start ?? null),
        endTime: session.allDay ? null : (session.end ?? null),
        allDay: session.allDay ?? false,
        locationDescription: online?.locationDescription ?? place?.locationDescription ?? null,
        street: place?.street ?? null,
        number: place?.number ?? null,
        postalCode: place?.postalCode ?? null,
        city: place?.city ?? null,
        meetingUrl: online?.meetingUrl ?? null,
        meetingId: online?.meetingId ?? null,
        meetingPassword: online?.meetingPassword ?? null,
        workshop: session.workshopMax !== undefined,
        workshopMaxParticipants: session.workshopMax ?? null,
      });
      return { id: sessionId, definition: session, date: clock.workday(session.day) };
    });
    for (const [key, role, writePermission] of definition.staff) {
      staffRows.push({ eventId: id, userId: staffId(key), role, writePermission });
    }
    seeded.set(definition.key, {
      id,
      afasId,
      definition,
      sessions,
      startDate,
      endDate: at(dates, dates.length - 1),
      editableUntil,
    });
  });
  await insertRows(db, events, eventRows);
  await insertRows(db, eventSessions, sessionRows);
  await insertRows(db, eventStaff, staffRows);

  const enrolled = planEnrolments(seeded, people, educations);
  await insertRows(
    db,
    enrolments,
    enrolled.map((e, n) => ({
      id: e.id,
      afasId: String(910001 + n),
      eventId: e.event.id,
      moduleId: e.module.id,
      userId: e.userId,
      status: e.status,
      createdAt: clock.atDay(addDays(e.event.startDate, -30), '20:30'),
    })),
  );
  await insertRows(
    db,
    workshopRegistrations,
    enrolled.flatMap((e) =>
      [...e.workshops].map((sessionId) => ({
        sessionId,
        userId: e.userId,
        enrolmentId: e.id,
        createdAt: clock.at(-5, '21:10'),
      })),
    ),
  );
  return { events: seeded, enrolments: enrolled };
}

/** Who is registered where (see the plan in the report): cohorts meet at the same return days and workshops. */
function planEnrolments(
  seeded: ReadonlyMap<EventKey, SeededEvent>,
  people: DemoUsers,
  educations: DemoEducations,
): SeededEnrolment[] {
  const list: SeededEnrolment[] = [];
  const enrol = (education: SeededEducation, key: EventKey, status: EnrolmentStatus = 'enrolled') => {
    const event = get(seeded, key);
    const enrolment: SeededEnrolment = {
      id: newId(),
      event,
      module: moduleByCode(education, event.definition.moduleCode),
      userId: education.userId,
      status,
      workshops: new Set(),
    };
    list.push(enrolment);
    return enrolment;
  };
  const workshop = (title: string, key: EventKey = 'ha220') => {
    const found = get(seeded, key).sessions.find((s) => s.definition.title === title);
    if (!found) throw new Error(`demo seed: no workshop ${title} in ${key}`);
    return found.id;
  };

  const { ha, ag, bns } = educations.main;
  for (const key of ['ha201a', 'ha201b', 'ha201c', 'ha210a', 'haiko'] as const) enrol(ha, key);
  const mainDay = enrol(ha, 'ha220');
  mainDay.workshops.add(workshop('Workshop echografie bij spoed'));
  mainDay.workshops.add(workshop('Workshop het zieke kind met koorts'));
  // A second event whose workshop choice is open ('Workshops kiezen' on the year-2 return days). Block 6 has no
  // Moodle course yet: its learning material shows the 'Helaas!' page.
  enrol(ha, 'ha201d').workshops.add(workshop('Workshop proactieve zorgplanning', 'ha201d'));
  // The interrupted A&G education had a registration that was cancelled when the interruption began.
  enrol(ag, 'ag02', 'cancelled');
  for (const key of ['bns1', 'bns2', 'bns3'] as const) enrol(bns, key);
  enrol(educations.multi, 'ag02');
  enrol(educations.multi, 'ag03');

  const byUser = new Map<string, SeededEducation[]>();
  for (const education of educations.all)
    byUser.set(education.userId, [...(byUser.get(education.userId) ?? []), education]);
  let cohortIndex = 0;
  for (const participant of people.participants) {
    const own = byUser.get(participant.id) ?? [];
    const main = at(own, 0);
    if (main.programme === 'HA' && participant.monthsIn === 14) {
      if (participant.status === 'interruption') {
        enrol(main, 'ha201a', 'cancelled');
        continue;
      }
      for (const key of ['ha201a', 'ha201b', 'ha201c'] as const) enrol(main, key);
      enrol(main, cohortIndex % 2 === 0 ? 'ha210a' : 'ha210b');
      const day = enrol(main, 'ha220');
      // All six choose dermatoscopy in the first round, so that workshop is full (VOL) for deelnemer@demo.nl.
      day.workshops.add(workshop('Workshop dermatoscopie'));
      day.workshops.add(workshop(cohortIndex < 3 ? 'Workshop leefstijlgeneeskunde' : 'Workshop euthanasieverzoeken'));
      cohortIndex++;
    } else if (main.programme === 'HA' && participant.monthsIn === 2) {
      enrol(main, 'ha101');
    } else if (main.programme === 'AG' && participant.monthsIn === 20) {
      enrol(main, 'ag02');
      enrol(main, 'ag03');
    } else if (main.programme === 'SO' && participant.monthsIn === 10) {
      enrol(main, 'so01');
    } else if (main.programme === 'SO' && participant.status === 'definitely_placed') {
      enrol(main, 'so02');
    }
    const further = own.find((e) => e.programme === 'BNS');
    if (further) {
      enrol(further, 'bns1');
      enrol(further, 'bns3');
    }
  }
  return list;
}

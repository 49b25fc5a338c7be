// Events phase: one execution per catalogue module (that takes registrations) per quarter, 2026 Q1 to 2027 Q4,
// with 4 to 8 sessions (some with a group of parallel workshops) and staff; then the participants' enrolments,
// workshop choices, presence at past sessions and further-education certificates.
import {
  certificates,
  enrolments,
  eventSessions,
  eventStaff,
  events,
  presenceItems,
  workshopRegistrations,
} from '../../schema';
import type { ModuleTemplate, Programme } from './catalogue';
import type { EventSeed, ParticipantSeed, ScaleContext } from './context';
import { moduleDates } from './educations';
import { EVENT_QUARTERS, PARTICIPANTS_PER_CHUNK } from './plan';
import { type Random, REFERENCE_MS, STREAM, addDays, daysUntil, momentFrom } from './random';
import { moduleSkeleton } from './skeleton';
import { type Batch, type Counts, writeBatch, writeInGroups } from './writer';

const FIRST_QUARTER = { year: 2026, month: 0 };
const WORKSHOP_TOPICS = ['Gespreksvoering', 'Casuïstiek', 'Richtlijnen in de praktijk', 'Juridische aspecten'];
const ROOMS = ['Zaal 1', 'Zaal 2', 'Zaal 3', 'Collegezaal', 'Vergaderruimte A'];

function quarterStart(quarter: number): string {
  const month = FIRST_QUARTER.month + quarter * 3;
  return new Date(Date.UTC(FIRST_QUARTER.year + Math.floor(month / 12), month % 12, 1)).toISOString().slice(0, 10);
}

/** The quarter (0 = 2026 Q1) a date falls in; may be outside 0..EVENT_QUARTERS-1. */
function quarterOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  return (year - FIRST_QUARTER.year) * 4 + Math.floor((month - FIRST_QUARTER.month) / 3);
}

/** Moves a weekend day to the Monday after it: teaching happens on weekdays. */
function weekday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

const referenceDay = new Date(REFERENCE_MS).toISOString().slice(0, 10);

export async function seedEvents(ctx: ScaleContext, counts: Counts): Promise<void> {
  const random = ctx.random.stream(STREAM.events, 0);
  let ordinal = 0;
  await writeBatch(ctx.db, counts, [events, eventSessions, eventStaff], (batch) => {
    for (const programme of [...ctx.catalogue.main, ...ctx.catalogue.further]) {
      for (const template of programme.curriculum) {
        if (!template.eventRegistration) continue;
        const executions: EventSeed[] = [];
        for (let quarter = 0; quarter < EVENT_QUARTERS; quarter++) {
          executions.push(addEvent(ctx, random, batch, programme, template, quarter, ordinal++));
        }
        ctx.events.set(template.code, executions);
      }
    }
  });
  await writeInGroups(
    ctx.db,
    ctx.participants,
    PARTICIPANTS_PER_CHUNK,
    [enrolments, workshopRegistrations, presenceItems, certificates],
    counts,
    (participant, batch) => addEnrolments(ctx, batch, participant),
  );
}

function addEvent(
  ctx: ScaleContext,
  random: Random,
  batch: Batch,
  programme: Programme,
  template: ModuleTemplate,
  quarter: number,
  ordinal: number,
): EventSeed {
  const id = random.id();
  const afasId = String(100_000 + ordinal);
  const startDate = weekday(addDays(quarterStart(quarter), random.int(7, 45)));
  const sessionCount = random.int(4, 8);
  const workshops = random.chance(0.2);
  const online = random.chance(0.25);
  const morning = random.chance(0.5);
  const sessions: EventSeed['sessions'] = [];
  const quarterName = `${2026 + Math.floor(quarter / 4)} kwartaal ${(quarter % 4) + 1}`;
  const name = `${template.name} – ${quarterName}`;
  const meetingId = String(random.int(100_000_000, 999_999_999));
  const place = (room: string) =>
    online
      ? {
          locationDescription: 'Online',
          meetingUrl: `https://zoom.us/j/${meetingId}`,
          meetingId,
          meetingPassword: random.hex(6),
        }
      : {
          locationDescription: `Instituut, ${room}`,
          street: 'Churchilllaan',
          number: '11',
          postalCode: '3527 GV',
          city: 'Utrecht',
        };
  let date = startDate;
  for (let k = 0; k < sessionCount; k++) {
    const sessionId = random.id();
    sessions.push({ id: sessionId, date, workshop: false });
    batch.add(eventSessions, {
      id: sessionId,
      afasId: `${afasId}-${k + 1}`,
      eventId: id,
      title: `Bijeenkomst ${k + 1}`,
      info: k === 0 ? 'Introductie en kennismaking.' : null,
      date,
      startTime: morning ? '09:30:00' : '13:30:00',
      endTime: morning ? '12:30:00' : '16:30:00',
      ...place(random.pick(ROOMS)),
    });
    if (k < sessionCount - 1) date = weekday(addDays(date, 7));
  }
  if (workshops) {
    // One group of parallel workshops at the time of the last plenary session's afternoon.
    WORKSHOP_TOPICS.slice(0, 3).forEach((topic, w) => {
      const sessionId = random.id();
      sessions.push({ id: sessionId, date, workshop: true });
      batch.add(eventSessions, {
        id: sessionId,
        afasId: `${afasId}-w${w + 1}`,
        eventId: id,
        title: `Workshop: ${topic}`,
        date,
        startTime: '14:00:00',
        endTime: '16:00:00',
        workshop: true,
        workshopMaxParticipants: random.int(15, 25),
        ...place(ROOMS[w]!),
      });
    });
  }
  const endDate = date;
  const educator = random.pick(ctx.staff.instituteEducators);
  const assistant = random.pick(ctx.staff.programAssistants);
  const created = momentFrom(daysUntil(startDate) - 120);
  batch.add(events, {
    id,
    afasId,
    moduleCode: template.code,
    name,
    description: `Uitvoering van ${template.name.toLowerCase()} voor ${programme.name.toLowerCase()}.`,
    status: endDate < referenceDay ? 'finished' : daysUntil(startDate) < 120 ? 'definitive' : 'provisional',
    startDate,
    endDate,
    capacity: random.chance(0.5) ? null : 80,
    workshops,
    workshopsEditableUntil: workshops ? momentFrom(daysUntil(startDate) - 7) : null,
    moodleCourseId: String(7000 + random.int(0, 400)),
    educatorName: educator.fullName,
    educatorEmail: educator.email,
    programAssistantName: assistant.fullName,
    programAssistantEmail: assistant.email,
    points: template.points,
    lastSync: momentFrom(-1),
    createdAt: created,
    updatedAt: created,
  });
  const teachers = random.sample(ctx.staff.teachers, random.int(1, 2));
  for (const teacher of teachers) batch.add(eventStaff, { eventId: id, userId: teacher.id, role: 'teacher' });
  batch.add(eventStaff, { eventId: id, userId: educator.id, role: 'educator', writePermission: true });
  batch.add(eventStaff, { eventId: id, userId: assistant.id, role: 'program_assistant', writePermission: true });
  return { id, afasId, name, quarter, startDate, endDate, points: template.points, workshops, sessions };
}

function addEnrolments(ctx: ScaleContext, batch: Batch, participant: ParticipantSeed): void {
  const skeletons = participant.educations.map((education) => ({ education, modules: moduleSkeleton(ctx, education) }));
  const random = ctx.random.stream(STREAM.enrolments, participant.index);
  const currentQuarter = quarterOf(referenceDay);
  for (const { education, modules } of skeletons) {
    for (const module of modules) {
      const executions = ctx.events.get(module.template.code);
      if (!executions) continue;
      // The execution in the quarter the module starts; modules before 2026 have their history elsewhere.
      const quarter = quarterOf(moduleDates(education, module).start);
      const event = executions[quarter];
      if (!event || (quarter > currentQuarter + 1 && !random.chance(0.5))) continue;
      const enrolmentId = random.id();
      const cancelled = random.chance(0.05);
      const enrolled = momentFrom(daysUntil(event.startDate) - random.int(14, 90));
      batch.add(enrolments, {
        id: enrolmentId,
        eventId: event.id,
        moduleId: module.id,
        userId: participant.id,
        status: cancelled ? 'cancelled' : 'enrolled',
        createdAt: enrolled,
        updatedAt: enrolled,
      });
      if (cancelled) continue;
      const workshops = event.sessions.filter((s) => s.workshop);
      const chosen = workshops.length > 0 ? random.pick(workshops) : undefined;
      if (chosen) {
        batch.add(workshopRegistrations, {
          sessionId: chosen.id,
          userId: participant.id,
          enrolmentId,
          createdAt: enrolled,
        });
      }
      for (const session of event.sessions) {
        if (session.date >= referenceDay || (session.workshop && session !== chosen)) continue;
        const present = random.chance(0.92);
        // A missed session is caught up in the next execution's first session, when there is one.
        const catchUp = !present && random.chance(0.4) ? executions[event.quarter + 1] : undefined;
        const catchUpSession = catchUp?.sessions[0];
        batch.add(presenceItems, {
          id: random.id(),
          moduleId: module.id,
          userId: participant.id,
          sessionId: session.id,
          present,
          catchingUpEventId: catchUp?.id ?? null,
          catchingUpSessionId: catchUpSession?.id ?? null,
          compensationProcessedAt:
            catchUpSession && catchUpSession.date < referenceDay
              ? momentFrom(daysUntil(catchUpSession.date) + 2)
              : null,
        });
      }
      if (education.programme.further && event.endDate < referenceDay) {
        batch.add(certificates, {
          id: random.id(),
          userId: participant.id,
          eventId: event.id,
          eventAfasId: event.afasId,
          name: event.name,
          endDate: event.endDate,
          points: event.points,
          createdAt: momentFrom(daysUntil(event.endDate) + 3),
        });
      }
    }
  }
}

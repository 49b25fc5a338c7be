import type { ModuleEvent, Violation } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { EducationActor } from './education.policy';
import type { EducationRepository, ModuleRow } from './education.repository';
import { isFinishedModule } from './education.service';
import type { EducationService } from './education.service';
import { createEventsRepository, type EventRow, type EventsRepository, type SessionRow } from './events.repository';

/** Today's date in the institute's time zone (events and sessions are dated in Dutch time). */
export function todayInAmsterdam(now: Date = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
}

/**
 * The session is over (spec 2 §4: "In update mode past sessions are hidden"): its end (or, without one, its start)
 * on the Amsterdam wall clock has passed; a session without times (all day) once its date lies before today.
 */
export function sessionIsOver(
  session: Pick<SessionRow, 'date' | 'startTime' | 'endTime' | 'allDay'>,
  now: Date = new Date(),
): boolean {
  const end = session.allDay ? null : (session.endTime ?? session.startTime);
  if (end === null) return session.date < todayInAmsterdam(now);
  // 'YYYY-MM-DD HH:MM:SS' on both sides: compared as text.
  const wallClock = now.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam', hourCycle: 'h23' });
  return `${session.date} ${end.length === 5 ? `${end}:00` : end}` <= wallClock;
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);
/** Workshops at the same date and times form one group: one may be chosen per group (spec 2 §4). */
const timeGroupOf = (s: Pick<SessionRow, 'date' | 'startTime' | 'endTime'>) =>
  `${s.date} ${hhmm(s.startTime) ?? ''}-${hhmm(s.endTime) ?? ''}`;

interface Slot {
  date: string;
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
}
/** Two sessions overlap on the same day when their times intersect; a session without times takes the whole day. */
function overlaps(a: Slot, b: Slot): boolean {
  if (a.date !== b.date) return false;
  if (a.allDay || b.allDay || !a.startTime || !a.endTime || !b.startTime || !b.endTime) return true;
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

export interface EventsServiceDeps {
  db: Db;
  education: EducationService;
  educationRepo: EducationRepository;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * Event registration (spec 2 'Kies uitvoering', 'Workshops kiezen'): available events of a module's catalogue code,
 * registering with one workshop per time group, and changing the workshop choice until its deadline. Places are
 * counted under a row lock on the event, so parallel registrations never take more places than there are.
 */
export function createEventsService({ db, education, educationRepo, now = () => new Date() }: EventsServiceDeps) {
  const read = createEventsRepository(db);

  async function moduleOf(actor: EducationActor, moduleId: string, action: 'view' | 'edit') {
    const { facts } = await education.authorizeModule(actor, action, moduleId);
    const module = await educationRepo.module(moduleId);
    if (!module) throw AppError.notFound();
    return { module, ownerId: facts.ownerId, educationId: facts.educationId };
  }

  async function present(
    repo: EventsRepository,
    rows: readonly EventRow[],
    module: ModuleRow,
    ownerId: string,
    educationId: string,
  ): Promise<ModuleEvent[]> {
    const ids = rows.map((e) => e.id);
    const [sessions, counts, enrolled, choices, agenda] = await Promise.all([
      repo.sessions(ids),
      repo.registrationCounts(ids),
      repo.enrolmentsOfModule(module.id),
      repo.workshopChoices(ownerId),
      repo.agenda(ownerId),
    ]);
    const workshopCounts = await repo.workshopCounts(sessions.filter((s) => s.workshop).map((s) => s.id));
    const moment = now();
    return rows.map((e) => {
      const own = sessions.filter((s) => s.eventId === e.id);
      const isEnrolled = enrolled.some((r) => r.eventId === e.id && r.status === 'enrolled');
      const registrationCount = counts.get(e.id) ?? 0;
      const others = agenda.filter((a) => a.eventId !== e.id);
      return {
        eventId: e.afasId,
        id: e.id,
        name: e.name,
        description: e.description,
        startDate: e.startDate,
        endDate: e.endDate,
        workshops: e.workshops,
        workshopsEditableUntil: e.workshopsEditableUntil?.toISOString() ?? null,
        enrolled: isEnrolled,
        capacity: e.capacity,
        registrationCount,
        full: !isEnrolled && e.capacity !== null && registrationCount >= e.capacity,
        overlapsAgenda: own.some((s) => others.some((a) => overlaps(s, a))),
        sessions: own.map((s) => ({
          id: s.id,
          date: s.date,
          startTime: hhmm(s.startTime),
          endTime: hhmm(s.endTime),
          title: s.title,
          info: s.info,
          location:
            [s.locationDescription, [s.street, s.number].filter(Boolean).join(' '), s.city]
              .filter(Boolean)
              .join(', ') || null,
          workshop: s.workshop,
          timeGroup: s.workshop ? timeGroupOf(s) : null,
          workshopRegisteredFor: s.workshop && choices.has(s.id),
          workshopRegistrationCount: s.workshop ? (workshopCounts.get(s.id) ?? 0) : 0,
          workshopMaxParticipants: s.workshop ? s.workshopMaxParticipants : null,
          past: sessionIsOver(s, moment),
        })),
        hasLearningMaterial: Boolean(e.moodleCourseId),
        educationId,
        educator: e.educatorName,
        educatorEmail: e.educatorEmail,
        programAssistant: e.programAssistantName,
        programAssistantEmail: e.programAssistantEmail,
        points: e.points,
      };
    });
  }

  /**
   * The chosen workshops, checked: each a workshop of this event (violation `workshopIds[n]` otherwise), at most one
   * per time group, none in the past. Answers the sessions.
   */
  function checkWorkshops(event: EventRow, sessions: readonly SessionRow[], workshopIds: readonly string[]) {
    const moment = now();
    const violations: Violation[] = [];
    const groups = new Map<string, number>();
    const chosen: SessionRow[] = [];
    workshopIds.forEach((id, index) => {
      const session = sessions.find((s) => s.id === id && s.eventId === event.id && s.workshop);
      if (!session || sessionIsOver(session, moment) || workshopIds.indexOf(id) !== index) {
        violations.push({ propertyPath: `workshopIds[${index}]`, detail: 'validation.invalid' });
        return;
      }
      const group = timeGroupOf(session);
      if (groups.has(group)) {
        violations.push({ propertyPath: `workshopIds[${index}]`, detail: 'validation.oneWorkshopPerTimeGroup' });
        return;
      }
      groups.set(group, index);
      chosen.push(session);
    });
    if (violations.length > 0) throw AppError.validation(violations);
    return chosen;
  }

  /** Refuses (409 workshops_unavailable) when one of `added` has no free place left. Call under the event lock. */
  async function assertWorkshopPlaces(repo: EventsRepository, added: readonly SessionRow[]) {
    const counts = await repo.workshopCounts(added.map((s) => s.id));
    for (const session of added) {
      const max = session.workshopMaxParticipants;
      if (max !== null && (counts.get(session.id) ?? 0) >= max) throw new AppError('workshops_unavailable', 409);
    }
  }

  const transaction = <T>(work: (repo: EventsRepository) => Promise<T>) =>
    db.transaction((tx) => work(createEventsRepository(tx as unknown as Db)));

  return {
    /** `GET /api/module/{id}/event/available`. */
    async available(actor: EducationActor, moduleId: string) {
      const { module, ownerId, educationId } = await moduleOf(actor, moduleId, 'view');
      const upcoming = await read.upcoming(module.moduleCode, todayInAmsterdam(now()));
      const items = await present(read, upcoming, module, ownerId, educationId);
      return { items, totalItems: items.length };
    },

    /** `GET /api/module/{id}/event/{eventId}`: an event of the module's code (404 otherwise). */
    async get(actor: EducationActor, moduleId: string, eventId: string) {
      const { module, ownerId, educationId } = await moduleOf(actor, moduleId, 'view');
      const event = await read.event(eventId);
      if (!event || event.moduleCode !== module.moduleCode) throw AppError.notFound();
      const [presented] = await present(read, [event], module, ownerId, educationId);
      return presented!;
    },

    /** `POST /api/module/{id}/event`: registers the module's participant, in one transaction under the event's lock. */
    async register(actor: EducationActor, moduleId: string, input: { eventId: string; workshopIds: string[] }) {
      const { module, ownerId, educationId } = await moduleOf(actor, moduleId, 'edit');
      const today = todayInAmsterdam(now());
      const event = await transaction(async (repo) => {
        const event = await repo.lockEvent(input.eventId);
        if (!event || event.moduleCode !== module.moduleCode) {
          throw AppError.validation([{ propertyPath: 'eventId', detail: 'validation.invalid' }]);
        }
        const existing = await repo.enrolmentsOfModule(module.id);
        if (
          !module.eventRegistrationAllowed ||
          isFinishedModule(module) ||
          event.startDate <= today ||
          event.status === 'finished' ||
          existing.some((r) => r.status === 'enrolled')
        ) {
          throw new AppError('registration_not_allowed', 409);
        }
        const sessions = await repo.sessions([event.id]);
        if (!event.workshops && input.workshopIds.length > 0) {
          throw AppError.validation([{ propertyPath: 'workshopIds', detail: 'validation.invalid' }]);
        }
        const chosen = checkWorkshops(event, sessions, input.workshopIds);
        const taken = (await repo.registrationCounts([event.id])).get(event.id) ?? 0;
        if (event.capacity !== null && taken >= event.capacity) throw new AppError('event_unavailable', 409);
        await assertWorkshopPlaces(repo, chosen);
        const enrolment = await repo.enrol({ eventId: event.id, moduleId: module.id, userId: ownerId });
        // A registration made anew (after a cancellation) starts from the workshops chosen now.
        await repo.removeWorkshops(
          ownerId,
          sessions.filter((s) => s.workshop && !chosen.includes(s)).map((s) => s.id),
        );
        await repo.addWorkshops(
          enrolment.id,
          ownerId,
          chosen.map((s) => s.id),
        );
        return event;
      });
      const [presented] = await present(read, [event], module, ownerId, educationId);
      return presented!;
    },

    /**
     * `PUT /api/module/{id}/event/{eventId}/workshops`: the new choice replaces the upcoming workshops; past ones are
     * kept. Until `workshopsEditableUntil`, or without one until the day before the start.
     */
    async updateWorkshops(actor: EducationActor, moduleId: string, eventId: string, workshopIds: string[]) {
      const { module, ownerId, educationId } = await moduleOf(actor, moduleId, 'edit');
      const event = await transaction(async (repo) => {
        const event = await repo.lockEvent(eventId);
        if (!event || event.moduleCode !== module.moduleCode) throw AppError.notFound();
        const enrolment = (await repo.enrolmentsOfModule(module.id)).find(
          (r) => r.eventId === event.id && r.status === 'enrolled',
        );
        if (!enrolment) throw AppError.notFound();
        const moment = now();
        const editable = event.workshopsEditableUntil
          ? moment <= event.workshopsEditableUntil
          : todayInAmsterdam(moment) < event.startDate;
        if (!event.workshops || !editable) throw new AppError('workshops_not_editable', 409);
        const sessions = await repo.sessions([event.id]);
        const chosen = checkWorkshops(event, sessions, workshopIds);
        const current = await repo.workshopChoices(ownerId);
        // Workshops that are over keep their registration (and cannot be chosen anew: `checkWorkshops`).
        const upcomingWorkshops = sessions.filter((s) => s.workshop && !sessionIsOver(s, moment));
        const removed = upcomingWorkshops.filter((s) => current.has(s.id) && !chosen.includes(s)).map((s) => s.id);
        const added = chosen.filter((s) => !current.has(s.id));
        await repo.removeWorkshops(ownerId, removed);
        await assertWorkshopPlaces(repo, added);
        await repo.addWorkshops(
          enrolment.id,
          ownerId,
          added.map((s) => s.id),
        );
        return event;
      });
      const [presented] = await present(read, [event], module, ownerId, educationId);
      return presented!;
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;

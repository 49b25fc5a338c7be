import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolments, events, eventSessions, workshopRegistrations } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;
export type SessionRow = typeof eventSessions.$inferSelect;

/** Reads and writes of event registration; `db` may be a transaction. */
export function createEventsRepository(db: Db) {
  return {
    /** Events of a catalogue module code starting after `today` (not finished), by start date. */
    async upcoming(moduleCode: string, today: string) {
      return db
        .select()
        .from(events)
        .where(and(eq(events.moduleCode, moduleCode), gt(events.startDate, today), ne(events.status, 'finished')))
        .orderBy(asc(events.startDate), asc(events.name), asc(events.id));
    },

    async event(id: string): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row ?? null;
    },

    /**
     * Locks the event row until the transaction ends: every registration and workshop change of one event runs
     * one after another, so counting places and inserting cannot interleave (no overselling).
     */
    async lockEvent(id: string): Promise<EventRow | null> {
      const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
      return row ?? null;
    },

    async sessions(eventIds: readonly string[]) {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(eventSessions)
        .where(inArray(eventSessions.eventId, [...eventIds]))
        .orderBy(
          asc(eventSessions.date),
          asc(eventSessions.startTime),
          asc(eventSessions.title),
          asc(eventSessions.id),
        );
    },

    /** Enrolled participants per event. */
    async registrationCounts(eventIds: readonly string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: enrolments.eventId, n: count() })
        .from(enrolments)
        .where(and(inArray(enrolments.eventId, [...eventIds]), eq(enrolments.status, 'enrolled')))
        .groupBy(enrolments.eventId);
      return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
    },

    /** Registrations per workshop session (of enrolled participants). */
    async workshopCounts(sessionIds: readonly string[]): Promise<Map<string, number>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ sessionId: workshopRegistrations.sessionId, n: count() })
        .from(workshopRegistrations)
        .innerJoin(enrolments, eq(enrolments.id, workshopRegistrations.enrolmentId))
        .where(and(inArray(workshopRegistrations.sessionId, [...sessionIds]), eq(enrolments.status, 'enrolled')))
        .groupBy(workshopRegistrations.sessionId);
      return new Map(rows.map((r) => [r.sessionId, Number(r.n)]));
    },

    /** The module's registrations (any event), enrolled or cancelled. */
    async enrolmentsOfModule(moduleId: string) {
      return db.select().from(enrolments).where(eq(enrolments.moduleId, moduleId));
    },

    /** Workshop sessions a participant chose. */
    async workshopChoices(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ sessionId: workshopRegistrations.sessionId })
        .from(workshopRegistrations)
        .where(eq(workshopRegistrations.userId, userId));
      return new Set(rows.map((r) => r.sessionId));
    },

    /** The participant's agenda: sessions of events they are enrolled in (for the overlap flag). */
    async agenda(userId: string) {
      return db
        .select({
          eventId: eventSessions.eventId,
          date: eventSessions.date,
          startTime: eventSessions.startTime,
          endTime: eventSessions.endTime,
          allDay: eventSessions.allDay,
        })
        .from(eventSessions)
        .innerJoin(enrolments, eq(enrolments.eventId, eventSessions.eventId))
        .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'enrolled')));
    },

    /** Registers (or re-registers a cancelled registration of) the module for the event. */
    async enrol(values: { eventId: string; moduleId: string; userId: string }) {
      const [row] = await db
        .insert(enrolments)
        .values({ ...values, status: 'enrolled' })
        .onConflictDoUpdate({
          target: [enrolments.eventId, enrolments.moduleId],
          set: { status: 'enrolled', updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async addWorkshops(enrolmentId: string, userId: string, sessionIds: readonly string[]) {
      if (sessionIds.length === 0) return;
      await db
        .insert(workshopRegistrations)
        .values(sessionIds.map((sessionId) => ({ sessionId, userId, enrolmentId })))
        .onConflictDoNothing();
    },

    async removeWorkshops(userId: string, sessionIds: readonly string[]) {
      if (sessionIds.length === 0) return;
      await db
        .delete(workshopRegistrations)
        .where(
          and(eq(workshopRegistrations.userId, userId), inArray(workshopRegistrations.sessionId, [...sessionIds])),
        );
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;

import { and, eq, exists, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  educations,
  enrolments,
  events,
  eventStaff,
  modules,
  notifications,
  presenceItems,
  users,
} from '../../db/schema';

/** The course ids behind the learning-material calls; each look-up also proves the link to the caller's data. */
export function createLearningMaterialRepository(db: Db) {
  /**
   * The course id of an event, when one of the `links` (subqueries correlated to `events`) proves the caller's link
   * to it: null when linked but without a course, undefined when there is no such link (or no such event).
   */
  async function eventCourse(eventId: string, ...links: SQLWrapper[]): Promise<string | null | undefined> {
    const [row] = await db
      .select({ course: events.moodleCourseId })
      .from(events)
      .where(and(eq(events.id, eventId), or(...links.map((link) => exists(link)))));
    return row ? row.course : undefined;
  }

  return {
    /** Who signs in to Moodle: the user's own address (an impersonating admin signs in as themself). */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    async educationCourse(educationId: string): Promise<string | null> {
      const [row] = await db
        .select({ course: educations.moodleCourseId })
        .from(educations)
        .where(eq(educations.id, educationId));
      return row?.course ?? null;
    },

    /** An event one of the education's modules is registered for; undefined when there is no such link. */
    async enrolledEventCourse(educationId: string, eventId: string): Promise<string | null | undefined> {
      return eventCourse(
        eventId,
        db
          .select({ one: sql`1` })
          .from(enrolments)
          .innerJoin(modules, eq(modules.id, enrolments.moduleId))
          .where(
            and(
              eq(enrolments.eventId, events.id),
              eq(modules.educationId, educationId),
              eq(enrolments.status, 'enrolled'),
            ),
          ),
      );
    },

    /** A catch-up event of one of the education's presence items; undefined when there is no such link. */
    async catchUpEventCourse(educationId: string, eventId: string): Promise<string | null | undefined> {
      return eventCourse(
        eventId,
        db
          .select({ one: sql`1` })
          .from(presenceItems)
          .innerJoin(modules, eq(modules.id, presenceItems.moduleId))
          .where(and(eq(presenceItems.catchingUpEventId, events.id), eq(modules.educationId, educationId))),
      );
    },

    /**
     * An event on the user's schedule: registered for it, catching up a missed session in it (as the agenda lists
     * it), or staff of it; undefined otherwise.
     */
    async scheduledEventCourse(userId: string, eventId: string): Promise<string | null | undefined> {
      return eventCourse(
        eventId,
        db
          .select({ one: sql`1` })
          .from(enrolments)
          .where(
            and(eq(enrolments.eventId, events.id), eq(enrolments.userId, userId), eq(enrolments.status, 'enrolled')),
          ),
        db
          .select({ one: sql`1` })
          .from(presenceItems)
          .where(and(eq(presenceItems.catchingUpEventId, events.id), eq(presenceItems.userId, userId))),
        db
          .select({ one: sql`1` })
          .from(eventStaff)
          .where(and(eq(eventStaff.eventId, events.id), eq(eventStaff.userId, userId))),
      );
    },

    /** A MoodleNotification of the user: its course id (`data.moodleCourseId`); undefined when not theirs. */
    async notificationCourse(userId: string, notificationId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ type: notifications.type, data: notifications.data })
        .from(notifications)
        .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
      if (!row) return undefined;
      const course = row.type === 'MoodleNotification' ? row.data.moodleCourseId : undefined;
      return typeof course === 'number' || typeof course === 'string' ? String(course) : null;
    },
  };
}
export type LearningMaterialRepository = ReturnType<typeof createLearningMaterialRepository>;

import type { EducatorEventList, EducatorEventListQuery } from '@portal/contracts';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { listPage } from '../../lib/list-query';
import { rowsOf } from '../../db/rows';

/** Whose events a list shows, and with whose write permission. */
export interface EducatorEventsScope {
  /** The educator whose staff rows count (the caller, or the educator whose page it is). */
  educatorId: string;
  /** Only events the educator is staff of; otherwise every event. */
  ownOnly: boolean;
  /** Every event is writable (an admin). */
  writesAll: boolean;
}

/** Today in the institute's time zone: an event that ended yesterday in Amsterdam is archive, wherever the server. */
const TODAY = sql`(now() at time zone 'Europe/Amsterdam')::date`;
/** The day an event counts as ended: its end date, or its start date without one. */
const LAST_DAY = sql`coalesce(${events.endDate}, ${events.startDate})`;

/**
 * The educator modules list (spec 3 "Educator modules list"): events with the educator's write permission, current
 * or archive, filtered, searched on name and AFAS id, 10 per page.
 */
export function createEducatorEventsService({ db }: { db: Db }) {
  return {
    async list(query: EducatorEventListQuery, scope: EducatorEventsScope): Promise<EducatorEventList> {
      const { skipTeachers, skipEducators } = query.filters;
      // The educator's staff rows of an event, less the roles asked to be skipped. Correlated subqueries name the
      // outer table in full (the query builder writes a one-table select's columns unqualified).
      const staffRows = (extra: SQL = sql``) => sql`select 1 from event_staff s
        where s.event_id = "events"."id" and s.user_id = ${scope.educatorId}
        ${skipTeachers ? sql`and s.role <> 'teacher'` : sql``}
        ${skipEducators ? sql`and s.role <> 'educator'` : sql``} ${extra}`;
      const isStaff = sql`exists (${staffRows()})`;
      const writes: SQL<boolean> = scope.writesAll
        ? sql<boolean>`true`
        : sql<boolean>`exists (${staffRows(sql`and s.write_permission`)})`;
      const archive = query.filters.dateRange?.includes('archive') && !query.filters.dateRange.includes('current');
      const page = await listPage(
        db,
        () =>
          db
            .select({
              id: events.id,
              afasId: events.afasId,
              name: events.name,
              status: events.status,
              startDate: events.startDate,
              endDate: events.endDate,
              writePermissions: writes,
              moodleCourseId: events.moodleCourseId,
            })
            .from(events)
            .$dynamic(),
        query,
        {
          where: and(
            scope.ownOnly ? isStaff : undefined,
            archive ? sql`${LAST_DAY} < ${TODAY}` : sql`${LAST_DAY} >= ${TODAY}`,
          ),
          search: [events.name, events.afasId],
          filters: {
            // Read in `where` above (its default is 'current'); the role skips are part of the staff rows.
            dateRange: () => undefined,
            skipTeachers: () => undefined,
            skipEducators: () => undefined,
            startDate: (day) => sql`${events.startDate} >= ${day}`,
            endDate: (day) => sql`${LAST_DAY} <= ${day}`,
            status: (statuses) => sql`${events.status} in ${statuses}`,
            permissions: (wanted) =>
              wanted.includes('read') && wanted.includes('write')
                ? undefined
                : wanted.includes('write')
                  ? writes
                  : sql`not ${writes}`,
          },
          order: {
            name: sql`lower(${events.name})`,
            status: events.status,
            startDate: events.startDate,
            endDate: LAST_DAY,
          },
          // Current: what comes first on top; archive: what ended last.
          defaultOrder: archive ? [desc(events.startDate)] : [asc(events.startDate)],
          tieBreaker: events.id,
        },
      );
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, writePermissions: Boolean(item.writePermissions) })),
        ...(skipTeachers !== undefined && { skipTeachers }),
        ...(skipEducators !== undefined && { skipEducators }),
      };
    },

    /**
     * The Moodle course of an event in the educator's list (`ownOnly`: one they are staff of), or undefined when the
     * event is not theirs to see; null when AFAS gave it no course id.
     */
    async eventCourse(eventId: string, scope: Pick<EducatorEventsScope, 'educatorId' | 'ownOnly'>) {
      const rows = rowsOf<{ course: string | null }>(
        await db.execute(sql`select e.moodle_course_id as course from events e where e.id = ${eventId}
          ${scope.ownOnly ? sql`and exists (select 1 from event_staff s where s.event_id = e.id and s.user_id = ${scope.educatorId})` : sql``}`),
      );
      return rows.length === 0 ? undefined : rows[0]!.course;
    },

    /** The e-mail address Moodle knows a user by. */
    async emailOf(userId: string): Promise<string | null> {
      const rows = rowsOf<{ email: string }>(await db.execute(sql`select email from users where id = ${userId}`));
      return rows[0]?.email ?? null;
    },

    /** Whether a user exists (the educator page's list answers 404 for an unknown id). */
    async userExists(id: string): Promise<boolean> {
      return rowsOf(await db.execute(sql`select 1 from users where id = ${id}`)).length > 0;
    },
  };
}
export type EducatorEventsService = ReturnType<typeof createEducatorEventsService>;

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { rowsOf } from '../../db/rows';
import { calendarFeeds, educations, educationStaff, enrolments, eventStaff, users } from '../../db/schema';

/** Whose agenda: a participant's (registered events) or an educator's (events they are staff of). */
export type ScheduleKind = 'participant' | 'educator';

/** One session on an agenda as the database gives it (Amsterdam wall clock, and the moments for iCalendar). */
export interface ScheduleRow {
  date: string;
  start_time: string | null;
  end_time: string | null;
  all_day: boolean;
  event: string;
  event_id: string;
  event_afas_id: string;
  event_description: string | null;
  session_name: string;
  session_id: string;
  session_info: string | null;
  workshop: boolean;
  module_id: string | null;
  module: string;
  moodle_course_id: string | null;
  location_description: string | null;
  street: string | null;
  number: string | null;
  postal_code: string | null;
  city: string | null;
  meeting_url: string | null;
  meeting_id: string | null;
  meeting_password: string | null;
  /** The registration was cancelled (only asked for by the iCalendar export: STATUS:CANCELLED). */
  cancelled: boolean;
}

/** A row of the iCalendar export: the moments as epoch milliseconds (null for an all-day item). */
export interface CalendarRow extends ScheduleRow {
  starts_at: number | null;
  ends_at: number | null;
  sequence: number;
  updated_at: number;
}

/** The session's columns every agenda shows; `s` is the session, `e` its event. */
const SESSION_COLUMNS = `
  s.date::text as date,
  to_char(s.start_time, 'HH24:MI') as start_time,
  to_char(s.end_time, 'HH24:MI') as end_time,
  (s.all_day or s.start_time is null) as all_day,
  e.name as event, e.id as event_id, e.afas_id as event_afas_id, e.description as event_description,
  s.title as session_name, s.id as session_id, s.info as session_info, s.workshop,
  e.moodle_course_id, s.location_description, s.street, s.number, s.postal_code, s.city,
  s.meeting_url, s.meeting_id, s.meeting_password`;

/**
 * What only the iCalendar export reads: the moments (as epoch milliseconds: cheaper to read than timestamps), the
 * session's sequence and last change. `changed` is the moment of the last change (of the registration too).
 */
const CALENDAR_COLUMNS = (changed: string) => `,
  extract(epoch from (s.date + s.start_time) at time zone 'Europe/Amsterdam') * 1000 as starts_at,
  extract(epoch from (s.date + coalesce(s.end_time, s.start_time)) at time zone 'Europe/Amsterdam') * 1000 as ends_at,
  s.sequence, extract(epoch from ${changed}) * 1000 as updated_at`;

/**
 * Parameters of both statements: $1 the person, $2 from today in Amsterdam this many months back (0: from today;
 * null: any date), $3 only these dates (null: any),
 * $4 also cancelled registrations (iCalendar). Ordered by date and time, all-day items first.
 *
 * A participant attends the sessions of the events they are registered for (a workshop only when chosen) and the
 * sessions in which they catch up a missed one (a presence item's `catching_up_session_id`, spec 2 §2: shown on the
 * education page), under the module of the missed session. One row per session: a registration that stands first,
 * then a catch-up, then a cancelled registration.
 */
const participantSchedule = (calendar: boolean) => `
select * from (
  select distinct on (session_id) * from (
    select ${SESSION_COLUMNS}${calendar ? CALENDAR_COLUMNS('greatest(s.updated_at, en.updated_at)') : ''},
      m.id as module_id, m.published_name as module, en.status = 'cancelled' as cancelled,
      en.status = 'enrolled' as attending, en.created_at as since
    from enrolments en
    join events e on e.id = en.event_id
    join event_sessions s on s.event_id = e.id
    join modules m on m.id = en.module_id
    where en.user_id = $1
      and (en.status = 'enrolled' or ($4::boolean and en.status = 'cancelled'))
      and (not s.workshop or exists (
        select 1 from workshop_registrations w where w.session_id = s.id and w.user_id = $1))
      and ($2::int is null or s.date >= (now() at time zone 'Europe/Amsterdam')::date - make_interval(months => $2::int))
      and ($3::date[] is null or s.date = any($3::date[]))
    union all
    select ${SESSION_COLUMNS}${calendar ? CALENDAR_COLUMNS('s.updated_at') : ''},
      m.id as module_id, m.published_name as module, false as cancelled,
      true as attending, null::timestamptz as since
    from presence_items p
    join event_sessions s on s.id = p.catching_up_session_id
    join events e on e.id = s.event_id
    join modules m on m.id = p.module_id
    where p.user_id = $1
      and ($2::int is null or s.date >= (now() at time zone 'Europe/Amsterdam')::date - make_interval(months => $2::int))
      and ($3::date[] is null or s.date = any($3::date[]))
  ) candidates
  order by session_id, attending desc, since nulls last
) items
order by date, start_time nulls first, event, session_name, session_id`;

const educatorSchedule = (calendar: boolean) => `
select ${SESSION_COLUMNS}${calendar ? CALENDAR_COLUMNS('s.updated_at') : ''},
  null::uuid as module_id, e.name as module, false as cancelled
from events e
join event_sessions s on s.event_id = e.id
where exists (select 1 from event_staff es where es.event_id = e.id and es.user_id = $1)
  and ($2::int is null or s.date >= (now() at time zone 'Europe/Amsterdam')::date - make_interval(months => $2::int))
  and ($3::date[] is null or s.date = any($3::date[]))
  and $4::boolean is not null
order by s.date, s.start_time nulls first, e.name, s.title, s.id`;

export interface ScheduleFilter {
  /** Items from today (Amsterdam), or this many months back; absent: any date. */
  monthsBack?: number;
  /** Only items on these dates. */
  dates?: readonly string[];
  withCancelled?: boolean;
}

export function createScheduleRepository(db: Db) {
  const lists = {
    participant: namedStatement<ScheduleRow>(db, 'schedule_participant', participantSchedule(false)),
    educator: namedStatement<ScheduleRow>(db, 'schedule_educator', educatorSchedule(false)),
  };
  const calendars = {
    participant: namedStatement<CalendarRow>(db, 'schedule_participant_calendar', participantSchedule(true)),
    educator: namedStatement<CalendarRow>(db, 'schedule_educator_calendar', educatorSchedule(true)),
  };
  const values = (userId: string, filter: ScheduleFilter) => [
    userId,
    filter.monthsBack ?? null,
    filter.dates ?? null,
    filter.withCancelled ?? false,
  ];
  return {
    items(kind: ScheduleKind, userId: string, filter: ScheduleFilter): Promise<ScheduleRow[]> {
      return lists[kind](values(userId, filter));
    },

    /** The items with what the iCalendar export needs besides (moments, sequence, last change). */
    async calendarItems(kind: ScheduleKind, userId: string, filter: ScheduleFilter): Promise<CalendarRow[]> {
      const rows = await calendars[kind](values(userId, filter));
      // numeric from PostgreSQL arrives as text
      return rows.map((r) => ({
        ...r,
        starts_at: r.starts_at === null ? null : Number(r.starts_at),
        ends_at: r.ends_at === null ? null : Number(r.ends_at),
        updated_at: Number(r.updated_at),
      }));
    },

    async userExists(userId: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return rows.length > 0;
    },

    /** The staff member is linked to one of the participant's educations. */
    async isStaffOf(staffUserId: string, participantId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(educationStaff)
        .innerJoin(educations, eq(educations.id, educationStaff.educationId))
        .where(and(eq(educationStaff.userId, staffUserId), eq(educations.userId, participantId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The person is staff of the event (any role). */
    async isEventStaff(userId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(eventStaff)
        .where(and(eq(eventStaff.eventId, eventId), eq(eventStaff.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The person is registered for the event. */
    async isEnrolled(userId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(enrolments)
        .where(and(eq(enrolments.eventId, eventId), eq(enrolments.userId, userId), eq(enrolments.status, 'enrolled')))
        .limit(1);
      return rows.length > 0;
    },

    /** The person is staff of the education of someone registered for the event (they may read that agenda). */
    async isStaffOfEnrolled(userId: string, eventId: string): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`select 1 from enrolments en
          join modules m on m.id = en.module_id
          join education_staff es on es.education_id = m.education_id
          where en.event_id = ${eventId} and en.status = 'enrolled' and es.user_id = ${userId} limit 1`),
      );
      return rows.length > 0;
    },

    /** The session of the event, if it exists: whether it is a workshop. */
    async session(eventId: string, sessionId: string): Promise<{ workshop: boolean } | undefined> {
      const rows = rowsOf<{ workshop: boolean }>(
        await db.execute(sql`select workshop from event_sessions where id = ${sessionId} and event_id = ${eventId}`),
      );
      return rows[0];
    },

    /**
     * Who takes part in a session: everyone registered for the event, for a workshop only who chose it; with the
     * education the registration runs through and its cohort. By last and first name.
     */
    async sessionParticipants(eventId: string, sessionId: string, workshop: boolean) {
      const rows = rowsOf<{
        id: string;
        first_name: string;
        insertion: string | null;
        last_name: string;
        specialty: string;
        cohort: string | null;
      }>(
        await db.execute(sql`
        select distinct on (u.last_name, u.first_name, u.id)
          u.id, u.first_name, u.insertion, u.last_name, ed.name as specialty, ed.cohort_name as cohort
        from enrolments en
        join users u on u.id = en.user_id
        join modules m on m.id = en.module_id
        join educations ed on ed.id = m.education_id
        where en.event_id = ${eventId} and en.status = 'enrolled'
          and (not ${workshop}::boolean or exists (
            select 1 from workshop_registrations w where w.session_id = ${sessionId} and w.user_id = en.user_id))
        order by u.last_name, u.first_name, u.id`),
      );
      return rows;
    },

    /** The names of the event's teachers and educators (not its program assistants). */
    async sessionEducators(eventId: string) {
      const rows = rowsOf<{ first_name: string; insertion: string | null; last_name: string }>(
        await db.execute(sql`
        select distinct u.first_name, u.insertion, u.last_name
        from event_staff es join users u on u.id = es.user_id
        where es.event_id = ${eventId} and es.role in ('teacher', 'educator')
        order by u.last_name, u.first_name`),
      );
      return rows;
    },

    /** Stores a new feed token's hash for the person's agenda of this kind, replacing the previous one. */
    async replaceFeed(userId: string, kind: ScheduleKind, tokenHash: string): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, kind, tokenHash })
        .onConflictDoUpdate({
          target: [calendarFeeds.userId, calendarFeeds.kind],
          set: { tokenHash, createdAt: sql`now()` },
        });
    },

    async revokeFeed(userId: string, kind: ScheduleKind): Promise<void> {
      await db.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.kind, kind)));
    },

    /** The feed token opens exactly this person's agenda of this kind. */
    async feedMatches(userId: string, kind: ScheduleKind, tokenHash: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(calendarFeeds)
        .where(
          and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.kind, kind), eq(calendarFeeds.tokenHash, tokenHash)),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

import { SCHEDULE_PAST_MONTHS, type ScheduleItem, type SessionParticipant } from '@portal/contracts';
import { productName } from '@portal/i18n';
import icalGenerator, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { LRUCache } from 'lru-cache';
import type { Identity } from '../../lib/access';
import { writeCsv } from '../../lib/csv';
import { AppError } from '../../lib/app-error';
import { fullName } from '../../lib/names';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { CalendarRow, ScheduleKind, ScheduleRepository, ScheduleRow } from './schedule.repository';

export type ScheduleActor = Extract<Identity, { kind: 'user' }>;

const isAdmin = (actor: ScheduleActor) => actor.roles.includes('ROLE_ADMIN');
const hasAll = (actor: ScheduleActor, ...permissions: ScheduleActor['permissions']) =>
  permissions.every((p) => actor.permissions.includes(p));

export function presentScheduleItem(row: ScheduleRow): ScheduleItem {
  return {
    date: row.date,
    startTime: row.all_day ? null : row.start_time,
    endTime: row.all_day ? null : row.end_time,
    allDay: row.all_day,
    event: row.event,
    eventId: row.event_id,
    eventAfasId: row.event_afas_id,
    eventDescription: row.event_description,
    sessionName: row.session_name,
    sessionId: row.session_id,
    sessionInfo: row.session_info,
    workshop: row.workshop,
    moduleId: row.module_id,
    module: row.module,
    moodleCourseId: row.moodle_course_id,
    locationDescription: row.location_description,
    street: row.street,
    number: row.number,
    postalCode: row.postal_code,
    city: row.city,
    meetingUrl: row.meeting_url,
    meetingId: row.meeting_id,
    meetingPassword: row.meeting_password,
  };
}

/** "Zaal 1, Domstraat 12, 3512 JC Utrecht": what the item's place is, for the CSV and calendar clients. */
function address(row: ScheduleRow): string {
  const street = [row.street, row.number].filter(Boolean).join(' ');
  const city = [row.postal_code, row.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

function place(row: ScheduleRow): string {
  return [row.location_description, address(row)].filter(Boolean).join(', ');
}

function meeting(row: ScheduleRow): string {
  return [
    row.meeting_url,
    row.meeting_id && `Meeting-ID: ${row.meeting_id}`,
    row.meeting_password && `Wachtwoord: ${row.meeting_password}`,
  ]
    .filter(Boolean)
    .join(' ');
}

const dutchDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The agenda as CSV for Dutch Excel (the shared writer: `;` between fields, a byte-order mark so Excel reads UTF-8,
 * formulas neutralised), DD-MM-YYYY dates and HH:mm times; an all-day item (a deadline) says 'Deadline' for its time.
 */
export function scheduleCsv(rows: readonly ScheduleRow[]): string {
  const header = ['Datum', 'Tijd', 'Module', 'Opdracht/bijeenkomst', 'Locatie', 'Adres', 'Online'];
  const lines = rows.map((row) => [
    dutchDate(row.date),
    row.all_day ? 'Deadline' : [row.start_time, row.end_time].filter(Boolean).join('-'),
    row.module,
    `${row.event} – ${row.session_name}`,
    row.location_description ?? '',
    address(row),
    meeting(row),
  ]);
  return writeCsv(header, lines);
}

/**
 * The agenda as iCalendar (RFC 5545) for Google, Outlook and Apple: times in UTC (exact whatever the client's zone,
 * daylight saving included), deadlines as all-day DATE values, one stable UID per session so a re-import updates
 * instead of duplicating, SEQUENCE and LAST-MODIFIED (and DTSTAMP) from the session's changes so the text only
 * changes when the agenda does (the ETag then holds), cancelled registrations as STATUS:CANCELLED.
 */
export function scheduleIcalendar(rows: readonly CalendarRow[], options: { name: string; host: string }): string {
  const calendar = icalGenerator({
    name: options.name,
    prodId: { company: productName, product: 'Agenda', language: 'NL' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const row of rows) {
    const description = [row.session_info, row.event_description, meeting(row)].filter(Boolean).join('\n\n');
    calendar.createEvent({
      id: `session-${row.session_id}@${options.host}`,
      sequence: row.sequence,
      stamp: new Date(row.updated_at),
      lastModified: new Date(row.updated_at),
      summary: row.all_day ? `Deadline: ${row.session_name} (${row.event})` : `${row.session_name} (${row.event})`,
      ...(row.all_day || !row.starts_at
        ? { allDay: true, start: row.date, end: nextDay(row.date) }
        : { start: new Date(row.starts_at), end: new Date(row.ends_at ?? row.starts_at) }),
      location: place(row) || (row.meeting_url ? 'Online' : null),
      description: description || null,
      url: row.meeting_url,
      status: row.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

export interface ScheduleServiceOptions {
  /** The portal's public address: feed URLs and UIDs are made from it. */
  publicUrl: URL;
}

/** One version of a calendar: its ETag, and its text (written when first needed). */
export interface CalendarVersion {
  etag: string;
  text: () => string;
}

export function createScheduleService(repo: ScheduleRepository, { publicUrl }: ScheduleServiceOptions) {
  // Calendar texts by ETag: about 10-50 KB each, so at most some 25 MB.
  const calendars = new LRUCache<string, string>({ max: 500 });

  /**
   * Who may read an agenda: its owner; an admin; for a participant's agenda the staff linked to one of their
   * educations, and whoever may list users and view educations (the users screens); for an educator's agenda
   * whoever may list users and view educators or teachers. Everyone else: 404, as if there were no such person.
   */
  async function authorize(actor: ScheduleActor, kind: ScheduleKind, userId: string): Promise<void> {
    if (actor.userId === userId) return;
    if (!(await repo.userExists(userId))) throw AppError.notFound();
    if (isAdmin(actor)) return;
    if (kind === 'participant') {
      if (hasAll(actor, 'LIST_USERS', 'VIEW_EDUCATION')) return;
      if (await repo.isStaffOf(actor.userId, userId)) return;
    } else if (hasAll(actor, 'LIST_USERS', 'VIEW_EDUCATOR') || hasAll(actor, 'LIST_USERS', 'VIEW_TEACHER')) {
      return;
    }
    throw AppError.notFound();
  }

  /** From today, or a month back with `includePastItems`. */
  const monthsBack = (includePast: boolean) => (includePast ? SCHEDULE_PAST_MONTHS : 0);

  const feedUrl = (kind: ScheduleKind, userId: string, token: string) => {
    const path = kind === 'participant' ? 'schedule' : 'educator-schedule';
    const url = new URL(`/api/users/${userId}/${path}/icalendar`, publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  };

  return {
    authorize,

    async list(actor: ScheduleActor, kind: ScheduleKind, userId: string, includePast: boolean) {
      await authorize(actor, kind, userId);
      const rows = await repo.items(kind, userId, { monthsBack: monthsBack(includePast) });
      return { items: rows.map(presentScheduleItem), totalItems: rows.length };
    },

    async onDates(actor: ScheduleActor, userId: string, dates: readonly string[]) {
      await authorize(actor, 'participant', userId);
      const rows = await repo.items('participant', userId, { dates });
      return { items: rows.map(presentScheduleItem), totalItems: rows.length };
    },

    async csv(actor: ScheduleActor, kind: ScheduleKind, userId: string, includePast: boolean) {
      await authorize(actor, kind, userId);
      return scheduleCsv(await repo.items(kind, userId, { monthsBack: monthsBack(includePast) }));
    },

    /**
     * The agenda as iCalendar: the past month and everything ahead, with cancelled registrations as cancelled. The
     * ETag is a hash of what the calendar is made from, so a client that has this version gets its 304 without the
     * text being written; the text of a version is kept (in memory, least recently used) for the next client that
     * asks for it, as writing it costs far more than reading its rows.
     */
    async icalendar(kind: ScheduleKind, userId: string): Promise<CalendarVersion> {
      const rows = await repo.calendarItems(kind, userId, { monthsBack: SCHEDULE_PAST_MONTHS, withCancelled: true });
      const etag = `"${sha256Hex(`${kind}\n${JSON.stringify(rows)}`).slice(0, 32)}"`;
      return {
        etag,
        text: () => {
          const known = calendars.get(etag);
          if (known !== undefined) return known;
          const name = kind === 'participant' ? `Agenda ${productName}` : `Agenda ${productName} (opleider)`;
          const text = scheduleIcalendar(rows, { name, host: publicUrl.hostname });
          calendars.set(etag, text);
          return text;
        },
      };
    },

    async readIcalendar(actor: ScheduleActor, kind: ScheduleKind, userId: string) {
      await authorize(actor, kind, userId);
      return this.icalendar(kind, userId);
    },

    /** The feed for a calendar client: the token must be this person's current one for this agenda. */
    async feed(kind: ScheduleKind, userId: string, token: string): Promise<CalendarVersion> {
      if (!(await repo.feedMatches(userId, kind, sha256Hex(token)))) throw AppError.notFound();
      return this.icalendar(kind, userId);
    },

    /** A new personal feed address (only for oneself: it is a credential); the previous one stops working. */
    async newFeed(actor: ScheduleActor, kind: ScheduleKind, userId: string) {
      if (actor.userId !== userId) throw AppError.notFound();
      const token = randomToken();
      await repo.replaceFeed(userId, kind, sha256Hex(token));
      return { data: { url: feedUrl(kind, userId, token) } };
    },

    /** Revokes the personal feed: by its owner, or an admin. */
    async revokeFeed(actor: ScheduleActor, kind: ScheduleKind, userId: string) {
      if (actor.userId !== userId) {
        if (!isAdmin(actor) || !(await repo.userExists(userId))) throw AppError.notFound();
      }
      await repo.revokeFeed(userId, kind);
    },

    /** A session's participants: for the event's staff and admins (the educator view's agenda). */
    async participants(
      actor: ScheduleActor,
      eventId: string,
      sessionId: string,
    ): Promise<{ items: SessionParticipant[]; totalItems: number }> {
      const session = await repo.session(eventId, sessionId);
      if (!session) throw AppError.notFound();
      if (!isAdmin(actor) && !(await repo.isEventStaff(actor.userId, eventId))) throw AppError.notFound();
      const rows = await repo.sessionParticipants(eventId, sessionId, session.workshop);
      const items = rows.map((r) => ({
        id: r.id,
        name: fullName({ firstName: r.first_name, insertion: r.insertion, lastName: r.last_name }),
        specialty: r.specialty,
        cohort: r.cohort,
      }));
      return { items, totalItems: items.length };
    },

    /**
     * A session's educators' names: for the event's participants, its staff, the staff of a registered participant's
     * education (who read that participant's agenda) and admins.
     */
    async educators(actor: ScheduleActor, eventId: string, sessionId: string) {
      if (!(await repo.session(eventId, sessionId))) throw AppError.notFound();
      const allowed =
        isAdmin(actor) ||
        (await repo.isEnrolled(actor.userId, eventId)) ||
        (await repo.isEventStaff(actor.userId, eventId)) ||
        (await repo.isStaffOfEnrolled(actor.userId, eventId));
      if (!allowed) throw AppError.notFound();
      const rows = await repo.sessionEducators(eventId);
      const items = rows.map((r) => ({
        name: fullName({ firstName: r.first_name, insertion: r.insertion, lastName: r.last_name }),
      }));
      return { items, totalItems: items.length };
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;

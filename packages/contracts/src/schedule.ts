// The agenda (spec 2 "Agenda page", §3 Schedule item, Session participant, §7 Schedule).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * One session on someone's agenda (spec 2 §3 Schedule item). A participant's agenda holds the sessions of the events
 * they are registered for (plenary sessions and the workshops they chose); an educator's agenda the sessions of the
 * events they are staff of. All-day sessions (`allDay`, no times) are deadlines: the table shows a 'Deadline' chip.
 * Dates and times are Amsterdam's wall clock.
 */
export const scheduleItemSchema = z.object({
  /** `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** `HH:mm`; null for an all-day item. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  /** The event's name. */
  event: z.string(),
  eventId: z.uuid(),
  /** The event's AFAS id. */
  eventAfasId: z.string(),
  /** The event's description (programme details). */
  eventDescription: z.string().nullable(),
  sessionName: z.string(),
  sessionId: z.uuid(),
  /** The session's own text (programme details). */
  sessionInfo: z.string().nullable(),
  workshop: z.boolean(),
  /** The participant's module the registration runs through; null on an educator's agenda. */
  moduleId: z.uuid().nullable(),
  /** What the table's Module column shows and filters on: the module's name (educator: the event's name). */
  module: z.string(),
  /** Moodle's course of the event; null: no learning material. */
  moodleCourseId: z.string().nullable(),
  locationDescription: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** An online meeting (Zoom): its link, id and password. */
  meetingUrl: z.string().nullable(),
  meetingId: z.string().nullable(),
  meetingPassword: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

export const scheduleSchema = z.object({
  items: z.array(scheduleItemSchema),
  totalItems: z.number().int().min(0),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** Items of the past month are left out unless asked for ('Items afgelopen maand tonen'). */
export const scheduleQuerySchema = z.strictObject({
  includePastItems: z.enum(['0', '1'], { error: 'validation.invalid' }).optional(),
});
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** How far back `includePastItems=1` reaches. */
export const SCHEDULE_PAST_MONTHS = 1;

const userParams = z.object({ id: z.uuid() });

/**
 * `GET /api/users/{id}/schedule`: a participant's agenda, from today (or a month back), in date and time order. The
 * owner, staff linked to one of the person's educations, and admins may read it; anyone else gets 404.
 */
export const getSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/schedule',
  summary: "A participant's agenda (the sessions of their registered events)",
  tags: ['schedule'],
  params: userParams,
  querystring: scheduleQuerySchema,
  response: { 200: scheduleSchema },
});

/** `GET /api/users/{id}/educator-schedule`: an educator's agenda (sessions of the events they are staff of). */
export const getEducatorSchedule = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/educator-schedule',
  summary: "An educator's agenda (the sessions of the events they are staff of)",
  tags: ['schedule'],
  params: userParams,
  querystring: scheduleQuerySchema,
  response: { 200: scheduleSchema },
});

/** At most this many dates in one `schedule-items` call. */
export const SCHEDULE_ITEMS_MAX_DATES = 62;

/**
 * `GET /api/users/{id}/schedule-items?dates=YYYY-MM-DD,...`: the participant's items on those dates (past ones too),
 * e.g. to see what a new registration would overlap.
 */
export const getScheduleItems = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/schedule-items',
  summary: "A participant's agenda items on the given dates",
  tags: ['schedule'],
  params: userParams,
  querystring: z.strictObject({
    dates: z
      .string()
      .transform((value) => value.split(',').filter((d) => d !== ''))
      .pipe(
        z
          .array(z.iso.date({ error: 'validation.invalid' }))
          .min(1)
          .max(SCHEDULE_ITEMS_MAX_DATES),
      ),
  }),
  response: { 200: scheduleSchema },
});

const binary = z.any().describe('The document');

/**
 * `GET /api/users/{id}/schedule/csv-export?includePastItems`: the agenda as CSV for Dutch Excel: `;`, a BOM,
 * DD-MM-YYYY and HH:mm; columns Datum, Tijd (HH:mm-HH:mm, or Deadline for an all-day item), Module,
 * Opdracht/bijeenkomst, Locatie, Adres, Online.
 */
export const exportScheduleCsv = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/schedule/csv-export',
  summary: "A participant's agenda as CSV",
  tags: ['schedule'],
  params: userParams,
  querystring: scheduleQuerySchema,
  response: { 200: binary },
});

export const exportEducatorScheduleCsv = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/educator-schedule/csv-export',
  summary: "An educator's agenda as CSV",
  tags: ['schedule'],
  params: userParams,
  querystring: scheduleQuerySchema,
  response: { 200: binary },
});

/** The answer of `manual=true`: the personal feed's address (shown once; a new one replaces the old). */
export const calendarFeedSchema = z.object({ data: z.object({ url: z.url() }) });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * The iCalendar export and feed. Signed in, without `manual`: the agenda as a `.ics` file (past month and future).
 * Signed in, `manual=true`: makes a new personal feed address (a random read-only token, stored hashed; it replaces
 * the previous one) and answers it in `data.url`. With `token` (no session needed): the feed itself, for calendar
 * clients that poll it (ETag / 304); a token of another person's or another kind of feed, or a revoked one, is 404.
 */
export const icalendarQuerySchema = z.strictObject({
  manual: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  token: z.string().min(20).max(200).optional(),
});

export const getScheduleIcalendar = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/schedule/icalendar',
  summary: "A participant's agenda as iCalendar; manual=true makes a personal feed address; token reads the feed",
  tags: ['schedule'],
  params: userParams,
  querystring: icalendarQuerySchema,
  response: { 200: calendarFeedSchema.or(binary), 304: z.null() },
});

export const getEducatorScheduleIcalendar = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/educator-schedule/icalendar',
  summary: "An educator's agenda as iCalendar; manual=true makes a personal feed address; token reads the feed",
  tags: ['schedule'],
  params: userParams,
  querystring: icalendarQuerySchema,
  response: { 200: calendarFeedSchema.or(binary), 304: z.null() },
});

/** `DELETE /api/users/{id}/schedule/icalendar`: revokes the personal feed (its address answers 404 from then on). */
export const revokeScheduleIcalendar = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id/schedule/icalendar',
  summary: "Revoke a participant's personal agenda feed",
  tags: ['schedule'],
  params: userParams,
  response: { 204: z.null() },
});

export const revokeEducatorScheduleIcalendar = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id/educator-schedule/icalendar',
  summary: "Revoke an educator's personal agenda feed",
  tags: ['schedule'],
  params: userParams,
  response: { 204: z.null() },
});

/** A participant of a session (spec 2 §3 Session participant): Naam, Specialisme, Deelname vanuit. */
export const sessionParticipantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The education the registration runs through (e.g. 'Specialisme ouderengeneeskunde'). */
  specialty: z.string(),
  /** The cohort of that education ('Deelname vanuit'). */
  cohort: z.string().nullable(),
});
export type SessionParticipant = z.infer<typeof sessionParticipantSchema>;

const sessionParams = z.object({ eventId: z.uuid(), sessionId: z.uuid() });

/**
 * `GET /api/events/{eventId}/sessions/{sessionId}/participants`: who takes part (registered for the event; for a
 * workshop, who chose it), by last name. Only the event's staff and admins (the educator view's agenda).
 */
export const getSessionParticipants = defineEndpoint({
  method: 'GET',
  path: '/api/events/:eventId/sessions/:sessionId/participants',
  summary: "A session's participants (the event's staff and admins)",
  tags: ['schedule'],
  params: sessionParams,
  response: {
    200: z.object({ items: z.array(sessionParticipantSchema), totalItems: z.number().int().min(0) }),
  },
});

/**
 * `GET /api/events/{eventId}/sessions/{sessionId}/educators`: the names of the event's teachers and educators. For
 * the event's participants, its staff and admins.
 */
export const getSessionEducators = defineEndpoint({
  method: 'GET',
  path: '/api/events/:eventId/sessions/:sessionId/educators',
  summary: "The names of a session's educators",
  tags: ['schedule'],
  params: sessionParams,
  response: {
    200: z.object({ items: z.array(z.object({ name: z.string() })), totalItems: z.number().int().min(0) }),
  },
});

import { z } from 'zod';
import { EVENT_STATUSES } from './domain';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';
import { moodleRedirectSchema } from './moodle';

/**
 * The educator modules list (spec 3 "Educator modules list", §3 Educator event, §7 educator events): the events
 * (uitvoeringen) an educator works on, or, for whoever may see all of them, every event.
 */

/** 'Actueel' (not yet ended: the end date, or the start date without one, is today or later) or 'Archief'. */
export const EDUCATOR_EVENT_DATE_RANGES = ['current', 'archive'] as const;
export type EducatorEventDateRange = (typeof EDUCATOR_EVENT_DATE_RANGES)[number];
/** The 'Rechten' column: whether the educator may change the event's learning material ('write') or only read. */
export const EDUCATOR_EVENT_PERMISSIONS = ['read', 'write'] as const;

export const EDUCATOR_EVENTS_PER_PAGE = 10;

export const educatorEventSchema = z.object({
  id: z.uuid(),
  /** AFAS's numeric event id. */
  afasId: z.string(),
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** The educator may write (change the learning material); false is read only. */
  writePermissions: z.boolean(),
  /** Moodle's course id; null when AFAS has none (the learning-material link is disabled then). */
  moodleCourseId: z.string().nullable(),
});
export type EducatorEvent = z.infer<typeof educatorEventSchema>;

export const educatorEventListQuerySchema = listQuerySchema({
  defaultPerPage: EDUCATOR_EVENTS_PER_PAGE,
  maxPerPage: 100,
  filters: {
    /** Default 'current'. */
    dateRange: { oneOf: EDUCATOR_EVENT_DATE_RANGES },
    /** Events that start on or after this date. */
    startDate: 'date',
    /** Events that end (or, without an end, start) on or before this date. */
    endDate: 'date',
    status: { oneOf: EVENT_STATUSES },
    permissions: { oneOf: EDUCATOR_EVENT_PERMISSIONS },
    /** Leave out the events the educator teaches (staff role teacher) or assesses (educator). */
    skipTeachers: 'boolean',
    skipEducators: 'boolean',
  },
  order: ['name', 'status', 'startDate', 'endDate'],
  extra: {
    /**
     * 1: only the caller's own events (the ones they are staff of). Only admins and program assistants see every
     * event, and for them it defaults to 0; everyone else sees their own whatever is sent.
     */
    onlyOwnEvents: z.enum(['0', '1'], { error: 'validation.invalid' }).optional(),
  },
});
export type EducatorEventListQuery = z.output<typeof educatorEventListQuerySchema>;

export const educatorEventListSchema = listResponseSchema(educatorEventSchema).extend({
  /** Echoed when the request filtered on them. */
  skipTeachers: z.boolean().optional(),
  skipEducators: z.boolean().optional(),
});
export type EducatorEventList = z.infer<typeof educatorEventListSchema>;

/** `GET /api/educator-events`: the caller's events (VIEW_MODULES with an educator role; admin). */
export const getEducatorEvents = defineEndpoint({
  method: 'GET',
  path: '/api/educator-events',
  summary: "The caller's educator events, 10 per page (filters dateRange, status, permissions, dates; order; query)",
  tags: ['educator-events'],
  querystring: educatorEventListQuerySchema,
  response: { 200: educatorEventListSchema },
});

/** `GET /api/educator-events/{educatorId}`: the events of one teacher or educator (VIEW_TEACHER or VIEW_EDUCATOR). */
export const getEducatorEventsOf = defineEndpoint({
  method: 'GET',
  path: '/api/educator-events/:educatorId',
  summary: 'The educator events of one teacher or educator',
  tags: ['educator-events'],
  params: z.object({ educatorId: z.uuid() }),
  querystring: educatorEventListQuerySchema,
  response: { 200: educatorEventListSchema },
});

/**
 * `GET /api/users/{userId}/educator-events/moodle-redirect?eventId&requestContext`: the learning material of an event
 * in the educator's modules list, as a one-time Moodle login URL asked for at the click (`{ loginUrl }`). The event
 * must be in the list the caller sees (their own events; every event for admins and program assistants); no Moodle
 * course id: 404 `learning_material_missing` ('Moodle ID ontbreekt in AFAS Profit'); Moodle failing: 502.
 */
export const getEducatorEventMoodleRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/users/:userId/educator-events/moodle-redirect',
  summary: "An educator event's learning material: a one-time Moodle login URL",
  tags: ['educator-events'],
  params: z.object({ userId: z.uuid() }),
  querystring: z.object({
    eventId: z.uuid({ error: 'validation.invalid' }),
    /** Where the click came from (e.g. `modules`); recorded in the log only. */
    requestContext: z.string().max(50).optional(),
  }),
  response: { 200: moodleRedirectSchema },
});

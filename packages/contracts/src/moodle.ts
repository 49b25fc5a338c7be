// Learning material in Moodle (spec 2 §7 'Learning material redirects', spec 1 /e-learnings): every call asks Moodle
// for a one-time login URL at the moment of the click and answers `{ loginUrl }`; the browser goes there at once
// (the key expires after 60 s and works once, so never ask in advance or cache it).
import { z } from 'zod';
import { errorResponseSchema } from './errors';
import { defineEndpoint } from './endpoint';

/** A one-time Moodle login URL that lands on the course (`wantsurl`); valid for 60 seconds, once. */
export const moodleRedirectSchema = z.object({ loginUrl: z.url() });
export type MoodleRedirect = z.infer<typeof moodleRedirectSchema>;

/**
 * Failures of the redirect calls, all `{ detail }` (the web shows status and message): 404 `not_found` (the
 * education, event or notification is not the caller's), 404 `learning_material_missing` (no Moodle course id, or no
 * Moodle configured: the 'Helaas!' page), 502 `moodle_failed` (Moodle refused or could not be reached).
 */
const redirectResponses = { 200: moodleRedirectSchema, 502: errorResponseSchema };

/** `GET /api/education/{educationId}/moodle-redirect`: the education's course (route /onderwijs/{id}/leermateriaal). */
export const getEducationMoodleRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/education/:educationId/moodle-redirect',
  summary: "Login URL for an education's learning material",
  tags: ['moodle'],
  params: z.object({ educationId: z.uuid() }),
  querystring: z.strictObject({
    /** An event of one of the education's modules (route /onderwijs/{id}/evenement/{eventId}/leermateriaal). */
    eventId: z.uuid().optional(),
  }),
  response: redirectResponses,
});

/**
 * `GET /api/missed-education/{educationId}/moodle-redirect?eventId=`: the course of a catch-up event of one of the
 * education's presence items (route /onderwijs/{id}/inhaal-evenement/{eventId}/leermateriaal).
 */
export const getMissedEducationMoodleRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/missed-education/:educationId/moodle-redirect',
  summary: "Login URL for a catch-up event's learning material",
  tags: ['moodle'],
  params: z.object({ educationId: z.uuid() }),
  querystring: z.strictObject({ eventId: z.uuid() }),
  response: redirectResponses,
});

/**
 * `GET /api/users/{userId}/schedule/moodle-redirect?eventId&requestContext`: from the schedule, for an event the user
 * is registered for (own schedule, or an admin acting as them). `requestContext` is accepted and ignored.
 */
export const getScheduleMoodleRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/users/:userId/schedule/moodle-redirect',
  summary: "Login URL for a scheduled event's learning material",
  tags: ['moodle'],
  params: z.object({ userId: z.uuid() }),
  querystring: z.strictObject({ eventId: z.uuid(), requestContext: z.string().max(100).optional() }),
  response: redirectResponses,
});

/**
 * `GET /api/moodle/notification/{notificationId}`: the course a MoodleNotification of the caller points at
 * (`data.moodleCourseId`).
 */
export const getNotificationMoodleRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/moodle/notification/:notificationId',
  summary: "Login URL for a notification's learning material",
  tags: ['moodle'],
  params: z.object({ notificationId: z.uuid() }),
  response: redirectResponses,
});

/** `GET /api/moodle/free-e-learnings`: a login URL to Moodle's start page (route /e-learnings/moodle). */
export const getFreeElearningsRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/moodle/free-e-learnings',
  summary: 'Login URL for the free e-learnings',
  tags: ['moodle'],
  response: redirectResponses,
});

/** A free e-learning course of Moodle (the site course left out). */
export const freeElearningCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  /** Moodle's summary (HTML); render it through the web's sanitiser. */
  summary: z.string(),
});

/**
 * `GET /api/moodle/free-e-learnings/courses`: the courses of the /e-learnings page (empty without Moodle); open one
 * by its id.
 */
export const getFreeElearningCourses = defineEndpoint({
  method: 'GET',
  path: '/api/moodle/free-e-learnings/courses',
  summary: 'Free e-learning courses',
  tags: ['moodle'],
  response: {
    200: z.object({ items: z.array(freeElearningCourseSchema), totalItems: z.number().int() }),
    502: errorResponseSchema,
  },
});

/** `GET /api/moodle/free-e-learnings/courses/{courseId}`: a login URL that lands on one free course. */
export const getFreeElearningCourseRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/moodle/free-e-learnings/courses/:courseId',
  summary: 'Login URL for one free e-learning course',
  tags: ['moodle'],
  params: z.object({ courseId: z.coerce.number().int().min(2).max(2_147_483_647) }),
  response: redirectResponses,
});

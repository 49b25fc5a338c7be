// Event registration (spec 2 §2 'Kies uitvoering', 'Workshops kiezen', §4 workshop choice, §5, §7 Modules and events).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * A session of an event (spec 2 §3 Session). Sessions that are not workshops are plenary ('plenair'). Workshops at
 * the same `date`, `startTime` and `endTime` form one time group (`timeGroup`): one may be chosen per group.
 */
export const eventSessionSchema = z.object({
  id: z.uuid(),
  date: z.iso.date(),
  /** `HH:mm`; null for all-day sessions. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  title: z.string(),
  info: z.string().nullable(),
  location: z.string().nullable(),
  workshop: z.boolean(),
  /** The time group of a workshop (`date startTime-endTime`); null for plenary sessions. */
  timeGroup: z.string().nullable(),
  /** The caller is registered for this workshop. */
  workshopRegisteredFor: z.boolean(),
  workshopRegistrationCount: z.number().int().min(0),
  /** Places of the workshop; null: unlimited. Full ('VOL') = count >= max and not registered for it. */
  workshopMaxParticipants: z.number().int().nullable(),
  /** The session lies before today (hidden in the workshop dialog's update mode). */
  past: z.boolean(),
});
export type EventSession = z.infer<typeof eventSessionSchema>;

/** An event (execution) as the registration dialogs show it (spec 2 §3 Event). */
export const moduleEventSchema = z.object({
  /** The event's AFAS id (spec: eventId). */
  eventId: z.string(),
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** Participants choose workshops in this event. */
  workshops: z.boolean(),
  /** Workshop choices may change until then; null: the web says 'enkele dagen voor de start'. */
  workshopsEditableUntil: z.iso.datetime({ offset: true }).nullable(),
  /** The caller is registered for this event through this module. */
  enrolled: z.boolean(),
  /** Places of the event (null: unlimited) and how many are taken. */
  capacity: z.number().int().nullable(),
  registrationCount: z.number().int().min(0),
  /** No place left (and the caller is not registered). */
  full: z.boolean(),
  /** A session of this event overlaps a session of an event the caller is registered for (the warning icon). */
  overlapsAgenda: z.boolean(),
  sessions: z.array(eventSessionSchema),
  /** Learning material exists in Moodle for this event. */
  hasLearningMaterial: z.boolean(),
  educationId: z.uuid(),
  educator: z.string().nullable(),
  educatorEmail: z.string().nullable(),
  programAssistant: z.string().nullable(),
  programAssistantEmail: z.string().nullable(),
  points: z.number().nullable(),
});
export type ModuleEvent = z.infer<typeof moduleEventSchema>;

/** Paths and bodies name events by their `id` (UUID), never by the AFAS `eventId`. */
const moduleParams = z.object({ id: z.uuid() });
const moduleEventParams = z.object({ id: z.uuid(), eventId: z.uuid() });
/** Workshop session ids; one per time group (violations on `workshopIds[n]` otherwise). */
const workshopIds = z.array(z.uuid()).max(50);

/**
 * `GET /api/module/{id}/event/available`: events of the module's catalogue code that start after today, sorted by
 * start date, each with its sessions and the overlap flag. Empty: the web says 'Er zijn geen uitvoeringen gevonden.'
 */
export const getAvailableModuleEvents = defineEndpoint({
  method: 'GET',
  path: '/api/module/:id/event/available',
  summary: 'Events the participant can register for through a module',
  tags: ['events'],
  params: moduleParams,
  response: { 200: z.object({ items: z.array(moduleEventSchema), totalItems: z.number().int().min(0) }) },
});

/** `GET /api/module/{id}/event/{eventId}`: one event of the module's code (the workshop dialog loads it). */
export const getModuleEvent = defineEndpoint({
  method: 'GET',
  path: '/api/module/:id/event/:eventId',
  summary: 'An event of a module',
  tags: ['events'],
  params: moduleEventParams,
  response: { 200: moduleEventSchema },
});

/**
 * `POST /api/module/{id}/event` {eventId, workshopIds}: registers the owner (edit permission) for an event of the
 * module's code, with one workshop per time group. Only when the module's `eventRegistrationAllowed`, the event is
 * in the future and the module has no registration yet (else 409 `registration_not_allowed`). No place left in the
 * event: 409 `event_unavailable`; in a chosen workshop: 409 `workshops_unavailable` (nothing is registered then).
 * Answers the event as it is now. `eventId` in the body is the event's `id` (UUID); `workshopIds` are session ids
 * (the web's map of session id to true/false becomes the ids set to true).
 */
export const postModuleEvent = defineEndpoint({
  method: 'POST',
  path: '/api/module/:id/event',
  summary: 'Register for an event (with workshops)',
  tags: ['events'],
  params: moduleParams,
  body: z.strictObject({ eventId: z.uuid(), workshopIds: workshopIds.default([]) }),
  response: { 201: moduleEventSchema },
});

/**
 * `PUT /api/module/{id}/event/{eventId}/workshops` {workshopIds}: replaces the workshop choice of the registered
 * participant until `workshopsEditableUntil` (after it: 409 `workshops_not_editable`); a newly chosen full workshop:
 * 409 `workshops_unavailable`. Workshops already past are kept as they were.
 */
export const putModuleEventWorkshops = defineEndpoint({
  method: 'PUT',
  path: '/api/module/:id/event/:eventId/workshops',
  summary: 'Change the workshop choice',
  tags: ['events'],
  params: moduleEventParams,
  body: z.strictObject({ workshopIds }),
  response: { 200: moduleEventSchema },
});

import { z } from 'zod';
import { NOTIFICATION_TYPE_ROLES, NOTIFICATION_TYPES, type NotificationType } from './domain';
import { defineEndpoint } from './endpoint';
import type { Role } from './roles';

/** The notification types a user with these roles can receive (spec 3: only those are offered). */
export function notificationTypesFor(roles: readonly Role[]): NotificationType[] {
  if (roles.includes('ROLE_ADMIN')) return [...NOTIFICATION_TYPES];
  return NOTIFICATION_TYPES.filter((type) => NOTIFICATION_TYPE_ROLES[type].some((role) => roles.includes(role)));
}

export const notificationPreferencesSchema = z.object({
  /** Types the user does not want to receive. */
  optOutTypes: z.array(z.enum(NOTIFICATION_TYPES)),
  /** No optional mails (the daily digest and the weekly unread-news mail). */
  optOutMailings: z.boolean(),
});

/** `GET /api/users/notification-preferences`: the preferences and the types offered for the user's roles. */
export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/users/notification-preferences',
  summary: "The signed-in user's notification preferences",
  tags: ['profile'],
  response: {
    200: notificationPreferencesSchema.extend({ availableTypes: z.array(z.enum(NOTIFICATION_TYPES)) }),
  },
});

/** `POST /api/users/notification-preferences`: types outside the user's roles are refused (400). */
export const postNotificationPreferences = defineEndpoint({
  method: 'POST',
  path: '/api/users/notification-preferences',
  summary: "Save the signed-in user's notification preferences",
  tags: ['profile'],
  body: notificationPreferencesSchema,
  response: { 200: notificationPreferencesSchema },
});

/** `GET /api/user-form-data`: the choices of the user form (specialisations; countries with Dutch names). */
export const getUserFormData = defineEndpoint({
  method: 'GET',
  path: '/api/user-form-data',
  summary: 'Specialisations and countries for the user form',
  tags: ['profile'],
  response: {
    200: z.object({
      specialisations: z.array(z.object({ id: z.number().int(), name: z.string() })),
      countries: z.array(z.object({ code: z.string().length(2), name: z.string() })),
      defaultSpecialisationId: z.number().int(),
    }),
  },
});

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

const max = (n: number) => ({ error: `validation.maxLength:${n}` });
/** Optional text: empty means "not filled in" (stored as null). */
const optionalText = (n: number) =>
  z
    .string()
    .trim()
    .max(n, max(n))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const requiredText = (n: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(n, max(n));

/** A Dutch postcode: four digits (not starting with 0), optional space, two letters (not SA, SD or SS). */
export const DUTCH_POSTCODE = /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Za-z]{2}$/;

const ADDRESS_FIELDS = [
  'addressStreet',
  'addressHouseNumber',
  'addressPostalCode',
  'addressTown',
  'addressCountryCode',
] as const;

/**
 * The user form (spec 3 "User form fields and limits"). Messages are i18n keys, `validation.maxLength:N` with its
 * number. Filling in any address field makes the whole address required; a Dutch address needs a Dutch postcode.
 */
export const userProfileBodySchema = z
  .object({
    email: z.email({ error: 'validation.email' }).max(75, max(75)),
    nickname: optionalText(80),
    firstName: requiredText(50),
    initials: optionalText(15),
    insertion: optionalText(15),
    lastName: requiredText(80),
    gender: z.enum(['M', 'V', 'O']).nullable().optional(),
    dateOfBirth: z.iso.date({ error: 'validation.date' }).nullable().optional(),
    /** BIG registration number. */
    bigId: optionalText(20),
    specialisationId: z.number().int().nullable().optional(),
    phoneMobile: optionalText(255),
    addressStreet: optionalText(60),
    addressHouseNumber: z
      .string()
      .trim()
      .regex(/^\d*$/, { error: 'validation.digitsOnly' })
      .max(10, max(10))
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    addressHouseNumberAddition: optionalText(30),
    addressPostalCode: optionalText(15),
    addressTown: optionalText(50),
    addressCountryCode: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional(),
    newsletter: z.boolean().optional(),
    dietaryPreferences: optionalText(255),
    /**
     * The caller's own password: required when they change their own e-mail address (their sign-in name); an admin
     * changing someone else's address needs none. Violations `validation.currentPasswordRequired` / `...Incorrect`.
     */
    currentPassword: z.string().max(1024).optional(),
  })
  .superRefine((user, ctx) => {
    const filled = ADDRESS_FIELDS.filter((f) => user[f] != null);
    if (filled.length > 0 || user.addressHouseNumberAddition != null) {
      for (const field of ADDRESS_FIELDS) {
        if (user[field] == null)
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation.addressIncomplete' });
      }
    }
    if (
      user.addressCountryCode === 'NL' &&
      user.addressPostalCode != null &&
      !DUTCH_POSTCODE.test(user.addressPostalCode)
    ) {
      ctx.addIssue({ code: 'custom', path: ['addressPostalCode'], message: 'validation.postalCodeNl' });
    }
  });
export type UserProfileBody = z.input<typeof userProfileBodySchema>;

/** A user's complete profile (spec 3 §3 User); hashes and secrets are never part of it. */
export const userProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  nickname: z.string().nullable(),
  firstName: z.string(),
  initials: z.string().nullable(),
  insertion: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  fullNameLastNameFirst: z.string(),
  gender: z.enum(['M', 'V', 'O']).nullable(),
  dateOfBirth: z.string().nullable(),
  bigId: z.string().nullable(),
  specialisationId: z.number().int().nullable(),
  specialisation: z.string().nullable(),
  phoneMobile: z.string().nullable(),
  addressStreet: z.string().nullable(),
  addressHouseNumber: z.string().nullable(),
  addressHouseNumberAddition: z.string().nullable(),
  addressPostalCode: z.string().nullable(),
  addressTown: z.string().nullable(),
  addressCountryCode: z.string().nullable(),
  newsletter: z.boolean(),
  dietaryPreferences: z.string().nullable(),
  afasId: z.string().nullable(),
  participantId: z.string().nullable(),
  lastSync: z.iso.datetime().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  avatar: z.string().nullable(),
  authMethod: z.enum(['none', 'email', 'authenticator']),
  active: z.boolean(),
});

/** `GET /api/users/{id}/complete`: one's own profile, or anyone's with LIST_USERS. */
export const getUserProfile = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/complete',
  summary: "A user's complete profile",
  tags: ['profile'],
  params: z.object({ id: z.uuid() }),
  response: { 200: userProfileSchema },
});

/** `PUT /api/users/{id}/complete`: one's own profile, or anyone's as admin. */
export const putUserProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/complete',
  summary: "Save a user's profile",
  tags: ['profile'],
  params: z.object({ id: z.uuid() }),
  body: userProfileBodySchema,
  response: { 200: userProfileSchema },
});

/** Largest avatar image accepted (bytes); a bigger one answers 413. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Avatar images accepted, by their bytes: the upload is scaled to a square webp. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The multipart field holding the avatar image. */
export const AVATAR_FIELD = 'file';

/** The new avatar's address (`/api/file/{id}`). */
export const avatarResponseSchema = z.object({ url: z.string() });

/**
 * `POST /api/users/{id}/avatar` (spec 3 §7): multipart with the image in field `file` (jpeg, png, gif or webp, at
 * most `MAX_AVATAR_BYTES`); one's own, or anyone's as admin. 415 `unsupported_file_type` for anything else.
 */
export const postUserAvatar = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/avatar',
  summary: "Upload a user's avatar (multipart field file)",
  tags: ['profile'],
  params: z.object({ id: z.uuid() }),
  response: { 200: avatarResponseSchema },
});

/** `DELETE /api/users/{id}/avatar`: removes the avatar (204); one's own, or anyone's as admin. */
export const deleteUserAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id/avatar',
  summary: "Remove a user's avatar",
  tags: ['profile'],
  params: z.object({ id: z.uuid() }),
  response: { 204: z.null().describe('No content') },
});

import { z } from 'zod';
import { AUTH_METHODS } from './domain';
import { defineEndpoint } from './endpoint';
import { permissionSchema, roleSchema } from './roles';

/**
 * Body of `POST /api/login` (spec 1 §7). Messages are i18n keys of the `validation` namespace
 * (`validation.<key>`), not Dutch text: the same schema runs on the server, whose violations carry the key.
 */
export const loginBodySchema = z.object({
  /** The username is an e-mail address (spec 1 §2). */
  email: z.email({ error: 'validation.email' }),
  password: z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as the shell needs it (spec 1 §3 Account). Never carries a hash or a secret. */
export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  insertion: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  active: z.boolean(),
  roles: z.array(roleSchema),
  permissions: z.array(permissionSchema),
  educations: z.array(z.object({ id: z.uuid(), name: z.string(), furtherEducation: z.boolean() })),
  /** URL of the avatar image, or null. */
  avatar: z.string().nullable(),
  authMethod: z.enum(AUTH_METHODS),
  isImitating: z.boolean(),
  isImitatingAdmin: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** Password accepted: whether the second step is still owed, and by which method (spec 1 §7). */
export const loginResultSchema = z.object({
  '2fa_complete': z.boolean(),
  email: z.string(),
  auth_method: z.enum(AUTH_METHODS),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The account must configure two-factor first; the session may only do that (spec 1 §4). */
export const twoFactorConfigurationRequiredSchema = z.object({
  detail: z.literal('2fa_configuration_required'),
  account: accountSchema,
});

/** A refused code, with the attempts left before the lockout (spec 3 §8). */
export const twoFactorFailedSchema = z.object({
  detail: z.enum(['2fa_failed', '2fa_limit_exceeded', 'invalid_2fa_code', 'unauthorized']),
  attemptsRemaining: z.number().int().min(0).optional(),
});

/** A refused sign-in; `retryAfter` (seconds) while the account or address is locked. */
export const loginErrorSchema = z.object({
  detail: z.enum(['invalid_credentials', 'inactive_user', 'too_many_requests']),
  retryAfter: z.number().int().optional(),
});

/** `POST /api/login` (spec 1 §7): a session cookie on success, also while a second step is owed. */
export const postLogin = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in with e-mail address and password',
  tags: ['auth'],
  body: loginBodySchema,
  response: {
    200: loginResultSchema,
    401: loginErrorSchema,
    403: z.union([loginErrorSchema, twoFactorConfigurationRequiredSchema]),
    429: loginErrorSchema,
  },
});

/** `POST /api/token`: the same check for non-browser clients, answering a bearer token instead of a cookie. */
export const postToken = defineEndpoint({
  method: 'POST',
  path: '/api/token',
  summary: 'Get a bearer token for a non-browser client',
  tags: ['auth'],
  body: loginBodySchema,
  response: {
    200: loginResultSchema.extend({ token: z.string(), expiresAt: z.iso.datetime() }),
    401: loginErrorSchema,
    403: z.union([loginErrorSchema, twoFactorConfigurationRequiredSchema]),
    429: loginErrorSchema,
  },
});

/** `POST /2fa_check` (spec 1 §7): the code of the pending sign-in. */
export const post2faCheck = defineEndpoint({
  method: 'POST',
  path: '/2fa_check',
  summary: 'Complete a sign-in with the two-factor code',
  tags: ['auth'],
  body: z.object({ _auth_code: z.string().trim().min(1).max(20) }),
  response: {
    /** `token`: the new bearer token, when the sign-in was started with `POST /api/token`. */
    200: z.object({ '2fa_complete': z.literal(true), token: z.string().optional() }),
    401: twoFactorFailedSchema,
    429: twoFactorFailedSchema,
  },
});

/** `POST /api/logout`: ends the session on the server and clears the cookie. */
export const postLogout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  summary: 'Sign out',
  tags: ['auth'],
  response: { 200: z.object({ loggedOut: z.literal(true) }) },
});

/**
 * `GET /api/users/account` (spec 1 §4 startup): the account; 401 with `2fa_complete: false` while a code is owed;
 * 403 `2fa_configuration_required` with the account while two-factor must be configured.
 */
export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/api/users/account',
  summary: 'The signed-in account',
  tags: ['auth'],
  response: {
    200: accountSchema,
    401: z.union([loginResultSchema.extend({ '2fa_complete': z.literal(false) }), z.object({ detail: z.string() })]),
    403: twoFactorConfigurationRequiredSchema,
  },
});

/** `GET /api/users/qr-code`: the otpauth QR of a new authenticator secret (PNG); `?format=json` for manual entry. */
export const getQrCode = defineEndpoint({
  method: 'GET',
  path: '/api/users/qr-code',
  summary: 'QR code (PNG) of a new authenticator secret for the signed-in user',
  tags: ['auth'],
  querystring: z.object({ format: z.enum(['png', 'json']).default('png') }),
  response: {
    200: z.union([z.object({ secret: z.string(), uri: z.string() }), z.any().describe('image/png when format is png')]),
  },
});

/**
 * `POST /api/users/{id}/two-factor` (spec 3 §7): the user sets their own method (the authenticator needs a code
 * from the new secret); an admin may reset another user's method to `none`.
 */
export const postTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/two-factor',
  summary: 'Set (or, as admin, reset) the two-factor method',
  tags: ['auth'],
  params: z.object({ id: z.uuid() }),
  body: z.object({
    method: z.enum(AUTH_METHODS),
    twoFactorCode: z.string().trim().max(10).optional(),
  }),
  response: {
    200: z.object({ authMethod: z.enum(AUTH_METHODS) }),
    400: z.object({ detail: z.literal('invalid_2fa_code') }),
  },
});

/**
 * `GET /api/imitate?_switch_user={userId}` starts impersonating (permission IMITATE_USER); `_exit` stops it.
 * Answers the account now signed in. A GET by the spec, so it is refused unless sent from the portal itself.
 */
export const getImitate = defineEndpoint({
  method: 'GET',
  path: '/api/imitate',
  summary: 'Start or stop impersonating a user',
  tags: ['auth'],
  querystring: z.object({ _switch_user: z.union([z.literal('_exit'), z.uuid()]) }),
  response: { 200: accountSchema },
});

/** `GET /api/roles` (spec 1 §7): the roles with their Dutch labels. */
export const getRoles = defineEndpoint({
  method: 'GET',
  path: '/api/roles',
  summary: 'The roles of the product',
  tags: ['users'],
  response: { 200: z.object({ items: z.array(z.object({ role: roleSchema, label: z.string() })) }) },
});

/** `GET /api/event_logs?type=login&user={id}` (spec 3 §7): a user's login events, hydra-style. */
export const getEventLogs = defineEndpoint({
  method: 'GET',
  path: '/api/event_logs',
  summary: "A user's login events",
  tags: ['users'],
  querystring: z.object({
    type: z.literal('login'),
    user: z.uuid(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: {
    200: z.object({
      'hydra:member': z.array(z.object({ id: z.uuid(), created: z.iso.datetime() })),
      'hydra:totalItems': z.number().int(),
    }),
  },
});

/** The special characters a password must contain one of (spec 3 §5). */
export const PASSWORD_SPECIALS = '!@#?%^&*$()';

/**
 * A new password (spec 3 §5): at least 8 characters with upper and lower case, a digit and one of
 * `!@#?%^&*$()`. Long passphrases are welcome (up to 1024, a bound against hashing abuse). The server also refuses
 * commonly used passwords (`invalid_password`).
 */
export const newPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(8, { error: 'validation.passwordTooShort' })
  .max(1024, { error: 'validation.passwordTooLong' })
  .regex(/[A-Z]/, { error: 'validation.passwordUppercase' })
  .regex(/[a-z]/, { error: 'validation.passwordLowercase' })
  .regex(/\d/, { error: 'validation.passwordDigit' })
  .regex(/[!@#?%^&*$()]/, { error: 'validation.passwordSpecial' });

const emailBody = z.object({ email: z.email({ error: 'validation.email' }) });
const tokenSchema = z.string().min(16).max(200);
const acceptedSchema = z.object({ accepted: z.literal(true) });
/** A refused new password: the rules, or a commonly used one. */
export const invalidPasswordSchema = z.object({
  detail: z.literal('invalid_password'),
  violations: z.array(z.object({ propertyPath: z.string(), detail: z.string() })),
});

/** `POST /api/users/send-activation-link`: the same answer whether or not the address has an inactive account. */
export const postSendActivationLink = defineEndpoint({
  method: 'POST',
  path: '/api/users/send-activation-link',
  summary: 'Mail a new activation link',
  tags: ['auth'],
  body: emailBody,
  response: { 200: acceptedSchema },
});

/** `POST /api/users/activate` {token, password}: activates, sets the password and signs in (spec 3). */
export const postActivate = defineEndpoint({
  method: 'POST',
  path: '/api/users/activate',
  summary: 'Activate an account with the mailed token and a new password, then sign in',
  tags: ['auth'],
  body: z.object({ token: tokenSchema, password: newPasswordSchema }),
  response: {
    200: loginResultSchema,
    400: z.union([invalidPasswordSchema, z.object({ detail: z.literal('invalid_token') })]),
    403: twoFactorConfigurationRequiredSchema,
  },
});

/** `POST /api/forgot-password` {email}: mails a reset link; the same answer whether or not the account exists. */
export const postForgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Mail a password reset link',
  tags: ['auth'],
  body: emailBody,
  response: { 200: acceptedSchema },
});

/** `POST /api/change-password` {token, password}: sets a new password with a mailed reset token. */
export const postResetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/change-password',
  summary: 'Set a new password with a reset token',
  tags: ['auth'],
  body: z.object({ token: tokenSchema, password: newPasswordSchema }),
  response: {
    200: acceptedSchema,
    400: z.union([invalidPasswordSchema, z.object({ detail: z.literal('invalid_token') })]),
  },
});

/** `POST /api/users/{id}/change-password` {oldPassword, password}: an admin needs no old password (spec 3 §6). */
export const postChangePassword = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/change-password',
  summary: "Change a user's password",
  tags: ['auth'],
  params: z.object({ id: z.uuid() }),
  body: z.object({ oldPassword: z.string().max(1024).optional(), password: newPasswordSchema }),
  response: {
    200: acceptedSchema,
    400: z.union([invalidPasswordSchema, z.object({ detail: z.literal('old_password_incorrect') })]),
  },
});

/** `POST /2fa_reset_request`: from the code step, mails a link to choose the verification method anew. */
export const post2faResetRequest = defineEndpoint({
  method: 'POST',
  path: '/2fa_reset_request',
  summary: 'Mail a link to reset the two-factor method (from a pending sign-in)',
  tags: ['auth'],
  response: { 200: acceptedSchema },
});

/** `POST /2fa_reset` {token}: sets the method to none; the next sign-in asks to configure it again. */
export const post2faReset = defineEndpoint({
  method: 'POST',
  path: '/2fa_reset',
  summary: 'Reset the two-factor method with a mailed token',
  tags: ['auth'],
  body: z.object({ token: tokenSchema }),
  response: { 200: acceptedSchema, 400: z.object({ detail: z.literal('invalid_token') }) },
});

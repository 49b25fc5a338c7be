import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt, fkIndex } from './_columns';
import {
  apiKeyRoleEnum,
  auditEventTypeEnum,
  authMethodEnum,
  genderEnum,
  notificationTypeEnum,
  permissionEnum,
  roleEnum,
  sessionPendingStepEnum,
  userTokenPurposeEnum,
} from './enums';
import { files } from './files';

/** Specialisations a user can have (user form data); the institute's list, keyed by AFAS code (default 99). */
export const specialisations = pgTable('specialisations', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

/**
 * A person with an account: participants, staff, e-learning users and external contributors who signed up.
 * AFAS is the source of truth for people with an `afasId`; their names and addresses come from the sync.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text(),
    active: boolean().notNull().default(false),
    roles: roleEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Global permissions (spec: permissions, also called globalPermissions). */
    permissions: permissionEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    firstName: text().notNull(),
    insertion: text(),
    lastName: text().notNull(),
    nickname: text(),
    initials: text(),
    gender: genderEnum(),
    dateOfBirth: date({ mode: 'string' }),
    /** BIG registration number (the user form's "registration number"). */
    bigId: text(),
    specialisationId: integer().references(() => specialisations.id, { onDelete: 'set null' }),
    phoneMobile: text(),
    addressStreet: text(),
    addressHouseNumber: text(),
    addressHouseNumberAddition: text(),
    addressPostalCode: text(),
    addressTown: text(),
    addressCountryCode: text(),
    newsletter: boolean().notNull().default(false),
    dietaryPreferences: text(),
    /** The person's id in AFAS Profit (7 characters); sync and merge key by it. */
    afasId: text(),
    participantId: text(),
    lastSync: at(),
    avatarFileId: uuid().references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    authMethod: authMethodEnum().notNull().default('none'),
    /** TOTP secret of the authenticator method; never leaves the server. */
    twoFactorSecret: text(),
    /** A new authenticator secret shown as a QR code, until a code confirms it (then it becomes the secret). */
    twoFactorPendingSecret: text(),
    /** The TOTP time step last accepted: a code is accepted once, and never an older one. */
    twoFactorLastStep: bigint({ mode: 'number' }),
    /** Spared from the institute's two-factor requirement (service and demo accounts); audited when changed. */
    twoFactorExempt: boolean().notNull().default(false),
    /** Notification preferences: types the user opted out of, and whether optional mails are off. */
    optOutTypes: notificationTypeEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    optOutMailings: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail addresses are compared without case: one account per address.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_afas_id_key').on(t.afasId),
    fkIndex('users_avatar_file_idx', t.avatarFileId, { sparse: true }),
    fkIndex('users_specialisation_idx', t.specialisationId, { sparse: true }),
    index('users_roles_idx').using('gin', t.roles),
    index('users_last_name_idx').on(t.lastName, t.firstName),
  ],
);

/**
 * A signed-in browser or token client. The id is the SHA-256 of the secret the cookie holds, so a database leak
 * does not hand out sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who is impersonating `userId`, if any. */
    impersonatorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** What the session still owes before it is signed in: a code, or setting up two-factor. Null: complete. */
    pendingStep: sessionPendingStepEnum(),
    createdAt: createdAt(),
    lastSeenAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    ip: inet(),
    userAgent: text(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    fkIndex('sessions_impersonator_idx', t.impersonatorId, { sparse: true }),
  ],
);

/** One-time tokens mailed or shown to a user: activation, password reset, two-factor reset, e-mail login code. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurposeEnum().notNull(),
    /** SHA-256 of the token; the token itself is only in the mail or on screen. */
    tokenHash: text().notNull(),
    /** What the token is bound to (e.g. the login attempt an e-mail code belongs to). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** What happened to an account and who did it (login events are listed on the user page). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: auditEventTypeEnum().notNull(),
    ip: inet(),
    userAgent: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_user_type_idx').on(t.userId, t.type, t.createdAt),
    fkIndex('audit_events_actor_idx', t.actorId, { sparse: true }),
  ],
);

/** A machine client's key (AFAS sync, notification senders, registrations), with the roles it holds. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text().notNull(),
    /** SHA-256 of the key: what a request's key is looked up by. */
    tokenHash: text().notNull(),
    /** The key encrypted with the server's key, so an admin can reveal it again (spec: eye toggle). */
    tokenCiphertext: text().notNull(),
    roles: apiKeyRoleEnum()
      .array()
      .notNull()
      .default(sql`'{}'`),
    enabled: boolean().notNull().default(true),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('api_keys_token_hash_key').on(t.tokenHash), fkIndex('api_keys_created_by_idx', t.createdById)],
);

/**
 * Failed attempts per key (an account, a client address, a pending login's codes) in the current window, and the
 * lock that follows too many. Kept in the database so every process sees the same counts.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: at().notNull().defaultNow(),
  lockedUntil: at(),
});

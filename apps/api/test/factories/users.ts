// Accounts and what hangs off them: specialisations, sessions, one-time tokens, audit events, API keys.
import { fakerNL } from '@faker-js/faker';
import type { Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { apiKeys, auditEvents, authThrottle, sessions, specialisations, userTokens, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import {
  daysFromNow,
  defined,
  isoDate,
  one,
  randomSecret,
  sequence,
  sha256Hex,
  uniqueAfasPersonId,
  uniqueEmail,
  uniqueName,
  type Overrides,
  type Row,
} from './support';

export type UserRow = Row<typeof users>;

export interface UserOptions extends Overrides<typeof users> {
  /** Hashed with argon2id (~10 ms). Without it the account has no password, which keeps most tests fast. */
  password?: string;
  /** One more role, added to `roles` (so `createParticipant(db, { role: 'ROLE_TEACHER' })` holds both). */
  role?: Role;
}

/** The user, or a new participant when no id is given: the owner most rows need. */
export async function userFor(db: Db, userId: string | undefined): Promise<UserRow> {
  if (userId === undefined) return createParticipant(db);
  return one(await db.select().from(users).where(eq(users.id, userId)), 'user');
}

/**
 * An active account with a Dutch name and a unique address. No roles unless given (use the builders below), no
 * password unless given, no AFAS id unless given (`createParticipant` gives one).
 */
export async function createUser(db: Db, options: UserOptions = {}): Promise<UserRow> {
  const { password, role, ...columns } = options;
  const firstName = fakerNL.person.firstName();
  const passwordHash = columns.passwordHash ?? (password === undefined ? null : await hashPassword(password));
  const values = {
    email: uniqueEmail(),
    // Most tests need an account that can act; an inactive one (not yet activated) is the special case.
    active: true,
    firstName,
    lastName: fakerNL.person.lastName(),
    initials: `${firstName.charAt(0)}.`,
    ...defined(columns),
    roles: [...new Set([...(columns.roles ?? []), ...(role === undefined ? [] : [role])])],
    passwordHash,
  };
  return one(await db.insert(users).values(values).returning(), 'user');
}

/** A participant as the AFAS sync creates them: AFAS id, participant number, personal and address data. */
export function createParticipant(db: Db, options: UserOptions = {}): Promise<UserRow> {
  return createUser(db, {
    roles: ['ROLE_PARTICIPANT'],
    afasId: uniqueAfasPersonId(),
    participantId: String(100_000 + sequence()),
    gender: fakerNL.helpers.arrayElement(['M', 'V', 'O'] as const),
    dateOfBirth: isoDate(-365 * 30),
    bigId: String(fakerNL.number.int({ min: 10_000_000_000, max: 99_999_999_999 })),
    phoneMobile: '06' + String(fakerNL.number.int({ min: 10_000_000, max: 99_999_999 })),
    addressStreet: fakerNL.location.street(),
    addressHouseNumber: String(fakerNL.number.int({ min: 1, max: 300 })),
    addressPostalCode: fakerNL.location.zipCode(),
    addressTown: fakerNL.location.city(),
    addressCountryCode: 'NL',
    ...defined(options),
  });
}

const withRole =
  (role: Role) =>
  (db: Db, options: UserOptions = {}): Promise<UserRow> =>
    createUser(db, { roles: [role], ...defined(options) });

export const createAdmin = withRole('ROLE_ADMIN');
export const createEducator = withRole('ROLE_EDUCATOR');
export const createTeacher = withRole('ROLE_TEACHER');
export const createPracticalTrainer = withRole('ROLE_PRACTICAL_TRAINER');
export const createInstituteEducator = withRole('ROLE_INSTITUTE_EDUCATOR');
export const createProgramAssistant = withRole('ROLE_PROGRAM_ASSISTANT');
export const createExternal = withRole('ROLE_EXTERNAL');
export const createELearningUser = withRole('ROLE_FREE_E_LEARNING_USER');

/** The id is an integer chosen by the institute (AFAS code); the sequence keeps it unique within the process. */
export async function createSpecialisation(
  db: Db,
  overrides: Overrides<typeof specialisations> = {},
): Promise<Row<typeof specialisations>> {
  const n = sequence();
  const values = {
    id: 1_000_000 + n * 1000 + fakerNL.number.int(999),
    name: `Specialisme ${n}`,
    ...defined(overrides),
  };
  return one(await db.insert(specialisations).values(values).returning(), 'specialisation');
}

export interface SessionOptions extends Overrides<typeof sessions> {
  /** The cookie's secret; the row's id is its hash. Pass one to sign in with it. */
  secret?: string;
}

export async function createSession(db: Db, options: SessionOptions = {}): Promise<Row<typeof sessions>> {
  const { secret, ...columns } = options;
  const values = {
    id: sha256Hex(secret ?? randomSecret()),
    expiresAt: daysFromNow(1),
    ip: '127.0.0.1',
    userAgent: 'vitest',
    ...defined(columns),
    userId: columns.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(sessions).values(values).returning(), 'session');
}

/** A throttle counter for a unique key (sign-in attempt limits). */
export async function createAuthThrottle(
  db: Db,
  overrides: Overrides<typeof authThrottle> = {},
): Promise<Row<typeof authThrottle>> {
  const values = { key: `password:account:${randomSecret()}@test.nl`, failures: 1, ...defined(overrides) };
  return one(await db.insert(authThrottle).values(values).returning(), 'auth throttle');
}

export interface UserTokenOptions extends Overrides<typeof userTokens> {
  /** The token as mailed; the row stores its hash. */
  token?: string;
}

export async function createUserToken(db: Db, options: UserTokenOptions = {}): Promise<Row<typeof userTokens>> {
  const { token, ...columns } = options;
  const values = {
    purpose: 'activation' as const,
    tokenHash: sha256Hex(token ?? randomSecret()),
    expiresAt: daysFromNow(1),
    ...defined(columns),
    userId: columns.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(userTokens).values(values).returning(), 'user token');
}

/** A login of a new participant unless told otherwise; the actor is the user themself (as for a login). */
export async function createAuditEvent(
  db: Db,
  overrides: Overrides<typeof auditEvents> = {},
): Promise<Row<typeof auditEvents>> {
  const userId = overrides.userId === undefined ? (await createParticipant(db)).id : overrides.userId;
  const values = {
    type: 'login' as const,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    ...defined(overrides),
    userId,
    actorId: overrides.actorId === undefined ? userId : overrides.actorId,
  };
  return one(await db.insert(auditEvents).values(values).returning(), 'audit event');
}

export interface ApiKeyOptions extends Overrides<typeof apiKeys> {
  /** The key a client sends; the row stores its hash. */
  key?: string;
}

/**
 * An enabled AFAS sync key. `tokenCiphertext` is a placeholder, not a real encryption: a test of the reveal
 * endpoint creates its key through the service instead.
 */
export async function createApiKey(db: Db, options: ApiKeyOptions = {}): Promise<Row<typeof apiKeys>> {
  const { key, ...columns } = options;
  const values = {
    name: uniqueName('api-key'),
    tokenHash: sha256Hex(key ?? randomSecret()),
    tokenCiphertext: `test-ciphertext-${uniqueName('key')}`,
    roles: ['ROLE_SYNCHRONIZE_AFAS' as const],
    ...defined(columns),
  };
  return one(await db.insert(apiKeys).values(values).returning(), 'api key');
}

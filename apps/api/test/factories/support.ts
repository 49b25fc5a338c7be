// What every factory shares: unique values, row types, and the one-row insert check.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';

/** A row as the database returns it. */
export type Row<T extends Table> = InferSelectModel<T>;
/** Any column a test wants to choose; the factory fills in the rest. */
export type Overrides<T extends Table> = Partial<InferInsertModel<T>>;

let counter = 0;

/**
 * A number no earlier call in this process returned. Test files run in parallel processes with counters of their
 * own, so every unique value also carries a random part (see `uniqueName`).
 */
export function sequence(): number {
  counter += 1;
  return counter;
}

export function randomSuffix(): string {
  return randomBytes(3).toString('hex');
}

/** `<prefix>-<n>-<random>`: unique within the process by the counter, across processes by the random part. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${sequence()}-${randomSuffix()}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${uniqueName(prefix)}@test.nl`;
}

/**
 * A numeric AFAS id (events, programmes, course members): the sequence followed by four random digits. The random
 * part has a fixed width, so two different sequence numbers can never produce the same string.
 */
export function uniqueAfasNumber(): string {
  return `${sequence()}${String(randomInt(10_000)).padStart(4, '0')}`;
}

/** A 7-character AFAS person id (the width AFAS uses): four base-36 sequence characters and three random ones. */
export function uniqueAfasPersonId(): string {
  const seq = sequence().toString(36).toUpperCase().padStart(4, '0');
  const random = randomInt(36 ** 3)
    .toString(36)
    .toUpperCase()
    .padStart(3, '0');
  return `${seq}${random}`;
}

/** A secret as a cookie, mail link or API key would carry it. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 in hex: how the factories store session ids and token hashes. The sign-in code does not exist yet; when
 * it picks another encoding, a test that needs a working secret passes the hash it expects as an override.
 */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A calendar date (YYYY-MM-DD) `days` from today, the form `date` columns take. Today is Amsterdam's, as the product
 * counts it: between midnight in Amsterdam and midnight UTC the two differ by a day.
 */
export function isoDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A moment `days` from now. */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}

/** The single row an insert (or a lookup by primary key) returned; a missing row is a broken test set-up. */
export function one<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`factory: no ${what} row`);
  return row;
}

/**
 * The overrides without keys set to `undefined`. Factories pass optional parents on (`{ userId: options.userId }`);
 * spreading an explicit `undefined` over a default would otherwise drop a required value.
 */
export function defined<T extends object>(overrides: T): Partial<T> {
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<T>;
}

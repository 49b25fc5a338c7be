// What every part of the demo seed shares: the transaction, a seeded Dutch faker, the clock, and small helpers for
// batch inserts, file rows and hashed secrets.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Faker, base, en, nl } from '@faker-js/faker';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';
import { files } from '../../schema';
import type { DemoClock } from './clock';
import { demoFileContent } from './file-content';

/** The faker seed: the same value gives the same names, addresses and choices on every run. */
export const DEMO_FAKER_SEED = 2026;

export interface DemoContext {
  /** The seed's one transaction. */
  db: Db;
  faker: Faker;
  clock: DemoClock;
  /** The hash of the demo password, computed once (argon2 costs ~10 ms a hash). */
  passwordHash: string;
  /** File rows waiting to be inserted (see `addFile` and `flushFiles`). */
  pendingFiles: (typeof files.$inferInsert)[];
  /** Seals secrets the product shows again (API keys, invitation links) with the server's key. */
  seal: (plain: string) => string;
  /** Writes a file's bytes to the file storage; without it the demo's files are rows only. */
  storeFile?: (storageKey: string, bytes: Buffer) => Promise<void>;
}

/**
 * Our own faker instance rather than the shared `fakerNL`, so seeding it cannot change (or be changed by) other
 * code in the same process, such as the scale seed or test factories.
 */
export function createFaker(): Faker {
  return new Faker({ locale: [nl, en, base], seed: DEMO_FAKER_SEED });
}

// Parameters per statement stay far below PostgreSQL's 65,535 with rows of up to ~40 columns.
const CHUNK = 500;

/** Inserts rows in multi-row statements. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/**
 * A row id made here instead of by the database, for rows that others link to before anything is inserted (a
 * multi-row INSERT ... RETURNING gives no documented order to zip the ids back with). v4, as gen_random_uuid().
 */
export function newId(): string {
  return randomUUID();
}

/** The element at `index`, which the caller knows exists (arrays here are literals or were just built). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`demo seed: no element ${index} in a list of ${items.length}`);
  return item;
}

/** The value under `key`, which the caller knows exists. */
export function get<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown key ${String(key)}`);
  return value;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * A secret as the product stores it: `tokenHash` is the SHA-256 of a random token (how requests are looked up) and
 * `tokenCiphertext` the token sealed with the server's key (so an admin can reveal an API key and an invitee's list
 * can link to the invitation). `prefix` marks the kind (`opk_` for API keys), as the product's own tokens do.
 */
export function demoSecret(
  ctx: Pick<DemoContext, 'seal'>,
  prefix = '',
): { tokenHash: string; tokenCiphertext: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { tokenHash: sha256Hex(token), tokenCiphertext: ctx.seal(token) };
}

export interface FileSpec {
  name: string;
  mimeType: string;
  /** Which kind of owner the file belongs to (news, faq, material, entry, form, avatar, certificate). */
  context: string;
  uploadedById?: string | null;
  createdAt?: Date;
  /** Size in bytes; a plausible size for the type when left out. */
  size?: number;
}

const TYPICAL_SIZE: Record<string, [number, number]> = {
  'application/pdf': [80_000, 2_400_000],
  'image/jpeg': [120_000, 3_500_000],
  'image/png': [6_000, 60_000],
  'video/mp4': [40_000_000, 480_000_000],
  'audio/mpeg': [2_000_000, 18_000_000],
};

/**
 * Queues a `files` row and returns its id; `flushFiles` writes it, with generated content in the file storage when
 * the seed has one (then the size and hash are the real ones).
 */
export function addFile(ctx: DemoContext, spec: FileSpec): string {
  const id = newId();
  const [min, max] = TYPICAL_SIZE[spec.mimeType] ?? [20_000, 900_000];
  ctx.pendingFiles.push({
    id,
    name: spec.name,
    mimeType: spec.mimeType,
    size: spec.size ?? ctx.faker.number.int({ min, max }),
    storageKey: `demo/${id}`,
    context: spec.context,
    uploadedById: spec.uploadedById ?? null,
    createdAt: spec.createdAt ?? ctx.clock.now,
  });
  return id;
}

/** Inserts the queued file rows; call before inserting rows that reference them. */
export async function flushFiles(ctx: DemoContext): Promise<void> {
  const queued = ctx.pendingFiles.splice(0);
  if (ctx.storeFile) {
    for (const row of queued) {
      const bytes = await demoFileContent(row);
      if (!bytes) continue;
      await ctx.storeFile(row.storageKey, bytes);
      row.size = bytes.length;
      row.sha256 = createHash('sha256').update(bytes).digest('hex');
    }
  }
  await insertRows(ctx.db, files, queued);
}

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
} as const;

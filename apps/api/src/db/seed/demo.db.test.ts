// The demo's promises (README logins, every state and type on screen) checked on a real database, and that a
// second run leaves a database with data alone.
import { createHash } from 'node:crypto';
import {
  ASSIGNMENT_STATES,
  FORM_FIELD_TYPES,
  MODULE_KINDS,
  MODULE_STATUSES,
  MODULE_TYPE_CODES,
  NOTIFICATION_TYPE_ROLES,
  NOTIFICATION_TYPES,
  SYNC_ISSUE_STATES,
} from '@portal/contracts';
import { and, arrayContains, eq, is, isNotNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import { verifyPassword } from '../../lib/password';
import { createSecretBox } from '../../lib/secret-box';
import { sha256Hex } from '../../lib/tokens';
import type { Database } from '../client';
import * as schema from '../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoOtpauthUri } from './demo/index';
import { seed, type SeedReport } from './index';

const {
  accessTokens,
  apiKeys,
  assignments,
  certificates,
  educations,
  entries,
  eventSessions,
  faqCategories,
  faqItems,
  files,
  formFields,
  modules,
  newsEducations,
  newsEvents,
  newsItems,
  notifications,
  presenceItems,
  specialisations,
  syncIssues,
  users,
  workshopRegistrations,
} = schema;

const distinct = <T>(rows: { value: T }[]) => new Set(rows.map((r) => r.value));

/** Rows in every table of the schema. */
async function countAll(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (is(table, PgTable)) counts[name] = await database.db.$count(table);
  }
  return counts;
}

const secretBox = createSecretBox('demo-seed-test-secret-of-enough-length');
/** What the seed wrote to the file storage, by storage key. */
const stored = new Map<string, Buffer>();

describe('demo seed', () => {
  let database: Database;
  let report: SeedReport;

  beforeAll(async () => {
    database = await openTestDatabase(inject('testDatabase'));
    report = await seed(database.db, 'demo', {
      secretBox,
      storeFile: async (key, bytes) => {
        stored.set(key, bytes);
      },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reports the logins, the password and the authenticator URI', () => {
    expect(report.seeded).toBe(true);
    const text = report.lines.join('\n');
    for (const login of DEMO_LOGINS) expect(text).toContain(login.email);
    expect(text).toContain(DEMO_PASSWORD);
    expect(text).toContain(demoOtpauthUri());
    expect(demoOtpauthUri()).toBe(
      `otpauth://totp/Opleidingsportaal:tweefactor%40demo.nl?secret=${DEMO_TOTP_SECRET}&issuer=Opleidingsportaal&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('creates every demo login, active, with its roles, permissions and two-factor design', async () => {
    const { db } = database;
    for (const login of DEMO_LOGINS) {
      const [user] = await db.select().from(users).where(eq(users.email, login.email));
      expect(user, login.email).toBeDefined();
      expect(user?.active).toBe(true);
      expect([...(user?.roles ?? [])].sort()).toEqual([...login.roles].sort());
      expect([...(user?.permissions ?? [])].sort()).toEqual([...login.permissions].sort());
      expect(user?.twoFactorExempt).toBe(login.email !== 'tweefactor@demo.nl');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const [assistant] = await db.select().from(users).where(eq(users.email, 'assistent@demo.nl'));
    expect(assistant?.permissions).toEqual(
      expect.arrayContaining(['MANAGE_NEWS', 'LIST_USERS', 'LIST_FORMS', 'VIEW_MODULES', 'UPDATE_EVALUATORS']),
    );
    const [multi] = await db.select().from(users).where(eq(users.email, 'multi@demo.nl'));
    expect(multi?.roles).toEqual(expect.arrayContaining(['ROLE_PARTICIPANT', 'ROLE_TEACHER']));

    const [twoFactor] = await db.select().from(users).where(eq(users.email, 'tweefactor@demo.nl'));
    expect(twoFactor?.authMethod).toBe('authenticator');
    expect(twoFactor?.twoFactorSecret).toBe(DEMO_TOTP_SECRET);
    // At least 16 bytes: 26 or more base32 characters.
    expect(DEMO_TOTP_SECRET).toMatch(/^[A-Z2-7]{26,}$/);

    // One password check only: argon2 is slow on purpose, and every login shares the hash.
    const [participant] = await db.select().from(users).where(eq(users.email, 'deelnemer@demo.nl'));
    expect(await verifyPassword(participant?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const hashes = await db
      .selectDistinct({ value: users.passwordHash })
      .from(users)
      .where(sql`${users.email} like '%@demo.nl'`);
    expect(hashes).toHaveLength(1);
  });

  it('gives deelnemer two educations and a further education, among about twenty more participants', async () => {
    const { db } = database;
    const own = await db
      .select({ furtherEducation: educations.furtherEducation, name: educations.name })
      .from(educations)
      .innerJoin(users, eq(users.id, educations.userId))
      .where(eq(users.email, 'deelnemer@demo.nl'));
    expect(own.filter((e) => !e.furtherEducation)).toHaveLength(2);
    expect(own.filter((e) => e.furtherEducation).map((e) => e.name)).toEqual(['Bij- en nascholing']);
    const participants = await db.$count(users, arrayContains(users.roles, ['ROLE_PARTICIPANT']));
    expect(participants - 2).toBeGreaterThanOrEqual(18);
    expect(participants - 2).toBeLessThanOrEqual(25);
    const [other] = await db.select().from(specialisations).where(eq(specialisations.id, 99));
    expect(other?.name).toBe('Overig');
  });

  it('covers every module type, kind and status, assignment state, field type, notification type and issue state', async () => {
    const { db } = database;
    const coverage: [Set<unknown>, readonly unknown[]][] = [
      [distinct(await db.selectDistinct({ value: modules.type }).from(modules)), MODULE_TYPE_CODES],
      [distinct(await db.selectDistinct({ value: modules.moduleType }).from(modules)), MODULE_KINDS],
      [distinct(await db.selectDistinct({ value: modules.status }).from(modules)), MODULE_STATUSES],
      [distinct(await db.selectDistinct({ value: assignments.state }).from(assignments)), ASSIGNMENT_STATES],
      [distinct(await db.selectDistinct({ value: formFields.type }).from(formFields)), FORM_FIELD_TYPES],
      [distinct(await db.selectDistinct({ value: notifications.type }).from(notifications)), NOTIFICATION_TYPES],
      [distinct(await db.selectDistinct({ value: syncIssues.state }).from(syncIssues)), SYNC_ISSUE_STATES],
    ];
    for (const [found, expected] of coverage) expect([...found].sort()).toEqual([...expected].sort());

    // EPA levels reached and requested.
    expect(await db.$count(modules, and(eq(modules.type, 'EPA'), isNotNull(modules.currentLevel)))).toBeGreaterThan(0);
    expect(await db.$count(assignments, isNotNull(assignments.requestedLevel))).toBeGreaterThan(0);
  });

  it('sends notifications only to roles that may see them, some read and some unread', async () => {
    const rows = await database.db
      .select({ type: notifications.type, roles: users.roles, readAt: notifications.readAt })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    for (const row of rows) {
      const allowed =
        row.roles.includes('ROLE_ADMIN') || NOTIFICATION_TYPE_ROLES[row.type].some((r) => row.roles.includes(r));
      expect(allowed, `${row.type} for ${row.roles.join(',')}`).toBe(true);
    }
    expect(rows.some((r) => r.readAt === null)).toBe(true);
    expect(rows.some((r) => r.readAt !== null)).toBe(true);
  });

  it('has requests in each request status', async () => {
    const requests = await database.db
      .select({ state: assignments.state, draft: assignments.draft })
      .from(assignments)
      .innerJoin(modules, eq(modules.id, assignments.moduleId))
      .where(eq(modules.type, 'AANVRAAG'));
    const has = (state: string, draft: boolean) => requests.some((r) => r.state === state && r.draft === draft);
    expect(has('open', true)).toBe(true); // concept
    expect(has('in_review', false)).toBe(true); // requested
    expect(has('rejected', false)).toBe(true);
    expect(has('finished', false)).toBe(true);
  });

  it('leaves every returned assignment to be handed in again: each filler’s entry open, the participant’s answered', async () => {
    const { db } = database;
    const rows = await db
      .select({
        name: assignments.name,
        ownerId: assignments.userId,
        createdById: entries.createdById,
        tokenId: entries.accessTokenId,
        status: entries.status,
        submittedAt: entries.submittedAt,
        answers: sql<number>`(select count(*) from entry_values v where v.entry_id = ${entries.id})`.mapWith(Number),
      })
      .from(assignments)
      .innerJoin(entries, eq(entries.assignmentId, assignments.id))
      .where(eq(assignments.state, 'rejected'));
    const returnedKpb = rows.filter((r) => r.name === 'KPB: familiegesprek over behandelbeperkingen');
    expect(returnedKpb).toHaveLength(1);
    for (const row of rows.filter((r) => r.tokenId !== null || r.createdById === r.ownerId)) {
      expect({ name: row.name, status: row.status, submittedAt: row.submittedAt }).toEqual({
        name: row.name,
        status: 'draft',
        submittedAt: null,
      });
    }
    for (const row of rows.filter((r) => r.tokenId === null && r.createdById === r.ownerId)) {
      expect(row.answers, row.name).toBeGreaterThan(0);
    }
  });

  it('has a full workshop in a time group, an online session and caught-up presence', async () => {
    const { db } = database;
    const workshops = await db
      .select({
        eventId: eventSessions.eventId,
        date: eventSessions.date,
        startTime: eventSessions.startTime,
        max: eventSessions.workshopMaxParticipants,
        registrations: sql<number>`(select count(*)::int from ${workshopRegistrations} where ${workshopRegistrations.sessionId} = ${eventSessions.id})`,
      })
      .from(eventSessions)
      .where(eq(eventSessions.workshop, true));
    expect(workshops.some((w) => w.max !== null && w.registrations === w.max)).toBe(true);
    const groups = new Map<string, number>();
    for (const w of workshops) {
      const key = `${w.eventId} ${w.date} ${w.startTime}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    expect(Math.max(...groups.values())).toBeGreaterThanOrEqual(2);
    expect(
      await db.$count(eventSessions, and(isNotNull(eventSessions.meetingId), isNotNull(eventSessions.meetingPassword))),
    ).toBeGreaterThan(0);
    expect(await db.$count(presenceItems, isNotNull(presenceItems.catchingUpSessionId))).toBeGreaterThan(0);
    expect(await db.$count(presenceItems, isNotNull(presenceItems.compensationProcessedAt))).toBeGreaterThan(0);
    expect(await db.$count(certificates)).toBeGreaterThan(0);
  });

  it('has news of every kind, a FAQ with a hidden item and dense order, and two API keys', async () => {
    const { db } = database;
    expect(await db.$count(newsItems, eq(newsItems.published, true))).toBeGreaterThan(0);
    expect(await db.$count(newsItems, eq(newsItems.published, false))).toBeGreaterThan(0);
    expect(await db.$count(newsItems, sql`cardinality(${newsItems.roles}) > 0`)).toBeGreaterThan(0);
    expect(await db.$count(newsEducations)).toBeGreaterThan(0);
    expect(await db.$count(newsEvents)).toBeGreaterThan(0);
    expect(
      await db.$count(newsItems, and(eq(newsItems.published, true), sql`${newsItems.publishedEnd} < now()`)),
    ).toBeGreaterThan(0);
    expect(
      await db.$count(newsItems, and(eq(newsItems.published, true), sql`${newsItems.publishedStart} > now()`)),
    ).toBeGreaterThan(0);

    expect(await db.$count(faqItems, eq(faqItems.visible, false))).toBe(1);
    const categories = await db.select().from(faqCategories).orderBy(faqCategories.sortOrder);
    expect(categories.map((c) => c.sortOrder)).toEqual(categories.map((_, i) => i));
    for (const category of categories) {
      const items = await db
        .select()
        .from(faqItems)
        .where(eq(faqItems.categoryId, category.id))
        .orderBy(faqItems.sortOrder);
      expect(items.map((i) => i.sortOrder)).toEqual(items.map((_, i) => i));
    }

    const keys = await db.select().from(apiKeys);
    expect(keys).toHaveLength(2);
    expect(keys.filter((k) => !k.enabled)).toHaveLength(1);
    expect(new Set(keys.map((k) => k.roles.join(','))).size).toBe(2);
    // Sealed with the server's key: an admin can reveal them, and the revealed key is the one requests present.
    for (const key of keys) {
      const token = secretBox.open(key.tokenCiphertext);
      expect(token).toMatch(/^opk_[A-Za-z0-9_-]{43}$/);
      expect(sha256Hex(token)).toBe(key.tokenHash);
    }
    const invitations = await db.select().from(accessTokens);
    expect(invitations.length).toBeGreaterThan(0);
    for (const invitation of invitations) {
      expect(sha256Hex(secretBox.open(invitation.tokenCiphertext))).toBe(invitation.tokenHash);
    }
  });

  it('stores real content for every demo file, with its true size and hash', async () => {
    const rows = await database.db.select().from(files);
    expect(rows.length).toBeGreaterThan(0);
    const signatures: Record<string, (bytes: Buffer) => boolean> = {
      'application/pdf': (b) => b.subarray(0, 5).toString() === '%PDF-',
      'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
      'image/png': (b) => b.subarray(1, 4).toString() === 'PNG',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) =>
        b.subarray(0, 2).toString() === 'PK',
      'video/mp4': (b) => b.subarray(4, 8).toString() === 'ftyp',
    };
    for (const row of rows) {
      const bytes = stored.get(row.storageKey);
      expect(bytes, `${row.name} is stored`).toBeDefined();
      expect(signatures[row.mimeType]?.(bytes!), `${row.name} is a real ${row.mimeType}`).toBe(true);
      expect(row.size).toBe(bytes!.length);
      expect(row.sha256).toBe(createHash('sha256').update(bytes!).digest('hex'));
    }
  });

  it('leaves a database that holds data untouched when seeded again', async () => {
    const before = await countAll(database);
    expect(before.users).toBeGreaterThan(0);
    const again = await seed(database.db, 'demo', { secretBox });
    expect(again.seeded).toBe(false);
    expect(await countAll(database)).toEqual(before);
  });
});

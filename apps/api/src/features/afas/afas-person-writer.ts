import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, enrolments, modules, periods, presenceItems, users } from '../../db/schema';
import { RecordError, type PersonBundle, type PersonValues } from './afas-records';

// One person's writes, planned from a snapshot read before (outside any transaction) and run in one transaction only
// when something differs: an unchanged person costs no transaction and writes nothing, so a second run of the sync
// writes zero rows. Only the fields AFAS owns are compared and written.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PERSON_FIELDS = [
  'email',
  'firstName',
  'insertion',
  'lastName',
  'initials',
  'nickname',
  'gender',
  'dateOfBirth',
  'bigId',
  'participantId',
  'phoneMobile',
  'addressStreet',
  'addressHouseNumber',
  'addressHouseNumberAddition',
  'addressPostalCode',
  'addressTown',
  'addressCountryCode',
] as const satisfies readonly (keyof PersonValues)[];

/** What the database holds for a group of people (by AFAS id), read in a few statements per page of people. */
export interface Snapshot {
  users: Map<string, { id: string } & PersonValues>;
  educations: Map<string, (typeof educations.$inferSelect)[]>;
  modules: Map<
    string,
    Pick<
      typeof modules.$inferSelect,
      'id' | 'afasId' | 'educationId' | 'moduleCode' | 'type' | 'moduleType' | 'publishedName' | 'startDate' | 'endDate'
    >[]
  >;
  enrolments: Map<string, Pick<typeof enrolments.$inferSelect, 'id' | 'afasId' | 'eventId' | 'moduleId' | 'status'>[]>;
  presence: Map<
    string,
    Pick<typeof presenceItems.$inferSelect, 'id' | 'afasId' | 'moduleId' | 'sessionId' | 'present'>[]
  >;
  periods: Map<string, (typeof periods.$inferSelect)[]>;
}

function group<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Reads what the portal holds for these AFAS person ids (keyed by user id below the user). */
export async function readSnapshot(db: Db, afasIds: readonly string[]): Promise<Snapshot> {
  const snapshot: Snapshot = {
    users: new Map(),
    educations: new Map(),
    modules: new Map(),
    enrolments: new Map(),
    presence: new Map(),
    periods: new Map(),
  };
  if (afasIds.length === 0) return snapshot;
  const found = await db
    .select({ id: users.id, afasId: users.afasId, ...Object.fromEntries(PERSON_FIELDS.map((f) => [f, users[f]])) })
    .from(users)
    .where(inArray(users.afasId, [...afasIds]));
  for (const row of found) snapshot.users.set(row.afasId as string, row as unknown as { id: string } & PersonValues);
  const userIds = found.map((u) => u.id as string);
  if (userIds.length === 0) return snapshot;
  const [eduRows, modRows, enrRows, presRows, perRows] = await Promise.all([
    db.select().from(educations).where(inArray(educations.userId, userIds)),
    db
      .select({
        id: modules.id,
        afasId: modules.afasId,
        educationId: modules.educationId,
        moduleCode: modules.moduleCode,
        type: modules.type,
        moduleType: modules.moduleType,
        publishedName: modules.publishedName,
        startDate: modules.startDate,
        endDate: modules.endDate,
        userId: educations.userId,
      })
      .from(modules)
      .innerJoin(educations, eq(educations.id, modules.educationId))
      .where(inArray(educations.userId, userIds)),
    db
      .select({
        id: enrolments.id,
        afasId: enrolments.afasId,
        eventId: enrolments.eventId,
        moduleId: enrolments.moduleId,
        status: enrolments.status,
        userId: enrolments.userId,
      })
      .from(enrolments)
      .where(inArray(enrolments.userId, userIds)),
    db
      .select({
        id: presenceItems.id,
        afasId: presenceItems.afasId,
        moduleId: presenceItems.moduleId,
        sessionId: presenceItems.sessionId,
        present: presenceItems.present,
        userId: presenceItems.userId,
      })
      .from(presenceItems)
      .where(inArray(presenceItems.userId, userIds)),
    db
      .select({ period: periods, userId: educations.userId })
      .from(periods)
      .innerJoin(educations, eq(educations.id, periods.educationId))
      .where(and(inArray(educations.userId, userIds), isNotNull(periods.afasId))),
  ]);
  snapshot.educations = group(eduRows, (r) => r.userId);
  snapshot.modules = group(modRows, (r) => r.userId);
  snapshot.enrolments = group(enrRows, (r) => r.userId);
  snapshot.presence = group(presRows, (r) => r.userId);
  snapshot.periods = new Map([...group(perRows, (r) => r.userId)].map(([k, v]) => [k, v.map((r) => r.period)]));
  return snapshot;
}

/** Event and session ids by their AFAS ids (enrolments and presence point at them). */
export interface References {
  events: Map<string, string>;
  sessions: Map<string, string>;
}

function differs(a: Record<string, unknown>, b: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.some((k) => (a[k] ?? null) !== (b[k] ?? null));
}

interface Context {
  userId: string;
  educations: Map<string, string>;
  modules: Map<string, string>;
}
type Op = (tx: Tx, ctx: Context) => Promise<number>;

/** The writes that make the portal match AFAS for one person; an empty list when nothing differs. */
export interface PersonPlan {
  ops: Op[];
  run(tx: Tx): Promise<number>;
}

const count = (rows: unknown[]) => rows.length;

/**
 * Plans one person's writes. Removals are deliberate: an enrolment AFAS no longer lists is cancelled (never deleted);
 * periods AFAS no longer lists are deleted (AFAS owns them); educations, modules and presence AFAS no longer lists
 * stay, because the participant's own work (assignments, entries, materials) hangs on them.
 */
export function planPerson(bundle: PersonBundle, snapshot: Snapshot, refs: References, now: Date): PersonPlan {
  const { person } = bundle;
  const existing = snapshot.users.get(person.afasId);
  const ops: Op[] = [];

  if (!existing) {
    ops.push(async (tx, ctx) => {
      const [row] = await tx
        .insert(users)
        .values({
          ...person.values,
          afasId: person.afasId,
          roles: person.participant ? ['ROLE_PARTICIPANT'] : [],
          lastSync: now,
        })
        .returning({ id: users.id });
      ctx.userId = row!.id;
      return 1;
    });
  } else if (
    differs(
      person.values as unknown as Record<string, unknown>,
      existing as unknown as Record<string, unknown>,
      PERSON_FIELDS,
    )
  ) {
    ops.push(async (tx, ctx) =>
      count(
        await tx
          .update(users)
          .set({ ...person.values, lastSync: now })
          .where(eq(users.id, ctx.userId))
          .returning({ id: users.id }),
      ),
    );
  }
  const userId = existing?.id ?? '';

  // Educations, by programme id (unique per person).
  const ourEducations = new Map((snapshot.educations.get(userId) ?? []).map((e) => [e.afasId, e]));
  const educationKnown = new Set([...ourEducations.keys(), ...bundle.educations.map((e) => e.afasId)]);
  const EDU = ['name', 'status', 'furtherEducation', 'fullTimePercentage', 'startDate', 'cohortName'] as const;
  const newEducations = bundle.educations.filter((e) => !ourEducations.has(e.afasId));
  if (newEducations.length > 0)
    ops.push(async (tx, ctx) => {
      const rows = await tx
        .insert(educations)
        .values(newEducations.map((e) => ({ ...e.values, afasId: e.afasId, userId: ctx.userId })))
        .returning({ id: educations.id, afasId: educations.afasId });
      for (const row of rows) ctx.educations.set(row.afasId, row.id);
      return rows.length;
    });
  for (const education of bundle.educations) {
    const ours = ourEducations.get(education.afasId);
    if (!ours) continue;
    else if (differs(education.values, ours, EDU)) {
      ops.push(async (tx) =>
        count(
          await tx
            .update(educations)
            .set(education.values)
            .where(eq(educations.id, ours.id))
            .returning({ id: educations.id }),
        ),
      );
    }
  }

  // Modules, by their course membership id.
  const ourModules = new Map((snapshot.modules.get(userId) ?? []).map((m) => [m.afasId, m]));
  const moduleKnown = new Set([...ourModules.keys(), ...bundle.modules.map((m) => m.afasId)]);
  const MOD = ['moduleCode', 'type', 'moduleType', 'publishedName', 'startDate', 'endDate', 'educationId'] as const;
  const eduOf = (afasId: string, what: string) => {
    if (!educationKnown.has(afasId))
      throw new RecordError(
        'unknown_education',
        `Persoon ${person.afasId}: ${what} hoort bij onbekende opleiding ${afasId}`,
      );
    return afasId;
  };
  const newModules: { module: (typeof bundle.modules)[number]; educationAfasId: string }[] = [];
  for (const module of bundle.modules) {
    const educationAfasId = eduOf(module.educationAfasId, `module ${module.afasId}`);
    const ours = ourModules.get(module.afasId);
    const ourEducationId = ourEducations.get(educationAfasId)?.id;
    if (!ours) {
      newModules.push({ module, educationAfasId });
    } else if (!ourEducationId || differs({ ...module.values, educationId: ourEducationId }, ours, MOD)) {
      ops.push(async (tx, ctx) =>
        count(
          await tx
            .update(modules)
            .set({ ...module.values, educationId: ctx.educations.get(educationAfasId)! })
            .where(eq(modules.id, ours.id))
            .returning({ id: modules.id }),
        ),
      );
    }
  }
  if (newModules.length > 0)
    ops.push(async (tx, ctx) => {
      const rows = await tx
        .insert(modules)
        .values(
          newModules.map(({ module, educationAfasId }) => ({
            ...module.values,
            afasId: module.afasId,
            educationId: ctx.educations.get(educationAfasId)!,
          })),
        )
        .returning({ id: modules.id, afasId: modules.afasId });
      for (const row of rows) ctx.modules.set(row.afasId!, row.id);
      return rows.length;
    });
  const moduleOf = (afasId: string, what: string) => {
    if (!moduleKnown.has(afasId))
      throw new RecordError(
        'unknown_module',
        `Persoon ${person.afasId}: ${what} verwijst naar onbekende module ${afasId}`,
      );
    return afasId;
  };

  // Enrolments: AFAS's are enrolled; ours that AFAS no longer lists are cancelled.
  const ourEnrolments = snapshot.enrolments.get(userId) ?? [];
  const ourEnrolmentByAfas = new Map(ourEnrolments.filter((e) => e.afasId).map((e) => [e.afasId!, e]));
  const newEnrolments: ((ctx: Context) => typeof enrolments.$inferInsert)[] = [];
  for (const enrolment of bundle.enrolments) {
    const eventId = refs.events.get(enrolment.eventAfasId);
    if (!eventId)
      throw new RecordError(
        'unknown_event',
        `Persoon ${person.afasId}: inschrijving ${enrolment.afasId} verwijst naar onbekende uitvoering ${enrolment.eventAfasId}`,
      );
    const moduleAfasId = moduleOf(enrolment.moduleAfasId, `inschrijving ${enrolment.afasId}`);
    const ours = ourEnrolmentByAfas.get(enrolment.afasId);
    const ourModuleId = ourModules.get(moduleAfasId)?.id;
    if (ours && ourModuleId && ours.eventId === eventId && ours.moduleId === ourModuleId && ours.status === 'enrolled')
      continue;
    const values = (ctx: Context) => ({
      afasId: enrolment.afasId,
      eventId,
      moduleId: ctx.modules.get(moduleAfasId)!,
      userId: ctx.userId,
    });
    if (!ours) {
      newEnrolments.push(values);
      continue;
    }
    ops.push(async (tx, ctx) =>
      count(
        await tx
          .update(enrolments)
          .set({ ...values(ctx), status: 'enrolled' })
          .where(eq(enrolments.id, ours.id))
          .returning({ id: enrolments.id }),
      ),
    );
  }
  if (newEnrolments.length > 0)
    ops.push(async (tx, ctx) =>
      count(
        await tx
          .insert(enrolments)
          .values(newEnrolments.map((v) => v(ctx)))
          // A registration made in the portal for the same event and module becomes AFAS's.
          .onConflictDoUpdate({
            target: [enrolments.eventId, enrolments.moduleId],
            set: { afasId: sql`excluded.afas_id`, status: 'enrolled' },
          })
          .returning({ id: enrolments.id }),
      ),
    );
  const listed = new Set(bundle.enrolments.map((e) => e.afasId));
  const gone = ourEnrolments
    .filter((e) => e.afasId && !listed.has(e.afasId) && e.status === 'enrolled')
    .map((e) => e.id);
  if (gone.length > 0)
    ops.push(async (tx) =>
      count(
        await tx
          .update(enrolments)
          .set({ status: 'cancelled' })
          .where(inArray(enrolments.id, gone))
          .returning({ id: enrolments.id }),
      ),
    );

  // Presence at sessions.
  const ourPresence = new Map((snapshot.presence.get(userId) ?? []).filter((p) => p.afasId).map((p) => [p.afasId!, p]));
  const newPresence: ((ctx: Context) => typeof presenceItems.$inferInsert)[] = [];
  for (const item of bundle.presence) {
    const sessionId = refs.sessions.get(item.sessionAfasId);
    if (!sessionId)
      throw new RecordError(
        'unknown_session',
        `Persoon ${person.afasId}: presentie ${item.afasId} verwijst naar onbekende sessie ${item.sessionAfasId}`,
      );
    const moduleAfasId = moduleOf(item.moduleAfasId, `presentie ${item.afasId}`);
    const ours = ourPresence.get(item.afasId);
    const ourModuleId = ourModules.get(moduleAfasId)?.id;
    if (
      ours &&
      ourModuleId &&
      ours.sessionId === sessionId &&
      ours.moduleId === ourModuleId &&
      ours.present === item.present
    )
      continue;
    const values = (ctx: Context) => ({
      afasId: item.afasId,
      moduleId: ctx.modules.get(moduleAfasId)!,
      userId: ctx.userId,
      sessionId,
      present: item.present,
    });
    if (!ours) {
      newPresence.push(values);
      continue;
    }
    ops.push(async (tx, ctx) =>
      count(
        await tx
          .update(presenceItems)
          .set(values(ctx))
          .where(eq(presenceItems.id, ours.id))
          .returning({ id: presenceItems.id }),
      ),
    );
  }
  if (newPresence.length > 0)
    ops.push(async (tx, ctx) =>
      count(
        await tx
          .insert(presenceItems)
          .values(newPresence.map((v) => v(ctx)))
          .returning({ id: presenceItems.id }),
      ),
    );

  // Periods: AFAS owns the ones with an AFAS id.
  const ourPeriods = snapshot.periods.get(userId) ?? [];
  const ourPeriodByAfas = new Map(ourPeriods.map((p) => [p.afasId!, p]));
  const PER = ['name', 'institution', 'startDate', 'endDate', 'sortOrder', 'educationId'] as const;
  const newPeriods: ((ctx: Context) => typeof periods.$inferInsert)[] = [];
  for (const period of bundle.periods) {
    const educationAfasId = eduOf(period.educationAfasId, `periode ${period.afasId}`);
    const ours = ourPeriodByAfas.get(period.afasId);
    const ourEducationId = ourEducations.get(educationAfasId)?.id;
    if (ours && ourEducationId && !differs({ ...period.values, educationId: ourEducationId }, ours, PER)) continue;
    const values = (ctx: Context) => ({
      ...period.values,
      afasId: period.afasId,
      educationId: ctx.educations.get(educationAfasId)!,
    });
    if (!ours) {
      newPeriods.push(values);
      continue;
    }
    ops.push(async (tx, ctx) =>
      count(await tx.update(periods).set(values(ctx)).where(eq(periods.id, ours.id)).returning({ id: periods.id })),
    );
  }
  if (newPeriods.length > 0)
    ops.push(async (tx, ctx) =>
      count(
        await tx
          .insert(periods)
          .values(newPeriods.map((v) => v(ctx)))
          .returning({ id: periods.id }),
      ),
    );
  const listedPeriods = new Set(bundle.periods.map((p) => p.afasId));
  const gonePeriods = ourPeriods.filter((p) => !listedPeriods.has(p.afasId!)).map((p) => p.id);
  if (gonePeriods.length > 0)
    ops.push(async (tx) =>
      count(await tx.delete(periods).where(inArray(periods.id, gonePeriods)).returning({ id: periods.id })),
    );

  return {
    ops,
    async run(tx) {
      const ctx: Context = {
        userId,
        educations: new Map([...ourEducations].map(([k, v]) => [k, v.id])),
        modules: new Map([...ourModules].filter(([k]) => k !== null).map(([k, v]) => [k as string, v.id])),
      };
      // The user row first, locked, so two syncs of one person (nightly and on demand) take turns.
      if (userId) await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      let written = 0;
      for (const op of ops) written += await op(tx, ctx);
      return written;
    },
  };
}

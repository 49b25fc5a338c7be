import { PERSONAL_DATA_EXPORT_TTL_HOURS, type AccountTakeover, type PersonalDataExport } from '@portal/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { auditEvents, personalDataExports, users } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import type { JobDefinition } from '../../plugins/job-queue';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../lib/access';
import { buildArchive } from './personal-data.archive';
import type { NotifyFn, RequestedDownloads } from './requested-downloads';

export type PersonalDataActor = Extract<Identity, { kind: 'user' }>;
type ExportRow = typeof personalDataExports.$inferSelect;

export type { NotifyFn };

/** Enqueues the job that makes an export (the queue's `send`). */
export type EnqueueExport = (exportId: string) => Promise<unknown>;

export const PERSONAL_DATA_JOB = 'personal-data-export';
/** Where the account page shows the exports; the notifications point there. */
const ACCOUNT_EXPORTS_PATH = '/account?tab=privacy';

const isAdmin = (actor: PersonalDataActor) => actor.roles.includes('ROLE_ADMIN');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The personal-data export (GDPR art. 15/20): asked for by the person (or an admin for anyone), made by a job,
 * downloaded once by whoever asked within `PERSONAL_DATA_EXPORT_TTL_HOURS`, then its bytes are removed.
 */
export function createPersonalDataService({
  db,
  storage,
  downloads,
  now = () => new Date(),
}: {
  db: Db;
  storage: Storage;
  downloads: RequestedDownloads;
  now?: () => Date;
}) {
  const nameOf = sql<string>`concat_ws(' ', ${users.firstName}, ${users.insertion}, ${users.lastName})`;
  const actors = alias(users, 'actors');
  const nameOfActor = sql<
    string | null
  >`case when ${actors.id} is null then null else concat_ws(' ', ${actors.firstName}, ${actors.insertion}, ${actors.lastName}) end`;

  async function present(rows: ExportRow[]): Promise<PersonalDataExport[]> {
    const ids = [...new Set(rows.map((r) => r.userId))];
    const names = new Map(
      ids.length === 0
        ? []
        : (await db.select({ id: users.id, name: nameOf }).from(users).where(inArray(users.id, ids))).map((u) => [
            u.id,
            u.name,
          ]),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: names.get(row.userId) ?? '',
      // A ready export past its time counts as expired even before the clean-up removes it.
      status: downloads.statusOf(row),
      created: row.createdAt.toISOString(),
      expires: row.expiresAt?.toISOString() ?? null,
      size: row.size,
    }));
  }

  /** Makes the export of one row: the archive into storage, the row ready, a notification; or failed. */
  async function make(exportId: string): Promise<void> {
    const row = await downloads.pending(exportId);
    if (!row) return;
    const [subject] = await db.select({ name: nameOf }).from(users).where(eq(users.id, row.userId));
    const about =
      row.userId === row.requestedById ? 'je gegevens' : `de gegevens van ${escapeHtml(subject?.name ?? '')}`;
    await downloads.make(row, {
      key: `exports/${row.id}.zip`,
      ttlHours: PERSONAL_DATA_EXPORT_TTL_HOURS,
      build: () => buildArchive(db, storage, row.userId, now()),
      readyMessage: `<p>De download met ${about} staat klaar. Je kunt hem één keer downloaden, binnen ${PERSONAL_DATA_EXPORT_TTL_HOURS} uur.</p>`,
      failedMessage: `<p>De download met ${about} kon niet worden gemaakt. Probeer het later opnieuw.</p>`,
      contextUrl: ACCOUNT_EXPORTS_PATH,
    });
  }

  return {
    /** Asks for an export of `userId`'s data: oneself, or an admin for anyone. One pending per pair at a time. */
    async request(
      actor: PersonalDataActor,
      userId: string,
      queue: { running: boolean; enqueue: EnqueueExport },
    ): Promise<PersonalDataExport> {
      if (actor.userId !== userId && !isAdmin(actor)) throw AppError.notFound();
      const [subject] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!subject) throw AppError.notFound();
      // Without a running queue nothing would ever make it: say so rather than leave it pending.
      if (!queue.running) throw new AppError('service_unavailable');
      const [pending] = await db
        .select()
        .from(personalDataExports)
        .where(
          and(
            eq(personalDataExports.kind, 'personal_data'),
            eq(personalDataExports.userId, userId),
            eq(personalDataExports.requestedById, actor.userId),
            eq(personalDataExports.status, 'pending'),
          ),
        );
      if (pending) return (await present([pending]))[0]!;
      const [created] = await db
        .insert(personalDataExports)
        .values({ userId, requestedById: actor.userId })
        .returning();
      await queue.enqueue(created!.id);
      return (await present([created!]))[0]!;
    },

    /** The exports the caller asked for, newest first. */
    async list(actor: PersonalDataActor): Promise<PersonalDataExport[]> {
      const rows = await db
        .select()
        .from(personalDataExports)
        .where(and(eq(personalDataExports.requestedById, actor.userId), eq(personalDataExports.kind, 'personal_data')))
        .orderBy(desc(personalDataExports.createdAt))
        .limit(20);
      return present(rows);
    },

    /**
     * Hands out a ready export once: the row turns `downloaded` in the same statement that checks it is ready and
     * in time, so two clicks never both get it. Someone else's is 404; used, expired or failed 410 `export_gone`.
     */
    async download(actor: PersonalDataActor, id: string): Promise<{ stream: Readable; size: number | null }> {
      const { stream, row } = await downloads.takeOnce(actor.userId, id, 'personal_data');
      return { stream, size: row.size };
    },

    /** The times an administrator took over the user's account, newest first (spec: a user sees who acted as them). */
    async takeovers(userId: string): Promise<AccountTakeover[]> {
      const rows = await db
        .select({ id: auditEvents.id, by: nameOfActor, started: auditEvents.createdAt })
        .from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorId))
        .where(and(eq(auditEvents.userId, userId), eq(auditEvents.type, 'impersonation_started')))
        .orderBy(desc(auditEvents.createdAt))
        .limit(100);
      return rows.map((row) => ({ id: row.id, by: row.by, started: row.started.toISOString() }));
    },

    /** The job that makes exports, and removes the bytes of expired ones. */
    job(): JobDefinition<{ exportId: string }> {
      return {
        name: PERSONAL_DATA_JOB,
        retryLimit: 0,
        expireInSeconds: 30 * 60,
        handler: ({ exportId }) => make(exportId),
      };
    },

    /** Expired downloads lose their bytes (the housekeeping of this area, for every kind). */
    expire: () => downloads.expire(),
  };
}
export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

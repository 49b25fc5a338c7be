import {
  PERSONAL_DATA_EXPORT_TTL_HOURS,
  type AccountTakeover,
  type NotificationType,
  type PersonalDataExport,
} from '@portal/contracts';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { auditEvents, personalDataExports, users } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import type { JobDefinition } from '../../plugins/job-queue';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../lib/access';
import { buildArchive } from './personal-data.archive';

export type PersonalDataActor = Extract<Identity, { kind: 'user' }>;
type ExportRow = typeof personalDataExports.$inferSelect;

/** The notifications area's `notify` (wired in app.ts), called inside this area's transaction. */
export type NotifyFn = (
  tx: Db,
  input: { type: NotificationType; recipients: string[]; message: string; references?: { contextUrl?: string } },
) => Promise<unknown>;

/** Enqueues the job that makes an export (the queue's `send`). */
export type EnqueueExport = (exportId: string) => Promise<unknown>;

export const PERSONAL_DATA_JOB = 'personal-data-export';
const HOUR = 60 * 60 * 1000;
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
  notify,
  now = () => new Date(),
}: {
  db: Db;
  storage: Storage;
  notify: NotifyFn;
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
    const at = now();
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: names.get(row.userId) ?? '',
      // A ready export past its time counts as expired even before the clean-up removes it.
      status: row.status === 'ready' && row.expiresAt && row.expiresAt <= at ? 'expired' : row.status,
      created: row.createdAt.toISOString(),
      expires: row.expiresAt?.toISOString() ?? null,
      size: row.size,
    }));
  }

  /** Makes the export of one row: the archive into storage, the row ready, a notification; or failed. */
  async function make(exportId: string): Promise<void> {
    const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, exportId));
    if (!row || row.status !== 'pending') return;
    const [subject] = await db.select({ name: nameOf }).from(users).where(eq(users.id, row.userId));
    const about =
      row.userId === row.requestedById ? 'je gegevens' : `de gegevens van ${escapeHtml(subject?.name ?? '')}`;
    const key = `exports/${row.id}.zip`;
    try {
      const { stream, done } = await buildArchive(db, storage, row.userId, now());
      const [{ size }] = await Promise.all([storage.put(key, stream), done]);
      const expiresAt = new Date(now().getTime() + PERSONAL_DATA_EXPORT_TTL_HOURS * HOUR);
      await db.transaction(async (tx) => {
        await tx
          .update(personalDataExports)
          .set({ status: 'ready', storageKey: key, size, readyAt: now(), expiresAt })
          .where(eq(personalDataExports.id, row.id));
        await notify(tx, {
          type: 'RequestedDownloadReady',
          recipients: [row.requestedById],
          message: `<p>De download met ${about} staat klaar. Je kunt hem één keer downloaden, binnen ${PERSONAL_DATA_EXPORT_TTL_HOURS} uur.</p>`,
          references: { contextUrl: ACCOUNT_EXPORTS_PATH },
        });
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      await db.transaction(async (tx) => {
        await tx.update(personalDataExports).set({ status: 'failed' }).where(eq(personalDataExports.id, row.id));
        await notify(tx, {
          type: 'RequestedDownloadFailed',
          recipients: [row.requestedById],
          message: `<p>De download met ${about} kon niet worden gemaakt. Probeer het later opnieuw.</p>`,
          references: { contextUrl: ACCOUNT_EXPORTS_PATH },
        });
      });
      throw error;
    }
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
        .where(eq(personalDataExports.requestedById, actor.userId))
        .orderBy(desc(personalDataExports.createdAt))
        .limit(20);
      return present(rows);
    },

    /**
     * Hands out a ready export once: the row turns `downloaded` in the same statement that checks it is ready and
     * in time, so two clicks never both get it. Someone else's is 404; used, expired or failed 410 `export_gone`.
     */
    async download(actor: PersonalDataActor, id: string): Promise<{ stream: Readable; size: number | null }> {
      const [taken] = await db
        .update(personalDataExports)
        .set({ status: 'downloaded', downloadedAt: now() })
        .where(
          and(
            eq(personalDataExports.id, id),
            eq(personalDataExports.requestedById, actor.userId),
            eq(personalDataExports.status, 'ready'),
            sql`${personalDataExports.expiresAt} > ${now()}`,
          ),
        )
        .returning();
      if (!taken) {
        const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, id));
        if (!row || row.requestedById !== actor.userId) throw AppError.notFound();
        throw new AppError('export_gone', 410);
      }
      const stream = await storage.stream(taken.storageKey!);
      // Once the bytes have gone out they are removed; a broken download is asked for again.
      stream.once('close', () => void storage.delete(taken.storageKey!).catch(() => undefined));
      return { stream, size: taken.size };
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

    /** Expired exports lose their bytes (the housekeeping of this area). */
    async expire(): Promise<number> {
      const gone = await db
        .update(personalDataExports)
        .set({ status: 'expired' })
        .where(and(eq(personalDataExports.status, 'ready'), lt(personalDataExports.expiresAt, now())))
        .returning({ key: personalDataExports.storageKey });
      for (const { key } of gone) if (key) await storage.delete(key).catch(() => undefined);
      return gone.length;
    },
  };
}
export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

// The life cycle every requested download shares (the personal-data export, the bundled portfolio PDF): a job makes
// the bytes into storage and marks the row ready, or failed; the one who asked is notified either way; they download
// it once before it expires; the housekeeping removes expired bytes. Other areas get it through app.ts.
import type { NotificationType, RequestedDownloadKind } from '@portal/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { personalDataExports } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { AppError } from '../../lib/app-error';

export type RequestedDownloadRow = typeof personalDataExports.$inferSelect;

/** The notifications area's `notify` (wired in app.ts), called inside this area's transaction. */
export type NotifyFn = (
  tx: Db,
  input: { type: NotificationType; recipients: string[]; message: string; references?: { contextUrl?: string } },
) => Promise<unknown>;

const HOUR = 60 * 60 * 1000;

/** What the maker of one kind supplies: the bytes, and the notifications' words and link. */
export interface MakeSpec {
  /** Storage key of the bytes, e.g. `exports/<id>.zip`. */
  key: string;
  ttlHours: number;
  /** The bytes as a stream and the promise that the producer finished (it rejects when making failed). */
  build(): Promise<{ stream: Readable; done: Promise<void> }>;
  /** HTML of the RequestedDownloadReady and RequestedDownloadFailed notifications. */
  readyMessage: string;
  failedMessage: string;
  contextUrl: string;
}

export function createRequestedDownloads({
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
  return {
    /** The row if it is still waiting to be made (a job may run twice; the second finds nothing to do). */
    async pending(id: string): Promise<RequestedDownloadRow | null> {
      const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, id));
      return row && row.status === 'pending' ? row : null;
    },

    /**
     * Makes the bytes of a pending row into storage, marks it ready and notifies whoever asked; on any failure
     * removes what was written, marks it failed, sends RequestedDownloadFailed and rethrows (the job logs it).
     */
    async make(row: RequestedDownloadRow, spec: MakeSpec): Promise<void> {
      let built: Awaited<ReturnType<MakeSpec['build']>> | undefined;
      try {
        built = await spec.build();
        const [{ size }] = await Promise.all([storage.put(spec.key, built.stream), built.done]);
        const expiresAt = new Date(now().getTime() + spec.ttlHours * HOUR);
        await db.transaction(async (tx) => {
          await tx
            .update(personalDataExports)
            .set({ status: 'ready', storageKey: spec.key, size, readyAt: now(), expiresAt })
            .where(eq(personalDataExports.id, row.id));
          await notify(tx, {
            type: 'RequestedDownloadReady',
            recipients: [row.requestedById],
            message: spec.readyMessage,
            references: { contextUrl: spec.contextUrl },
          });
        });
      } catch (error) {
        // Stop the producer and let it end first: a failed job leaves no work running behind it (it would read the
        // database after the process, or the test, closed it).
        if (built) {
          built.stream.destroy();
          await settledWithin(built.done, PRODUCER_STOP_MS);
        }
        await storage.delete(spec.key).catch(() => undefined);
        await db.transaction(async (tx) => {
          await tx.update(personalDataExports).set({ status: 'failed' }).where(eq(personalDataExports.id, row.id));
          await notify(tx, {
            type: 'RequestedDownloadFailed',
            recipients: [row.requestedById],
            message: spec.failedMessage,
            references: { contextUrl: spec.contextUrl },
          });
        });
        throw error;
      }
    },

    /** Records the job's progress (`done` of `total`), for the status call. */
    async progress(id: string, done: number, total: number): Promise<void> {
      await db.update(personalDataExports).set({ done, total }).where(eq(personalDataExports.id, id));
    },

    /**
     * Hands out a ready download of `kind` once: the row turns `downloaded` in the same statement that checks it is
     * the caller's, ready and in time, so two clicks never both get it. Someone else's (or another kind) is 404;
     * used, expired or failed 410 `export_gone`. The bytes are removed once they have gone out.
     */
    async takeOnce(
      requesterId: string,
      id: string,
      kind: RequestedDownloadKind,
    ): Promise<{ stream: Readable; row: RequestedDownloadRow }> {
      const [taken] = await db
        .update(personalDataExports)
        .set({ status: 'downloaded', downloadedAt: now() })
        .where(
          and(
            eq(personalDataExports.id, id),
            eq(personalDataExports.requestedById, requesterId),
            eq(personalDataExports.kind, kind),
            eq(personalDataExports.status, 'ready'),
            sql`${personalDataExports.expiresAt} > ${now()}`,
          ),
        )
        .returning();
      if (!taken) {
        const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, id));
        if (!row || row.requestedById !== requesterId || row.kind !== kind) throw AppError.notFound();
        throw new AppError('export_gone', 410);
      }
      const stream = await storage.stream(taken.storageKey!);
      // A broken download is asked for again: the bytes go either way.
      stream.once('close', () => void storage.delete(taken.storageKey!).catch(() => undefined));
      return { stream, row: taken };
    },

    /** Expired downloads of every kind lose their bytes (the housekeeping job). */
    async expire(): Promise<number> {
      const gone = await db
        .update(personalDataExports)
        .set({ status: 'expired' })
        .where(and(eq(personalDataExports.status, 'ready'), lt(personalDataExports.expiresAt, now())))
        .returning({ key: personalDataExports.storageKey });
      for (const { key } of gone) if (key) await storage.delete(key).catch(() => undefined);
      return gone.length;
    },

    /** A ready row past its time counts as expired even before the clean-up removes it. */
    statusOf(row: RequestedDownloadRow): RequestedDownloadRow['status'] {
      return row.status === 'ready' && row.expiresAt && row.expiresAt <= now() ? 'expired' : row.status;
    },
  };
}

export type RequestedDownloads = ReturnType<typeof createRequestedDownloads>;

/** How long a failed download's producer may take to notice its output closed (it stops at its next write). */
const PRODUCER_STOP_MS = 10_000;

/** Waits for a promise to settle, at most `ms`; never rejects. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

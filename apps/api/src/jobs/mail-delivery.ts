// Mail delivery: the outbox in the `mail_outbox` table, and the job that sends what is due every few seconds.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { DEFAULT_MAIL_BATCH, type ClaimedMail, type Mailer, type MailOutbox } from '../integrations/mail';
import type { MailBacklog } from '../plugins/metrics';

const claimedColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  template: mailOutbox.template,
  attempts: mailOutbox.attempts,
};

/** `now() + ms`, computed by the database so that every process agrees on the clock. */
const fromNow = (ms: number) => sql`now() + (${ms}::double precision * interval '1 millisecond')`;

/** The outbox in `mail_outbox`. `add` takes the caller's transaction (or the database itself). */
export function createMailOutbox(db: Db): MailOutbox<Db> {
  /** Only while this attempt still holds the claim. */
  const stillClaimed = (mail: ClaimedMail) =>
    and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, mail.attempts));

  return {
    async add(tx, mail) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: mail.to,
          userId: mail.userId,
          template: mail.template,
          data: mail.data,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.sendAfter && { sendAfter: mail.sendAfter }),
        })
        .returning({ id: mailOutbox.id });
      return row!;
    },

    async claimDue(limit, leaseMs) {
      // One statement: the rows are locked by the subquery and updated before the lock is released, and
      // `skip locked` makes a concurrent run take the next rows instead of waiting for (and resending) these.
      // PGlite accepts the same clause (it has one connection, so nothing is ever locked there).
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.sendAfter, sql`now()`)))
        .orderBy(mailOutbox.sendAfter)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, sendAfter: fromNow(leaseMs) })
        .where(inArray(mailOutbox.id, due))
        .returning(claimedColumns);
    },

    async markSent(mail) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(stillClaimed(mail));
    },

    async markRetry(mail, error, retryInMs) {
      await db
        .update(mailOutbox)
        .set({ status: 'pending', lastError: error, sendAfter: fromNow(retryInMs) })
        .where(stillClaimed(mail));
    },

    async markFailed(mail, error) {
      await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(stillClaimed(mail));
    },
  };
}

/**
 * What has not left the outbox yet, for metrics: one statement over the rows the status index selects (unsent mails
 * are few while delivery keeps up; failed ones are kept but counted from the index).
 */
export async function mailOutboxBacklog(db: Db): Promise<MailBacklog> {
  const unsent = sql`${mailOutbox.status} in ('pending', 'sending')`;
  const [row] = await db
    .select({
      unsent: sql<number>`(count(*) filter (where ${unsent}))::int`,
      oldestUnsentSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${unsent})), 0)::float8`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']));
  return {
    unsent: Number(row?.unsent ?? 0),
    oldestUnsentSeconds: Math.max(0, Number(row?.oldestUnsentSeconds ?? 0)),
    failed: Number(row?.failed ?? 0),
  };
}

export interface MailDeliveryOptions {
  mailer: Pick<Mailer<unknown>, 'deliverDue'>;
  /** Pause between runs; a run that finds a full batch goes on at once until the outbox is drained. */
  intervalMs?: number;
  /** Mails per batch (see DEFAULT_MAIL_BATCH). */
  batchSize?: number;
  logger: Pick<BaseLogger, 'error'>;
}

/**
 * Delivers due mails now and then every `intervalMs`, never two runs at once in this process (other processes
 * are kept apart by the outbox's claim). Returns `stop`, which resolves once the run in flight has finished: call
 * it before closing the database.
 */
export function startMailDelivery(options: MailDeliveryOptions): () => Promise<void> {
  const { mailer, intervalMs = 5000, batchSize = DEFAULT_MAIL_BATCH, logger } = options;
  let stopped = false;
  let inFlight: Promise<void> | null = null;

  async function run(): Promise<void> {
    try {
      while (!stopped) {
        const report = await mailer.deliverDue(batchSize);
        if (report.claimed < batchSize) break;
      }
    } catch (error) {
      logger.error({ err: error }, 'mail delivery run failed; trying again at the next interval');
    }
  }

  function tick(): void {
    if (stopped || inFlight) return;
    inFlight = run().finally(() => {
      inFlight = null;
    });
  }

  const timer = setInterval(tick, intervalMs);
  // The job alone must not keep the process alive.
  timer.unref();
  tick();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await inFlight;
  };
}

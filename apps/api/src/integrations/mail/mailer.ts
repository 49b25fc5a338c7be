// The mailer: renders a mail into the outbox inside the caller's transaction, and later delivers what is due.
// Where the outbox lives is a narrow dependency (the Drizzle one is in jobs/mail-delivery.ts): this folder may
// not reach the database, and tests can hand in any store.
import type { BaseLogger } from 'pino';
import { z } from 'zod';
import { renderMail, type MailTemplateData, type MailTemplateName } from './templates';
import type { MailTransport } from './transport';

/** Delivery attempts before a mail is given up (status `failed`). */
export const MAX_MAIL_ATTEMPTS = 5;
/** Mails one delivery run claims at most. */
export const DEFAULT_MAIL_BATCH = 10;
/**
 * How long a claimed mail belongs to the run that claimed it. A run that dies mid-delivery leaves its mails
 * `sending`; after the lease another run takes them again (each send is bounded far below it, see transport.ts).
 */
export const MAIL_CLAIM_LEASE_MS = 30 * 60_000;

/** Wait after the n-th failed attempt: 2^n minutes (2, 4, 8, 16). */
export function retryDelayMs(attempts: number): number {
  return 2 ** attempts * 60_000;
}

/** A rendered mail as the outbox stores it. */
export interface NewOutboxMail {
  to: string;
  userId: string | null;
  template: string;
  /** The template's data without its secrets. */
  data: Record<string, unknown>;
  subject: string;
  html: string;
  text: string;
  /** Not before this moment; now when absent. */
  sendAfter?: Date | undefined;
}

/** A mail a delivery run has claimed; `attempts` already counts this attempt. */
export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  attempts: number;
}

/**
 * Where mails wait for delivery. Every `mark*` only touches the mail while it is still claimed by this attempt
 * (same id and attempt count, status `sending`), so a run that outlived its lease cannot undo a later run's work.
 */
export interface MailOutbox<Tx> {
  add(tx: Tx, mail: NewOutboxMail): Promise<{ id: string }>;
  /**
   * Claims up to `limit` mails that are due (pending, or claimed by a run whose lease ran out): marks them
   * `sending`, counts the attempt and holds them for `leaseMs`. Mails another process is claiming are skipped.
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  markSent(mail: ClaimedMail): Promise<void>;
  /** Back to `pending`, due again after `retryInMs`. */
  markRetry(mail: ClaimedMail, error: string, retryInMs: number): Promise<void>;
  /** Given up for good. */
  markFailed(mail: ClaimedMail, error: string): Promise<void>;
}

/** A mail to send: one of the templates with its data. */
export type MailRequest = {
  [K in MailTemplateName]: {
    to: string;
    /** The account it is for, if any (an external contributor has none). */
    userId?: string | null | undefined;
    template: K;
    data: MailTemplateData[K];
    /** Not before this moment (e.g. a digest prepared ahead); now when absent. */
    sendAfter?: Date | undefined;
  };
}[MailTemplateName];

/** What one delivery run did. */
export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retried: number;
  /** Given up. */
  failed: number;
}

export type MailLogger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

export interface MailerDeps<Tx> {
  outbox: MailOutbox<Tx>;
  /** null: nothing is sent; each mail is logged (without its body) and marked sent, for the development mailbox. */
  transport: MailTransport | null;
  /** The sender, e.g. `Opleidingsportaal <no-reply@example.nl>` (MAIL_FROM). */
  from: string;
  /** Where the portal is reached (PUBLIC_URL); links in mails start here. */
  publicUrl: URL | string;
  logger: MailLogger;
}

export interface Mailer<Tx> {
  /**
   * Renders the mail and adds it to the outbox in the caller's transaction, so it exists only if the change that
   * causes it commits. Throws for an invalid address or template data (a programming error): the change rolls back.
   */
  enqueue(tx: Tx, mail: MailRequest): Promise<{ id: string }>;
  /** Delivers up to `limit` due mails; safe to run in several processes at once. */
  deliverDue(limit?: number): Promise<DeliveryReport>;
}

const address = z.email();

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000) || 'unknown error';
}

/** Builds the mailer over an outbox and, when SMTP is configured, a transport. */
export function createMailer<Tx>(deps: MailerDeps<Tx>): Mailer<Tx> {
  const { outbox, transport, from, logger } = deps;
  const publicUrl = new URL(deps.publicUrl);

  async function deliver(mail: ClaimedMail, report: DeliveryReport): Promise<void> {
    const about = { mailId: mail.id, template: mail.template, attempts: mail.attempts };
    if (mail.attempts > MAX_MAIL_ATTEMPTS) {
      // Its earlier runs died while it was claimed; do not try again forever.
      await outbox.markFailed(mail, 'delivery was interrupted too often');
      logger.error(about, 'mail given up: delivery was interrupted too often');
      report.failed++;
      return;
    }
    if (!transport) {
      // The body is never logged: it may hold a sign-in link or code. The development mailbox shows it.
      logger.info(
        { ...about, to: mail.to, subject: mail.subject },
        'mail not sent: no SMTP_URL is set (see the development mailbox, GET /api/dev/mails)',
      );
      await outbox.markSent(mail);
      report.sent++;
      return;
    }
    let messageId: string;
    try {
      ({ messageId } = await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      }));
    } catch (error) {
      const reason = describeError(error);
      if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
        await outbox.markFailed(mail, reason);
        logger.error({ ...about, error: reason }, 'mail given up after its last attempt');
        report.failed++;
      } else {
        const retryInMs = retryDelayMs(mail.attempts);
        await outbox.markRetry(mail, reason, retryInMs);
        logger.warn({ ...about, error: reason, retryInMs }, 'mail not sent; trying again later');
        report.retried++;
      }
      return;
    }
    // Marked outside the try: a database error after a successful send must not count as a failed send.
    await outbox.markSent(mail);
    logger.info({ ...about, messageId }, 'mail sent');
    report.sent++;
  }

  return {
    async enqueue(tx, mail) {
      const to = address.parse(mail.to.trim());
      const rendered = renderMail(mail.template, mail.data as never, { publicUrl });
      return outbox.add(tx, {
        to,
        userId: mail.userId ?? null,
        template: mail.template,
        data: rendered.storedData,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        sendAfter: mail.sendAfter,
      });
    },

    async deliverDue(limit = DEFAULT_MAIL_BATCH) {
      const claimed = await outbox.claimDue(limit, MAIL_CLAIM_LEASE_MS);
      const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
      // One at a time: kind to the mail server, and a batch stays well within its lease.
      for (const mail of claimed) await deliver(mail, report);
      return report;
    },
  };
}

// The optional mails of spec 3 that `optOutMailings` turns off: a daily digest of unread notifications and a weekly
// mail of unread news. Both run on the job queue and write their mails to the outbox, which the mail delivery sends.
import type { Role } from '@portal/contracts';
import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { BaseLogger } from 'pino';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { newsItems, userMailings, users } from '../db/schema';
import { newsReadBy, newsVisibleTo } from '../features/news/news-visibility';
import { MAILING_LIST_MAX, type Mailer } from '../integrations/mail';
import { plainText } from '../lib/html';
import type { JobDefinition } from './queue';

export const DAILY_DIGEST_JOB = 'daily-digest';
export const WEEKLY_NEWS_JOB = 'weekly-news-mail';
/** Every day at 07:00 in Amsterdam, before the working day: one digest per Amsterdam day, so ~24 hours apart. */
export const DAILY_DIGEST_CRON = '0 7 * * *';
/** Mondays at 08:00, an hour after the digest, so the two runs never share the machine. */
export const WEEKLY_NEWS_CRON = '0 8 * * 1';

/**
 * How far back "new" reaches: a digest lists notifications of the last week, a news mail news of the last two weeks
 * (one missed Monday run loses nothing). This bounds the first mail of a new user and the first after opting in again.
 */
export const DIGEST_LOOKBACK_DAYS = 7;
export const NEWS_LOOKBACK_DAYS = 14;
/** Records older than this can no longer exclude anything (both look-backs are shorter) and are removed. */
const RECORD_RETENTION_DAYS = 60;
/** A notification's text in the digest; the bell shows the whole message. */
const ITEM_TEXT_MAX = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

type MailingKind = (typeof userMailings.$inferInsert)['kind'];

export interface MailingDeps {
  db: Db;
  /** Writes the mail to the outbox in the caller's transaction. */
  mailer: Pick<Mailer<Db>, 'enqueue'>;
  logger: Pick<BaseLogger, 'warn'>;
}

/** What one run did, per user: sent, nothing new (no mail), or already sent for this period (elsewhere or earlier). */
export interface MailingReport {
  period: string;
  sent: number;
  nothingNew: number;
  alreadySent: number;
  failed: number;
}

const amsterdamDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Amsterdam calendar day of a moment, `YYYY-MM-DD`. */
export function amsterdamDate(at: Date): string {
  return amsterdamDay.format(at);
}

/** The Monday of the (ISO) week of a `YYYY-MM-DD` day. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const shorten = (text: string) => (text.length <= ITEM_TEXT_MAX ? text : `${text.slice(0, ITEM_TEXT_MAX - 1)}…`);

interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

type Outcome = 'sent' | 'nothingNew' | 'alreadySent';

/**
 * One user's mail of one kind and period, at most once: in one transaction the preference is read again (an opt-out
 * saved during the run counts), the new items are collected, the record is inserted with `on conflict do nothing`
 * and only when it was inserted is the mail written to the outbox. Two processes racing for the same user wait on
 * the record's primary key; the second finds it and writes nothing. A failure rolls back both record and mail.
 */
async function mailOnce<Item extends { id: string }>(
  db: Db,
  key: { userId: string; kind: MailingKind; period: string },
  findNew: (tx: Db) => Promise<Item[]>,
  write: (tx: Db, items: Item[]) => Promise<unknown>,
): Promise<Outcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [wanted] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, key.userId), eq(users.active, true), eq(users.optOutMailings, false)));
    if (!wanted) return 'nothingNew';
    const items = await findNew(tx);
    if (items.length === 0) return 'nothingNew';
    const claimed = await tx
      .insert(userMailings)
      .values({ ...key, items: items.map((item) => item.id) })
      .onConflictDoNothing()
      .returning({ userId: userMailings.userId });
    if (claimed.length === 0) return 'alreadySent';
    await write(tx, items);
    return 'sent';
  });
}

/** Mails each recipient once for the period; a failure for one user is logged and the others go on. */
async function runMailing<R extends Recipient>(
  deps: MailingDeps,
  kind: MailingKind,
  period: string,
  recipients: R[],
  mailOne: (recipient: R) => Promise<Outcome>,
): Promise<MailingReport> {
  const report: MailingReport = { period, sent: 0, nothingNew: 0, alreadySent: 0, failed: 0 };
  for (const recipient of recipients) {
    try {
      report[await mailOne(recipient)]++;
    } catch (err) {
      report.failed++;
      deps.logger.warn({ err, userId: recipient.id, kind, period }, 'optional mail not written');
    }
  }
  const before = new Date(Date.parse(`${period}T00:00:00Z`) - RECORD_RETENTION_DAYS * DAY_MS);
  await deps.db
    .delete(userMailings)
    .where(and(eq(userMailings.kind, kind), sql`${userMailings.period} < ${before.toISOString().slice(0, 10)}::date`));
  // A failed user is tried again by the job's retry (the ones already mailed are skipped by their records).
  if (report.failed > 0) {
    throw new Error(`${kind} ${period}: ${report.failed} of ${recipients.length} mails could not be written`);
  }
  return report;
}

/**
 * Notifications new for the user's digest (refers to `n` and `u`): unread, created within the look-back, of a type
 * the user has not opted out of (since it was made), and listed by none of their earlier digests.
 */
function newNotification(since: Date) {
  return sql`n.read_at is null and n.created_at > ${since} and n.type <> all(u.opt_out_types)
    and not exists (select 1 from user_mailings m
      where m.user_id = n.user_id and m.kind = 'daily_digest' and n.id = any(m.items))`;
}

/**
 * The daily digest for the Amsterdam day of `now`: to every active user who has not opted out of the optional mails
 * and has new notifications (see `newNotification`), one mail listing them, newest first (at most
 * `MAILING_LIST_MAX`, the rest counted). Nothing new: no mail. Safe to run again and in several processes at once:
 * a user gets at most one digest per Amsterdam day.
 */
export async function sendDailyDigests(deps: MailingDeps, now = new Date()): Promise<MailingReport> {
  const { db, mailer } = deps;
  const period = amsterdamDate(now);
  const since = new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS);
  const recipients = rowsOf<Recipient>(
    await db.execute(sql`
      select u.id, u.email, u.first_name as "firstName"
      from users u
      where u.active and not u.opt_out_mailings
        and not exists (select 1 from user_mailings m
          where m.user_id = u.id and m.kind = 'daily_digest' and m.period = ${period}::date)
        and exists (select 1 from notifications n where n.user_id = u.id and ${newNotification(since)})
      order by u.id`),
  );
  return runMailing(deps, 'daily_digest', period, recipients, (user) =>
    mailOnce(
      db,
      { userId: user.id, kind: 'daily_digest', period },
      async (tx) =>
        rowsOf<{ id: string; message: string }>(
          await tx.execute(sql`
            select n.id, n.message
            from notifications n join users u on u.id = n.user_id
            where n.user_id = ${user.id} and ${newNotification(since)}
            order by n.created_at desc, n.id desc`),
        ),
      (tx, items) =>
        mailer.enqueue(tx, {
          to: user.email,
          userId: user.id,
          template: 'dailyDigest',
          data: {
            name: user.firstName.trim() || undefined,
            date: period,
            items: items.slice(0, MAILING_LIST_MAX).map((item) => ({ text: shorten(plainText(item.message)) })),
            more: Math.max(0, items.length - MAILING_LIST_MAX),
          },
        }),
    ),
  );
}

/**
 * The weekly news mail for the Amsterdam week of `now` (its period is the Monday): to every active user who has not
 * opted out, the news they may read now and have not opened, published within the look-back and listed by none of
 * their earlier news mails, newest first. "Published" is when the item became visible: its start, or when it was
 * saved if that was later (an item saved with a start in the past is new when it is saved). Nothing new: no mail.
 */
export async function sendWeeklyNewsMails(deps: MailingDeps, now = new Date()): Promise<MailingReport> {
  const { db, mailer } = deps;
  const period = mondayOf(amsterdamDate(now));
  const since = new Date(now.getTime() - NEWS_LOOKBACK_DAYS * DAY_MS);
  const recipients: (Recipient & { roles: Role[] })[] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, roles: users.roles })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        eq(users.optOutMailings, false),
        sql`not exists (select 1 from user_mailings m
          where m.user_id = ${users.id} and m.kind = 'weekly_news' and m.period = ${period}::date)`,
      ),
    )
    .orderBy(users.id);
  const publishedAt = sql`greatest(${newsItems.publishedStart}, ${newsItems.createdAt})`;
  return runMailing(deps, 'weekly_news', period, recipients, (user) =>
    mailOnce(
      db,
      { userId: user.id, kind: 'weekly_news', period },
      (tx) =>
        tx
          .select({ id: newsItems.id, title: newsItems.title, shownFrom: sql<Date | string>`${publishedAt}` })
          .from(newsItems)
          .where(
            and(
              newsVisibleTo({ userId: user.id, roles: user.roles }, now),
              not(newsReadBy(user.id)),
              sql`${publishedAt} > ${since}`,
              sql`not exists (select 1 from user_mailings m
                where m.user_id = ${user.id} and m.kind = 'weekly_news' and ${newsItems.id} = any(m.items))`,
            ),
          )
          .orderBy(desc(publishedAt), desc(newsItems.id)),
      (tx, items) =>
        mailer.enqueue(tx, {
          to: user.email,
          userId: user.id,
          template: 'weeklyNews',
          data: {
            name: user.firstName.trim() || undefined,
            items: items.slice(0, MAILING_LIST_MAX).map((item) => ({
              title: item.title,
              publishedAt: amsterdamDate(new Date(item.shownFrom)),
              path: `/informatie/nieuws/${item.id}`,
            })),
            more: Math.max(0, items.length - MAILING_LIST_MAX),
          },
        }),
    ),
  );
}

/**
 * The two mailings on the job queue: a cron job each (one job per match across all processes), singleton queues so a
 * slow run never overlaps the next, retried twice five minutes apart (users mailed already are skipped).
 */
export function mailingJobs(deps: MailingDeps): JobDefinition<object>[] {
  const common = {
    policy: 'singleton',
    retryLimit: 2,
    retryDelaySeconds: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  } as const;
  return [
    { ...common, name: DAILY_DIGEST_JOB, cron: DAILY_DIGEST_CRON, handler: () => sendDailyDigests(deps) },
    { ...common, name: WEEKLY_NEWS_JOB, cron: WEEKLY_NEWS_CRON, handler: () => sendWeeklyNewsMails(deps) },
  ];
}

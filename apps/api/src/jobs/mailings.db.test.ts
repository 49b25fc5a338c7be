// The optional mails on the real database, delivered over SMTP to a real listener: at most one per user and period
// (run twice, run by two processes at once, run on two job queues), nothing for an opted-out user or when nothing is
// new, and the content as the reader gets it. Each test mails its own users and looks only at their mails: a run
// goes over every user of the file's database.
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { mailOutbox, userMailings } from '../db/schema';
import { createMailer, createSmtpTransport, MAILING_LIST_MAX, type Mailer } from '../integrations/mail';
import * as f from '../../test/factories';
import { useJobQueueProcesses } from '../../test/job-queues';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createMailOutbox } from './mail-delivery';
import {
  amsterdamDate,
  DAILY_DIGEST_JOB,
  mailingJobs,
  mondayOf,
  sendDailyDigests,
  sendWeeklyNewsMails,
  WEEKLY_NEWS_JOB,
  type MailingDeps,
} from './mailings';

const processes = useJobQueueProcesses();
const logger = pino({ level: 'silent' });
const PUBLIC_URL = 'https://portal.example.nl';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let database: Database;
let db: Db;
let smtp: SmtpSink;
let mailer: Mailer<Db>;

beforeAll(async () => {
  database = processes.database();
  db = database.db;
  smtp = await startSmtpSink();
  mailer = mailerOn(db);
});
afterAll(async () => {
  await smtp?.close();
});

function mailerOn(on: Db): Mailer<Db> {
  return createMailer({
    outbox: createMailOutbox(on),
    transport: createSmtpTransport(smtp.url),
    from: 'Opleidingsportaal <no-reply@localhost>',
    publicUrl: PUBLIC_URL,
    logger,
  });
}

const depsOn = (on: Db): MailingDeps => ({ db: on, mailer: mailerOn(on), logger });

/** Delivers everything due over SMTP, until the outbox has nothing left to claim. */
async function deliver(): Promise<void> {
  while ((await mailer.deliverDue(50)).claimed > 0);
}

/** The mails of this kind that reached the user's address. */
const digestsTo = (user: { email: string }) => smtp.to(user.email).filter((m) => m.subject.startsWith('Je overzicht'));
const newsMailsTo = (user: { email: string }) => smtp.to(user.email).filter((m) => m.subject.startsWith('Nieuws'));
const outboxOf = (userId: string, template: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, template)));

/**
 * 07:00 or 08:00 in Amsterdam (summer/winter) on the day after today: within every look-back of what the test
 * creates now, and with the whole Amsterdam day ahead, so `+ 12 h` is the same period and `+ 1 day` the next.
 */
function tomorrowMorning(): Date {
  return new Date(`${amsterdamDate(new Date(Date.now() + DAY))}T06:00:00Z`);
}

/** The same hour on the coming Monday (1 to 7 days ahead): a news mail week that lies wholly ahead. */
function nextMondayMorning(): Date {
  const monday = Date.parse(`${mondayOf(amsterdamDate(new Date()))}T06:00:00Z`) + 7 * DAY;
  return new Date(monday);
}

describe('periods', () => {
  it('are Amsterdam days, and the Monday of the Amsterdam week', () => {
    // 23:30 UTC on a Sunday in winter is 00:30 on Monday in Amsterdam.
    expect(amsterdamDate(new Date('2026-01-04T23:30:00Z'))).toBe('2026-01-05');
    expect(amsterdamDate(new Date('2026-07-04T21:59:00Z'))).toBe('2026-07-04');
    expect(amsterdamDate(new Date('2026-07-04T22:00:00Z'))).toBe('2026-07-05');
    expect(mondayOf('2026-01-05')).toBe('2026-01-05');
    expect(mondayOf('2026-01-11')).toBe('2026-01-05');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });
});

describe('daily digest', () => {
  it('mails the new unread notifications once a day, over SMTP, and later only what is new', async () => {
    const anna = await f.createParticipant(db, { firstName: 'Anna', optOutTypes: ['AssignmentEvaluated'] });
    await f.createNotification(db, {
      userId: anna.id,
      type: 'WorkshopRegistrationEndsSoon',
      message: '<p>Je kunt je workshops voor <strong>Terugkomdag &lt;blok 5&gt;</strong> nog kiezen.</p>',
      createdAt: new Date(Date.now() - 2 * HOUR),
    });
    await f.createNotification(db, { userId: anna.id, message: '<p>Nieuw bericht van Bram &amp; Co</p>' });
    await f.createNotification(db, { userId: anna.id, message: '<p>Al gelezen</p>', readAt: new Date() });
    // Made before she turned this type off: she does not want to hear about it.
    await f.createNotification(db, { userId: anna.id, type: 'AssignmentEvaluated', message: '<p>Beoordeeld</p>' });
    // Older than the look-back: not news any more.
    await f.createNotification(db, {
      userId: anna.id,
      message: '<p>Oud</p>',
      createdAt: new Date(Date.now() - 9 * DAY),
    });

    const morning = tomorrowMorning();
    const first = await sendDailyDigests(depsOn(db), morning);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await deliver();
    const [mail, ...others] = digestsTo(anna);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(
      `Je overzicht van ${amsterdamDate(morning).split('-').reverse().join('-')} in het Opleidingsportaal`,
    );
    expect(mail!.mail.from?.value[0]?.address).toBe('no-reply@localhost');
    expect(mail!.text).toContain('Beste Anna,');
    // Newest first, as text: entities decoded, no markup.
    expect(mail!.text).toContain(
      '- Nieuw bericht van Bram & Co\n- Je kunt je workshops voor Terugkomdag <blok 5> nog kiezen.\n',
    );
    expect(mail!.html).toContain('Terugkomdag &lt;blok 5&gt;');
    for (const absent of ['Al gelezen', 'Beoordeeld', 'Oud', 'En nog']) expect(mail!.text).not.toContain(absent);
    expect(mail!.text).toContain(`${PUBLIC_URL}/account?tab=notificaties`);

    // The same day again, even with something new: no second digest.
    const later = await f.createNotification(db, { userId: anna.id, message: '<p>Later die dag</p>' });
    const again = await sendDailyDigests(depsOn(db), new Date(morning.getTime() + 12 * HOUR));
    expect(again.sent).toBe(0);
    await deliver();
    expect(digestsTo(anna)).toHaveLength(1);

    // The next day: only what no digest listed yet, although the earlier ones are still unread.
    await sendDailyDigests(depsOn(db), new Date(morning.getTime() + DAY));
    await deliver();
    expect(digestsTo(anna)).toHaveLength(2);
    expect(digestsTo(anna)[1]!.text).toContain('- Later die dag\n');
    expect(digestsTo(anna)[1]!.text).not.toContain('Bram');

    // The day after: nothing new, no mail.
    await sendDailyDigests(depsOn(db), new Date(morning.getTime() + 2 * DAY));
    await deliver();
    expect(digestsTo(anna)).toHaveLength(2);
    const records = await db.select().from(userMailings).where(eq(userMailings.userId, anna.id));
    expect(records.map((r) => r.items.length).sort()).toEqual([1, 2]);
    expect(records.find((r) => r.items.length === 1)!.items).toEqual([later.id]);
  });

  it('sends nothing to a user who opted out, an inactive account, or one with nothing unread', async () => {
    const optedOut = await f.createParticipant(db, { optOutMailings: true });
    const inactive = await f.createParticipant(db, { active: false });
    const allRead = await f.createParticipant(db);
    const wanted = await f.createParticipant(db);
    for (const user of [optedOut, inactive, wanted]) await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: allRead.id, readAt: new Date() });

    await sendDailyDigests(depsOn(db), tomorrowMorning());
    await deliver();
    expect(digestsTo(wanted)).toHaveLength(1);
    for (const user of [optedOut, inactive, allRead]) {
      expect(digestsTo(user)).toEqual([]);
      expect(await outboxOf(user.id, 'dailyDigest')).toEqual([]);
    }
  });

  it(`lists at most ${MAILING_LIST_MAX} notifications and counts the rest`, async () => {
    const busy = await f.createParticipant(db);
    const start = Date.now() - HOUR;
    for (let i = 0; i < MAILING_LIST_MAX + 2; i++) {
      await f.createNotification(db, {
        userId: busy.id,
        message: `<p>Melding ${i}</p>`,
        createdAt: new Date(start + i * 1000),
      });
    }
    await sendDailyDigests(depsOn(db), tomorrowMorning());
    await deliver();
    const [mail] = digestsTo(busy);
    expect(mail!.text.match(/^- Melding \d+$/gm)).toHaveLength(MAILING_LIST_MAX);
    expect(mail!.text).toContain(`- Melding ${MAILING_LIST_MAX + 1}\n`);
    expect(mail!.text).not.toContain('- Melding 1\n');
    expect(mail!.text).toContain('En nog 2 andere nieuwe notificaties.');
  });

  it('mails each user once when two processes run the digest at the same moment', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => f.createParticipant(db)));
    for (const user of users) await f.createNotification(db, { userId: user.id });
    const second = processes.secondProcessDatabase();
    const morning = tomorrowMorning();

    const reports = await Promise.all([
      sendDailyDigests(depsOn(db), morning),
      sendDailyDigests(depsOn(second.db), morning),
    ]);
    for (const user of users) expect(await outboxOf(user.id, 'dailyDigest')).toHaveLength(1);
    // Every user was settled by one of the two; neither failed.
    expect(reports.map((r) => r.failed)).toEqual([0, 0]);
    await deliver();
    for (const user of users) expect(digestsTo(user)).toHaveLength(1);
  });

  it('mails each user once when the job runs on two queues (processes), also when it is asked twice', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => f.createParticipant(db)));
    for (const user of users) await f.createNotification(db, { userId: user.id });
    const second = processes.secondProcessDatabase();
    const queues = [processes.queueOn(database), processes.queueOn(second)];
    queues.forEach((queue, i) => mailingJobs(depsOn([db, second.db][i]!)).forEach((job) => queue.define(job)));
    for (const queue of queues) await queue.start();

    // A cron match in each process, and a restart that asks again: three jobs for one day.
    const ids = await Promise.all([...queues, queues[0]!].map((queue) => queue.send(DAILY_DIGEST_JOB, {})));
    for (const id of ids) {
      await expect
        .poll(async () => (await queues[0]!.getJob(DAILY_DIGEST_JOB, id!))?.state, { timeout: 30_000 })
        .toBe('completed');
    }
    await deliver();
    for (const user of users) {
      expect(digestsTo(user)).toHaveLength(1);
      expect(await outboxOf(user.id, 'dailyDigest')).toHaveLength(1);
    }
    const outputs = await Promise.all(ids.map((id) => queues[0]!.getJob(DAILY_DIGEST_JOB, id!)));
    expect(outputs.map((job) => (job?.output as { failed: number }).failed)).toEqual([0, 0, 0]);
    // Both mailings are on the cron schedule, in Amsterdam time.
    const query = 'select name, cron, timezone from pgboss.schedule order by name';
    const schedules =
      database.kind === 'pglite' ? await database.client.query(query) : await database.pool.query(query);
    expect(schedules.rows).toEqual(
      expect.arrayContaining([
        { name: DAILY_DIGEST_JOB, cron: '0 7 * * *', timezone: 'Europe/Amsterdam' },
        { name: WEEKLY_NEWS_JOB, cron: '0 8 * * 1', timezone: 'Europe/Amsterdam' },
      ]),
    );
  });
});

describe('weekly news mail', () => {
  it('mails the unread news published since the last news mail, once a week', async () => {
    const event = await f.createEvent(db);
    const bram = await f.createParticipant(db, { firstName: 'Bram' });
    await f.createEnrolment(db, { eventId: event.id, userId: bram.id });
    const teacher = await f.createTeacher(db);
    const optedOut = await f.createParticipant(db, { optOutMailings: true });

    const forParticipants = await f.createNewsItem(db, { title: 'Nieuwe toetsdata & roosters' });
    const forTheEvent = await f.createNewsItem(db, { title: 'Programma terugkomdag', roles: [] });
    await f.createNewsEvent(db, { newsId: forTheEvent.id, eventId: event.id });
    const read = await f.createNewsItem(db, { title: 'Al gelezen nieuws' });
    await f.createNewsRead(db, { newsId: read.id, userId: bram.id });
    await f.createNewsItem(db, { title: 'Concept', published: false });
    await f.createNewsItem(db, { title: 'Alleen docenten', roles: ['ROLE_TEACHER'] });
    // Published three weeks ago: not news any more.
    await f.createNewsItem(db, {
      title: 'Oud nieuws',
      publishedStart: f.daysFromNow(-21),
      createdAt: f.daysFromNow(-21),
    });

    const monday = nextMondayMorning();
    await sendWeeklyNewsMails(depsOn(db), monday);
    await deliver();
    const [mail, ...others] = newsMailsTo(bram);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Nieuws dat je nog niet hebt gelezen in het Opleidingsportaal');
    expect(mail!.text).toContain('Beste Bram,');
    const published = amsterdamDate(new Date()).split('-').reverse().join('-');
    expect(mail!.text).toContain(
      `- Nieuwe toetsdata & roosters (geplaatst op ${published})\n  ${PUBLIC_URL}/informatie/nieuws/${forParticipants.id}`,
    );
    expect(mail!.text).toContain(`- Programma terugkomdag (geplaatst op ${published})`);
    for (const absent of ['Al gelezen', 'Concept', 'Alleen docenten', 'Oud nieuws']) {
      expect(mail!.text).not.toContain(absent);
    }
    expect(newsMailsTo(teacher)).toHaveLength(1);
    expect(newsMailsTo(teacher)[0]!.text).toContain('Alleen docenten');
    expect(newsMailsTo(optedOut)).toEqual([]);

    // Later that week, with another item: none (one mail a week).
    const thursday = new Date(monday.getTime() + 3 * DAY);
    await f.createNewsItem(db, { title: 'Nog een bericht' });
    await sendWeeklyNewsMails(depsOn(db), thursday);
    await deliver();
    expect(newsMailsTo(bram)).toHaveLength(1);

    // The next week: only what the first mail did not list, although those are still unread.
    await sendWeeklyNewsMails(depsOn(db), new Date(monday.getTime() + 7 * DAY));
    await deliver();
    expect(newsMailsTo(bram)).toHaveLength(2);
    expect(newsMailsTo(bram)[1]!.text).toContain(`- Nog een bericht (geplaatst op ${published})`);
    expect(newsMailsTo(bram)[1]!.text).not.toContain('toetsdata');

    // The week after: nothing new, no mail.
    await sendWeeklyNewsMails(depsOn(db), new Date(monday.getTime() + 14 * DAY));
    await deliver();
    expect(newsMailsTo(bram)).toHaveLength(2);
  });

  it('mails each user once when two processes run it at the same moment', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => f.createParticipant(db)));
    await f.createNewsItem(db, { title: 'Voor iedereen' });
    const second = processes.secondProcessDatabase();
    const monday = nextMondayMorning();
    await Promise.all([sendWeeklyNewsMails(depsOn(db), monday), sendWeeklyNewsMails(depsOn(second.db), monday)]);
    await deliver();
    for (const user of users) {
      expect(newsMailsTo(user)).toHaveLength(1);
      expect(await outboxOf(user.id, 'weeklyNews')).toHaveLength(1);
    }
  });
});

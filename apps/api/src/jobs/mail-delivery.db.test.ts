// The outbox on the real database: written in the caller's transaction, delivered once, retried with backoff,
// logged without its body when there is no mail server. Each test starts from an empty outbox, because delivery
// takes whatever is due in the whole table.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database, Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import {
  createFakeTransport,
  createMailer,
  MAX_MAIL_ATTEMPTS,
  type MailRequest,
  type MailTransport,
} from '../integrations/mail';
import { createLogger } from '../lib/logger';
import { LogCapture, testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createMailOutbox, startMailDelivery } from './mail-delivery';

const FROM = 'Opleidingsportaal <no-reply@localhost>';
const PUBLIC_URL = new URL('http://localhost:3000');

let database: Database;
let db: Db;
let logs: LogCapture;

beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  db = database.db;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await db.delete(mailOutbox);
  logs = new LogCapture();
});

function mailerWith(transport: MailTransport | null) {
  return createMailer({
    outbox: createMailOutbox(db),
    transport,
    from: FROM,
    publicUrl: PUBLIC_URL,
    logger: createLogger(testConfig(), logs),
  });
}

const reset = (n: number, token = `secret-token-${n}`): MailRequest => ({
  to: `persoon${n}@example.nl`,
  template: 'passwordReset',
  data: { name: `Persoon ${n}`, token },
});

const rows = () => db.select().from(mailOutbox).orderBy(mailOutbox.to);
/** Makes every waiting mail due now, as if the clock had moved on. */
const timePasses = () => db.update(mailOutbox).set({ sendAfter: sql`now() - interval '1 second'` });
/** Minutes from the database's now to each mail's sendAfter. */
const minutesUntilDue = async () =>
  (
    await db
      .select({ minutes: sql<string>`extract(epoch from (${mailOutbox.sendAfter} - now())) / 60` })
      .from(mailOutbox)
  ).map((r) => Number(r.minutes));

describe('enqueue', () => {
  it('renders into the outbox in the caller transaction, without the secrets in the stored data', async () => {
    const user = await createUser(db);
    const mailer = mailerWith(createFakeTransport());
    await db.transaction(async (tx) => {
      await mailer.enqueue(tx, { ...reset(1, 'tok-xyz'), userId: user.id });
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      to: 'persoon1@example.nl',
      userId: user.id,
      template: 'passwordReset',
      subject: 'Stel een nieuw wachtwoord in voor het Opleidingsportaal',
      status: 'pending',
      attempts: 0,
      data: { name: 'Persoon 1', token: '[redacted]' },
    });
    expect(row!.html).toContain('http://localhost:3000/wachtwoord-vergeten?token=tok-xyz');
    expect(row!.text).toContain('http://localhost:3000/wachtwoord-vergeten?token=tok-xyz');
  });

  it('leaves no mail when the transaction rolls back', async () => {
    const mailer = mailerWith(createFakeTransport());
    await expect(
      db.transaction(async (tx) => {
        await mailer.enqueue(tx, reset(1));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('refuses a bad address or bad data, which rolls the change back', async () => {
    const mailer = mailerWith(createFakeTransport());
    await expect(mailer.enqueue(db, { ...reset(1), to: 'geen adres' })).rejects.toThrow();
    await expect(
      mailer.enqueue(db, { to: 'a@example.nl', template: 'twoFactorCode', data: { code: 'abcdef' } }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});

describe('deliverDue', () => {
  it('sends due mails through the transport and marks them sent', async () => {
    const fake = createFakeTransport();
    const mailer = mailerWith(fake);
    await mailer.enqueue(db, reset(1));
    await mailer.enqueue(db, reset(2));
    await mailer.enqueue(db, { ...reset(3), sendAfter: new Date(Date.now() + 3600_000) });

    expect(await mailer.deliverDue()).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    expect(fake.sent.map((m) => m.to).sort()).toEqual(['persoon1@example.nl', 'persoon2@example.nl']);
    expect(fake.sent[0]).toMatchObject({
      from: FROM,
      subject: 'Stel een nieuw wachtwoord in voor het Opleidingsportaal',
    });
    expect(fake.sent[0]!.text).toContain('/wachtwoord-vergeten?token=secret-token-');

    const [one, two, later] = await rows();
    for (const row of [one!, two!]) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(later).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(await mailer.deliverDue()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
  });

  it('takes at most `limit` mails per run', async () => {
    const fake = createFakeTransport();
    const mailer = mailerWith(fake);
    for (let n = 1; n <= 5; n++) await mailer.enqueue(db, reset(n));
    expect((await mailer.deliverDue(3)).sent).toBe(3);
    expect((await mailer.deliverDue(3)).sent).toBe(2);
    expect(fake.sent).toHaveLength(5);
  });

  it('backs off 2, 4, 8, 16 minutes after failures and gives up after the fifth attempt', async () => {
    const fake = createFakeTransport();
    fake.failWith(new Error('451 mailbox temporarily unavailable'));
    const mailer = mailerWith(fake);
    await mailer.enqueue(db, reset(1));

    for (const [attempt, minutes] of [
      [1, 2],
      [2, 4],
      [3, 8],
      [4, 16],
    ] as const) {
      expect(await mailer.deliverDue()).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
      const [row] = await rows();
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: '451 mailbox temporarily unavailable',
      });
      const [due] = await minutesUntilDue();
      expect(due).toBeGreaterThan(minutes - 0.1);
      expect(due).toBeLessThanOrEqual(minutes);
      // Not due yet: nothing happens.
      expect((await mailer.deliverDue()).claimed).toBe(0);
      await timePasses();
    }

    expect(await mailer.deliverDue()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    await timePasses();
    expect((await mailer.deliverDue()).claimed).toBe(0);
    expect(logs.lines.find((l) => l.msg === 'mail given up after its last attempt')).toMatchObject({ level: 50 });
  });

  it('sends a mail again whose delivery run died (its lease ran out), and gives it up when that keeps happening', async () => {
    const fake = createFakeTransport();
    const mailer = mailerWith(fake);
    await mailer.enqueue(db, reset(1));
    await mailer.enqueue(db, reset(2));
    // Two runs that died while holding their mails: one early, one at its last attempt.
    await db.update(mailOutbox).set({ status: 'sending', attempts: 1, sendAfter: sql`now() - interval '1 second'` });
    await db.update(mailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS }).where(eq(mailOutbox.to, 'persoon2@example.nl'));

    expect(await mailer.deliverDue()).toEqual({ claimed: 2, sent: 1, retried: 0, failed: 1 });
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: 'sent', attempts: 2 });
    expect(second).toMatchObject({ status: 'failed', lastError: 'delivery was interrupted too often' });
    expect(fake.sent.map((m) => m.to)).toEqual(['persoon1@example.nl']);
  });

  it('a run that lost its claim cannot overwrite the later run', async () => {
    const outbox = createMailOutbox(db);
    await mailerWith(null).enqueue(db, reset(1));
    const [stale] = await outbox.claimDue(10, -1000);
    const [fresh] = await outbox.claimDue(10, 60_000);
    expect(fresh!.attempts).toBe(stale!.attempts + 1);
    await outbox.markFailed(stale!, 'late');
    expect((await rows())[0]).toMatchObject({ status: 'sending', lastError: null });
    await outbox.markSent(fresh!);
    expect((await rows())[0]).toMatchObject({ status: 'sent' });
  });

  it('without a transport: logs recipient and subject, never the body or its token, and marks the mail sent', async () => {
    const mailer = mailerWith(null);
    await mailer.enqueue(db, reset(1, 'very-secret-reset-token'));
    await mailer.enqueue(db, { to: 'code@example.nl', template: 'twoFactorCode', data: { code: '493817' } });

    expect(await mailer.deliverDue()).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', lastError: null });

    const notes = logs.lines.filter((l) => String(l.msg).startsWith('mail not sent: no SMTP_URL is set'));
    expect(notes.map((l) => l.to).sort()).toEqual(['code@example.nl', 'persoon1@example.nl']);
    expect(notes.map((l) => l.subject)).toContain('Stel een nieuw wachtwoord in voor het Opleidingsportaal');
    const all = logs.raw.join('\n');
    expect(all).not.toContain('very-secret-reset-token');
    expect(all).not.toContain('493817');
    expect(all).not.toContain('wachtwoord-vergeten');
  });

  it('four processes delivering at once send every mail exactly once', async () => {
    const sentTo: string[] = [];
    // A slow mail server, so that the runs overlap.
    const slow: MailTransport = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sentTo.push(message.to);
        return { messageId: `<${sentTo.length}@test>` };
      },
    };
    // Four processes (the test database's pool has four connections), started at the same moment.
    const processes = [1, 2, 3, 4].map(() => mailerWith(slow));
    for (let n = 1; n <= 60; n++) await processes[0]!.enqueue(db, reset(n));

    const drain = async (mailer: (typeof processes)[number]) => {
      let total = 0;
      for (;;) {
        const report = await mailer.deliverDue(5);
        total += report.sent;
        if (report.claimed === 0) return total;
      }
    };
    const counts = await Promise.all(processes.map(drain));
    expect(counts.reduce((a, b) => a + b)).toBe(60);
    expect(sentTo).toHaveLength(60);
    expect(new Set(sentTo).size).toBe(60);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it.skipIf(inject('testDatabase').kind === 'pglite')(
    'PostgreSQL: skips mails another transaction holds instead of waiting for them',
    async () => {
      const fake = createFakeTransport();
      const mailer = mailerWith(fake);
      for (let n = 1; n <= 4; n++) await mailer.enqueue(db, reset(n));
      const report = await db.transaction(async (tx) => {
        // Another process has claimed two of them and is still in its transaction.
        await tx.execute(
          sql`select id from mail_outbox where "to" in ('persoon1@example.nl', 'persoon2@example.nl') for update`,
        );
        return mailer.deliverDue();
      });
      expect(report).toEqual({ claimed: 2, sent: 2, retried: 0, failed: 0 });
      expect(fake.sent.map((m) => m.to).sort()).toEqual(['persoon3@example.nl', 'persoon4@example.nl']);
    },
  );
});

describe('startMailDelivery', () => {
  it('drains the outbox in batches and stops after the run in flight', async () => {
    const fake = createFakeTransport();
    const mailer = mailerWith(fake);
    for (let n = 1; n <= 25; n++) await mailer.enqueue(db, reset(n));
    const stop = startMailDelivery({ mailer, intervalMs: 20, batchSize: 10, logger: createLogger(testConfig(), logs) });
    await expect.poll(() => fake.sent.length, { timeout: 10_000 }).toBe(25);
    await stop();
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });
});

// The mail outbox.
import type { Db } from '../../src/db/client';
import { mailOutbox, userMailings } from '../../src/db/schema';
import { defined, one, sequence, uniqueEmail, type Overrides, type Row } from './support';
import { userFor } from './users';

/**
 * A pending mail to a user's address: a new participant unless `userId` is given; `userId: null` makes a mail to
 * an address without an account (an external contributor).
 */
export async function createMail(
  db: Db,
  overrides: Overrides<typeof mailOutbox> = {},
): Promise<Row<typeof mailOutbox>> {
  const user = overrides.userId === null ? null : await userFor(db, overrides.userId);
  const n = sequence();
  const values = {
    to: user?.email ?? uniqueEmail('extern'),
    subject: `Bericht ${n}`,
    template: 'test',
    data: { n },
    html: `<p>Bericht ${n}</p>`,
    text: `Bericht ${n}`,
    ...defined(overrides),
    userId: user?.id ?? null,
  };
  return one(await db.insert(mailOutbox).values(values).returning(), 'mail');
}

/** A daily digest sent to a new participant (unless `userId` is given) on a day of its own, listing nothing. */
export async function createUserMailing(
  db: Db,
  overrides: Overrides<typeof userMailings> = {},
): Promise<Row<typeof userMailings>> {
  const user = await userFor(db, overrides.userId);
  // A distinct day per call, so two mailings of one user never share their (user, kind, period) key.
  const day = new Date(Date.UTC(2026, 0, 1) + sequence() * 86_400_000).toISOString().slice(0, 10);
  const values = { kind: 'daily_digest' as const, period: day, items: [], ...defined(overrides), userId: user.id };
  return one(await db.insert(userMailings).values(values).returning(), 'user mailing');
}

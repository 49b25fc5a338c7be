// The mail outbox.
import type { Db } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
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

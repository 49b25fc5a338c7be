// The notification centre's messages.
import type { Db } from '../../src/db/client';
import { notifications } from '../../src/db/schema';
import { defined, one, sequence, type Overrides, type Row } from './support';
import { createParticipant } from './users';

/**
 * An unread AssignmentMessage notification for a new participant. It links to no assignment or sync issue unless
 * given: both links are optional and are cleared (set null) when their target goes.
 */
export async function createNotification(
  db: Db,
  overrides: Overrides<typeof notifications> = {},
): Promise<Row<typeof notifications>> {
  const values = {
    type: 'AssignmentMessage' as const,
    message: `<p>Nieuw bericht ${sequence()}</p>`,
    contextUrl: '/opdrachten',
    ...defined(overrides),
    userId: overrides.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(notifications).values(values).returning(), 'notification');
}

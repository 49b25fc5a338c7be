import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { openTestDatabase } from '../../test/databases';
import * as f from '../../test/factories';
import { notify } from '../features/notifications/notifications.service';
import { remindWorkshopDeadlines, type NotifyFn } from '../features/education/workshop-reminders';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await database.close();
});

const HOUR = 60 * 60 * 1000;
const remindersOf = (userId: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'WorkshopRegistrationEndsSoon')));

describe('workshop deadline reminders', () => {
  it('reminds each registered participant once per deadline, only when it is near', async () => {
    const db = database.db;
    const now = new Date();
    const soon = await f.createEvent(db, {
      name: 'Terugkomdag <blok 5>',
      workshops: true,
      workshopsEditableUntil: new Date(now.getTime() + 24 * HOUR),
    });
    const later = await f.createEvent(db, {
      workshops: true,
      workshopsEditableUntil: new Date(now.getTime() + 5 * 24 * HOUR),
    });
    const closed = await f.createEvent(db, { workshops: true, workshopsEditableUntil: new Date(now.getTime() - HOUR) });
    const plenary = await f.createEvent(db, {
      workshops: false,
      workshopsEditableUntil: new Date(now.getTime() + HOUR),
    });
    const anna = await f.createParticipant(db);
    const bram = await f.createParticipant(db);
    const cancelled = await f.createParticipant(db);
    for (const event of [soon, later, closed, plenary])
      await f.createEnrolment(db, { eventId: event.id, userId: anna.id });
    await f.createEnrolment(db, { eventId: soon.id, userId: bram.id });
    await f.createEnrolment(db, { eventId: soon.id, userId: cancelled.id, status: 'cancelled' });

    // Only the reminders of this test's events count (other tests may share the database).
    const ours = <R extends { data: unknown }>(rows: R[]) =>
      rows.filter((r) => [soon.id, later.id, closed.id, plenary.id].includes((r.data as { eventId: string }).eventId));
    await remindWorkshopDeadlines(db, notify as NotifyFn, now);
    const annas = ours(await remindersOf(anna.id));
    expect(annas).toHaveLength(1);
    expect(annas[0]!.data).toEqual({ eventId: soon.id, deadline: soon.workshopsEditableUntil!.toISOString() });
    expect(annas[0]!.message).toContain('<strong>Terugkomdag &lt;blok 5&gt;</strong>');
    expect(annas[0]!.contextUrl).toMatch(/^\/onderwijs\/[0-9a-f-]{36}$/);
    expect(ours(await remindersOf(bram.id))).toHaveLength(1);
    expect(ours(await remindersOf(cancelled.id))).toHaveLength(0);

    // Again: nothing new.
    await remindWorkshopDeadlines(db, notify as NotifyFn, new Date(now.getTime() + HOUR));
    expect(ours(await remindersOf(anna.id))).toHaveLength(1);

    // The later deadline comes near: its own reminder, once.
    const then = new Date(now.getTime() + 4 * 24 * HOUR);
    await remindWorkshopDeadlines(db, notify as NotifyFn, then);
    await remindWorkshopDeadlines(db, notify as NotifyFn, then);
    expect(
      ours(await remindersOf(anna.id))
        .map((r) => (r.data as { eventId: string }).eventId)
        .sort(),
    ).toEqual([soon.id, later.id].sort());
  });
});

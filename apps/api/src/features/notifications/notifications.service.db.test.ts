import { NOTIFICATION_TYPES } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import * as f from '../../../test/factories';
import type { Database, Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { unreadCountQuery } from './notifications.repository';
import { notify } from './notifications.service';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const rowsOf = (userIds: string[]) => db.select().from(notifications).where(inArray(notifications.userId, userIds));

describe('notify()', () => {
  it('notifies only the recipients whose roles may see the type; an admin may see every type', async () => {
    const participant = await f.createParticipant(db);
    const teacher = await f.createTeacher(db);
    const multi = await f.createTeacher(db, { role: 'ROLE_PARTICIPANT' });
    const admin = await f.createAdmin(db);
    const result = await notify(db, {
      type: 'AssignmentEvaluated',
      recipients: [participant.id, teacher.id, multi.id, admin.id],
      message: '<p>Je opdracht is beoordeeld.</p>',
    });
    expect(result).toEqual({ created: 3, skipped: [{ userId: teacher.id, reason: 'type_not_allowed' }] });
    const rows = await rowsOf([participant.id, teacher.id, multi.id, admin.id]);
    expect(rows.map((row) => row.userId).sort()).toEqual([participant.id, multi.id, admin.id].sort());

    const sync = await notify(db, {
      type: 'AfasSyncIssue',
      recipients: [participant.id, admin.id],
      message: '<p>Synchronisatie mislukt.</p>',
    });
    expect(sync).toEqual({ created: 1, skipped: [{ userId: participant.id, reason: 'type_not_allowed' }] });
    for (const type of NOTIFICATION_TYPES) {
      expect((await notify(db, { type, recipients: [admin.id], message: `<p>${type}</p>` })).created).toBe(1);
    }
  });

  it('honours the recipients’ opt-outs, per type', async () => {
    const optedOut = await f.createParticipant(db, { optOutTypes: ['AssignmentMessage', 'MoodleNotification'] });
    const other = await f.createParticipant(db, { optOutTypes: ['MoodleNotification'] });
    const result = await notify(db, {
      type: 'AssignmentMessage',
      recipients: [optedOut.id, other.id],
      message: '<p>Nieuw bericht</p>',
    });
    expect(result).toEqual({ created: 1, skipped: [{ userId: optedOut.id, reason: 'opted_out' }] });
    expect((await rowsOf([optedOut.id, other.id])).map((row) => row.userId)).toEqual([other.id]);
  });

  it('makes one notification per person however often they are named; unknown ids are skipped', async () => {
    const participant = await f.createParticipant(db);
    const unknown = '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';
    const result = await notify(db, {
      type: 'ResetEvaluation',
      recipients: [participant.id, unknown, participant.id],
      message: '<p>Heropend</p>',
    });
    expect(result).toEqual({ created: 1, skipped: [{ userId: unknown, reason: 'unknown_recipient' }] });
    expect(await rowsOf([participant.id])).toHaveLength(1);
  });

  it('stores the message cleaned: no script, event handler or javascript: link survives', async () => {
    const participant = await f.createParticipant(db);
    await notify(db, {
      type: 'AssignmentMessage',
      recipients: [participant.id],
      message:
        '<p onclick="alert(1)">Hallo <strong>daar</strong><script>alert(document.cookie)</script>' +
        '<img src="x" onerror="alert(1)"> <a href="javascript:alert(1)">klik</a> ' +
        '<a href="/agenda" style="color:red">agenda</a></p>',
    });
    const [row] = await rowsOf([participant.id]);
    expect(row?.message).toBe('<p>Hallo <strong>daar</strong> <a>klik</a> <a href="/agenda">agenda</a></p>');
  });

  it('refuses a message without visible text, and writes nothing', async () => {
    const participant = await f.createParticipant(db);
    for (const message of ['', '<script>alert(1)</script>', '<p> </p><img src=x onerror=alert(1)>']) {
      const error = await notify(db, { type: 'AssignmentMessage', recipients: [participant.id], message }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).violations).toEqual([{ propertyPath: 'message', detail: 'validation.required' }]);
    }
    expect(await rowsOf([participant.id])).toHaveLength(0);
  });

  it('keeps the references and extra data, and is part of the caller’s transaction', async () => {
    const participant = await f.createParticipant(db);
    const assignment = await f.createAssignment(db, { userId: participant.id });
    await notify(db, {
      type: 'MoodleNotification',
      recipients: [participant.id],
      message: '<p>Nieuw leermateriaal</p>',
      references: { assignmentId: assignment.id, contextUrl: 'https://leeromgeving.example.nl/course/view.php?id=7' },
      data: { moodleCourseId: '7' },
    });
    const [row] = await rowsOf([participant.id]);
    expect(row).toMatchObject({
      type: 'MoodleNotification',
      assignmentId: assignment.id,
      issueId: null,
      contextUrl: 'https://leeromgeving.example.nl/course/view.php?id=7',
      data: { moodleCourseId: '7' },
      readAt: null,
    });

    const rolledBack = await f.createParticipant(db);
    await expect(
      db.transaction(async (tx) => {
        await notify(tx as unknown as Db, {
          type: 'AssignmentMessage',
          recipients: [rolledBack.id],
          message: '<p>Wordt teruggedraaid</p>',
        });
        throw new Error('the change this notification reports failed');
      }),
    ).rejects.toThrow(/failed/);
    expect(await db.select().from(notifications).where(eq(notifications.userId, rolledBack.id))).toHaveLength(0);
  });

  it('writes a long recipient list in bulk, in more than one statement past 1,000 rows', async () => {
    const marker = f.uniqueName('bulk');
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: 1050 }, (_, i) => ({
          email: `${marker}-${i}@test.nl`,
          firstName: 'Deelnemer',
          lastName: String(i),
          roles: ['ROLE_PARTICIPANT' as const],
        })),
      )
      .returning({ id: users.id });
    const ids = made.map((row) => row.id);
    const result = await notify(db, { type: 'MoodleNotification', recipients: ids, message: '<p>Voor iedereen</p>' });
    expect(result).toEqual({ created: 1050, skipped: [] });
    expect(await rowsOf(ids)).toHaveLength(1050);
  });
});

describe('the unread count', () => {
  it('is answered by the partial unread index alone (an index-only scan), never by the table', async () => {
    const user = await f.createParticipant(db);
    await f.createNotification(db, { userId: user.id });
    const query = unreadCountQuery(db).toSQL();
    expect(query.params).toHaveLength(1);
    const text = query.sql.replace('$1', `'${user.id}'::uuid`);
    // The test table is tiny, so the planner would rightly read it whole: take that choice away, and what is left
    // must be the partial index, read without visiting the table.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return tx.execute(sql.raw(`explain (format json) ${text}`));
    });
    const rows = (plan as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
    const json = JSON.stringify(rows[0]!['QUERY PLAN']);
    expect(json).toContain('"Node Type":"Index Only Scan"');
    expect(json).toContain('"Index Name":"notifications_user_unread_idx"');
  });
});

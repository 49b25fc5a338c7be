// The entry count of a form is kept by statement triggers on `entries`; proved against a count of the rows.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, forms } from '../../db/schema';
import { openTestDatabase } from '../../../test/databases';
import * as f from '../../../test/factories';
import { inject } from 'vitest';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
});
afterAll(async () => {
  await database.close();
});

const countOf = async (formId: string) =>
  (await database.db.select({ n: forms.entryCount }).from(forms).where(eq(forms.id, formId)))[0]!.n;

describe('forms.entry_count', () => {
  it('follows bulk inserts, deletes and moves of entries, trial entries left out', async () => {
    const db = database.db;
    const a = await f.createForm(db);
    const b = await f.createForm(db);
    const assignments = await Promise.all([1, 2, 3].map(() => f.createAssignment(db, { formId: a.id })));
    // One statement, three rows.
    await db.insert(entries).values(assignments.map((x) => ({ assignmentId: x.id, formId: a.id })));
    await db.insert(entries).values({ formId: a.id, trialRole: 'ROLE_PARTICIPANT' });
    expect(await countOf(a.id)).toBe(3);
    await db.delete(entries).where(eq(entries.assignmentId, assignments[0]!.id));
    expect(await countOf(a.id)).toBe(2);
    await db.update(entries).set({ formId: b.id }).where(eq(entries.assignmentId, assignments[1]!.id));
    expect([await countOf(a.id), await countOf(b.id)]).toEqual([1, 1]);
    // Deleting the assignment cascades to its entry, and the count follows.
    await db.execute(sql`delete from assignments where id = ${assignments[2]!.id}`);
    expect(await countOf(a.id)).toBe(0);
  });
});

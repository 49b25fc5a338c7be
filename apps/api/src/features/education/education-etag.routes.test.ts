// The education page's calls answer 304 to a matching If-None-Match, and their ETag changes with every write that
// changes what they answer: by the participant through the API, by staff, the AFAS sync or a script (the database's
// triggers, migration 0023), never with writes that change nothing shown.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import {
  assignments,
  educations,
  educationStaff,
  entries,
  evaluationOptions,
  events,
  eventSessions,
  files,
  modules,
  users,
} from '../../db/schema';
import { call, cookieFor } from './education.test-support';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

/** The education page's calls (what the page, its tabs and Opleidingsgegevens ask). */
const PATHS = ['', '/modules', '/institute-education-modules', '/practical-modules', '/portfolio-modules', '/periods'];

/** A participant's education with a practical module, a container with a form, and a trainer on its staff. */
async function scenario() {
  const participant = await f.createParticipant(db, { password: TEST_PASSWORD, twoFactorExempt: true });
  const cookie = await signIn(t.app, participant.email);
  const education = await f.createEducation(db, { userId: participant.id });
  const trainer = await f.createPracticalTrainer(db);
  await f.createEducationStaff(db, { educationId: education.id, userId: trainer.id, role: 'practical_trainer' });
  const form = await f.createForm(db, { title: 'KPB' });
  const field = await f.createFormField(db, { formId: form.id, label: 'Casus', roles: ['ROLE_PARTICIPANT'] });
  const module = await f.createModule(db, { educationId: education.id, type: 'PRK', publishedName: 'Praktijk' });
  const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: form.id, name: 'KPB' });
  return { participant, cookie, education, trainer, form, field, module, container };
}
type Scenario = Awaited<ReturnType<typeof scenario>>;

const get = (app: FastifyInstance, cookie: string, url: string, etag?: string) =>
  call(app, cookie, { url, headers: etag ? { 'if-none-match': etag } : {} });

/** Every call's current ETag for the caller. */
async function tags(s: Scenario, cookie = s.cookie): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of PATHS) {
    const res = await get(t.app, cookie, `/api/education/${s.education.id}${path}`);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    out[path] = String(res.headers.etag);
  }
  return out;
}

/** Which of the calls answer 304 to the tags given (unchanged) and which 200 with a new tag (changed). */
async function unchanged(s: Scenario, before: Record<string, string>, cookie = s.cookie): Promise<string[]> {
  const same: string[] = [];
  for (const path of PATHS) {
    const res = await get(t.app, cookie, `/api/education/${s.education.id}${path}`, before[path]);
    if (res.statusCode === 304) same.push(path);
    else {
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeDefined();
      expect(res.headers.etag).not.toBe(before[path]);
    }
  }
  return same;
}

/** After the write, no call answers 304 to the tags from before it. */
async function expectChangedBy(write: (s: Scenario) => Promise<unknown>) {
  const s = await scenario();
  const before = await tags(s);
  expect(await unchanged(s, before)).toEqual(PATHS);
  await write(s);
  expect(await unchanged(s, before)).toEqual([]);
}

/** After the write, every call still answers 304: nothing it shows changed. */
async function expectUnchangedBy(write: (s: Scenario) => Promise<unknown>) {
  const s = await scenario();
  const before = await tags(s);
  await write(s);
  expect(await unchanged(s, before)).toEqual(PATHS);
}

describe('ETag and If-None-Match on the education page', () => {
  it('answers 200 with a strong ETag, then 304 with no body and still no-store', async () => {
    const s = await scenario();
    const url = `/api/education/${s.education.id}/practical-modules`;
    const first = await get(t.app, s.cookie, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await get(t.app, s.cookie, url, String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-store');
    // A list of tags, and a weak form of the tag, match too; another tag does not.
    expect((await get(t.app, s.cookie, url, `"x", W/${first.headers.etag}`)).statusCode).toBe(304);
    expect((await get(t.app, s.cookie, url, '"x"')).statusCode).toBe(200);
  });

  it('gives each call and each caller its own tag; a caller who lost access gets 404, never 304', async () => {
    const s = await scenario();
    const mine = await tags(s);
    expect(new Set(Object.values(mine)).size).toBe(PATHS.length);
    const trainerCookie = await cookieFor(db, s.trainer.id);
    const theirs = await tags(s, trainerCookie);
    for (const path of PATHS) expect(theirs[path]).not.toBe(mine[path]);
    // The owner's tag is no use to anyone else.
    const other = await cookieFor(db, (await f.createParticipant(db)).id);
    expect((await get(t.app, other, `/api/education/${s.education.id}`, mine[''])).statusCode).toBe(404);
    // Taken off the staff: their old tag no longer matches (the staff list changed), and the answer is 404.
    await db.delete(educationStaff).where(eq(educationStaff.userId, s.trainer.id));
    expect((await get(t.app, trainerCookie, `/api/education/${s.education.id}`, theirs[''])).statusCode).toBe(404);
  });

  it('gives no tag to an impersonation (whether the impersonator is an admin is part of the answer)', async () => {
    const s = await scenario();
    const admin = await f.createAdmin(db);
    const res = await get(t.app, await cookieFor(db, s.participant.id, admin.id), `/api/education/${s.education.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it('changes with a change of the caller’s own roles or permissions (the answer’s _permissions)', async () => {
    const s = await scenario();
    const before = await tags(s);
    await db
      .update(users)
      .set({ roles: ['ROLE_PARTICIPANT', 'ROLE_ADMIN'] })
      .where(eq(users.id, s.participant.id));
    expect(await unchanged(s, before)).toEqual([]);
  });
});

describe('the tag changes with every write that changes the answers', () => {
  it('the participant creating an assignment and answering its form for the first time (the API)', async () => {
    const s = await scenario();
    const before = await tags(s);
    const created = await call(t.app, s.cookie, {
      method: 'POST',
      url: `/api/module/${s.module.id}/assignments`,
      payload: { containerId: s.container.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const assignment = created.json();
    expect(await unchanged(s, before)).toEqual([]);

    // The first answer makes the assignment no longer deletable; later autosaves change nothing the lists show.
    const afterCreate = await tags(s);
    const save = (text: string, revision: number) =>
      call(t.app, s.cookie, {
        method: 'POST',
        url: `/api/assignment/${assignment.id}/entries/${assignment.ownEntryId}`,
        payload: { formData: { [s.field.id]: text }, revision, autoSave: true },
      });
    expect((await save('Eerste versie', 1)).statusCode).toBe(200);
    expect(await unchanged(s, afterCreate)).toEqual([]);
    const afterFirst = await tags(s);
    expect((await save('Tweede versie', 2)).statusCode).toBe(200);
    expect(await unchanged(s, afterFirst)).toEqual(PATHS);
  });

  it('the AFAS sync (or anyone) changing the education or a module', async () => {
    await expectChangedBy((s) =>
      db.update(educations).set({ cohortName: 'Cohort 2031' }).where(eq(educations.id, s.education.id)),
    );
    await expectChangedBy((s) => db.update(modules).set({ status: 'finished' }).where(eq(modules.id, s.module.id)));
    await expectChangedBy((s) => f.createModule(db, { educationId: s.education.id, type: 'EPA', moduleType: 'epa' }));
    await expectChangedBy((s) => db.delete(modules).where(eq(modules.id, s.module.id)));
  });

  it('staff and periods: linked, their names, a practical trainer of a period', async () => {
    await expectChangedBy((s) =>
      f.createEducationStaff(db, { educationId: s.education.id, role: 'institute_educator' }),
    );
    await expectChangedBy((s) => db.update(users).set({ lastName: 'Nieuwenhuis' }).where(eq(users.id, s.trainer.id)));
    await expectChangedBy((s) =>
      db
        .update(users)
        .set({ email: `nieuw-${Date.now()}@x.nl` })
        .where(eq(users.id, s.participant.id)),
    );
    await expectChangedBy((s) => f.createPeriod(db, { educationId: s.education.id }));
    await expectChangedBy(async (s) => {
      const trainer = await f.createPracticalTrainer(db);
      await f.createPeriod(db, { educationId: s.education.id, practicalTrainerId: trainer.id });
    });
  });

  it('own material and its files', async () => {
    await expectChangedBy((s) => f.createEducationMaterial(db, { educationId: s.education.id }));
    const s = await scenario();
    const material = await f.createEducationMaterial(db, { educationId: s.education.id });
    const link = await f.createEducationMaterialFile(db, { materialId: material.id });
    const before = await tags(s);
    await db.update(files).set({ name: 'Hernoemd.pdf' }).where(eq(files.id, link.fileId));
    expect(await unchanged(s, before)).toEqual([]);
    const afterRename = await tags(s);
    await f.createEducationMaterialFile(db, { materialId: material.id });
    expect(await unchanged(s, afterRename)).toEqual([]);
  });

  it('assignments assessed by an evaluator, entries handed in, valuations renamed, containers added', async () => {
    const s = await scenario();
    const option = await f.createEvaluationOption(db, { label: 'Voldoende' });
    const assignment = await f.createAssignment(db, { moduleId: s.module.id, containerId: s.container.id });
    const entry = await f.createEntry(db, { assignmentId: assignment.id });
    let before = await tags(s);
    await db
      .update(assignments)
      .set({ state: 'finished', valuationOptionId: option.id })
      .where(eq(assignments.id, assignment.id));
    expect(await unchanged(s, before)).toEqual([]);
    before = await tags(s);
    await db.update(evaluationOptions).set({ label: 'Ruim voldoende' }).where(eq(evaluationOptions.id, option.id));
    expect(await unchanged(s, before)).toEqual([]);
    before = await tags(s);
    await db.update(entries).set({ status: 'submitted' }).where(eq(entries.id, entry.id));
    expect(await unchanged(s, before)).toEqual([]);
    before = await tags(s);
    await f.createAssignmentContainer(db, { moduleId: s.module.id, name: 'Nog een' });
    expect(await unchanged(s, before)).toEqual([]);
  });

  it('presence, registrations and the sessions and events they show', async () => {
    const s = await scenario();
    const event = await f.createEvent(db);
    const session = await f.createEventSession(db, { eventId: event.id, title: 'Dag 1' });
    let before = await tags(s);
    await f.createPresenceItem(db, { moduleId: s.module.id, sessionId: session.id, userId: s.participant.id });
    expect(await unchanged(s, before)).toEqual([]);
    before = await tags(s);
    await db.update(eventSessions).set({ title: 'Dag 1 (verplaatst)' }).where(eq(eventSessions.id, session.id));
    expect(await unchanged(s, before)).toEqual([]);
    before = await tags(s);
    await f.createEnrolment(db, { moduleId: s.module.id, eventId: event.id, userId: s.participant.id });
    expect(await unchanged(s, before)).toEqual([]);
    before = await tags(s);
    await db.update(events).set({ name: 'Terugkomdag (nieuw)' }).where(eq(events.id, event.id));
    expect(await unchanged(s, before)).toEqual([]);
  });
});

describe('writes that change nothing shown keep the tag', () => {
  it('another education, the sync’s bookkeeping, a sign-in', async () => {
    await expectUnchangedBy(async () => {
      const other = await f.createEducation(db);
      await f.createModule(db, { educationId: other.id });
    });
    const s = await scenario();
    const event = await f.createEvent(db);
    await f.createEnrolment(db, { moduleId: s.module.id, eventId: event.id, userId: s.participant.id });
    const before = await tags(s);
    await db.update(events).set({ lastSync: new Date() }).where(eq(events.id, event.id));
    await signIn(t.app, s.participant.email);
    expect(await unchanged(s, before)).toEqual(PATHS);
  });
});

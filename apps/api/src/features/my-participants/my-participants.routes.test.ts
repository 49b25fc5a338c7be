import type { MyParticipant } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { isoDate } from '../../../test/factories/support';
import type { Db } from '../../db/client';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

/** A signed-in session for the user (no password round trip). */
async function cookieFor(db: Db, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await f.createSession(db, { userId, secret, expiresAt: f.daysFromNow(1) });
  return `portal_session=${secret}`;
}

type Page = { items: MyParticipant[]; totalItems: number; perPage: number };
const call = (url: string, cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const page = async (url: string, cookie: string) => {
  const res = await call(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const names = (answer: Page) => answer.items.map((item) => item.user.fullNameLastNameFirst);

/**
 * An institute educator linked to four participants' educations (one as practical trainer too), with modules of
 * which some are finished, and an education of someone else they are not linked to. Names carry `tag`.
 */
async function scenario() {
  const tag = `mp${randomBytes(3).toString('hex')}`;
  const educator = await f.createInstituteEducator(db, { role: 'ROLE_PRACTICAL_TRAINER' });
  const participant = async (firstName: string, status: MyParticipant['status'], startDays: number) => {
    const user = await f.createParticipant(db, { firstName, lastName: `${tag}-${firstName}` });
    const education = await f.createEducation(db, {
      userId: user.id,
      name: `Huisartsgeneeskunde ${tag}`,
      cohortName: `Cohort ${firstName}`,
      startDate: isoDate(startDays),
      status,
    });
    await f.createEducationStaff(db, { educationId: education.id, userId: educator.id, role: 'institute_educator' });
    return { user, education };
  };
  const anna = await participant('Anna', 'definitely_placed', -400);
  const bram = await participant('Bram', 'finished', -1200);
  const cor = await participant('Cor', 'interruption', -700);
  const dirk = await participant('Dirk', 'definitely_placed', -30);
  // Linked twice (two staff roles): still one row, with both roles.
  await f.createEducationStaff(db, { educationId: dirk.education.id, userId: educator.id, role: 'practical_trainer' });
  for (const finished of [true, true, false]) {
    await f.createModule(db, { educationId: anna.education.id, type: 'IO', finished });
  }
  await f.createModule(db, { educationId: bram.education.id, type: 'IO', finished: true });
  // Someone else's participant, in the same programme.
  const stranger = await f.createParticipant(db, { firstName: 'Eva', lastName: `${tag}-Eva` });
  const other = await f.createEducation(db, { userId: stranger.id, name: `Huisartsgeneeskunde ${tag}` });
  const otherEducator = await f.createInstituteEducator(db);
  await f.createEducationStaff(db, { educationId: other.id, userId: otherEducator.id, role: 'institute_educator' });
  return { tag, educator, otherEducator, anna, bram, cor, dirk, stranger };
}

describe('GET /api/my-participants', () => {
  it('is for practical trainers, institute educators and program assistants (and admins)', async () => {
    const s = await scenario();
    expect((await call('/api/my-participants', undefined)).statusCode).toBe(401);
    expect((await call('/api/my-participants', await cookieFor(db, s.anna.user.id))).statusCode).toBe(403);
    const teacher = await f.createTeacher(db, { permissions: ['VIEW_EDUCATOR', 'LIST_USERS'] });
    expect((await call('/api/my-participants', await cookieFor(db, teacher.id))).statusCode).toBe(403);
    for (const make of [f.createPracticalTrainer, f.createProgramAssistant, f.createAdmin]) {
      const res = await call('/api/my-participants', await cookieFor(db, (await make(db)).id));
      expect(res.statusCode).toBe(200);
      // Nobody's participants but their own: these have none.
      expect(res.json()).toEqual({ items: [], totalItems: 0, perPage: 10 });
    }
  });

  it("lists the caller's own participants only, status descending by default, with progress and links", async () => {
    const s = await scenario();
    const own = await cookieFor(db, s.educator.id);
    const answer = await page(`/api/my-participants?query=${s.tag}`, own);
    // Onderbreking, Definitief geplaatst (by last name), Afgerond; the stranger is not theirs.
    expect(names(answer)).toEqual([
      `${s.tag}-Cor, Cor`,
      `${s.tag}-Anna, Anna`,
      `${s.tag}-Dirk, Dirk`,
      `${s.tag}-Bram, Bram`,
    ]);
    expect(answer.totalItems).toBe(4);
    expect(answer.items[1]).toEqual({
      id: s.anna.education.id,
      user: { id: s.anna.user.id, fullName: `Anna ${s.tag}-Anna`, fullNameLastNameFirst: `${s.tag}-Anna, Anna` },
      name: `Huisartsgeneeskunde ${s.tag}`,
      cohortName: 'Cohort Anna',
      startDate: isoDate(-400),
      status: 'definitely_placed',
      furtherEducation: false,
      progress: { finishedModules: 2, totalModules: 3 },
      staffRoles: ['institute_educator'],
    });
    expect(answer.items[2]!.staffRoles).toEqual(['institute_educator', 'practical_trainer']);
    expect(answer.items[0]!.progress).toEqual({ finishedModules: 0, totalModules: 0 });

    // An unrelated educator sees none of them, whatever they search.
    const unrelated = await page(`/api/my-participants?query=${s.tag}`, await cookieFor(db, s.otherEducator.id));
    expect(names(unrelated)).toEqual([`${s.tag}-Eva, Eva`]);
  });

  it('searches, filters on status and staff role, sorts and pages', async () => {
    const s = await scenario();
    const own = await cookieFor(db, s.educator.id);
    const q = (extra: string) => page(`/api/my-participants?query=${s.tag}&${extra}`, own);
    expect(names(await q('filters[status]=definitely_placed,finished'))).toEqual([
      `${s.tag}-Anna, Anna`,
      `${s.tag}-Dirk, Dirk`,
      `${s.tag}-Bram, Bram`,
    ]);
    expect(names(await q('filters[staffRole]=practical_trainer'))).toEqual([`${s.tag}-Dirk, Dirk`]);
    expect(names(await q('order[startDate]=asc'))[0]).toBe(`${s.tag}-Bram, Bram`);
    expect(names(await q('order[name]=desc'))[0]).toBe(`${s.tag}-Dirk, Dirk`);
    expect(names(await q('order[status]=asc'))[0]).toBe(`${s.tag}-Bram, Bram`);
    expect(names(await q('order[progress]=desc'))[0]).toBe(`${s.tag}-Bram, Bram`);
    expect(names(await page(`/api/my-participants?query=Cohort Cor ${s.tag}`, own))).toEqual([`${s.tag}-Cor, Cor`]);
    const second = await q('perPage=3&page=2');
    expect(second).toMatchObject({ totalItems: 4, perPage: 3 });
    expect(names(second)).toEqual([`${s.tag}-Bram, Bram`]);
  });

  it('lists alphabetically within a status when the status order is asked (as the web table does)', async () => {
    const s = await scenario();
    const own = await cookieFor(db, s.educator.id);
    for (const firstName of ['Zeger', 'Yara', 'Xander', 'Wim']) {
      const user = await f.createParticipant(db, { firstName, lastName: `${s.tag}-${firstName}` });
      const education = await f.createEducation(db, { userId: user.id, status: 'definitely_placed' });
      await f.createEducationStaff(db, {
        educationId: education.id,
        userId: s.educator.id,
        role: 'institute_educator',
      });
    }
    const placed = [
      `${s.tag}-Anna, Anna`,
      `${s.tag}-Dirk, Dirk`,
      `${s.tag}-Wim, Wim`,
      `${s.tag}-Xander, Xander`,
      `${s.tag}-Yara, Yara`,
      `${s.tag}-Zeger, Zeger`,
    ];
    const desc = await page(`/api/my-participants?query=${s.tag}&order[status]=desc&perPage=50`, own);
    expect(names(desc)).toEqual([`${s.tag}-Cor, Cor`, ...placed, `${s.tag}-Bram, Bram`]);
    const asc = await page(`/api/my-participants?query=${s.tag}&order[status]=asc&perPage=50`, own);
    expect(names(asc)).toEqual([`${s.tag}-Bram, Bram`, ...placed, `${s.tag}-Cor, Cor`]);
  });

  it('answers 400 with violations for bad input', async () => {
    const s = await scenario();
    const own = await cookieFor(db, s.educator.id);
    const paths = async (query: string) => {
      const res = await call(`/api/my-participants?${query}`, own);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('validation_failed');
      return (res.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort();
    };
    expect(await paths('filters[status]=gezakt&perPage=1000&order[name]=up')).toEqual([
      'filters[status][0]',
      'order[name]',
      'perPage',
    ]);
    // No other field reaches SQL: unknown filter and order fields are refused by name.
    expect(await paths('order[password]=asc&filters[userId]=x')).toEqual(['filters[userId]', 'order[password]']);
  });
});

describe('GET /api/my-participants/educator/{id}', () => {
  it('needs LIST_USERS and VIEW_EDUCATOR (or admin): anonymous 401, participants and educators 403', async () => {
    const s = await scenario();
    const url = `/api/my-participants/educator/${s.educator.id}`;
    expect((await call(url, undefined)).statusCode).toBe(401);
    // Another participant, the educator's own participant, an unrelated educator: none of them may look.
    expect((await call(url, await cookieFor(db, s.stranger.id))).statusCode).toBe(403);
    expect((await call(url, await cookieFor(db, s.anna.user.id))).statusCode).toBe(403);
    expect((await call(url, await cookieFor(db, s.otherEducator.id))).statusCode).toBe(403);
    // Not even the educator themself: their own list is /api/my-participants.
    expect((await call(url, await cookieFor(db, s.educator.id))).statusCode).toBe(403);
    // One of the two permissions is not enough.
    for (const permissions of [['LIST_USERS'], ['VIEW_EDUCATOR']] as const) {
      const assistant = await f.createProgramAssistant(db, { permissions: [...permissions] });
      expect((await call(url, await cookieFor(db, assistant.id))).statusCode).toBe(403);
    }
  });

  it("answers the educator's participants to LIST_USERS with VIEW_EDUCATOR and to admins", async () => {
    const s = await scenario();
    const url = `/api/my-participants/educator/${s.educator.id}?query=${s.tag}`;
    const assistant = await f.createProgramAssistant(db, { permissions: ['LIST_USERS', 'VIEW_EDUCATOR'] });
    for (const viewer of [assistant, await f.createAdmin(db)]) {
      const answer = await page(url, await cookieFor(db, viewer.id));
      expect(names(answer)).toEqual([
        `${s.tag}-Cor, Cor`,
        `${s.tag}-Anna, Anna`,
        `${s.tag}-Dirk, Dirk`,
        `${s.tag}-Bram, Bram`,
      ]);
    }
    // The same list the educator gets for themself.
    const own = await page(`/api/my-participants?query=${s.tag}`, await cookieFor(db, s.educator.id));
    expect(await page(url, await cookieFor(db, assistant.id))).toEqual(own);
  });

  it('answers 404 for an unknown user and 400 for a malformed id or query', async () => {
    const admin = await cookieFor(db, (await f.createAdmin(db)).id);
    expect((await call(`/api/my-participants/educator/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    const bad = await call('/api/my-participants/educator/not-a-uuid', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'id' }] });
    const query = await call(`/api/my-participants/educator/${crypto.randomUUID()}?page=0`, admin);
    expect(query.statusCode).toBe(400);
  });
});

describe('GET /api/my-participants/students and /educations', () => {
  it('lists each participant once with their linked educations, and the programmes with counts by status', async () => {
    const s = await scenario();
    const cookie = await cookieFor(db, s.educator.id);
    // Anna follows a second education the educator is linked to: still one person, with both educations.
    const second = await f.createEducation(db, {
      userId: s.anna.user.id,
      name: `Bijscholing ${s.tag}`,
      status: 'definitely_placed',
    });
    await f.createEducationStaff(db, { educationId: second.id, userId: s.educator.id, role: 'institute_educator' });

    const res = await call(`/api/my-participants/students?query=${s.tag}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const students = res.json() as {
      items: { id: string; fullNameLastNameFirst: string; educations: { id: string }[] }[];
      totalItems: number;
    };
    expect(students.totalItems).toBe(4);
    expect(students.items.map((p) => p.id)).toEqual([s.anna.user.id, s.bram.user.id, s.cor.user.id, s.dirk.user.id]);
    expect(students.items[0]!.educations.map((e) => e.id).sort()).toEqual([s.anna.education.id, second.id].sort());

    const programmes = await call('/api/my-participants/educations', cookie);
    expect(programmes.statusCode, programmes.body).toBe(200);
    const items = (
      programmes.json() as { items: { name: string; participants: number; byStatus: Record<string, number> }[] }
    ).items;
    expect(items.find((p) => p.name === `Huisartsgeneeskunde ${s.tag}`)).toEqual({
      name: `Huisartsgeneeskunde ${s.tag}`,
      participants: 4,
      byStatus: { definitely_placed: 2, interruption: 1, finished: 1 },
    });
    expect(items.find((p) => p.name === `Bijscholing ${s.tag}`)?.participants).toBe(1);

    expect((await call('/api/my-participants/students', undefined)).statusCode).toBe(401);
    const participant = await cookieFor(db, s.anna.user.id);
    expect((await call('/api/my-participants/students', participant)).statusCode).toBe(403);
    expect((await call('/api/my-participants/educations', participant)).statusCode).toBe(403);
    // Another educator sees none of these people.
    const other = await f.createInstituteEducator(db);
    const theirs = await call(`/api/my-participants/students?query=${s.tag}`, await cookieFor(db, other.id));
    expect(theirs.json()).toMatchObject({ items: [], totalItems: 0 });
  });
});

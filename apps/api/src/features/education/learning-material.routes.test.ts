import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import {
  createMoodleClient,
  SIMULATOR_FREE_CATEGORY_ID,
  SIMULATOR_PROGRAMME_CATEGORY_ID,
  startMoodleSimulator,
  type MoodleSimulator,
} from '../../integrations/moodle';
import { call, cookieFor, educationScenario, expectAccess } from './education.test-support';

let t: TestApp;
let sim: MoodleSimulator;
beforeAll(async () => {
  sim = await startMoodleSimulator({
    isUser: (email) => !email.startsWith('onbekend'),
    isSuspended: (email) => email.startsWith('geschorst'),
    // As a real Moodle: the free course next to programme and event courses (one the token user cannot enter).
    courses: [
      { id: 41, fullname: 'Gratis: Communicatie', shortname: 'COM' },
      { id: 42, fullname: 'Module Acute zorg', shortname: 'AZ', categoryid: SIMULATOR_PROGRAMME_CATEGORY_ID },
      {
        id: 43,
        fullname: 'Terugkomdag',
        shortname: 'TKD',
        categoryid: SIMULATOR_PROGRAMME_CATEGORY_ID,
        notEnterable: true,
      },
    ],
  });
  t = await createTestApp({
    moodle: createMoodleClient({ url: sim.url, token: sim.token, freeCategoryId: SIMULATOR_FREE_CATEGORY_ID }),
  });
});
afterAll(async () => {
  await t.app.close();
  await sim.close();
});
const db = () => t.database.db;

/** Follows a login URL as a browser would: the 303 with the Moodle cookie, then the page it points at. */
async function land(loginUrl: string) {
  const login = await fetch(loginUrl, { redirect: 'manual' });
  if (login.status !== 303) return { status: login.status, text: await login.text(), location: null };
  const location = login.headers.get('location')!;
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await fetch(location, { headers: { cookie }, redirect: 'manual' });
  return { status: login.status, location, text: await page.text() };
}

describe('GET /api/education/{educationId}/moodle-redirect', () => {
  it('lands on the course signed in as the caller; every click is a new key, and an old key no longer works', async () => {
    const s = await educationScenario(db(), { moodleCourseId: '12' });
    const url = `/api/education/${s.education.id}/moodle-redirect`;
    const first = await call(t.app, s.cookies.owner, { url });
    expect(first.statusCode).toBe(200);
    const { loginUrl } = first.json();
    const landed = await land(loginUrl);
    expect(landed.location).toBe(`${sim.url.origin}/course/view.php?id=12`);
    expect(landed.text).toContain(`Je bent ingelogd als ${s.owner.email}`);
    const second = (await call(t.app, s.cookies.owner, { url })).json().loginUrl;
    expect(second).not.toBe(loginUrl);
    expect((await land(loginUrl)).text).toContain('Incorrect key');
    expect((await land(second)).text).toContain(`Je bent ingelogd als ${s.owner.email}`);
  });

  it('follows the education policy; an impersonating admin signs in to Moodle as themself', async () => {
    const s = await educationScenario(db(), { moodleCourseId: '12' });
    const url = `/api/education/${s.education.id}/moodle-redirect`;
    await expectAccess(t.app, s.cookies, () => ({ url }), {
      owner: 200,
      linkedEducator: 200,
      practicalTrainer: 200,
      programAssistant: 200,
      admin: 200,
      impersonatingAdmin: 200,
    });
    const asAdmin = (await call(t.app, s.cookies.impersonatingAdmin, { url })).json().loginUrl;
    expect((await land(asAdmin)).text).toContain(`Je bent ingelogd als ${s.admin.email}`);
  });

  it('without a course id: learning_material_missing; a course id that is no number is never used', async () => {
    const none = await educationScenario(db());
    const res = await call(t.app, none.cookies.owner, { url: `/api/education/${none.education.id}/moodle-redirect` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'learning_material_missing' });
    const odd = await educationScenario(db(), { moodleCourseId: '12&wantsurl=https://evil.example' });
    const bad = await call(t.app, odd.cookies.owner, { url: `/api/education/${odd.education.id}/moodle-redirect` });
    expect(bad.json()).toEqual({ detail: 'learning_material_missing' });
  });

  it("an event's material only for an event a module of the education is registered for", async () => {
    const s = await educationScenario(db());
    const module = await f.createModule(db(), { educationId: s.education.id, type: 'IO' });
    const event = await f.createEvent(db(), { moduleCode: module.moduleCode, moodleCourseId: '33' });
    await f.createEnrolment(db(), { eventId: event.id, moduleId: module.id });
    const ok = await call(t.app, s.cookies.owner, {
      url: `/api/education/${s.education.id}/moodle-redirect?eventId=${event.id}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(new URL(ok.json().loginUrl).searchParams.get('wantsurl')).toBe(`${sim.url.origin}/course/view.php?id=33`);
    const other = await f.createEvent(db(), { moodleCourseId: '34' });
    const refused = await call(t.app, s.cookies.owner, {
      url: `/api/education/${s.education.id}/moodle-redirect?eventId=${other.id}`,
    });
    expect(refused.statusCode).toBe(404);
    const badQuery = await call(t.app, s.cookies.owner, {
      url: `/api/education/${s.education.id}/moodle-redirect?eventId=x`,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().violations).toEqual([expect.objectContaining({ propertyPath: 'eventId' })]);
  });

  it('Moodle refusing the user is 502 moodle_failed', async () => {
    const owner = await f.createParticipant(db(), { email: `onbekend-${crypto.randomUUID()}@demo.nl` });
    const education = await f.createEducation(db(), { userId: owner.id, moodleCourseId: '12' });
    const res = await call(t.app, await cookieFor(db(), owner.id), {
      url: `/api/education/${education.id}/moodle-redirect`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'moodle_failed' });
    // The warning carries the request's id, as the educator's route does.
    const warning = t.logs.lines.find(
      (l) => l.msg === 'Moodle refused a login URL' && l.reqId === res.headers['x-request-id'],
    );
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(warning).toMatchObject({ kind: 'exception', errorCode: 'invalidparameter' });
  });

  it("a user suspended in Moodle gets no key: learning_material_missing ('Helaas!')", async () => {
    const owner = await f.createParticipant(db(), { email: `geschorst-${crypto.randomUUID()}@demo.nl` });
    const education = await f.createEducation(db(), { userId: owner.id, moodleCourseId: '12' });
    const res = await call(t.app, await cookieFor(db(), owner.id), {
      url: `/api/education/${education.id}/moodle-redirect`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'learning_material_missing' });
    expect([...sim.issuedKeys.values()]).not.toContain(owner.email);
    expect(
      t.logs.lines.some(
        (l) => l.reqId === res.headers['x-request-id'] && String(l.msg).includes('suspended in Moodle'),
      ),
    ).toBe(true);
  });
});

describe('catch-up, schedule and notification redirects', () => {
  it('GET /api/missed-education/{educationId}/moodle-redirect: a catch-up event of the education', async () => {
    const s = await educationScenario(db());
    const module = await f.createModule(db(), { educationId: s.education.id, type: 'IO' });
    const catchUp = await f.createEvent(db(), { moodleCourseId: '51' });
    await f.createPresenceItem(db(), { moduleId: module.id, present: false, catchingUpEventId: catchUp.id });
    const url = `/api/missed-education/${s.education.id}/moodle-redirect?eventId=${catchUp.id}`;
    await expectAccess(t.app, s.cookies, () => ({ url }), {
      owner: 200,
      linkedEducator: 200,
      practicalTrainer: 200,
      programAssistant: 200,
      admin: 200,
      impersonatingAdmin: 200,
    });
    const unrelated = await f.createEvent(db(), { moodleCourseId: '52' });
    const res = await call(t.app, s.cookies.owner, {
      url: `/api/missed-education/${s.education.id}/moodle-redirect?eventId=${unrelated.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await call(t.app, s.cookies.owner, { url: `/api/missed-education/${s.education.id}/moodle-redirect` }))
        .statusCode,
    ).toBe(400);
  });

  it('GET /api/users/{userId}/schedule/moodle-redirect: an event on the own schedule', async () => {
    const s = await educationScenario(db());
    const module = await f.createModule(db(), { educationId: s.education.id, type: 'IO' });
    const event = await f.createEvent(db(), { moduleCode: module.moduleCode, moodleCourseId: '61' });
    await f.createEnrolment(db(), { eventId: event.id, moduleId: module.id });
    const url = `/api/users/${s.owner.id}/schedule/moodle-redirect?eventId=${event.id}&requestContext=agenda`;
    await expectAccess(t.app, s.cookies, () => ({ url }), {
      owner: 200,
      linkedEducator: 404,
      practicalTrainer: 404,
      programAssistant: 404,
      admin: 200,
      impersonatingAdmin: 200,
    });
    const staff = await f.createEventStaff(db(), { eventId: event.id, role: 'teacher' });
    const teacherCookie = await cookieFor(db(), staff.userId);
    const asTeacher = await call(t.app, teacherCookie, {
      url: `/api/users/${staff.userId}/schedule/moodle-redirect?eventId=${event.id}`,
    });
    expect(asTeacher.statusCode).toBe(200);
    const notMine = await f.createEvent(db(), { moodleCourseId: '62' });
    const res = await call(t.app, s.cookies.owner, {
      url: `/api/users/${s.owner.id}/schedule/moodle-redirect?eventId=${notMine.id}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('GET /api/users/{userId}/schedule/moodle-redirect: a catch-up event on the own schedule', async () => {
    const s = await educationScenario(db());
    const module = await f.createModule(db(), { educationId: s.education.id, type: 'IO' });
    const catchUp = await f.createEvent(db(), { moodleCourseId: '63' });
    await f.createPresenceItem(db(), {
      moduleId: module.id,
      userId: s.owner.id,
      present: false,
      catchingUpEventId: catchUp.id,
    });
    const url = `/api/users/${s.owner.id}/schedule/moodle-redirect?eventId=${catchUp.id}`;
    await expectAccess(t.app, s.cookies, () => ({ url }), {
      owner: 200,
      linkedEducator: 404,
      practicalTrainer: 404,
      programAssistant: 404,
      admin: 200,
      impersonatingAdmin: 200,
    });
    const other = await f.createParticipant(db());
    const res = await call(t.app, await cookieFor(db(), other.id), {
      url: `/api/users/${other.id}/schedule/moodle-redirect?eventId=${catchUp.id}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('GET /api/moodle/notification/{id}: the own MoodleNotification with a course id', async () => {
    const s = await educationScenario(db());
    const notification = await f.createNotification(db(), {
      userId: s.owner.id,
      type: 'MoodleNotification',
      data: { moodleCourseId: 71 },
    });
    const res = await call(t.app, s.cookies.owner, { url: `/api/moodle/notification/${notification.id}` });
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().loginUrl).searchParams.get('wantsurl')).toBe(`${sim.url.origin}/course/view.php?id=71`);
    expect(
      (await call(t.app, s.cookies.otherParticipant, { url: `/api/moodle/notification/${notification.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, undefined, { url: `/api/moodle/notification/${notification.id}` })).statusCode).toBe(401);
    const without = await f.createNotification(db(), { userId: s.owner.id, type: 'MoodleNotification' });
    const missing = await call(t.app, s.cookies.owner, { url: `/api/moodle/notification/${without.id}` });
    expect(missing.json()).toEqual({ detail: 'learning_material_missing' });
  });
});

describe('free e-learnings', () => {
  it('lists the courses of the free category only (not the site, programme or event courses), and opens Moodle or one course', async () => {
    const user = await f.createUser(db(), { roles: ['ROLE_FREE_E_LEARNING_USER'] });
    const cookie = await cookieFor(db(), user.id);
    const courses = await call(t.app, cookie, { url: '/api/moodle/free-e-learnings/courses' });
    expect(courses.json()).toEqual({
      items: [{ id: 41, name: 'Gratis: Communicatie', shortName: 'COM', summary: '' }],
      totalItems: 1,
    });
    const start = (await call(t.app, cookie, { url: '/api/moodle/free-e-learnings' })).json().loginUrl;
    const landed = await land(start);
    expect(landed.location).toBe(`${sim.url.origin}/`);
    const course = await call(t.app, cookie, { url: '/api/moodle/free-e-learnings/courses/41' });
    expect((await land(course.json().loginUrl)).text).toContain(`Je bent ingelogd als ${user.email}`);
    expect((await call(t.app, cookie, { url: '/api/moodle/free-e-learnings/courses/999' })).statusCode).toBe(404);
    // A programme course is not free, though Moodle has it.
    expect((await call(t.app, cookie, { url: '/api/moodle/free-e-learnings/courses/42' })).statusCode).toBe(404);
    expect((await call(t.app, cookie, { url: '/api/moodle/free-e-learnings/courses/abc' })).statusCode).toBe(400);
    const educator = await f.createInstituteEducator(db());
    expect(
      (await call(t.app, await cookieFor(db(), educator.id), { url: '/api/moodle/free-e-learnings' })).statusCode,
    ).toBe(403);
    expect((await call(t.app, undefined, { url: '/api/moodle/free-e-learnings/courses' })).statusCode).toBe(401);
  });
});

describe('without Moodle', () => {
  it('there is no learning material: learning_material_missing, and no free courses', async () => {
    const bare = await createTestApp({ moodle: null });
    try {
      const owner = await f.createParticipant(bare.database.db);
      const education = await f.createEducation(bare.database.db, { userId: owner.id, moodleCourseId: '5' });
      const res = await call(bare.app, await cookieFor(bare.database.db, owner.id), {
        url: `/api/education/${education.id}/moodle-redirect`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'learning_material_missing' });
      const user = await f.createUser(bare.database.db, { roles: ['ROLE_FREE_E_LEARNING_USER'] });
      const courses = await call(bare.app, await cookieFor(bare.database.db, user.id), {
        url: '/api/moodle/free-e-learnings/courses',
      });
      expect(courses.json()).toEqual({ items: [], totalItems: 0 });
    } finally {
      await bare.app.close();
    }
  });
});

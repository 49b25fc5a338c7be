import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import { createMoodleClient, startMoodleSimulator, type MoodleSimulator } from '../../integrations/moodle';

let t: TestApp;
let sim: MoodleSimulator;
type Caller = { user: { id: string; email: string }; cookie: string };
const who: Record<string, Caller> = {};
beforeAll(async () => {
  sim = await startMoodleSimulator({ isSuspended: (email) => email === who.suspended?.user.email });
  t = await createTestApp({ moodle: createMoodleClient({ url: sim.url, token: sim.token }) });
  const user = async (options: Parameters<typeof f.createUser>[1]) => {
    const row = await f.createUser(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
    return { user: row, cookie: await signIn(t.app, row.email) };
  };
  who.teacher = await user({ role: 'ROLE_TEACHER', permissions: ['VIEW_MODULES'] });
  who.otherTeacher = await user({ role: 'ROLE_TEACHER', permissions: ['VIEW_MODULES'] });
  who.assistant = await user({ role: 'ROLE_PROGRAM_ASSISTANT', permissions: ['VIEW_MODULES'] });
  who.participant = await user({ role: 'ROLE_PARTICIPANT' });
  who.suspended = await user({ role: 'ROLE_TEACHER', permissions: ['VIEW_MODULES'] });
});
afterAll(async () => {
  await t.app.close();
  await sim.close();
});

const redirect = (caller: Caller | null, userId: string, eventId: string) =>
  t.app.inject({
    url: `/api/users/${userId}/educator-events/moodle-redirect?eventId=${eventId}&requestContext=modules`,
    headers: caller ? { cookie: caller.cookie } : {},
  });

/** Follows a login URL as a browser would, to the page Moodle shows. */
async function land(loginUrl: string) {
  const login = await fetch(loginUrl, { redirect: 'manual' });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const page = await fetch(login.headers.get('location')!, { headers: { cookie } });
  return { location: login.headers.get('location'), text: await page.text() };
}

describe('GET /api/users/{userId}/educator-events/moodle-redirect', () => {
  it("opens an educator's own event in Moodle, signed in as them, with a new key per click", async () => {
    const event = await f.createEvent(t.database.db, { moodleCourseId: '77' });
    await f.createEventStaff(t.database.db, { eventId: event.id, userId: who.teacher!.user.id, role: 'teacher' });
    const first = await redirect(who.teacher!, who.teacher!.user.id, event.id);
    expect(first.statusCode, first.body).toBe(200);
    const landed = await land(first.json().loginUrl);
    expect(landed.location).toBe(`${sim.url.origin}/course/view.php?id=77`);
    expect(landed.text).toContain(`Je bent ingelogd als ${who.teacher!.user.email}`);
    const second = (await redirect(who.teacher!, who.teacher!.user.id, event.id)).json().loginUrl;
    expect(second).not.toBe(first.json().loginUrl);
  });

  it('is refused for events not in the caller’s list, for others’ lists and without the right', async () => {
    const event = await f.createEvent(t.database.db, { moodleCourseId: '78' });
    await f.createEventStaff(t.database.db, { eventId: event.id, userId: who.teacher!.user.id, role: 'teacher' });
    expect((await redirect(null, who.teacher!.user.id, event.id)).statusCode).toBe(401);
    expect((await redirect(who.participant!, who.participant!.user.id, event.id)).statusCode).toBe(403);
    // Not their event, and not their list.
    expect((await redirect(who.otherTeacher!, who.otherTeacher!.user.id, event.id)).statusCode).toBe(404);
    expect((await redirect(who.otherTeacher!, who.teacher!.user.id, event.id)).statusCode).toBe(404);
    // A program assistant sees every event.
    expect((await redirect(who.assistant!, who.assistant!.user.id, event.id)).statusCode).toBe(200);
    expect((await redirect(who.teacher!, who.teacher!.user.id, 'geen-id')).statusCode).toBe(400);
  });

  it("answers learning_material_missing without a Moodle course id ('Moodle ID ontbreekt in AFAS Profit')", async () => {
    const event = await f.createEvent(t.database.db, { moodleCourseId: null });
    await f.createEventStaff(t.database.db, { eventId: event.id, userId: who.teacher!.user.id, role: 'teacher' });
    const res = await redirect(who.teacher!, who.teacher!.user.id, event.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'learning_material_missing' });
  });

  it('a teacher suspended in Moodle gets no key: learning_material_missing', async () => {
    const event = await f.createEvent(t.database.db, { moodleCourseId: '7' });
    await f.createEventStaff(t.database.db, { eventId: event.id, userId: who.suspended!.user.id, role: 'teacher' });
    const res = await redirect(who.suspended!, who.suspended!.user.id, event.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'learning_material_missing' });
    expect([...sim.issuedKeys.values()]).not.toContain(who.suspended!.user.email);
  });
});

import type { EducatorEventList } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { isoDate } from '../../../test/factories/support';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';

let t: TestApp;
type Caller = { user: { id: string }; cookie: string };
const who: Record<string, Caller> = {};
beforeAll(async () => {
  t = await createTestApp();
  const user = async (options: Parameters<typeof f.createUser>[1]) => {
    const row = await f.createUser(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
    return { user: row, cookie: await signIn(t.app, row.email) };
  };
  who.admin = await user({ role: 'ROLE_ADMIN' });
  who.assistant = await user({ role: 'ROLE_PROGRAM_ASSISTANT', permissions: ['VIEW_MODULES'] });
  who.teacher = await user({ roles: ['ROLE_TEACHER', 'ROLE_EDUCATOR'], permissions: ['VIEW_MODULES'] });
  who.otherTeacher = await user({ role: 'ROLE_TEACHER', permissions: ['VIEW_MODULES'] });
  who.teacherWithout = await user({ role: 'ROLE_TEACHER' });
  who.participant = await user({ role: 'ROLE_PARTICIPANT', permissions: ['VIEW_MODULES'] });
  who.viewTeacher = await user({ role: 'ROLE_PROGRAM_ASSISTANT', permissions: ['VIEW_TEACHER'] });
});
afterAll(async () => {
  await t.app.close();
});

const call = (url: string, caller: Caller | null) =>
  t.app.inject({ method: 'GET', url, headers: caller ? { cookie: caller.cookie } : {} });
const list = async (url: string, caller: Caller) => {
  const res = await call(url, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EducatorEventList;
};
const names = (page: EducatorEventList) => page.items.map((e) => e.name);

/** Events of one test, found by their shared word. */
async function eventsOf(word: string) {
  const db = t.database.db;
  const make = (name: string, days: number, extra: Parameters<typeof f.createEvent>[1] = {}) =>
    f.createEvent(db, { name: `${word} ${name}`, startDate: isoDate(days), endDate: isoDate(days + 1), ...extra });
  const soon = await make('Binnenkort', 5, { moodleCourseId: '42', status: 'definitive' });
  const later = await make('Later', 40);
  const running = await make('Bezig', -1);
  const past = await make('Voorbij', -30, { status: 'finished' });
  const longAgo = await make('Lang geleden', -300, { status: 'finished' });
  const notMine = await make('Van een ander', 10);
  const staff = (eventId: string, role: 'teacher' | 'educator', writePermission = false) =>
    f.createEventStaff(db, { eventId, userId: who.teacher!.user.id, role, writePermission });
  await staff(soon.id, 'teacher', true);
  await staff(later.id, 'educator');
  await staff(running.id, 'teacher');
  await staff(past.id, 'teacher', true);
  await staff(longAgo.id, 'educator');
  await f.createEventStaff(db, { eventId: notMine.id, userId: who.otherTeacher!.user.id, role: 'teacher' });
  return { soon, later, running, past, longAgo, notMine };
}

describe('GET /api/educator-events', () => {
  it('is for program assistants, institute educators and teachers with VIEW_MODULES, and admins', async () => {
    expect((await call('/api/educator-events', null)).statusCode).toBe(401);
    expect((await call('/api/educator-events', who.teacherWithout!)).statusCode).toBe(403);
    // The permission without a role that works on events is not enough.
    expect((await call('/api/educator-events', who.participant!)).statusCode).toBe(403);
    for (const caller of [who.admin, who.assistant, who.teacher]) {
      expect((await call('/api/educator-events', caller!)).statusCode).toBe(200);
    }
  });

  it('gives a teacher their own current events by start date, with their write permission and Moodle id', async () => {
    await eventsOf('Anatomie');
    const page = await list('/api/educator-events?query=Anatomie', who.teacher!);
    expect(names(page)).toEqual(['Anatomie Bezig', 'Anatomie Binnenkort', 'Anatomie Later']);
    expect(page.items[1]).toMatchObject({ status: 'definitive', writePermissions: true, moodleCourseId: '42' });
    expect(page.items[2]).toMatchObject({ writePermissions: false, moodleCourseId: null });
    expect(page).toMatchObject({ totalItems: 3, perPage: 10 });
    // Asking for everyone's is not theirs to ask.
    expect(names(await list('/api/educator-events?query=Anatomie&onlyOwnEvents=0', who.teacher!))).not.toContain(
      'Anatomie Van een ander',
    );
    const archive = await list('/api/educator-events?query=Anatomie&filters[dateRange]=archive', who.teacher!);
    expect(names(archive)).toEqual(['Anatomie Voorbij', 'Anatomie Lang geleden']);
  });

  it('filters on status, permissions, dates and staff role, and sorts on request', async () => {
    await eventsOf('Fysiologie');
    const q = (extra: string) => list(`/api/educator-events?query=Fysiologie&${extra}`, who.teacher!);
    expect(names(await q('filters[permissions]=write'))).toEqual(['Fysiologie Binnenkort']);
    expect(names(await q('filters[permissions]=read'))).toEqual(['Fysiologie Bezig', 'Fysiologie Later']);
    expect(names(await q('filters[permissions]=read,write'))).toHaveLength(3);
    expect(names(await q('filters[status]=definitive'))).toEqual(['Fysiologie Binnenkort']);
    expect(names(await q(`filters[startDate]=${isoDate(3)}`))).toEqual(['Fysiologie Binnenkort', 'Fysiologie Later']);
    expect(names(await q(`filters[endDate]=${isoDate(10)}`))).toEqual(['Fysiologie Bezig', 'Fysiologie Binnenkort']);
    const noTeaching = await q('filters[skipTeachers]=1');
    expect(names(noTeaching)).toEqual(['Fysiologie Later']);
    expect(noTeaching.skipTeachers).toBe(true);
    expect(names(await q('filters[skipEducators]=true'))).toEqual(['Fysiologie Bezig', 'Fysiologie Binnenkort']);
    expect(names(await q('order[name]=desc'))).toEqual([
      'Fysiologie Later',
      'Fysiologie Binnenkort',
      'Fysiologie Bezig',
    ]);
  });

  it('shows a program assistant every event, or their own with onlyOwnEvents=1; an admin may write all', async () => {
    const made = await eventsOf('Pathologie');
    await f.createEventStaff(t.database.db, {
      eventId: made.later.id,
      userId: who.assistant!.user.id,
      role: 'program_assistant',
      writePermission: true,
    });
    const all = await list('/api/educator-events?query=Pathologie', who.assistant!);
    expect(names(all)).toEqual([
      'Pathologie Bezig',
      'Pathologie Binnenkort',
      'Pathologie Van een ander',
      'Pathologie Later',
    ]);
    expect(all.items.filter((e) => e.writePermissions).map((e) => e.name)).toEqual(['Pathologie Later']);
    expect(names(await list('/api/educator-events?query=Pathologie&onlyOwnEvents=1', who.assistant!))).toEqual([
      'Pathologie Later',
    ]);
    const admin = await list('/api/educator-events?query=Pathologie', who.admin!);
    expect(admin.items.every((e) => e.writePermissions)).toBe(true);
  });

  it('pages by 10, and refuses bad input with violations', async () => {
    const db = t.database.db;
    for (let i = 0; i < 12; i++) {
      const event = await f.createEvent(db, { name: `Reeks ${String(i).padStart(2, '0')}`, startDate: isoDate(i + 1) });
      await f.createEventStaff(db, { eventId: event.id, userId: who.otherTeacher!.user.id, role: 'teacher' });
    }
    const first = await list('/api/educator-events?query=Reeks', who.otherTeacher!);
    expect(first.items).toHaveLength(10);
    expect(first.totalItems).toBe(12);
    expect(names(await list('/api/educator-events?query=Reeks&page=2', who.otherTeacher!))).toEqual([
      'Reeks 10',
      'Reeks 11',
    ]);
    for (const bad of [
      'filters[dateRange]=ooit',
      'filters[status]=klaar',
      'filters[permissions]=execute',
      'filters[startDate]=31-12-2026',
      'onlyOwnEvents=ja',
      'order[password]=asc',
      'page=0',
    ]) {
      const res = await call(`/api/educator-events?${bad}`, who.teacher!);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().violations.length, bad).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/educator-events/{educatorId}', () => {
  it("lists another educator's events for VIEW_TEACHER or VIEW_EDUCATOR holders, with that educator's rights", async () => {
    await eventsOf('Histologie');
    const url = `/api/educator-events/${who.teacher!.user.id}?query=Histologie`;
    expect((await call(url, null)).statusCode).toBe(401);
    expect((await call(url, who.otherTeacher!)).statusCode).toBe(403);
    expect((await call(url, who.assistant!)).statusCode).toBe(403);
    const page = await list(url, who.viewTeacher!);
    expect(names(page)).toEqual(['Histologie Bezig', 'Histologie Binnenkort', 'Histologie Later']);
    expect(page.items.map((e) => e.writePermissions)).toEqual([false, true, false]);
    expect((await list(url, who.admin!)).items.map((e) => e.writePermissions)).toEqual([false, true, false]);
    expect((await call('/api/educator-events/00000000-0000-4000-8000-000000000000', who.viewTeacher!)).statusCode).toBe(
      404,
    );
    expect((await call('/api/educator-events/geen-id', who.viewTeacher!)).statusCode).toBe(400);
  });
});

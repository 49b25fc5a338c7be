import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { enrolments, workshopRegistrations } from '../../db/schema';
import { call, cookieFor, educationScenario, expectAccess } from './education.test-support';
import { todayInAmsterdam } from './events.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
const db = () => t.database.db;

/** A participant's module that may register, and events of its code with plenary and workshop sessions. */
async function registrationScenario(options: { capacity?: number | null; workshopPlaces?: number } = {}) {
  const s = await educationScenario(db());
  const module = await f.createModule(db(), {
    educationId: s.education.id,
    type: 'IO',
    eventRegistrationAllowed: true,
  });
  const later = await f.createEvent(db(), {
    moduleCode: module.moduleCode,
    name: 'Later',
    startDate: f.isoDate(60),
    capacity: options.capacity === undefined ? 20 : options.capacity,
  });
  const event = await f.createEvent(db(), {
    moduleCode: module.moduleCode,
    name: 'Eerder',
    startDate: f.isoDate(30),
    workshops: true,
    workshopsEditableUntil: f.daysFromNow(20),
    capacity: options.capacity === undefined ? 20 : options.capacity,
  });
  const plenary = await f.createEventSession(db(), {
    eventId: event.id,
    title: 'Opening',
    startTime: '09:00:00',
    endTime: '10:00:00',
  });
  const ws = (title: string, startTime: string, endTime: string, max = options.workshopPlaces ?? 12) =>
    f.createEventSession(db(), {
      eventId: event.id,
      title,
      workshop: true,
      startTime,
      endTime,
      workshopMaxParticipants: max,
    });
  const a1 = await ws('A1', '10:00:00', '11:00:00');
  const a2 = await ws('A2', '10:00:00', '11:00:00');
  const b1 = await ws('B1', '11:00:00', '12:00:00');
  // Another code's event and a past one of this code are never offered.
  await f.createEvent(db(), { startDate: f.isoDate(10) });
  await f.createEvent(db(), { moduleCode: module.moduleCode, startDate: f.isoDate(-10) });
  return { ...s, module, event, later, plenary, a1, a2, b1 };
}

describe('GET /api/module/{id}/event/available and /event/{eventId}', () => {
  it('lists upcoming events of the module code by start, with sessions, groups and the overlap flag', async () => {
    const s = await registrationScenario();
    // The participant is already in another event on the same day and time as the workshops: overlap.
    const other = await f.createEvent(db(), { startDate: s.event.startDate });
    await f.createEventSession(db(), {
      eventId: other.id,
      date: s.event.startDate,
      startTime: '10:30:00',
      endTime: '11:30:00',
    });
    const otherModule = await f.createModule(db(), {
      educationId: s.education.id,
      moduleCode: other.moduleCode,
      type: 'IO',
    });
    await f.createEnrolment(db(), { eventId: other.id, moduleId: otherModule.id });

    const res = await call(t.app, s.cookies.owner, { url: `/api/module/${s.module.id}/event/available` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((e: { name: string }) => e.name)).toEqual(['Eerder', 'Later']);
    expect(body.totalItems).toBe(2);
    const [first, second] = body.items;
    expect(first).toMatchObject({
      id: s.event.id,
      eventId: s.event.afasId,
      workshops: true,
      enrolled: false,
      full: false,
      overlapsAgenda: true,
      educationId: s.education.id,
    });
    expect(second.overlapsAgenda).toBe(false);
    expect(
      first.sessions.map((x: { title: string; workshop: boolean; timeGroup: string | null }) => [
        x.title,
        x.workshop,
        x.timeGroup,
      ]),
    ).toEqual([
      ['Opening', false, null],
      ['A1', true, `${s.event.startDate} 10:00-11:00`],
      ['A2', true, `${s.event.startDate} 10:00-11:00`],
      ['B1', true, `${s.event.startDate} 11:00-12:00`],
    ]);
    const one = await call(t.app, s.cookies.owner, { url: `/api/module/${s.module.id}/event/${s.event.id}` });
    expect(one.json()).toMatchObject({ id: s.event.id, sessions: expect.any(Array) });
    const foreign = await f.createEvent(db());
    expect(
      (await call(t.app, s.cookies.owner, { url: `/api/module/${s.module.id}/event/${foreign.id}` })).statusCode,
    ).toBe(404);
  });

  it('follows the education policy', async () => {
    const s = await registrationScenario();
    const viewers = {
      owner: 200,
      linkedEducator: 200,
      practicalTrainer: 200,
      programAssistant: 200,
      admin: 200,
      impersonatingAdmin: 200,
    };
    await expectAccess(t.app, s.cookies, () => ({ url: `/api/module/${s.module.id}/event/available` }), viewers);
    await expectAccess(t.app, s.cookies, () => ({ url: `/api/module/${s.module.id}/event/${s.event.id}` }), viewers);
  });
});

describe('POST /api/module/{id}/event', () => {
  it('registers with one workshop per time group, and shows the choice', async () => {
    const s = await registrationScenario();
    const res = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/module/${s.module.id}/event`,
      payload: { eventId: s.event.id, workshopIds: [s.a2.id, s.b1.id] },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ enrolled: true, registrationCount: 1 });
    const chosen = body.sessions
      .filter((x: { workshopRegisteredFor: boolean }) => x.workshopRegisteredFor)
      .map((x: { title: string }) => x.title);
    expect(chosen).toEqual(['A2', 'B1']);
    const a2 = body.sessions.find((x: { title: string }) => x.title === 'A2');
    expect(a2.workshopRegistrationCount).toBe(1);
    // Registered once: a second registration through the module is refused.
    const again = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/module/${s.module.id}/event`,
      payload: { eventId: s.later.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'registration_not_allowed' });
  });

  it('refuses two workshops of one time group, foreign sessions and bad input with violations', async () => {
    const s = await registrationScenario();
    const post = (payload: unknown) =>
      call(t.app, s.cookies.owner, {
        method: 'POST',
        url: `/api/module/${s.module.id}/event`,
        payload: payload as object,
      });
    const sameGroup = await post({ eventId: s.event.id, workshopIds: [s.a1.id, s.a2.id] });
    expect(sameGroup.statusCode).toBe(400);
    expect(sameGroup.json()).toEqual({
      detail: 'validation_failed',
      violations: [{ propertyPath: 'workshopIds[1]', detail: 'validation.oneWorkshopPerTimeGroup' }],
    });
    const plenary = await post({ eventId: s.event.id, workshopIds: [s.plenary.id] });
    expect(plenary.json().violations).toEqual([{ propertyPath: 'workshopIds[0]', detail: 'validation.invalid' }]);
    const foreign = await post({ eventId: (await f.createEvent(db())).id });
    expect(foreign.json().violations).toEqual([{ propertyPath: 'eventId', detail: 'validation.invalid' }]);
    const malformed = await post({ eventId: 'x', workshopIds: 'y', extra: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('validation_failed');
    expect(await db().select().from(enrolments).where(eq(enrolments.moduleId, s.module.id))).toHaveLength(0);
  });

  it('a cancelled registration may register again, with only the workshops chosen now', async () => {
    const s = await registrationScenario();
    const enrolment = await f.createEnrolment(db(), {
      eventId: s.event.id,
      moduleId: s.module.id,
      status: 'cancelled',
    });
    await f.createWorkshopRegistration(db(), { enrolmentId: enrolment.id, sessionId: s.a1.id });
    const res = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/module/${s.module.id}/event`,
      payload: { eventId: s.event.id, workshopIds: [s.b1.id] },
    });
    expect(res.statusCode).toBe(201);
    const chosen = res.json().sessions.filter((x: { workshopRegisteredFor: boolean }) => x.workshopRegisteredFor);
    expect(chosen.map((x: { title: string }) => x.title)).toEqual(['B1']);
  });

  it('only when eventRegistrationAllowed', async () => {
    const s = await registrationScenario();
    const closed = await f.createModule(db(), {
      educationId: s.education.id,
      type: 'IO',
      moduleCode: s.module.moduleCode,
    });
    const res = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/module/${closed.id}/event`,
      payload: { eventId: s.later.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'registration_not_allowed' });
  });

  it('never for a finished module: not offered in the module list, and refused', async () => {
    const s = await registrationScenario();
    const finished = await f.createModule(db(), {
      educationId: s.education.id,
      type: 'IO',
      moduleCode: s.module.moduleCode,
      eventRegistrationAllowed: true,
      status: 'finished',
    });
    const list = await call(t.app, s.cookies.owner, { url: `/api/education/${s.education.id}/modules` });
    const allowed = (id: string) =>
      list.json().items.find((m: { id: string }) => m.id === id).eventRegistrationAllowed as boolean;
    expect(allowed(finished.id)).toBe(false);
    expect(allowed(s.module.id)).toBe(true);
    const res = await call(t.app, s.cookies.owner, {
      method: 'POST',
      url: `/api/module/${finished.id}/event`,
      payload: { eventId: s.later.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'registration_not_allowed' });
  });

  it('a full event is event_unavailable; a full workshop workshops_unavailable, and nothing is kept', async () => {
    const s = await registrationScenario({ capacity: 1, workshopPlaces: 1 });
    const rival = await f.createModule(db(), {
      type: 'IO',
      moduleCode: s.module.moduleCode,
      eventRegistrationAllowed: true,
    });
    await f.createEnrolment(db(), { eventId: s.later.id, moduleId: rival.id });
    const post = (payload: object) =>
      call(t.app, s.cookies.owner, { method: 'POST', url: `/api/module/${s.module.id}/event`, payload });
    const full = await post({ eventId: s.later.id });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: 'event_unavailable' });
    const listed = (
      await call(t.app, s.cookies.owner, { url: `/api/module/${s.module.id}/event/${s.later.id}` })
    ).json();
    expect(listed).toMatchObject({ full: true, registrationCount: 1, capacity: 1 });

    const rival2 = await f.createModule(db(), {
      type: 'IO',
      moduleCode: s.module.moduleCode,
      eventRegistrationAllowed: true,
    });
    const rivalEnrolment = await f.createEnrolment(db(), { eventId: s.event.id, moduleId: rival2.id });
    // The rival holds the event's only place; make room in the event but not in workshop A1.
    await db().update(enrolments).set({ status: 'enrolled' }).where(eq(enrolments.id, rivalEnrolment.id));
    await f.createWorkshopRegistration(db(), { enrolmentId: rivalEnrolment.id, sessionId: s.a1.id });
    const { events } = await import('../../db/schema');
    await db().update(events).set({ capacity: 5 }).where(eq(events.id, s.event.id));
    const workshopFull = await post({ eventId: s.event.id, workshopIds: [s.a1.id] });
    expect(workshopFull.statusCode).toBe(409);
    expect(workshopFull.json()).toEqual({ detail: 'workshops_unavailable' });
    expect(
      await db()
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.moduleId, s.module.id), eq(enrolments.status, 'enrolled'))),
    ).toHaveLength(0);
  });

  it('edit is for the owner and admins; view-only staff 403; others 404', async () => {
    const s = await registrationScenario({ capacity: null });
    // Each allowed caller registers a module of its own (one registration per module).
    const modules: string[] = [];
    for (let i = 0; i < 3; i++) {
      modules.push(
        (
          await f.createModule(db(), {
            educationId: s.education.id,
            type: 'IO',
            moduleCode: s.module.moduleCode,
            eventRegistrationAllowed: true,
          })
        ).id,
      );
    }
    let next = 0;
    await expectAccess(
      t.app,
      s.cookies,
      () => ({ method: 'POST', url: `/api/module/${modules[next++ % 3]}/event`, payload: { eventId: s.later.id } }),
      {
        linkedEducator: 403,
        practicalTrainer: 403,
        programAssistant: 403,
        owner: 201,
        admin: 201,
        impersonatingAdmin: 201,
      },
    );
  });
});

describe('PUT /api/module/{id}/event/{eventId}/workshops', () => {
  it('changes the choice until workshopsEditableUntil, then refuses', async () => {
    const s = await registrationScenario();
    const url = `/api/module/${s.module.id}/event`;
    expect(
      (
        await call(t.app, s.cookies.owner, {
          method: 'POST',
          url,
          payload: { eventId: s.event.id, workshopIds: [s.a1.id] },
        })
      ).statusCode,
    ).toBe(201);
    const put = (workshopIds: string[], cookie: string | undefined = s.cookies.owner) =>
      call(t.app, cookie, { method: 'PUT', url: `${url}/${s.event.id}/workshops`, payload: { workshopIds } });
    const changed = await put([s.a2.id, s.b1.id]);
    expect(changed.statusCode).toBe(200);
    const chosen = changed.json().sessions.filter((x: { workshopRegisteredFor: boolean }) => x.workshopRegisteredFor);
    expect(chosen.map((x: { title: string }) => x.title)).toEqual(['A2', 'B1']);
    const rows = await db().select().from(workshopRegistrations).where(eq(workshopRegistrations.userId, s.owner.id));
    expect(rows.map((r) => r.sessionId).sort()).toEqual([s.a2.id, s.b1.id].sort());
    expect((await put([s.a1.id, s.a2.id])).statusCode).toBe(400);
    expect((await put([], s.cookies.linkedEducator)).statusCode).toBe(403);
    expect((await put([], s.cookies.otherParticipant)).statusCode).toBe(404);
    expect(
      (
        await call(t.app, undefined, {
          method: 'PUT',
          url: `${url}/${s.event.id}/workshops`,
          payload: { workshopIds: [] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await put([s.a1.id], s.cookies.impersonatingAdmin)).statusCode).toBe(200);

    const { events } = await import('../../db/schema');
    await db()
      .update(events)
      .set({ workshopsEditableUntil: f.daysFromNow(-1) })
      .where(eq(events.id, s.event.id));
    const late = await put([s.a2.id]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'workshops_not_editable' });
  });

  it("update mode: sessions that are over are past, today's ended ones too; an ended workshop is kept, not chosen", async () => {
    // An event that runs today, its workshops still editable: yesterday's plenary day, this night's plenary opening
    // and workshop (over), and this evening's workshop round (not over).
    const s = await educationScenario(db());
    const module = await f.createModule(db(), { educationId: s.education.id, type: 'IO' });
    const today = todayInAmsterdam();
    const event = await f.createEvent(db(), {
      moduleCode: module.moduleCode,
      name: 'Vandaag',
      startDate: f.isoDate(-1),
      workshops: true,
      workshopsEditableUntil: f.daysFromNow(1),
    });
    const session = (title: string, date: string, startTime: string, endTime: string, workshop = false) =>
      f.createEventSession(db(), { eventId: event.id, title, date, startTime, endTime, workshop });
    await session('Gisteren plenair', f.isoDate(-1), '09:00:00', '12:00:00');
    await session('Vannacht plenair', today, '00:00:00', '00:00:01');
    const ended = await session('Vannacht workshop', today, '00:00:00', '00:00:01', true);
    const evening = await session('Avondworkshop', today, '23:59:00', '23:59:59', true);
    const enrolment = await f.createEnrolment(db(), { eventId: event.id, moduleId: module.id, userId: s.owner.id });
    await f.createWorkshopRegistration(db(), { sessionId: ended.id, enrolmentId: enrolment.id, userId: s.owner.id });

    const url = `/api/module/${module.id}/event/${event.id}`;
    const past = (body: { sessions: { title: string; past: boolean }[] }) =>
      Object.fromEntries(body.sessions.map((x) => [x.title, x.past]));
    const shown = await call(t.app, s.cookies.owner, { url });
    expect(shown.statusCode).toBe(200);
    expect(past(shown.json())).toEqual({
      'Gisteren plenair': true,
      'Vannacht plenair': true,
      'Vannacht workshop': true,
      Avondworkshop: false,
    });

    const put = (workshopIds: string[]) =>
      call(t.app, s.cookies.owner, { method: 'PUT', url: `${url}/workshops`, payload: { workshopIds } });
    // A workshop that is over cannot be chosen anew (violation), ...
    const late = await put([ended.id]);
    expect(late.statusCode).toBe(400);
    expect(late.json().violations).toEqual([{ propertyPath: 'workshopIds[0]', detail: 'validation.invalid' }]);
    // ... and a new choice leaves the registration for it as it was.
    expect((await put([evening.id])).statusCode).toBe(200);
    const rows = await db().select().from(workshopRegistrations).where(eq(workshopRegistrations.userId, s.owner.id));
    expect(rows.map((r) => r.sessionId).sort()).toEqual([ended.id, evening.id].sort());
  });

  it('a full workshop is workshops_unavailable; not registered is 404', async () => {
    const s = await registrationScenario({ workshopPlaces: 1 });
    const url = `/api/module/${s.module.id}/event`;
    const put = (workshopIds: string[]) =>
      call(t.app, s.cookies.owner, { method: 'PUT', url: `${url}/${s.event.id}/workshops`, payload: { workshopIds } });
    expect((await put([s.a1.id])).statusCode).toBe(404);
    await call(t.app, s.cookies.owner, { method: 'POST', url, payload: { eventId: s.event.id } });
    await f.createWorkshopRegistration(db(), { sessionId: s.b1.id });
    const res = await put([s.b1.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'workshops_unavailable' });
  });
});

describe('capacity under concurrency', () => {
  async function racers(n: number, moduleCode: string) {
    const cookies: { cookie: string; moduleId: string }[] = [];
    for (let i = 0; i < n; i++) {
      const module = await f.createModule(db(), { type: 'IO', moduleCode, eventRegistrationAllowed: true });
      const education = await f.getEducation(db(), module.educationId);
      cookies.push({ cookie: await cookieFor(db(), education.userId), moduleId: module.id });
    }
    return cookies;
  }

  it('20 parallel registrations for 5 places give exactly 5', async () => {
    const event = await f.createEvent(db(), { startDate: f.isoDate(30), capacity: 5 });
    const all = await racers(20, event.moduleCode);
    const answers = await Promise.all(
      all.map(({ cookie, moduleId }) =>
        call(t.app, cookie, { method: 'POST', url: `/api/module/${moduleId}/event`, payload: { eventId: event.id } }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().detail === 'event_unavailable')).toBe(
      true,
    );
    const rows = await db().select().from(enrolments).where(eq(enrolments.eventId, event.id));
    expect(rows).toHaveLength(5);
  });

  it('20 parallel choices of a workshop with 3 places give exactly 3', async () => {
    const event = await f.createEvent(db(), { startDate: f.isoDate(30), capacity: null, workshops: true });
    const workshop = await f.createEventSession(db(), {
      eventId: event.id,
      workshop: true,
      workshopMaxParticipants: 3,
    });
    const all = await racers(20, event.moduleCode);
    const answers = await Promise.all(
      all.map(({ cookie, moduleId }) =>
        call(t.app, cookie, {
          method: 'POST',
          url: `/api/module/${moduleId}/event`,
          payload: { eventId: event.id, workshopIds: [workshop.id] },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409 && r.json().detail === 'workshops_unavailable')).toHaveLength(17);
    const rows = await db()
      .select()
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.sessionId, workshop.id));
    expect(rows).toHaveLength(3);
  });
});

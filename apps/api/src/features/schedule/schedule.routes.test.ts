import type { Schedule, SessionParticipant } from '@portal/contracts';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { isoDate } from '../../../test/factories/support';
import type { Db } from '../../db/client';
import { educationStaff, enrolments, eventSessions, eventStaff, events, modules } from '../../db/schema';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

async function cookieFor(userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await f.createSession(db, { userId, secret, expiresAt: f.daysFromNow(1) });
  return `portal_session=${secret}`;
}

const call = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
async function schedule(url: string, cookie: string): Promise<Schedule> {
  const res = await call(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Schedule;
}
const names = (answer: Schedule) => answer.items.map((item) => item.sessionName);

/** The last Sunday of a month (the day Europe changes its clocks in March and October). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A participant registered for an event with a plenary session in two days, a workshop they chose and one they did
 * not, an all-day deadline, sessions 10 and 40 days ago, and sessions on both sides of the next spring clock change;
 * a cancelled registration for another event; the event's teacher; a staff member of the participant's education.
 */
async function scenario() {
  const tag = randomBytes(3).toString('hex');
  const participant = await f.createParticipant(db, { firstName: 'Sanne', lastName: `Agenda ${tag}` });
  const education = await f.createEducation(db, {
    userId: participant.id,
    name: 'Specialisme ouderengeneeskunde',
    cohortName: 'Cohort 2025',
  });
  const module = await f.createModule(db, {
    educationId: education.id,
    type: 'IO',
    publishedName: `Communicatie ${tag}`,
    eventRegistrationAllowed: true,
  });
  const event = await f.createEvent(db, {
    moduleCode: module.moduleCode,
    name: `Terugkomdag ${tag}`,
    startDate: isoDate(-40),
    workshops: true,
    moodleCourseId: '42',
  });
  const enrolment = await f.createEnrolment(db, { eventId: event.id, moduleId: module.id, userId: participant.id });
  const session = (title: string, date: string, extra: Parameters<typeof f.createEventSession>[1] = {}) =>
    f.createEventSession(db, { eventId: event.id, title, date, ...extra });
  const plenary = await session('Plenair', isoDate(2), {
    startTime: '09:30:00',
    endTime: '12:00:00',
    locationDescription: 'Zaal 1',
    street: 'Domplein',
    number: '29',
    postalCode: '3512 JE',
    city: 'Utrecht',
    meetingUrl: 'https://zoom.example/j/123',
    meetingId: '123 456 789',
    meetingPassword: 'geheim',
  });
  const chosen = await session('Workshop gekozen', isoDate(2), {
    startTime: '13:00:00',
    endTime: '14:30:00',
    workshop: true,
  });
  await session('Workshop niet gekozen', isoDate(2), { startTime: '13:00:00', endTime: '14:30:00', workshop: true });
  await f.createWorkshopRegistration(db, { sessionId: chosen.id, enrolmentId: enrolment.id, userId: participant.id });
  await session('Inleverdeadline', isoDate(5), { allDay: true, startTime: null, endTime: null });
  await session('Tien dagen terug', isoDate(-10));
  await session('Veertig dagen terug', isoDate(-40));
  const spring = lastSunday(new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 2 ? 1 : 0), 3);
  await session('Voor de zomertijd', addDays(spring, -2), { startTime: '09:00:00', endTime: '10:00:00' });
  await session('Na de zomertijd', addDays(spring, 1), { startTime: '09:00:00', endTime: '10:00:00' });

  const cancelledEvent = await f.createEvent(db, { moduleCode: module.moduleCode, name: `Afgemeld ${tag}` });
  await f.createEventSession(db, { eventId: cancelledEvent.id, title: 'Afgemelde sessie', date: isoDate(3) });
  await f.createEnrolment(db, {
    eventId: cancelledEvent.id,
    moduleId: module.id,
    userId: participant.id,
    status: 'cancelled',
  });

  const teacher = await f.createTeacher(db, { firstName: 'Noor', lastName: `Docent ${tag}` });
  await f.createEventStaff(db, { eventId: event.id, userId: teacher.id, role: 'teacher' });
  const trainer = await f.createInstituteEducator(db);
  await f.createEducationStaff(db, { educationId: education.id, userId: trainer.id, role: 'institute_educator' });
  return { tag, participant, education, module, event, plenary, chosen, spring, teacher, trainer, cancelledEvent };
}

describe('GET /api/users/{id}/schedule', () => {
  it("lists the participant's plenary sessions and chosen workshops from today, a month back on request", async () => {
    const s = await scenario();
    const cookie = await cookieFor(s.participant.id);
    const upcoming = await schedule(`/api/users/${s.participant.id}/schedule`, cookie);
    expect(names(upcoming)).toEqual([
      'Plenair',
      'Workshop gekozen',
      'Inleverdeadline',
      'Voor de zomertijd',
      'Na de zomertijd',
    ]);
    expect(upcoming.totalItems).toBe(5);
    expect(upcoming.items[0]).toEqual({
      date: isoDate(2),
      startTime: '09:30',
      endTime: '12:00',
      allDay: false,
      event: `Terugkomdag ${s.tag}`,
      eventId: s.event.id,
      eventAfasId: s.event.afasId,
      eventDescription: s.event.description,
      sessionName: 'Plenair',
      sessionId: s.plenary.id,
      sessionInfo: null,
      workshop: false,
      moduleId: s.module.id,
      module: `Communicatie ${s.tag}`,
      moodleCourseId: '42',
      locationDescription: 'Zaal 1',
      street: 'Domplein',
      number: '29',
      postalCode: '3512 JE',
      city: 'Utrecht',
      meetingUrl: 'https://zoom.example/j/123',
      meetingId: '123 456 789',
      meetingPassword: 'geheim',
    });
    expect(upcoming.items[2]).toMatchObject({ sessionName: 'Inleverdeadline', allDay: true, startTime: null });

    const withPast = await schedule(`/api/users/${s.participant.id}/schedule?includePastItems=1`, cookie);
    expect(names(withPast)).toEqual(['Tien dagen terug', ...names(upcoming)]);
    expect((await call(`/api/users/${s.participant.id}/schedule?includePastItems=2`, cookie)).statusCode).toBe(400);
  });

  it('is for the owner, staff of their education and admins; anyone else gets 404', async () => {
    const s = await scenario();
    const url = `/api/users/${s.participant.id}/schedule`;
    expect((await call(url)).statusCode).toBe(401);
    const other = await f.createParticipant(db);
    expect((await call(url, await cookieFor(other.id))).statusCode).toBe(404);
    const unrelated = await f.createInstituteEducator(db);
    expect((await call(url, await cookieFor(unrelated.id))).statusCode).toBe(404);
    // The event's teacher is not staff of the participant's education.
    expect((await call(url, await cookieFor(s.teacher.id))).statusCode).toBe(404);
    expect((await call(url, await cookieFor(s.trainer.id))).statusCode).toBe(200);
    const admin = await f.createAdmin(db);
    expect(names(await schedule(url, await cookieFor(admin.id)))).toHaveLength(5);
    expect((await call(`/api/users/${crypto.randomUUID()}/schedule`, await cookieFor(admin.id))).statusCode).toBe(404);
  });

  it('answers the items on given dates, past ones too', async () => {
    const s = await scenario();
    const cookie = await cookieFor(s.participant.id);
    const answer = await schedule(
      `/api/users/${s.participant.id}/schedule-items?dates=${isoDate(-40)},${isoDate(2)}`,
      cookie,
    );
    expect(names(answer)).toEqual(['Veertig dagen terug', 'Plenair', 'Workshop gekozen']);
    expect((await call(`/api/users/${s.participant.id}/schedule-items?dates=morgen`, cookie)).statusCode).toBe(400);
    const other = await f.createParticipant(db);
    const res = await call(
      `/api/users/${s.participant.id}/schedule-items?dates=${isoDate(2)}`,
      await cookieFor(other.id),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('catch-up sessions (spec 2 §2: the session in which a missed one is caught up)', () => {
  /** The participant missed the plenary day 10 days ago and catches it up in another event's session in 4 days. */
  async function catchUpScenario() {
    const s = await scenario();
    const missed = await f.createEventSession(db, { eventId: s.event.id, title: 'Gemiste dag', date: isoDate(-10) });
    const otherGroup = await f.createEvent(db, { moduleCode: s.module.moduleCode, name: `Groep B ${s.tag}` });
    const catchUp = await f.createEventSession(db, {
      eventId: otherGroup.id,
      title: 'Dag 2: slecht-nieuwsgesprekken',
      date: isoDate(4),
      startTime: '09:30:00',
      endTime: '12:30:00',
      locationDescription: 'Zwolle',
    });
    // Another session of that event is not the participant's: only the one they catch up in.
    await f.createEventSession(db, { eventId: otherGroup.id, title: 'Niet ingehaald', date: isoDate(4) });
    const catchUpItem = await f.createPresenceItem(db, {
      moduleId: s.module.id,
      userId: s.participant.id,
      sessionId: catchUp.id,
      present: null,
    });
    await f.createPresenceItem(db, {
      moduleId: s.module.id,
      userId: s.participant.id,
      sessionId: missed.id,
      present: false,
      catchingUpEventId: otherGroup.id,
      catchingUpSessionId: catchUp.id,
      catchingUpPresenceItemId: catchUpItem.id,
    });
    return { ...s, otherGroup, catchUp };
  }

  it('are in the agenda, under the module of the missed session', async () => {
    const s = await catchUpScenario();
    const cookie = await cookieFor(s.participant.id);
    const answer = await schedule(`/api/users/${s.participant.id}/schedule`, cookie);
    expect(names(answer)).toEqual([
      'Plenair',
      'Workshop gekozen',
      'Dag 2: slecht-nieuwsgesprekken',
      'Inleverdeadline',
      'Voor de zomertijd',
      'Na de zomertijd',
    ]);
    expect(answer.items[2]).toMatchObject({
      date: isoDate(4),
      startTime: '09:30',
      endTime: '12:30',
      event: `Groep B ${s.tag}`,
      eventId: s.otherGroup.id,
      sessionId: s.catchUp.id,
      moduleId: s.module.id,
      module: `Communicatie ${s.tag}`,
      locationDescription: 'Zwolle',
    });
    const onDate = await schedule(`/api/users/${s.participant.id}/schedule-items?dates=${isoDate(4)}`, cookie);
    expect(names(onDate)).toEqual(['Dag 2: slecht-nieuwsgesprekken']);
    // Someone else's catch-up is not in another participant's agenda.
    const other = await f.createParticipant(db);
    expect(names(await schedule(`/api/users/${other.id}/schedule`, await cookieFor(other.id)))).toEqual([]);
  });

  it('are in the CSV export, the iCalendar export and the personal feed', async () => {
    const s = await catchUpScenario();
    const cookie = await cookieFor(s.participant.id);
    const csv = await call(`/api/users/${s.participant.id}/schedule/csv-export`, cookie);
    expect(csv.statusCode).toBe(200);
    const d = isoDate(4);
    expect(csv.body).toContain(
      `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)};09:30-12:30;Communicatie ${s.tag};` +
        `Groep B ${s.tag} – Dag 2: slecht-nieuwsgesprekken;Zwolle`,
    );
    expect(csv.body).not.toContain('Niet ingehaald');

    const ics = parseIcalendar((await call(`/api/users/${s.participant.id}/schedule/icalendar`, cookie)).body);
    const item = ics.find((e) => e.summary === `Dag 2: slecht-nieuwsgesprekken (Groep B ${s.tag})`);
    expect(item).toMatchObject({ status: 'CONFIRMED', uid: `session-${s.catchUp.id}@localhost`, allDay: false });
    expect(ics.some((e) => e.summary.startsWith('Niet ingehaald'))).toBe(false);

    const manual = await call(`/api/users/${s.participant.id}/schedule/icalendar?manual=true`, cookie);
    const token = new URL((manual.json() as { data: { url: string } }).data.url).searchParams.get('token')!;
    const feed = await call(`/api/users/${s.participant.id}/schedule/icalendar?token=${token}`);
    expect(parseIcalendar(feed.body).some((e) => e.summary.startsWith('Dag 2: slecht-nieuwsgesprekken'))).toBe(true);
  });
});

describe('GET /api/users/{id}/educator-schedule', () => {
  it("lists the sessions of the educator's events (every session, workshops included)", async () => {
    const s = await scenario();
    const answer = await schedule(`/api/users/${s.teacher.id}/educator-schedule`, await cookieFor(s.teacher.id));
    expect(names(answer)).toEqual([
      'Plenair',
      'Workshop gekozen',
      'Workshop niet gekozen',
      'Inleverdeadline',
      'Voor de zomertijd',
      'Na de zomertijd',
    ]);
    expect(answer.items[0]).toMatchObject({ moduleId: null, module: `Terugkomdag ${s.tag}` });
    // Nobody else's: not the participant's, not another teacher's.
    const url = `/api/users/${s.teacher.id}/educator-schedule`;
    expect((await call(url)).statusCode).toBe(401);
    expect((await call(url, await cookieFor(s.participant.id))).statusCode).toBe(404);
    expect((await call(url, await cookieFor((await f.createTeacher(db)).id))).statusCode).toBe(404);
    const usersAdmin = await f.createProgramAssistant(db, { permissions: ['LIST_USERS', 'VIEW_TEACHER'] });
    expect((await call(url, await cookieFor(usersAdmin.id))).statusCode).toBe(200);
  });
});

describe('CSV export', () => {
  it('is Excel-friendly for Dutch users: BOM, semicolons, DD-MM-YYYY, HH:mm, Deadline', async () => {
    const s = await scenario();
    const res = await call(`/api/users/${s.participant.id}/schedule/csv-export`, await cookieFor(s.participant.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="agenda.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Datum;Tijd;Module;Opdracht/bijeenkomst;Locatie;Adres;Online');
    const d = isoDate(2);
    expect(lines[1]).toBe(
      `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)};09:30-12:00;Communicatie ${s.tag};Terugkomdag ${s.tag} – Plenair;` +
        'Zaal 1;Domplein 29, 3512 JE Utrecht;https://zoom.example/j/123 Meeting-ID: 123 456 789 Wachtwoord: geheim',
    );
    expect(lines[3]).toContain(';Deadline;');
    expect(lines).toHaveLength(6);
    const other = await f.createParticipant(db);
    expect(
      (await call(`/api/users/${s.participant.id}/schedule/csv-export`, await cookieFor(other.id))).statusCode,
    ).toBe(404);
  });
});

describe('CSV export of text a spreadsheet would evaluate (CSV injection)', () => {
  it('puts a single quote before it in the participant’s and the educator’s agenda', async () => {
    const tag = randomBytes(3).toString('hex');
    const participant = await f.createParticipant(db);
    const education = await f.createEducation(db, { userId: participant.id });
    const module = await f.createModule(db, { educationId: education.id, publishedName: `=1+1 ${tag}` });
    const event = await f.createEvent(db, { moduleCode: module.moduleCode, name: `@SUM(A1) ${tag}` });
    await f.createEnrolment(db, { eventId: event.id, moduleId: module.id, userId: participant.id });
    await f.createEventSession(db, {
      eventId: event.id,
      title: 'Plenair',
      date: isoDate(3),
      locationDescription: '-Zaal 2',
      startTime: '09:00:00',
      endTime: '10:00:00',
    });
    const teacher = await f.createTeacher(db);
    await f.createEventStaff(db, { eventId: event.id, userId: teacher.id, role: 'teacher' });
    const rowOf = async (url: string, userId: string) => {
      const res = await call(url, await cookieFor(userId));
      expect(res.statusCode).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[1]!
        .split(';');
    };
    const own = await rowOf(`/api/users/${participant.id}/schedule/csv-export`, participant.id);
    expect(own.slice(2, 5)).toEqual([`'=1+1 ${tag}`, `'@SUM(A1) ${tag} – Plenair`, "'-Zaal 2"]);
    const educator = await rowOf(`/api/users/${teacher.id}/educator-schedule/csv-export`, teacher.id);
    expect(educator.slice(2, 5)).toEqual([`'@SUM(A1) ${tag}`, `'@SUM(A1) ${tag} – Plenair`, "'-Zaal 2"]);
  });
});

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  status: string;
  sequence: number;
  location: string | null;
}

/** The calendar as an independent parser (python3-icalendar, Debian's) reads it. */
function parseIcalendar(text: string): ParsedEvent[] {
  const script = `
import sys, json, datetime
from icalendar import Calendar
cal = Calendar.from_ical(sys.stdin.buffer.read())
out = []
for e in cal.walk('VEVENT'):
    start = e.decoded('DTSTART'); end = e.decoded('DTEND')
    all_day = not isinstance(start, datetime.datetime)
    fmt = (lambda d: d.isoformat()) if all_day else (lambda d: d.astimezone(datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ'))
    out.append({'uid': str(e['UID']), 'summary': str(e['SUMMARY']), 'start': fmt(start), 'end': fmt(end),
                'allDay': all_day, 'status': str(e.get('STATUS', '')), 'sequence': int(e.get('SEQUENCE', 0)),
                'location': str(e['LOCATION']) if 'LOCATION' in e else None})
print(json.dumps(out))
`;
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', script], { input: text, encoding: 'utf8' }),
  ) as ParsedEvent[];
}

describe('iCalendar export and personal feed', () => {
  it('gives real calendar clients the same items, Amsterdam times across a clock change, all-day deadlines', async () => {
    const s = await scenario();
    const cookie = await cookieFor(s.participant.id);
    const res = await call(`/api/users/${s.participant.id}/schedule/icalendar`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parseIcalendar(res.body);
    const bySummary = new Map(parsed.map((e) => [e.summary, e]));
    // The past month and the future (Tien dagen terug) and the cancelled registration, marked so.
    expect([...bySummary.keys()].sort()).toEqual(
      [
        `Afgemelde sessie (Afgemeld ${s.tag})`,
        `Deadline: Inleverdeadline (Terugkomdag ${s.tag})`,
        `Na de zomertijd (Terugkomdag ${s.tag})`,
        `Plenair (Terugkomdag ${s.tag})`,
        `Tien dagen terug (Terugkomdag ${s.tag})`,
        `Voor de zomertijd (Terugkomdag ${s.tag})`,
        `Workshop gekozen (Terugkomdag ${s.tag})`,
      ].sort(),
    );
    expect(bySummary.get(`Afgemelde sessie (Afgemeld ${s.tag})`)!.status).toBe('CANCELLED');
    expect(bySummary.get(`Plenair (Terugkomdag ${s.tag})`)!.status).toBe('CONFIRMED');
    // 09:00 in Amsterdam is 08:00 UTC in winter time and 07:00 UTC in summer time.
    expect(bySummary.get(`Voor de zomertijd (Terugkomdag ${s.tag})`)).toMatchObject({
      start: `${addDays(s.spring, -2)}T08:00:00Z`,
      end: `${addDays(s.spring, -2)}T09:00:00Z`,
      allDay: false,
    });
    expect(bySummary.get(`Na de zomertijd (Terugkomdag ${s.tag})`)).toMatchObject({
      start: `${addDays(s.spring, 1)}T07:00:00Z`,
      end: `${addDays(s.spring, 1)}T08:00:00Z`,
    });
    // A deadline is a true all-day DATE (the end is the next day, exclusive).
    expect(bySummary.get(`Deadline: Inleverdeadline (Terugkomdag ${s.tag})`)).toMatchObject({
      start: isoDate(5),
      end: addDays(isoDate(5), 1),
      allDay: true,
    });
    expect(bySummary.get(`Plenair (Terugkomdag ${s.tag})`)!.location).toBe('Zaal 1, Domplein 29, 3512 JE Utrecht');
    // Each session one UID, the same on every export: a second import updates instead of duplicating.
    expect(new Set(parsed.map((e) => e.uid)).size).toBe(parsed.length);
    expect(bySummary.get(`Plenair (Terugkomdag ${s.tag})`)!.uid).toBe(`session-${s.plenary.id}@localhost`);
    const again = parseIcalendar((await call(`/api/users/${s.participant.id}/schedule/icalendar`, cookie)).body);
    expect(again.map((e) => e.uid).sort()).toEqual(parsed.map((e) => e.uid).sort());

    // A change raises the session's SEQUENCE, and the calendar's ETag changes with it.
    const etag = res.headers.etag as string;
    expect(
      (await call(`/api/users/${s.participant.id}/schedule/icalendar`, cookie, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    await db.update(eventSessions).set({ startTime: '10:00:00' }).where(eq(eventSessions.id, s.plenary.id));
    const changed = await call(`/api/users/${s.participant.id}/schedule/icalendar`, cookie, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    const plenary = parseIcalendar(changed.body).find((e) => e.summary.startsWith('Plenair'))!;
    expect(plenary.sequence).toBe(bySummary.get(`Plenair (Terugkomdag ${s.tag})`)!.sequence + 1);
    // Renaming the event counts as a change of each of its sessions.
    await db
      .update(events)
      .set({ name: `Terugkomdag ${s.tag} (nieuw)` })
      .where(eq(events.id, s.event.id));
    const renamed = parseIcalendar((await call(`/api/users/${s.participant.id}/schedule/icalendar`, cookie)).body);
    expect(renamed.find((e) => e.summary.startsWith('Plenair'))!.sequence).toBe(plenary.sequence + 1);
  });

  it('makes a personal feed address that opens only this agenda, replaces the previous one and can be revoked', async () => {
    const s = await scenario();
    const cookie = await cookieFor(s.participant.id);
    const base = `/api/users/${s.participant.id}/schedule/icalendar`;
    const first = await call(`${base}?manual=true`, cookie);
    expect(first.statusCode).toBe(200);
    const firstUrl = new URL((first.json() as { data: { url: string } }).data.url);
    expect(firstUrl.pathname).toBe(base);
    const token = firstUrl.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    // No session needed: the calendar client has only the address.
    const feed = await call(`${base}?token=${token}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parseIcalendar(feed.body).some((e) => e.summary.startsWith('Plenair'))).toBe(true);
    // A polling client that has this version gets 304.
    expect(
      (await call(`${base}?token=${token}`, undefined, { 'if-none-match': feed.headers.etag as string })).statusCode,
    ).toBe(304);

    // The token opens neither someone else's agenda nor this person's other kind of agenda.
    const other = await f.createParticipant(db);
    expect((await call(`/api/users/${other.id}/schedule/icalendar?token=${token}`)).statusCode).toBe(404);
    expect((await call(`/api/users/${s.participant.id}/educator-schedule/icalendar?token=${token}`)).statusCode).toBe(
      404,
    );
    // Another person's token does not open this one.
    const otherFeed = await call(`/api/users/${other.id}/schedule/icalendar?manual=true`, await cookieFor(other.id));
    const otherToken = new URL((otherFeed.json() as { data: { url: string } }).data.url).searchParams.get('token')!;
    expect((await call(`${base}?token=${otherToken}`)).statusCode).toBe(404);
    // Nobody makes a feed address for someone else (it is a credential), not even an admin.
    const admin = await f.createAdmin(db);
    expect((await call(`${base}?manual=true`, await cookieFor(admin.id))).statusCode).toBe(404);

    // A new address replaces the old one.
    const second = await call(`${base}?manual=true`, cookie);
    const secondToken = new URL((second.json() as { data: { url: string } }).data.url).searchParams.get('token')!;
    expect(secondToken).not.toBe(token);
    expect((await call(`${base}?token=${token}`)).statusCode).toBe(404);
    expect((await call(`${base}?token=${secondToken}`)).statusCode).toBe(200);

    // Revoked: 404 from then on; only the owner (or an admin) revokes.
    const revoke = (cookieOf: string) => t.app.inject({ method: 'DELETE', url: base, headers: { cookie: cookieOf } });
    expect((await revoke(await cookieFor(other.id))).statusCode).toBe(404);
    expect((await call(`${base}?token=${secondToken}`)).statusCode).toBe(200);
    expect((await revoke(cookie)).statusCode).toBe(204);
    expect((await call(`${base}?token=${secondToken}`)).statusCode).toBe(404);
    // Without a token or a session there is nothing.
    expect((await call(base)).statusCode).toBe(401);
  });
});

describe('session participants and educators', () => {
  it("lists a session's participants for the event's staff only: name, specialty, cohort; a workshop's who chose it", async () => {
    const s = await scenario();
    const other = await f.createParticipant(db, { firstName: 'Bram', lastName: `Agenda ${s.tag}` });
    const otherModule = await f.createModule(db, { userId: other.id, type: 'IO', moduleCode: s.module.moduleCode });
    await f.createEnrolment(db, { eventId: s.event.id, moduleId: otherModule.id, userId: other.id });
    const url = (sessionId: string) => `/api/events/${s.event.id}/sessions/${sessionId}/participants`;
    const teacher = await cookieFor(s.teacher.id);
    const plenary = await call(url(s.plenary.id), teacher);
    expect(plenary.statusCode).toBe(200);
    const items = (plenary.json() as { items: SessionParticipant[] }).items;
    expect(items.map((p) => p.name)).toEqual([`Bram Agenda ${s.tag}`, `Sanne Agenda ${s.tag}`]);
    expect(items[1]).toEqual({
      id: s.participant.id,
      name: `Sanne Agenda ${s.tag}`,
      specialty: 'Specialisme ouderengeneeskunde',
      cohort: 'Cohort 2025',
    });
    const workshop = (await call(url(s.chosen.id), teacher)).json() as { items: SessionParticipant[] };
    expect(workshop.items.map((p) => p.name)).toEqual([`Sanne Agenda ${s.tag}`]);
    // Participants (even of this event), anonymous and unrelated educators do not see the list.
    expect((await call(url(s.plenary.id))).statusCode).toBe(401);
    expect((await call(url(s.plenary.id), await cookieFor(s.participant.id))).statusCode).toBe(404);
    expect((await call(url(s.plenary.id), await cookieFor((await f.createTeacher(db)).id))).statusCode).toBe(404);
    // A session of another event is not found through this one.
    const stranger = await f.createEventSession(db);
    expect((await call(url(stranger.id), teacher)).statusCode).toBe(404);
  });

  it("names a session's educators for its participants and staff ('Nog geen docent bekend.' is the web's when none)", async () => {
    const s = await scenario();
    const url = `/api/events/${s.event.id}/sessions/${s.plenary.id}/educators`;
    const answer = await call(url, await cookieFor(s.participant.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ items: [{ name: `Noor Docent ${s.tag}` }], totalItems: 1 });
    expect((await call(url, await cookieFor(s.teacher.id))).statusCode).toBe(200);
    // The staff of the participant's education read their agenda, and so the names of its educators.
    expect((await call(url, await cookieFor(s.trainer.id))).statusCode).toBe(200);
    expect((await call(url, await cookieFor((await f.createInstituteEducator(db)).id))).statusCode).toBe(404);
    expect((await call(url, await cookieFor((await f.createParticipant(db)).id))).statusCode).toBe(404);
    expect((await call(url)).statusCode).toBe(401);
    // A cancelled registration no longer counts.
    await db.update(enrolments).set({ status: 'cancelled' }).where(eq(enrolments.userId, s.participant.id));
    expect((await call(url, await cookieFor(s.participant.id))).statusCode).toBe(404);
    // No educators yet: an empty list.
    const bare = await f.createEventSession(db);
    const admin = await cookieFor((await f.createAdmin(db)).id);
    const empty = await call(`/api/events/${bare.eventId}/sessions/${bare.id}/educators`, admin);
    expect(empty.json()).toEqual({ items: [], totalItems: 0 });
  });
});

describe('ETag and If-None-Match on the agenda', () => {
  const get = (url: string, cookie: string, etag?: string) =>
    call(url, cookie, etag === undefined ? {} : { 'if-none-match': etag });
  const tagOf = async (url: string, cookie: string) => {
    const res = await get(url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    return String(res.headers.etag);
  };
  /** The tag from before a write no longer matches: the full list comes back with a new tag. */
  const expectChanged = async (url: string, cookie: string, before: string) => {
    const res = await get(url, cookie, before);
    expect(res.statusCode, 'the write should have changed the tag').toBe(200);
    expect(res.json().items).toBeDefined();
    expect(res.headers.etag).not.toBe(before);
    return String(res.headers.etag);
  };

  /** A participant registered for an event with one session, its teacher, and a staff member of the education. */
  async function small() {
    const participant = await f.createParticipant(db);
    const education = await f.createEducation(db, { userId: participant.id });
    const module = await f.createModule(db, { educationId: education.id, type: 'IO', eventRegistrationAllowed: true });
    const event = await f.createEvent(db, { moduleCode: module.moduleCode, workshops: true });
    const enrolment = await f.createEnrolment(db, { eventId: event.id, moduleId: module.id, userId: participant.id });
    const session = await f.createEventSession(db, { eventId: event.id, title: 'Plenair', date: isoDate(2) });
    const teacher = await f.createTeacher(db);
    await f.createEventStaff(db, { eventId: event.id, userId: teacher.id, role: 'teacher' });
    const trainer = await f.createInstituteEducator(db);
    await f.createEducationStaff(db, { educationId: education.id, userId: trainer.id, role: 'institute_educator' });
    const url = `/api/users/${participant.id}/schedule`;
    return { participant, education, module, event, enrolment, session, teacher, trainer, url };
  }

  it('answers 200 with a strong ETag, then 304 with no body, no-store both times; per caller and URL', async () => {
    const s = await small();
    const me = await cookieFor(s.participant.id);
    const first = await get(s.url, me);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tag = String(first.headers.etag);
    const again = await get(s.url, me, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-store');
    const past = await tagOf(`${s.url}?includePastItems=1`, me);
    const onDates = await tagOf(`/api/users/${s.participant.id}/schedule-items?dates=${isoDate(2)}`, me);
    expect(new Set([tag, past, onDates]).size).toBe(3);
    expect((await get(`${s.url}?includePastItems=1`, me, past)).statusCode).toBe(304);
    // The staff of the education read it with their own tag; a stranger gets 404 whatever they send.
    const staff = await cookieFor(s.trainer.id);
    const staffTag = await tagOf(s.url, staff);
    expect(staffTag).not.toBe(tag);
    expect((await get(s.url, staff, tag)).statusCode).toBe(200);
    expect((await get(s.url, await cookieFor((await f.createParticipant(db)).id), tag)).statusCode).toBe(404);
    // Taken off the education's staff: their old tag no longer matches, and the answer is 404.
    await db.delete(educationStaff).where(eq(educationStaff.userId, s.trainer.id));
    expect((await get(s.url, staff, staffTag)).statusCode).toBe(404);
    // No tag for an impersonation.
    const admin = await f.createAdmin(db);
    const secret = randomBytes(32).toString('base64url');
    await f.createSession(db, {
      userId: s.participant.id,
      secret,
      impersonatorId: admin.id,
      expiresAt: f.daysFromNow(1),
    });
    const impersonated = await get(s.url, `portal_session=${secret}`, tag);
    expect(impersonated.statusCode).toBe(200);
    expect(impersonated.headers.etag).toBeUndefined();
  });

  it("changes with the participant's registrations, workshops, catch-ups and what their items show", async () => {
    const s = await small();
    const me = await cookieFor(s.participant.id);
    let tag = await tagOf(s.url, me);
    // Writes that change nothing shown keep it: the sync's bookkeeping, someone else's registration for the event.
    await db.update(events).set({ lastSync: new Date() }).where(eq(events.id, s.event.id));
    const other = await f.createParticipant(db);
    const otherModule = await f.createModule(db, {
      educationId: (await f.createEducation(db, { userId: other.id })).id,
    });
    await f.createEnrolment(db, { eventId: s.event.id, moduleId: otherModule.id, userId: other.id });
    expect((await get(s.url, me, tag)).statusCode).toBe(304);

    await db.update(eventSessions).set({ startTime: '10:00:00' }).where(eq(eventSessions.id, s.session.id));
    tag = await expectChanged(s.url, me, tag);
    await db.update(events).set({ name: 'Terugkomdag (nieuw)' }).where(eq(events.id, s.event.id));
    tag = await expectChanged(s.url, me, tag);
    await db.update(modules).set({ publishedName: 'Communicatie (nieuw)' }).where(eq(modules.id, s.module.id));
    tag = await expectChanged(s.url, me, tag);
    const workshop = await f.createEventSession(db, { eventId: s.event.id, title: 'Workshop', workshop: true });
    tag = await expectChanged(s.url, me, tag);
    await f.createWorkshopRegistration(db, {
      sessionId: workshop.id,
      enrolmentId: s.enrolment.id,
      userId: s.participant.id,
    });
    tag = await expectChanged(s.url, me, tag);
    const later = await f.createEvent(db);
    const laterSession = await f.createEventSession(db, { eventId: later.id, date: isoDate(9) });
    await f.createPresenceItem(db, {
      moduleId: s.module.id,
      sessionId: s.session.id,
      userId: s.participant.id,
      catchingUpSessionId: laterSession.id,
    });
    tag = await expectChanged(s.url, me, tag);
    await db.update(enrolments).set({ status: 'cancelled' }).where(eq(enrolments.id, s.enrolment.id));
    const res = await get(s.url, me, tag);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { sessionId: string }) => i.sessionId)).toEqual([laterSession.id]);
  });

  it("changes with the educator's events and their sessions", async () => {
    const s = await small();
    const url = `/api/users/${s.teacher.id}/educator-schedule`;
    const cookie = await cookieFor(s.teacher.id);
    let tag = await tagOf(url, cookie);
    await f.createEventSession(db, { eventId: s.event.id, title: 'Extra dag', date: isoDate(4) });
    tag = await expectChanged(url, cookie, tag);
    await f.createEventStaff(db, { eventId: (await f.createEvent(db)).id, userId: s.teacher.id, role: 'teacher' });
    tag = await expectChanged(url, cookie, tag);
    await db.delete(eventStaff).where(eq(eventStaff.userId, s.teacher.id));
    expect((await get(url, cookie, tag)).json().items).toEqual([]);
  });
});

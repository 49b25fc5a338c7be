import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { educationSchema, moduleListSchema, type Role } from '@portal/contracts';
import { z } from 'zod';
import { call, educationScenario, expectAccess } from './education.test-support';
import { createEducationRepository } from './education.repository';
import { createEducationService } from './education.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
const db = () => t.database.db;

/**
 * The answers the routes send as PostgreSQL's JSON text must equal what the object path (the service's presenters,
 * still used by the PDFs) gives, written as the response schema writes it.
 */
const objectPath = () => createEducationService(createEducationRepository(db()));
const actor = (userId: string, roles: Role[] = ['ROLE_PARTICIPANT'], impersonatorId: string | null = null) =>
  ({ kind: 'user', userId, roles, permissions: [], impersonatorId }) as const;
const written = (schema: z.ZodType, value: unknown) => JSON.parse(JSON.stringify(z.encode(schema, value)));

describe('GET /api/education/{id}', () => {
  it('answers the education with _permissions per caller, and 404 to anyone unrelated', async () => {
    const s = await educationScenario(db(), { electiveCourseBudgetCents: 123456, electiveCourseHours: 40 });
    const permissionsOf = async (cookie: string) =>
      (await call(t.app, cookie, { url: `/api/education/${s.education.id}` })).json()._permissions;
    expect(await permissionsOf(s.cookies.owner)).toEqual({ view: true, edit: true, imitatingAdmin: false });
    expect(await permissionsOf(s.cookies.linkedEducator)).toEqual({ view: true, edit: false, imitatingAdmin: false });
    expect(await permissionsOf(s.cookies.practicalTrainer)).toEqual({ view: true, edit: false, imitatingAdmin: false });
    expect(await permissionsOf(s.cookies.programAssistant)).toEqual({ view: true, edit: false, imitatingAdmin: false });
    expect(await permissionsOf(s.cookies.admin)).toEqual({ view: true, edit: true, imitatingAdmin: false });
    expect(await permissionsOf(s.cookies.impersonatingAdmin)).toEqual({ view: true, edit: true, imitatingAdmin: true });
    await expectAccess(t.app, s.cookies, () => ({ url: `/api/education/${s.education.id}` }), { owner: 200 });
    expect((await call(t.app, s.cookies.owner, { url: `/api/education/${crypto.randomUUID()}` })).statusCode).toBe(404);
    const bad = await call(t.app, s.cookies.owner, { url: '/api/education/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'id' }] });
  });

  it('LIST_USERS with VIEW_EDUCATION (the users screens) reads any education and its PDFs, never edits it', async () => {
    const s = await educationScenario(db());
    const { cookieFor } = await import('./education.test-support');
    const staff = async (permissions: ('LIST_USERS' | 'VIEW_EDUCATION')[]) =>
      cookieFor(db(), (await f.createProgramAssistant(db(), { permissions })).id);
    const both = await staff(['LIST_USERS', 'VIEW_EDUCATION']);
    const res = await call(t.app, both, { url: `/api/education/${s.education.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()._permissions).toEqual({ view: true, edit: false, imitatingAdmin: false });
    for (const path of ['presence-overview', 'overview', 'modules']) {
      expect((await call(t.app, both, { url: `/api/education/${s.education.id}/${path}` })).statusCode).toBe(200);
    }
    const material = await call(t.app, both, {
      method: 'POST',
      url: `/api/education/${s.education.id}/materials`,
      payload: { title: 'Niet van mij', fileIds: [crypto.randomUUID()] },
    });
    expect(material.statusCode).toBe(403);
    for (const one of [await staff(['LIST_USERS']), await staff(['VIEW_EDUCATION'])]) {
      expect((await call(t.app, one, { url: `/api/education/${s.education.id}` })).statusCode).toBe(404);
    }
  });

  it('an impersonator without ROLE_ADMIN (IMITATE_USER) is not an imitating admin', async () => {
    const s = await educationScenario(db());
    const imitator = await f.createProgramAssistant(db(), { permissions: ['IMITATE_USER'] });
    const { cookieFor } = await import('./education.test-support');
    const cookie = await cookieFor(db(), s.owner.id, imitator.id);
    const res = await call(t.app, cookie, { url: `/api/education/${s.education.id}` });
    expect(res.json()._permissions).toEqual({ view: true, edit: true, imitatingAdmin: false });
  });

  it('presents every field of Opleidingsgegevens, staff, materials and the cards', async () => {
    const s = await educationScenario(db(), {
      electiveCourseBudgetCents: 123456,
      electiveCourseHours: 40,
      fullTimePercentage: 80,
      rgsEndDate: '2030-01-31',
      moodleCourseId: '12',
    });
    await f.createModule(db(), { educationId: s.education.id, type: 'IKO', points: 3, status: 'finished' });
    await f.createModule(db(), { educationId: s.education.id, type: 'EKO', points: 2 });
    await f.createModule(db(), {
      educationId: s.education.id,
      type: 'STA',
      internshipType: 4,
      points: 5,
      finished: true,
    });
    const material = await f.createEducationMaterial(db(), { educationId: s.education.id, title: 'Mijn verslag' });
    const file = await f.createFile(db(), { name: 'verslag.pdf', context: 'material' });
    await f.createEducationMaterialFile(db(), { materialId: material.id, fileId: file.id });

    const res = await call(t.app, s.cookies.owner, { url: `/api/education/${s.education.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: s.education.id,
      name: s.education.name,
      furtherEducation: false,
      practicalModules: true,
      epaModules: false,
      fullTimePercentage: 80,
      electiveCourseHours: 40,
      electiveCourseBudget: 123456,
      rgsEndDate: '2030-01-31',
      hasLearningMaterial: true,
      internshipHours: { '4': 800, '5': 800 },
      summary: {
        finishedModules: 2,
        totalModules: 3,
        // One definition for both screens (spec 2 §9): the elective course hours asked, 3 finished, 2 placed.
        electivePoints: { total: 40, achieved: 3, planned: 2, todo: 35 },
        internshipPoints: { '4': 5 },
      },
      user: { id: s.owner.id, email: s.owner.email },
      materials: [{ id: material.id, title: 'Mijn verslag', files: [{ id: file.id, name: 'verslag.pdf' }] }],
    });
    expect(body.instituteEducators).toHaveLength(1);
    expect(body.practicalEducators).toHaveLength(1);
    expect(body.programAssistantName).toEqual(expect.any(String));
    expect(body.instituteEducators[0].fullNameLastNameFirst).toContain(', ');

    // The text the route sent equals the object answer (the PDFs' path), for an education with more in it too.
    await f.createModule(db(), {
      educationId: s.education.id,
      type: 'STA',
      internshipType: 11,
      points: 1.25,
      finished: true,
    });
    await f.createModule(db(), { educationId: s.education.id, type: 'PRK', internshipType: 4, status: 'excemption' });
    await f.createModule(db(), { educationId: s.education.id, type: 'EPA', points: 0.5, status: 'definitely_placed' });
    await f.createModule(db(), { educationId: s.education.id, type: 'STA', internshipType: 7, points: 3 });
    await f.createEducationStaff(db(), {
      educationId: s.education.id,
      role: 'institute_educator',
      userId: (await f.createInstituteEducator(db(), { insertion: '', lastName: 'Aa' })).id,
    });
    await f.createEducationMaterial(db(), { educationId: s.education.id, title: 'Zonder bestanden' });
    const service = objectPath();
    for (const [cookie, asker] of [
      [s.cookies.owner, actor(s.owner.id)],
      [s.cookies.impersonatingAdmin, actor(s.owner.id, ['ROLE_PARTICIPANT'], s.admin.id)],
    ] as const) {
      const text = await call(t.app, cookie, { url: `/api/education/${s.education.id}` });
      expect(text.json()).toEqual(written(educationSchema, await service.get(asker, s.education.id)));
    }
    const bare = await educationScenario(db());
    const text = await call(t.app, bare.cookies.owner, { url: `/api/education/${bare.education.id}` });
    expect(text.json()).toEqual(written(educationSchema, await service.get(actor(bare.owner.id), bare.education.id)));
  });
});

describe('module lists', () => {
  async function educationWithModules() {
    const s = await educationScenario(db());
    const io = await f.createModule(db(), { educationId: s.education.id, type: 'IO', publishedName: 'B module' });
    const iko = await f.createModule(db(), { educationId: s.education.id, type: 'IKO', publishedName: 'A module' });
    const prk = await f.createModule(db(), { educationId: s.education.id, type: 'PRK', publishedName: 'Praktijk' });
    const epa = await f.createModule(db(), {
      educationId: s.education.id,
      type: 'EPA',
      publishedName: 'EPA 1',
      currentLevel: 2,
      maxLevel: 4,
    });
    const beg = await f.createModule(db(), { educationId: s.education.id, type: 'BEG', publishedName: 'Begeleiding' });
    return { ...s, io, iko, prk, epa, beg };
  }

  it('filters by ?types= and by tab, ordered by publishedName', async () => {
    const s = await educationWithModules();
    const names = async (url: string) =>
      (await call(t.app, s.cookies.owner, { url })).json().items.map((m: { publishedName: string }) => m.publishedName);
    const base = `/api/education/${s.education.id}`;
    expect(await names(`${base}/modules`)).toEqual(['A module', 'B module', 'Begeleiding', 'EPA 1', 'Praktijk']);
    expect(await names(`${base}/modules?types=IO,IKO`)).toEqual(['A module', 'B module']);
    expect(await names(`${base}/institute-education-modules`)).toEqual(['A module', 'B module']);
    expect(await names(`${base}/practical-modules`)).toEqual(['Praktijk']);
    expect(await names(`${base}/portfolio-modules`)).toEqual(['Begeleiding', 'EPA 1']);
    const bad = await call(t.app, s.cookies.owner, { url: `${base}/modules?types=IO,XX` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'types' }] });
    expect((await call(t.app, s.cookies.owner, { url: `${base}/modules?other=1` })).statusCode).toBe(400);
  });

  it('shows assignments counts, levels, containers, presence items and registrations', async () => {
    const s = await educationWithModules();
    const form = await f.createForm(db());
    await f.createAssignment(db(), { moduleId: s.epa.id, formId: form.id, state: 'finished', assignedLevel: 2 });
    await f.createAssignment(db(), { moduleId: s.epa.id, formId: form.id, state: 'in_review', requestedLevel: 3 });
    const container = await f.createAssignmentContainer(db(), { moduleId: s.prk.id, formId: form.id });
    const inContainer = await f.createAssignment(db(), { moduleId: s.prk.id, containerId: container.id });
    const event = await f.createEvent(db(), { moduleCode: s.io.moduleCode, moodleCourseId: '7' });
    const session = await f.createEventSession(db(), { eventId: event.id, title: 'Dag 1', startTime: '09:30:00' });
    await f.createEnrolment(db(), { eventId: event.id, moduleId: s.io.id });
    const catchUp = await f.createEventSession(db(), { title: 'Inhaaldag' });
    await f.createPresenceItem(db(), {
      moduleId: s.io.id,
      sessionId: session.id,
      present: false,
      catchingUpEventId: catchUp.eventId,
      catchingUpSessionId: catchUp.id,
      compensationProcessedAt: new Date('2026-01-02T10:00:00Z'),
    });

    const modules = (
      await call(t.app, s.cookies.linkedEducator, { url: `/api/education/${s.education.id}/modules` })
    ).json().items as Record<string, unknown>[];
    const option = await f.createEvaluationOption(db(), { label: 'Goed' });
    await f.createAssignment(db(), { moduleId: s.io.id, state: 'finished', valuationOptionId: option.id });
    await f.createAssignment(db(), { moduleId: s.io.id, state: 'in_review', valuationOptionId: option.id });
    await f.createAssignment(db(), { moduleId: s.epa.id, state: 'finished', assignedLevel: 4, notAssigned: true });
    const used = await f.createAssignment(db(), { moduleId: s.prk.id, containerId: container.id });
    await f.createEntryValue(db(), { entryId: (await f.createEntry(db(), { assignmentId: used.id })).id });
    await f.createModule(db(), {
      educationId: s.education.id,
      type: 'IKO',
      publishedName: 'C module',
      status: 'finished_less_points',
      points: 2.5,
      contactHours: 12.25,
      eventRegistrationAllowed: true,
      moodleCourseId: '',
    });
    // Every list call, the text the route sent against the object answer of the same call.
    const base = `/api/education/${s.education.id}`;
    const service = objectPath();
    const trainer = actor(s.owner.id);
    for (const [path, filter] of [
      ['modules', {}],
      ['modules?types=IO,EPA', { types: ['IO', 'EPA'] }],
      ['institute-education-modules', { kinds: ['education'] }],
      ['practical-modules', { kinds: ['practical'] }],
      ['portfolio-modules', { kinds: ['guidance', 'epa', 'request'] }],
    ] as const) {
      const res = await call(t.app, s.cookies.owner, { url: `${base}/${path}` });
      expect(res.headers['content-type']).toContain('application/json');
      const expected = written(moduleListSchema, await service.modules(trainer, s.education.id, filter));
      expect(expected.items.length).toBeGreaterThan(0);
      expect(res.json(), path).toEqual(expected);
    }
    const byName = Object.fromEntries(modules.map((m) => [m.publishedName, m]));
    expect(byName['EPA 1']).toMatchObject({
      finishedAssignments: 1,
      totalAssignments: 2,
      levels: [
        { level: 1, state: 'finished' },
        { level: 2, state: 'finished' },
        { level: 3, state: 'doing' },
        { level: 4, state: 'todo' },
      ],
    });
    expect(byName['Praktijk']).toMatchObject({
      assignmentContainers: [{ id: container.id, formId: form.id, assignmentIds: [inContainer.id] }],
    });
    expect(byName['B module']).toMatchObject({
      events: [{ id: event.id, hasLearningMaterial: true }],
      presenceItems: [
        {
          sessionId: session.id,
          sessionName: 'Dag 1',
          sessionStartTime: '09:30',
          present: false,
          catchingUpEventId: catchUp.eventId,
          catchingUpSessionName: 'Inhaaldag',
          compensationProcessedAt: '2026-01-02T10:00:00.000Z',
        },
      ],
    });
  });

  it('every list and the module calls follow the education policy', async () => {
    const s = await educationWithModules();
    const form = await f.createForm(db(), { title: 'Aanvraagformulier' });
    const request = await f.createModule(db(), { educationId: s.education.id, type: 'AANVRAAG', formId: form.id });
    const viewers = {
      owner: 200,
      linkedEducator: 200,
      practicalTrainer: 200,
      programAssistant: 200,
      admin: 200,
      impersonatingAdmin: 200,
    };
    for (const path of [
      'modules',
      'institute-education-modules',
      'practical-modules',
      'portfolio-modules',
      'periods',
    ]) {
      await expectAccess(t.app, s.cookies, () => ({ url: `/api/education/${s.education.id}/${path}` }), viewers);
    }
    await expectAccess(t.app, s.cookies, () => ({ url: `/api/module/${s.io.id}` }), viewers);
    await expectAccess(t.app, s.cookies, () => ({ url: `/api/module/${request.id}/form` }), viewers);
    const mod = (await call(t.app, s.cookies.impersonatingAdmin, { url: `/api/module/${request.id}` })).json();
    expect(mod).toMatchObject({ educationId: s.education.id, _permissions: { imitatingAdmin: true } });
    const formRes = (await call(t.app, s.cookies.owner, { url: `/api/module/${request.id}/form` })).json();
    expect(formRes).toMatchObject({ id: form.id, title: 'Aanvraagformulier' });
    expect((await call(t.app, s.cookies.owner, { url: `/api/module/${s.io.id}/form` })).statusCode).toBe(404);
    expect((await call(t.app, s.cookies.owner, { url: `/api/module/${crypto.randomUUID()}` })).statusCode).toBe(404);
  });

  it('periods in their order with the trainer', async () => {
    const s = await educationScenario(db());
    await f.createPeriod(db(), {
      educationId: s.education.id,
      name: 'Tweede',
      sortOrder: 2,
      practicalTrainerName: 'Dr. X',
    });
    await f.createPeriod(db(), { educationId: s.education.id, name: 'Eerste', sortOrder: 1, remarks: 'Goed' });
    const res = await call(t.app, s.cookies.owner, { url: `/api/education/${s.education.id}/periods` });
    expect(res.json()).toMatchObject({
      totalItems: 2,
      items: [
        { name: 'Eerste', remarks: 'Goed' },
        { name: 'Tweede', practicalTrainer: 'Dr. X' },
      ],
    });
  });
});

describe('PDF documents', () => {
  it('presence overview and education overview, readable by pdftotext, for viewers only', async () => {
    const { execFileSync } = await import('node:child_process');
    const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    const s = await educationScenario(db(), {
      name: 'Jeugdgezondheidszorg',
      electiveCourseHours: 10,
      electiveCourseBudgetCents: 150050,
    });
    const io = await f.createModule(db(), { educationId: s.education.id, type: 'IO', publishedName: 'Reïntegratie' });
    const event = await f.createEvent(db(), { moduleCode: io.moduleCode });
    const session = await f.createEventSession(db(), {
      eventId: event.id,
      title: 'Eerste dag',
      date: '2026-03-02',
      startTime: '09:00:00',
      endTime: '12:00:00',
    });
    await f.createPresenceItem(db(), { moduleId: io.id, sessionId: session.id, present: false });
    await f.createPeriod(db(), { educationId: s.education.id, name: 'Opleidingsperiode A' });

    const presence = await call(t.app, s.cookies.owner, { url: `/api/education/${s.education.id}/presence-overview` });
    expect(presence.statusCode).toBe(200);
    expect(presence.headers['content-type']).toBe('application/pdf');
    const presenceText = pdfText(presence.rawPayload);
    expect(presenceText).toContain('Presentieoverzicht Jeugdgezondheidszorg');
    expect(presenceText).toContain('Reïntegratie');
    expect(presenceText).toMatch(/02-03-2026 09:00-12:00\s+Eerste dag\s+Afwezig/);

    const overview = await call(t.app, s.cookies.linkedEducator, { url: `/api/education/${s.education.id}/overview` });
    expect(overview.statusCode).toBe(200);
    const overviewText = pdfText(overview.rawPayload);
    expect(overviewText).toContain('Opleidingsoverzicht Jeugdgezondheidszorg');
    expect(overviewText).toContain('Opleidingsperiode A');
    expect(overviewText).toContain('€ 1.500,50');
    expect(overviewText).toContain('Instituutsonderwijs');

    const viewers = {
      owner: 200,
      linkedEducator: 200,
      practicalTrainer: 200,
      programAssistant: 200,
      admin: 200,
      impersonatingAdmin: 200,
    };
    for (const path of ['presence-overview', 'overview']) {
      await expectAccess(t.app, s.cookies, () => ({ url: `/api/education/${s.education.id}/${path}` }), viewers);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';

const PASSWORD = 'Geheim!2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const signIn = async (email: string) =>
  cookieOf(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } }))!;

describe('notification preferences', () => {
  it('offer only the types of the user’s roles and save the opt-outs', async () => {
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const cookie = await signIn(participant.email);
    const before = (await t.app.inject({ url: '/api/users/notification-preferences', headers: { cookie } })).json();
    expect(before.optOutTypes).toEqual([]);
    expect(before.availableTypes).toContain('AssignmentEvaluated');
    expect(before.availableTypes).not.toContain('AfasSyncIssue');
    expect(before.availableTypes).not.toContain('EvaluatorAssigned');

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/users/notification-preferences',
      headers: { cookie },
      payload: { optOutTypes: ['AssignmentEvaluated', 'AssignmentEvaluated'], optOutMailings: true },
    });
    expect(saved.json()).toEqual({ optOutTypes: ['AssignmentEvaluated'], optOutMailings: true });
    const after = (await t.app.inject({ url: '/api/users/notification-preferences', headers: { cookie } })).json();
    expect(after).toMatchObject({ optOutTypes: ['AssignmentEvaluated'], optOutMailings: true });
  });

  it('refuse a type the roles cannot receive, and anonymous callers', async () => {
    expect((await t.app.inject('/api/users/notification-preferences')).statusCode).toBe(401);
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/notification-preferences',
      headers: { cookie: await signIn(participant.email) },
      payload: { optOutTypes: ['AfasSyncIssue'], optOutMailings: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'optOutTypes' }] });
  });
});

describe('GET /api/user-form-data', () => {
  it('lists specialisations and countries in Dutch, the Netherlands first', async () => {
    await f.createSpecialisation(t.database.db, { id: 99, name: 'Overig' });
    const participant = await f.createParticipant(t.database.db, { password: PASSWORD });
    const res = await t.app.inject({
      url: '/api/user-form-data',
      headers: { cookie: await signIn(participant.email) },
    });
    const body = res.json();
    expect(body.defaultSpecialisationId).toBe(99);
    expect(body.specialisations).toContainEqual({ id: 99, name: 'Overig' });
    expect(body.countries[0]).toEqual({ code: 'NL', name: 'Nederland' });
    expect(body.countries).toContainEqual({ code: 'BE', name: 'België' });
    expect((await t.app.inject('/api/user-form-data')).statusCode).toBe(401);
  });
});

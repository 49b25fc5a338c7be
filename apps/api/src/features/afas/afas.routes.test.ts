import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import { syncIssues, users } from '../../db/schema';
import {
  classicTokenAuth,
  createAfasClient,
  resolveConnectors,
  scaleFixture,
  startAfasSimulator,
  type AfasSimulator,
} from '../../integrations/afas';

let t: TestApp;
let sim: AfasSimulator;
let admin: string;
let participant: string;
let syncer: string;
const apiKey = `opk_${randomBytes(32).toString('base64url')}`;
const notifyKey = `opk_${randomBytes(32).toString('base64url')}`;

beforeAll(async () => {
  sim = await startAfasSimulator({ fixture: scaleFixture(resolveConnectors(), 5), token: 'T' });
  t = await createTestApp({
    afasClient: createAfasClient({
      baseUrl: sim.url,
      auth: classicTokenAuth('T'),
      sleep: async () => undefined,
      maxAttempts: 1,
    }),
  });
  const db = t.database.db;
  const login = async (create: typeof f.createAdmin, options: f.UserOptions = {}) =>
    signIn(t.app, (await create(db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options })).email);
  admin = await login(f.createAdmin);
  participant = await login(f.createParticipant);
  syncer = await login(f.createProgramAssistant, { permissions: ['SYNC_USER'] });
  await f.createApiKey(db, { key: apiKey, roles: ['ROLE_SYNCHRONIZE_AFAS'] });
  await f.createApiKey(db, { key: notifyKey, roles: ['ROLE_CREATE_NOTIFICATIONS'] });
});
afterAll(async () => {
  await t.app.close();
  await sim.kill();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });
const as = (cookie: string) => ({ cookie });

describe('sync issue routes', () => {
  it('refuse anonymous callers and machine keys (401) and non-admins (403)', async () => {
    const issue = await f.createSyncIssue(t.database.db);
    const urls: ['GET' | 'POST', string][] = [
      ['GET', '/api/afas/sync/issues'],
      ['GET', `/api/afas/sync/issues/${issue.id}`],
      ['POST', `/api/afas/sync/issues/${issue.id}/resolve`],
    ];
    for (const [method, url] of urls) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, as(participant))).statusCode).toBe(403);
      expect((await call(method, url, as(syncer))).statusCode).toBe(403);
      // A machine key is nobody for a user rule: 401, as everywhere (lib/access.ts).
      expect((await call(method, url, { 'x-api-key': apiKey })).statusCode).toBe(401);
    }
    expect((await f.createSyncIssue(t.database.db)).state).toBe('open');
  });

  it('lists with paging, state filter, search and order', async () => {
    const db = t.database.db;
    const marker = `Zoekterm${Date.now()}`;
    const a = await f.createSyncIssue(db, { message: `${marker} eerste`, afasId: '7000001' });
    const b = await f.createSyncIssue(db, { message: `${marker} tweede`, afasId: '7000002', state: 'resolved' });
    const c = await f.createSyncIssue(db, { message: `${marker} derde`, afasId: '7000003', state: 'regression' });
    const res = await call('GET', `/api/afas/sync/issues?query=${marker}&order[afasId]=desc&perPage=2`, as(admin));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(3);
    expect(body.perPage).toBe(2);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([c.id, b.id]);
    expect(body.items[0]).toEqual({
      id: c.id,
      afasId: '7000003',
      message: `${marker} derde`,
      trace: expect.any(String),
      state: 'regression',
      occurrences: 1,
      resolvedAt: null,
      created: expect.any(String),
      updated: expect.any(String),
    });
    const page2 = (
      await call('GET', `/api/afas/sync/issues?query=${marker}&order[afasId]=desc&perPage=2&page=2`, as(admin))
    ).json();
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const open = (
      await call('GET', `/api/afas/sync/issues?query=${marker}&filters[states]=open,regression`, as(admin))
    ).json();
    expect(open.items.map((i: { id: string }) => i.id).sort()).toEqual([a.id, c.id].sort());
  });

  it('orders external IDs as numbers, across pages', async () => {
    const db = t.database.db;
    const marker = `Volgorde${Date.now()}`;
    const ids = ['1000115', '31005', '999', 'X-12', '4000001'];
    for (const afasId of ids) await f.createSyncIssue(db, { message: `${marker} ${afasId}`, afasId });
    const page = async (direction: string, n: number) =>
      (
        await call(
          'GET',
          `/api/afas/sync/issues?query=${marker}&order[afasId]=${direction}&perPage=2&page=${n}`,
          as(admin),
        )
      )
        .json()
        .items.map((i: { afasId: string }) => i.afasId);
    const ascending = [...(await page('asc', 1)), ...(await page('asc', 2)), ...(await page('asc', 3))];
    expect(ascending).toEqual(['999', '31005', '1000115', '4000001', 'X-12']);
    const descending = [...(await page('desc', 1)), ...(await page('desc', 2)), ...(await page('desc', 3))];
    expect(descending).toEqual(['X-12', '4000001', '1000115', '31005', '999']);
  });

  it('answers bad input with 400 violations and unknown ids with 404', async () => {
    expect((await call('GET', '/api/afas/sync/issues?filters[states]=gone', as(admin))).json()).toMatchObject({
      detail: 'validation_failed',
      violations: [expect.objectContaining({ propertyPath: 'filters[states][0]' })],
    });
    expect((await call('GET', '/api/afas/sync/issues?order[password]=asc', as(admin))).statusCode).toBe(400);
    expect((await call('GET', '/api/afas/sync/issues?page=0', as(admin))).statusCode).toBe(400);
    expect((await call('GET', '/api/afas/sync/issues/not-a-uuid', as(admin))).statusCode).toBe(400);
    const unknown = '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';
    expect((await call('GET', `/api/afas/sync/issues/${unknown}`, as(admin))).statusCode).toBe(404);
    expect((await call('POST', `/api/afas/sync/issues/${unknown}/resolve`, as(admin))).statusCode).toBe(404);
  });

  it('shows one issue and resolves it, keeping last seen', async () => {
    const issue = await f.createSyncIssue(t.database.db, { updatedAt: new Date('2026-01-02T03:04:05Z') });
    const shown = (await call('GET', `/api/afas/sync/issues/${issue.id}`, as(admin))).json();
    expect(shown).toMatchObject({ id: issue.id, state: 'open', trace: issue.trace });
    const res = await call('POST', `/api/afas/sync/issues/${issue.id}/resolve`, as(admin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'resolved',
      updated: '2026-01-02T03:04:05.000Z',
      resolvedAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(syncIssues).where(eq(syncIssues.id, issue.id));
    expect(row?.resolvedById).not.toBeNull();
  });
});

describe('POST /api/afas/sync/{afasId}', () => {
  it('refuses anonymous callers, users without SYNC_USER and keys without the AFAS role', async () => {
    expect((await call('POST', '/api/afas/sync/2000001')).statusCode).toBe(401);
    expect((await call('POST', '/api/afas/sync/2000001', as(participant))).statusCode).toBe(403);
    expect((await call('POST', '/api/afas/sync/2000001', { 'x-api-key': notifyKey })).statusCode).toBe(403);
  });

  it('syncs a user for an admin, a SYNC_USER holder and the AFAS key; twice writes nothing the second time', async () => {
    const first = await call('POST', '/api/afas/sync/2000001', as(syncer));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ afasId: '2000001', rowsWritten: expect.any(Number) });
    expect(first.json().rowsWritten).toBeGreaterThan(5);
    expect((await call('POST', '/api/afas/sync/2000001', { 'x-api-key': apiKey })).json()).toEqual({
      afasId: '2000001',
      rowsWritten: 0,
    });
    expect((await call('POST', '/api/afas/sync/2000001', as(admin))).json().rowsWritten).toBe(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.afasId, '2000001'));
    expect(user?.email).toBe('deelnemer2000001@schaal.example.nl');
  });

  it('answers 404 for a person AFAS does not know, 400 for a malformed id, 502 when the person fails', async () => {
    expect((await call('POST', '/api/afas/sync/9999999', as(admin))).statusCode).toBe(404);
    expect((await call('POST', '/api/afas/sync/a%20b', as(admin))).statusCode).toBe(400);
    sim.breakPerson('2000002');
    const res = await call('POST', '/api/afas/sync/2000002', as(admin));
    sim.fixPerson('2000002');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'afas_sync_failed' });
    const issues = await t.database.db.select().from(syncIssues).where(eq(syncIssues.afasId, '2000002'));
    expect(issues).toHaveLength(1);
    sim.script({ status: 503, body: { error: { code: '503', message: 'Onderhoud' }, retry_after: 1 } });
    expect((await call('POST', '/api/afas/sync/2000003', as(admin))).statusCode).toBe(502);
  });
});

describe('POST /api/educator-events/{id}/sync', () => {
  it('is for admins only, syncs the event, and checks the id', async () => {
    expect((await call('POST', '/api/educator-events/40001/sync')).statusCode).toBe(401);
    expect((await call('POST', '/api/educator-events/40001/sync', as(syncer))).statusCode).toBe(403);
    expect((await call('POST', '/api/educator-events/40001/sync', { 'x-api-key': apiKey })).statusCode).toBe(401);
    const res = await call('POST', '/api/educator-events/40001/sync', as(admin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ afasId: '40001', rowsWritten: expect.any(Number) });
    expect((await call('POST', '/api/educator-events/40001/sync', as(admin))).json().rowsWritten).toBe(0);
    expect((await call('POST', '/api/educator-events/abc/sync', as(admin))).statusCode).toBe(400);
    expect((await call('POST', '/api/educator-events/123/sync', as(admin))).statusCode).toBe(404);
  });
});

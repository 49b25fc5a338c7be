import { randomBytes } from 'node:crypto';
import {
  MACHINE_NOTIFICATION_MAX_MESSAGE,
  MACHINE_NOTIFICATION_MAX_RECIPIENTS,
  type ApiKeyRole,
} from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

const PATH = '/api/machine/notifications';

let t: TestApp;
let db: Db;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  key = await apiKey(['ROLE_CREATE_NOTIFICATIONS']);
});
afterAll(async () => {
  await t.app.close();
});

async function apiKey(roles: ApiKeyRole[], enabled = true) {
  const value = `opk_${randomBytes(32).toString('base64url')}`;
  await f.createApiKey(db, { key: value, roles, enabled });
  return value;
}

const send = (payload: unknown, headers: Record<string, string> = { 'x-api-key': key }) =>
  t.app.inject({ method: 'POST', url: PATH, headers, payload: payload as object });

const rowsOf = (userIds: string[]) => db.select().from(notifications).where(inArray(notifications.userId, userIds));

describe('who may create notifications', () => {
  const body = async () => ({
    type: 'MoodleNotification',
    recipients: { userIds: [(await f.createParticipant(db)).id] },
    message: '<p>Nieuw leermateriaal</p>',
  });

  it('accepts an API key with ROLE_CREATE_NOTIFICATIONS, in X-Api-Key or Authorization: ApiKey', async () => {
    expect((await send(await body())).statusCode).toBe(201);
    expect((await send(await body(), { authorization: `ApiKey ${key}` })).statusCode).toBe(201);
  });

  it('refuses a key without that role with 403, and a disabled or unknown key with 401', async () => {
    const other = await apiKey(['ROLE_SYNCHRONIZE_AFAS', 'ROLE_REGISTER_USERS']);
    expect((await send(await body(), { 'x-api-key': other })).statusCode).toBe(403);
    const disabled = await apiKey(['ROLE_CREATE_NOTIFICATIONS'], false);
    expect((await send(await body(), { 'x-api-key': disabled })).statusCode).toBe(401);
    const unknown = `opk_${randomBytes(32).toString('base64url')}`;
    expect((await send(await body(), { 'x-api-key': unknown })).statusCode).toBe(401);
  });

  it('refuses anonymous callers and user sessions (even an admin’s) with 401, and writes nothing', async () => {
    const admin = await f.createAdmin(db, { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(t.app, admin.email);
    const payload = await body();
    expect((await send(payload, {})).statusCode).toBe(401);
    expect((await send(payload, { cookie })).statusCode).toBe(401);
    expect(await rowsOf(payload.recipients.userIds)).toHaveLength(0);
  });
});

describe('POST /api/machine/notifications', () => {
  it('notifies recipients by id and by address (without case), once each, and says whom it skipped and why', async () => {
    const byId = await f.createParticipant(db);
    const byEmail = await f.createParticipant(db);
    const both = await f.createParticipant(db);
    const teacher = await f.createTeacher(db);
    const optedOut = await f.createELearningUser(db, { optOutTypes: ['MoodleNotification'] });
    const unknownId = '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';
    const res = await send({
      type: 'MoodleNotification',
      recipients: {
        userIds: [byId.id, both.id, teacher.id, unknownId, byId.id],
        emails: [byEmail.email.toUpperCase(), both.email, optedOut.email, 'niemand@example.nl'],
      },
      message: '<p>Nieuw leermateriaal voor <strong>Module 3</strong>.</p>',
      references: { contexturl: 'https://leeromgeving.example.nl/course/view.php?id=7' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      created: 3,
      skipped: [
        { recipient: teacher.id, reason: 'type_not_allowed' },
        { recipient: unknownId, reason: 'unknown_recipient' },
        { recipient: optedOut.email, reason: 'opted_out' },
        { recipient: 'niemand@example.nl', reason: 'unknown_recipient' },
      ],
    });
    const rows = await rowsOf([byId.id, byEmail.id, both.id, teacher.id, optedOut.id]);
    expect(rows.map((row) => row.userId).sort()).toEqual([byId.id, byEmail.id, both.id].sort());
    expect(rows[0]).toMatchObject({
      type: 'MoodleNotification',
      message: '<p>Nieuw leermateriaal voor <strong>Module 3</strong>.</p>',
      contextUrl: 'https://leeromgeving.example.nl/course/view.php?id=7',
      readAt: null,
    });
  });

  it('shows up in the recipient’s bell and list, cleaned of scripts, event handlers and javascript: links', async () => {
    const participant = await f.createParticipant(db, { password: TEST_PASSWORD, twoFactorExempt: true });
    const cookie = await signIn(t.app, participant.email);
    const assignment = await f.createAssignment(db, { userId: participant.id });
    const res = await send({
      type: 'AssignmentMessage',
      recipients: { userIds: [participant.id] },
      message:
        '<p onmouseover="alert(1)">Bericht<script>fetch("/api/users/account")</script>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">open</a></p>',
      references: { assignmentId: assignment.id, contexturl: `/onderwijs/opdracht/${assignment.id}/bekijken` },
    });
    expect(res.json()).toEqual({ created: 1, skipped: [] });
    expect((await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } })).json()).toEqual({
      totalItems: 1,
    });
    const [item] = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json().items;
    expect(item).toMatchObject({
      type: 'AssignmentMessage',
      message: '<p>Bericht<a>open</a></p>',
      read: false,
      references: {
        assignmentId: assignment.id,
        issueId: null,
        contexturl: `/onderwijs/opdracht/${assignment.id}/bekijken`,
      },
    });
  });

  it('links an existing sync issue for an admin', async () => {
    const admin = await f.createAdmin(db);
    const issue = await f.createSyncIssue(db);
    const res = await send({
      type: 'AfasSyncIssue',
      recipients: { emails: [admin.email] },
      message: 'Synchronisatie mislukt',
      references: { issueId: issue.id, contexturl: `/afas/synchronisatie-issues/${issue.id}` },
    });
    expect(res.json()).toEqual({ created: 1, skipped: [] });
    expect((await rowsOf([admin.id]))[0]).toMatchObject({ issueId: issue.id, message: 'Synchronisatie mislukt' });
  });

  it.each([
    ['no recipients', { recipients: {} }, 'recipients'],
    ['empty recipient lists', { recipients: { userIds: [], emails: [] } }, 'recipients'],
    [
      `more than ${MACHINE_NOTIFICATION_MAX_RECIPIENTS} recipients`,
      {
        recipients: {
          userIds: Array.from({ length: 600 }, () => crypto.randomUUID()),
          emails: Array.from({ length: 401 }, (_, i) => `x${i}@example.nl`),
        },
      },
      'recipients',
    ],
    ['a malformed user id', { recipients: { userIds: ['12'] } }, 'recipients.userIds[0]'],
    ['a malformed address', { recipients: { emails: ['geen-adres'] } }, 'recipients.emails[0]'],
    ['an unknown type', { type: 'Spam' }, 'type'],
    ['no message', { message: '' }, 'message'],
    ['a message too long', { message: `<p>${'x'.repeat(MACHINE_NOTIFICATION_MAX_MESSAGE)}</p>` }, 'message'],
    ['a message without visible text', { message: '<script>alert(1)</script><p> </p>' }, 'message'],
    ['a javascript: target', { references: { contexturl: 'javascript:alert(1)' } }, 'references.contexturl'],
    ['another host as a path', { references: { contexturl: '//evil.example.com/' } }, 'references.contexturl'],
    ['an unknown assignment', { references: { assignmentId: crypto.randomUUID() } }, 'references.assignmentId'],
    ['an unknown sync issue', { references: { issueId: crypto.randomUUID() } }, 'references.issueId'],
  ])('refuses %s with 400 and a violation, writing nothing', async (_name, change, propertyPath) => {
    const participant = await f.createParticipant(db);
    const res = await send({
      type: 'AssignmentMessage',
      recipients: { userIds: [participant.id] },
      message: '<p>Bericht</p>',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('validation_failed');
    expect(res.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(propertyPath);
    expect(await rowsOf([participant.id])).toHaveLength(0);
  });

  it('is documented in the OpenAPI document, with its key role, limits and answer', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const operation = doc.paths[PATH].post;
    expect(operation.summary).toMatch(/ROLE_CREATE_NOTIFICATIONS/);
    expect(operation.description).toMatch(/X-Api-Key/);
    expect(operation.description).toContain(String(MACHINE_NOTIFICATION_MAX_RECIPIENTS));
    expect(operation.description).toMatch(/unknown_recipient.*type_not_allowed.*opted_out/s);
    const body = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['message', 'recipients', 'references', 'type']);
    expect(Object.keys(operation.responses['201'].content['application/json'].schema.properties).sort()).toEqual([
      'created',
      'skipped',
    ]);
  });
});
